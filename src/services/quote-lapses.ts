import { dealershipWithPendingQuotes, lapseStatements, type Lapse } from "../db/queries/quote-lapses";
import type { Env } from "../env";
import { quoteLapsedEvent } from "../http/quote-views";
import type { Job } from "../jobs/job";
import { closeTender } from "./tender-decisions";

/**
 * Off-boarding resolves what is pending: once a dealership is unapproved, every quote still waiting
 * for it lapses at once (outcome `lapsed`), its credit comes back on the dealership's statement,
 * and the FMO hears through the quote's `quote.lapsed` webhook (when it has a callbackUrl), all in
 * one guarded batch; then each tender of those quotes counts them answered, and closes if every
 * quote of it is. Neither the dealership (its access has ended) nor the client is e-mailed: a
 * tender's lapse e-mails only the dealership, and the FMO tells its own client.
 *
 * Safe to call any number of times, and at once: a quote lapses once, and nothing lapses while the
 * dealership is approved. Resolves the jobs to queue (the webhooks, and the tenders' closing jobs).
 */
export async function lapsePendingQuotes(env: Env, dealershipId: string, now: Date): Promise<Job[]> {
  const found = await dealershipWithPendingQuotes(env.DB, dealershipId);
  if (!found || found.approved || found.quotes.length === 0) return [];
  const at = now.toISOString();
  const dealership = { id: dealershipId, name: found.name };
  const lapse: Lapse = {
    dealershipId,
    at,
    quoteIds: found.quotes.map((q) => q.id),
    webhooks: found.quotes
      .filter((q) => q.callbackUrl !== null)
      .map((q) => ({ quoteId: q.id, deliveryId: crypto.randomUUID(), payload: JSON.stringify(quoteLapsedEvent(q, dealership, at)) })),
  };
  const results = await env.DB.batch<{ id: string }>(lapseStatements(env.DB, lapse));
  if (results[0]!.meta.changes === 0) return [];

  // Only the deliveries written: a quote completed or closed first did not lapse here.
  const jobs: Job[] = results.at(-1)!.results.map(({ id }) => ({ type: "webhook", deliveryId: id }));
  const tenders = [...new Set(found.quotes.flatMap((q) => (q.tenderId === null ? [] : [q.tenderId])))];
  for (const tenderId of tenders) jobs.push(...(await closeTender(env, tenderId, "answered", now)).jobs);
  return jobs;
}
