import { database, type Database } from "../db/client";
import { findClientContact } from "../db/queries/clients";
import { findLinkAccess } from "../db/queries/dealer-access";
import { findOrderOfQuote } from "../db/queries/orders";
import type { QuoteViewRow } from "../db/queries/quote-rows";
import { findQuoteView, stockMatchingModel } from "../db/queries/quotes";
import { matchingVehicles } from "../domain/quotes/choose-vehicle";
import { modelSearchKey } from "../domain/model-search";
import type { Env } from "../env";
import { ApiError } from "../http/errors";
import { noticeLinks } from "../notices/notice-links";
import { composeOutcomeEmail, isOutcomeKind } from "../notices/outcome-email";
import { composeQuoteEmail, type EmailKind, type IndicativePricing, type StockMatch } from "../notices/quote-email";
import { priceCompletion } from "../services/price-completion";
import type { JobOutcome } from "./job-outcome";
import { claimAttempt, recordFailure, recordSuccess } from "./outbox";

/** Delays before the 2nd, 3rd, 4th and 5th attempt; after the 5th failure the e-mail is abandoned. */
export const EMAIL_RETRY_DELAYS_SECONDS = [10, 60, 300, 900];
export const EMAIL_MAX_ATTEMPTS = EMAIL_RETRY_DELAYS_SECONDS.length + 1;

interface EmailRow {
  id: string;
  quote_id: string;
  kind: EmailKind;
  recipient: string;
  attempts: number;
}

/**
 * Sends one outbox e-mail. The attempt is claimed in D1 first (see outbox.ts), so the count is
 * right however often the queue redelivers, and a sent or abandoned e-mail is never sent again.
 */
export async function runEmailJob(env: Env, outboxId: string, now = new Date()): Promise<JobOutcome> {
  const claimed = await claimAttempt<EmailRow>(env.DB, "email_outbox", outboxId, EMAIL_MAX_ATTEMPTS, now);
  if (!claimed) return { done: true };

  // Should reading fail here (D1 unavailable), the row stays leased: the sweep brings it back
  // once the lease has run out.
  const db = database(env.DB);
  const quote = await findQuoteView(db, env.ARCHIVE, claimed.quote_id);
  if (!quote) throw new Error(`quote ${claimed.quote_id} not found`);
  const order = claimed.kind === "order_withdrawn_to_dealer" ? await findOrderOfQuote(env.DB, quote.id) : null;
  const message = isOutcomeKind(claimed.kind)
    ? composeOutcomeEmail(
        claimed.kind,
        quote,
        claimed.kind === "quote_accepted_to_dealer" ? await findClientContact(db, quote.clientId) : null,
        order && { orderId: order.id, reason: order.withdrawReason },
      )
    : composeQuoteEmail(
        claimed.kind,
        quote,
        claimed.kind === "quote_to_dealer"
          ? await Promise.all([stockToChooseFrom(db, quote), indicativePricing(db, quote, now), findLinkAccess(db, quote.dealershipId)]).then(
              async ([matches, indicative, access]) => ({ matches, indicativePricing: indicative, portal: await noticeLinks(env, quote, access?.linkGeneration ?? 1, now) }),
            )
          : {},
      );

  try {
    await env.EMAIL.send({ from: { name: "Fleet Quote", email: env.EMAIL_FROM }, to: claimed.recipient, subject: message.subject, text: message.text });
  } catch (error) {
    const finalAttempt = claimed.attempts >= EMAIL_MAX_ATTEMPTS;
    const retryAfter = finalAttempt ? null : EMAIL_RETRY_DELAYS_SECONDS[claimed.attempts - 1]!;
    await recordFailure(env.DB, "email_outbox", outboxId, String(error), retryAfter, new Date()).run();
    console.warn(JSON.stringify({ message: "e-mail attempt failed", outboxId, attempt: claimed.attempts, abandoned: finalAttempt, error: String(error) }));
    return retryAfter === null ? { done: true } : { done: false, retryAfterSeconds: retryAfter };
  }
  await recordSuccess(env.DB, "email_outbox", outboxId, "sent", new Date()).run();
  return { done: true };
}

/** For a dealer's notice of a quote whose vehicle is still to be chosen: the stock that fits the client's model text. */
async function stockToChooseFrom(db: Database, quote: QuoteViewRow): Promise<StockMatch[]> {
  if (quote.vehicleId !== null || quote.requestedModel === null) return [];
  const stock = await stockMatchingModel(db, quote.dealershipId, modelSearchKey(quote.requestedModel));
  return matchingVehicles(stock, quote.requestedModel, quote.requestedVersion ?? undefined);
}

/**
 * For a dealer's notice of a quote with a vehicle: what completing it unchanged would price it at,
 * or why it cannot be priced as it stands (the catalogue lacks a fact the state's duty needs, say).
 * None when there is nothing to price yet (no vehicle chosen, no longer pending).
 */
async function indicativePricing(db: Database, quote: QuoteViewRow, now: Date): Promise<IndicativePricing> {
  if (quote.vehicleId === null || quote.status !== "pending") return null;
  try {
    return { ok: true, pricing: (await priceCompletion(db, quote.dealershipId, quote.id, {}, now)).pricing };
  } catch (error) {
    // Said to a person: where the API names its field, the dealer is told what to enter.
    if (error instanceof ApiError && error.code === "INVALID_REQUEST") {
      return { ok: false, problem: error.message.replace(/ ?Field 'governmentCharges\.registration' is required.*$/, " Enter its registration when you complete it: its stamp duty is priced for you") };
    }
    if (error instanceof ApiError) return null;
    throw error;
  }
}
