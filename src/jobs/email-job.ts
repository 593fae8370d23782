import { and, eq, lt, sql } from "drizzle-orm";
import { database, type Database } from "../db/client";
import { findQuoteView, stockMatchingModel, type QuoteViewRow } from "../db/queries/quotes";
import { matchingVehicles } from "../domain/quotes/choose-vehicle";
import { modelSearchKey } from "../domain/model-search";
import { emailOutbox } from "../db/schema";
import type { Env } from "../env";
import { composeQuoteEmail, type EmailKind, type StockMatch } from "./email-content";
import type { JobOutcome } from "./job-outcome";

/** Delays before the 2nd, 3rd, 4th and 5th attempt; after the 5th failure the e-mail is abandoned. */
export const EMAIL_RETRY_DELAYS_SECONDS = [10, 60, 300, 900];
export const EMAIL_MAX_ATTEMPTS = EMAIL_RETRY_DELAYS_SECONDS.length + 1;

/**
 * Sends one outbox e-mail. The attempt is claimed in D1 first (a guarded increment), so the count
 * is right however often the queue redelivers, and a sent or abandoned e-mail is never sent again.
 */
export async function runEmailJob(env: Env, outboxId: string, now = new Date()): Promise<JobOutcome> {
  const db = database(env.DB);
  const claimed = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, updatedAt: now.toISOString() })
    .where(and(eq(emailOutbox.id, outboxId), eq(emailOutbox.status, "pending"), lt(emailOutbox.attempts, EMAIL_MAX_ATTEMPTS)))
    .returning()
    .get();
  if (!claimed) return { done: true };

  try {
    const quote = await findQuoteView(db, claimed.quoteId);
    if (!quote) throw new Error(`quote ${claimed.quoteId} not found`);
    const { subject, text } = composeQuoteEmail(claimed.kind, quote, await stockToChooseFrom(db, claimed.kind, quote));
    await env.EMAIL.send({ from: { name: "Fleet Quote", email: env.EMAIL_FROM }, to: claimed.recipient, subject, text });
    await db.update(emailOutbox).set({ status: "sent", lastError: null }).where(eq(emailOutbox.id, outboxId));
    return { done: true };
  } catch (error) {
    const finalAttempt = claimed.attempts >= EMAIL_MAX_ATTEMPTS;
    await db
      .update(emailOutbox)
      .set({ status: finalAttempt ? "abandoned" : "pending", lastError: String(error).slice(0, 500) })
      .where(eq(emailOutbox.id, outboxId));
    console.warn(JSON.stringify({ message: "e-mail attempt failed", outboxId, attempt: claimed.attempts, abandoned: finalAttempt, error: String(error) }));
    return finalAttempt ? { done: true } : { done: false, retryAfterSeconds: EMAIL_RETRY_DELAYS_SECONDS[claimed.attempts - 1]! };
  }
}

/** For a dealer's notice of a quote whose vehicle is still to be chosen: the stock that fits the client's model text. */
async function stockToChooseFrom(db: Database, kind: EmailKind, quote: QuoteViewRow): Promise<StockMatch[]> {
  if (kind !== "quote_to_dealer" || quote.vehicleId !== null || quote.requestedModel === null) return [];
  const stock = await stockMatchingModel(db, quote.dealershipId, modelSearchKey(quote.requestedModel));
  return matchingVehicles(stock, quote.requestedModel, quote.requestedVersion ?? undefined);
}
