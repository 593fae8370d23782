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
import { composeExtensionEmail, composeOutcomeEmail, isOutcomeKind, type AwardNotice } from "../notices/outcome-email";
import { findTender } from "../db/queries/tenders";
import { TENDER_EXTENDED_EMAIL } from "../domain/quotes/email-kinds";
import type { TenderExtension } from "../domain/tenders/closing";
import { awardsOf, storedTenderFacts, tenderView } from "../views/tenders";
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
  created_at: string;
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
  const message = claimed.kind === TENDER_EXTENDED_EMAIL
    ? composeExtensionEmail(quote, await extensionOf(db, env.ARCHIVE, quote, claimed.created_at))
    : isOutcomeKind(claimed.kind)
    ? composeOutcomeEmail(
        claimed.kind,
        quote,
        claimed.kind === "quote_accepted_to_dealer" ? await findClientContact(db, quote.clientId) : null,
        claimed.kind === "quote_lapsed_to_dealer" || claimed.kind === "order_withdrawn_to_dealer" ? null : await awardNotice(db, env.ARCHIVE, quote, now),
        order && { orderId: order.id, quantity: order.quantity, reason: order.withdrawReason },
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

/** The move of the deadline an extension e-mail tells of: the one made when the e-mail was written. */
async function extensionOf(db: Database, archive: R2Bucket, quote: QuoteViewRow, writtenAt: string): Promise<TenderExtension> {
  const found = quote.tenderId ? await findTender(db, archive, quote.tenderId, null) : null;
  const extensions = found?.tender.extensions ?? [];
  const extension = extensions.find((e) => e.at === writtenAt) ?? extensions.at(-1);
  if (!extension) throw new Error(`tender of quote ${quote.id} has no extension`);
  return extension;
}

/**
 * What a tender's award says to one of its dealerships: its quantity of the tender's (awarded), its
 * place among the priced quotes as the tender ranks them and the client's reason (not chosen). None
 * for a quote asked of one dealership.
 */
async function awardNotice(db: Database, archive: R2Bucket, quote: QuoteViewRow, now: Date): Promise<AwardNotice | null> {
  const found = quote.tenderId ? await findTender(db, archive, quote.tenderId, null) : null;
  if (!found) return null;
  const facts = storedTenderFacts(found);
  const view = tenderView(facts, now);
  const priced = view.quotes.filter((line) => line.status === "sent");
  const place = priced.findIndex((line) => line.quoteId === quote.id) + 1;
  const share = awardsOf(facts).find((award) => award.quoteId === quote.id);
  return {
    awarded: share ? { quantity: share.quantity, of: view.quantity } : null,
    rank: place > 0 ? { place, of: priced.length } : null,
    reason: found.tender.awardReason,
  };
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
