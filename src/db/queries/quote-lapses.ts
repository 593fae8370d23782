import { sql } from "drizzle-orm";
import { statement } from "../statement";
import { returnCreditsStatements } from "./credits";
import { webhookInserts, type NewWebhook } from "./webhook-deliveries";

/*
 * A dealership that stops taking quotes (unapproved: off-boarded) leaves none waiting: its pending
 * quotes lapse at once, their credits come back with their statement entries, and each quote with
 * a callbackUrl gets its `quote.lapsed` webhook (src/services/quote-lapses.ts).
 */

export interface PendingQuote {
  id: string;
  tenderId: string | null;
  clientName: string;
  clientEmail: string | null;
  callbackUrl: string | null;
}

/**
 * The dealership (whether it is approved, its name) and its quotes still waiting for it, at the
 * primary: one round trip. Its live quotes are walked through their (dealership, created) index;
 * a pending quote is never archived. Null for an unknown dealership.
 */
export async function dealershipWithPendingQuotes(d1: D1Database, dealershipId: string): Promise<{ approved: boolean; name: string; quotes: PendingQuote[] } | null> {
  const [dealership, pending] = await d1.batch([
    statement(d1, sql`select approved, name from dealerships where id = ${dealershipId}`),
    statement(
      d1,
      sql`select id, tender_id as tenderId, client_name as clientName, client_email as clientEmail, callback_url as callbackUrl
         from quotes where dealership_id = ${dealershipId} and status = 'pending' and outcome is null order by rowid`,
    ),
  ]);
  const [found] = dealership!.results as { approved: number; name: string }[];
  return found ? { approved: Boolean(found.approved), name: found.name, quotes: pending!.results as unknown as PendingQuote[] } : null;
}

/** One lapse of a dealership's pending quotes, planned from what was read. */
export interface Lapse {
  dealershipId: string;
  at: string;
  quoteIds: string[];
  /** The `quote.lapsed` deliveries, one per quote with a callbackUrl, each payload frozen as of the lapse. */
  webhooks: NewWebhook[];
}

/**
 * The lapse as one batch (one transaction), guarded: a quote lapses only while it is pending and
 * undecided and its dealership is (still) unapproved, so a dealer's completion or a tender's close
 * that got there first, or an approval in between, keeps it; its credit comes back, with its
 * statement entry, and its webhook is written, only where it lapsed in this batch (outcome_at is
 * the lapse's own instant). The first statement's `meta.changes` says how many lapsed; when there
 * are webhooks, the last statement's rows are the deliveries written.
 */
export function lapseStatements(d1: Pick<D1Database, "prepare">, lapse: Lapse): D1PreparedStatement[] {
  const { dealershipId, at } = lapse;
  const ids = JSON.stringify(lapse.quoteIds);
  const lapsedHere = (q: "q" | "s") => sql`${sql.raw(q)}.dealership_id = ${dealershipId} and ${sql.raw(q)}.outcome = 'lapsed' and ${sql.raw(q)}.outcome_at = ${at}`;
  return [
    statement(
      d1,
      sql`update quotes set outcome = 'lapsed', outcome_at = ${at}
         where id in (select value from json_each(${ids})) and dealership_id = ${dealershipId} and status = 'pending' and outcome is null
           and exists (select 1 from dealerships where id = ${dealershipId} and not approved)`,
    ),
    ...returnCreditsStatements(d1, { where: sql`${lapsedHere("q")} and q.id in (select value from json_each(${ids}))` }, at),
    ...webhookInserts(d1, { kind: "quote", guard: lapsedHere("s") }, lapse.webhooks, at),
  ];
}
