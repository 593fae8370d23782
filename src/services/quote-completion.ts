import { randomInternalId } from "../domain/internal-ids";
import { emailIdOf } from "../domain/quotes/email-ids";
import { database } from "../db/client";
import { completePendingQuote, type Completion } from "../db/queries/dealer-quotes";
import type { QuoteViewRow } from "../db/queries/quote-rows";
import type { WebEnv } from "../env";
import { ApiError } from "../http/errors";
import { enqueueJobs, type Job } from "../db/job-queue";
import { QUOTE_COMPLETED } from "../schemas/webhook-events";
import { priceCompletion, type CompletionRequest } from "./price-completion";
import { closeTender } from "./tender-decisions";

/**
 * Completes a pending quote, for the dealer API and the dealer portal alike: prices it, moves it to
 * `sent` in one guarded batch with the client's e-mail and, when it has a callbackUrl, the
 * completion webhook's delivery, then queues those jobs after the response. Of concurrent completions
 * exactly one wins; the others get 409. A tender's last answer closes the tender (two more round
 * trips, for tenders' quotes only). Resolves the quote as it now stands. `beforeWrite`, when
 * given (a request limit still being counted), must resolve before anything is written: it runs
 * beside the pricing read.
 */
export async function completeQuote(
  runtime: { env: WebEnv; waitUntil(promise: Promise<unknown>): void; beforeWrite?: Promise<void> },
  dealershipId: string,
  quoteId: string,
  request: CompletionRequest,
  now = new Date(),
): Promise<QuoteViewRow> {
  const { env } = runtime;
  const [{ quote, vehicle, pricing, validUntil }] = await Promise.all([priceCompletion(database(env.DB), dealershipId, quoteId, request, now), runtime.beforeWrite]);
  const sentAt = now.toISOString();
  const completed = {
    ...quote,
    status: "sent",
    sentAt,
    pricing,
    dealerNotes: request.dealerNotes ?? null,
    registrationDate: pricing.registrationDate ?? null,
    validUntil: validUntil.toISOString(),
    vehicleId: vehicle.id,
    vehicleModel: vehicle.model,
    vehicleVersion: vehicle.version,
    vehicleImageUrl: vehicle.imageUrl,
  } satisfies QuoteViewRow;
  const completion: Completion = {
    quoteId: quote.id,
    dealershipId,
    completionId: randomInternalId(),
    vehicleId: vehicle.id,
    sentAt,
    pricing,
    dealerNotes: completed.dealerNotes,
    registrationDate: completed.registrationDate,
    validUntil: completed.validUntil,
    emailId: await emailIdOf("quote_to_client", quote.id),
    // Its payload is composed from the quote when sent (a sent quote never changes).
    webhooks: quote.callbackUrl ? [{ deliveryId: crypto.randomUUID(), event: QUOTE_COMPLETED, about: quote.id, payload: null }] : [],
  };
  if (!(await completePendingQuote(env.DB, completion))) {
    throw new ApiError("CONFLICT", `Quote ${quoteId} was completed by another request, or its tender closed meanwhile`);
  }

  const jobs: Job[] = [
    ...(quote.clientEmail ? [{ type: "email" as const, outboxId: completion.emailId }] : []),
    ...completion.webhooks.map((webhook) => ({ type: "webhook" as const, deliveryId: webhook.deliveryId })),
    // The tender's last answer closes it: at once, so that the client's next read finds it closed.
    ...(quote.tenderId ? (await closeTender(env, quote.tenderId, "answered", now)).jobs : []),
  ];
  runtime.waitUntil(enqueueJobs(env, jobs, now));
  return completed;
}
