import { sql } from "drizzle-orm";
import { database } from "../db/client";
import { statement } from "../db/statement";
import { webhookSecretGenerations } from "../db/queries/clients";
import { findQuoteView } from "../db/queries/quotes";
import { callbackUrlProblem } from "../domain/callback-url";
import { webhookSignatureHeader } from "../domain/webhook-signature";
import type { Env } from "../env";
import { quoteCompletedEvent } from "../views/quotes";
import type { WebhookEventName } from "../schemas/webhook-events";
import type { JobOutcome } from "./job-outcome";
import { claimAttempt, recordFailure, recordSuccess } from "./outbox";

/** Spec section 6: three attempts in all, the 2nd about 1 s after the 1st, the 3rd about 5 s after the 2nd. */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [1, 5];
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;
/** Spec section 6: a receiver that has not answered within 10 seconds has failed the attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * The timeout of an attempt: the spec's 10 s, unless a test shortens it through
 * WEBHOOK_TIMEOUT_MS (never set in wrangler.toml; the deploy refuses it in any environment).
 * It can only be shortened: anything else is the spec's 10 s.
 */
export function webhookTimeoutMs(env: Pick<Env, "WEBHOOK_TIMEOUT_MS">): number {
  const configured = /^\d{1,5}$/.test(env.WEBHOOK_TIMEOUT_MS ?? "") ? Number(env.WEBHOOK_TIMEOUT_MS) : 0;
  return configured >= 1 && configured < WEBHOOK_TIMEOUT_MS ? configured : WEBHOOK_TIMEOUT_MS;
}

interface AttemptResult {
  statusCode: number | null;
  error: string | null;
}

interface DeliveryRow {
  id: string;
  client_id: string;
  quote_id: string | null;
  url: string;
  event: WebhookEventName;
  /** Null for a quote's completion event: composed from the quote (see payloadOf). */
  payload: string | null;
  attempts: number;
  redeliveries: number;
}

/**
 * The event a delivery carries: as frozen in its row, or, for a quote's completion event, composed from the
 * quote, live or archived. A sent quote never changes, so every attempt carries the same event.
 */
export async function payloadOf(env: Env, delivery: Pick<DeliveryRow, "id" | "quote_id" | "payload">): Promise<string> {
  if (delivery.payload !== null) return delivery.payload;
  const quote = delivery.quote_id === null ? null : await findQuoteView(database(env.DB), env.ARCHIVE, delivery.quote_id);
  if (!quote?.pricing || !quote.sentAt || !quote.validUntil) throw new Error(`delivery ${delivery.id}: its quote ${delivery.quote_id} is not a sent quote`);
  return JSON.stringify(quoteCompletedEvent({ ...quote, pricing: quote.pricing, sentAt: quote.sentAt, validUntil: quote.validUntil }));
}

async function post(url: string, headers: Record<string, string>, body: string, timeoutMs: number): Promise<AttemptResult> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers,
      body,
      // A redirect is an answer, not a success: following it could send the event somewhere unchecked.
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return { statusCode: response.status, error: response.ok ? null : `HTTP ${response.status}` };
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
    return { statusCode: null, error: timedOut ? `no response within ${timeoutMs / 1000} s` : String(error).slice(0, 500) };
  }
}

/** The Worker secrets client webhook secrets are derived from: the current one, and the one before while it is being rotated. */
export function signingKeys(env: Pick<Env, "WEBHOOK_SIGNING_KEY" | "WEBHOOK_SIGNING_KEY_PREVIOUS">): string[] {
  return env.WEBHOOK_SIGNING_KEY_PREVIOUS ? [env.WEBHOOK_SIGNING_KEY, env.WEBHOOK_SIGNING_KEY_PREVIOUS] : [env.WEBHOOK_SIGNING_KEY];
}

/**
 * Makes one delivery attempt of a webhook event. The attempt is claimed in D1 first
 * (a guarded increment capped at three per series, under a lease), so however often the queue
 * redelivers the message there are never more than three POSTs in a series; each is signed afresh,
 * with the secrets in force at that moment, and recorded with the row's new state in one batch.
 *
 * The stored URL is checked again before every attempt, under the settings of the moment (a URL
 * accepted while ALLOW_INSECURE_CALLBACKS was true is refused once it is not): a refused URL is a
 * failed attempt with the reason and no network call, and ends the series, since trying again
 * seconds later cannot succeed; a redelivery checks it again.
 */
export async function runWebhookJob(env: Env, deliveryId: string): Promise<JobOutcome> {
  const claimedAt = new Date();
  const delivery = await claimAttempt<DeliveryRow>(env.DB, "webhook_deliveries", deliveryId, WEBHOOK_MAX_ATTEMPTS, claimedAt);
  if (!delivery) return { done: true };

  const refused = callbackUrlProblem(delivery.url, env.ALLOW_INSECURE_CALLBACKS === "true");
  let result: AttemptResult;
  let durationMs = 0;
  if (refused) {
    result = { statusCode: null, error: `not sent: callbackUrl ${refused}` };
  } else {
    const timestamp = Math.floor(claimedAt.getTime() / 1000);
    const [generations, payload] = await Promise.all([webhookSecretGenerations(env.DB, delivery.client_id, claimedAt), payloadOf(env, delivery)]);
    const headers = {
      "Content-Type": "application/json",
      "User-Agent": "Service-Webhook/1.0",
      "X-Service-Event": delivery.event,
      "webhook-id": delivery.id,
      "webhook-timestamp": String(timestamp),
      "webhook-signature": await webhookSignatureHeader(signingKeys(env), delivery.client_id, generations, delivery.id, timestamp, payload),
    };
    const started = Date.now();
    result = await post(delivery.url, headers, payload, webhookTimeoutMs(env));
    durationMs = Date.now() - started;
  }

  const delivered = result.error === null;
  const retryAfter = delivered || refused || delivery.attempts >= WEBHOOK_MAX_ATTEMPTS ? null : WEBHOOK_RETRY_DELAYS_SECONDS[delivery.attempts - 1]!;
  const now = new Date();
  await env.DB.batch([
    statement(
      env.DB,
      sql`insert into webhook_attempts (delivery_id, series, attempt, attempted_at, status_code, duration_ms, error)
        values (${deliveryId}, ${delivery.redeliveries + 1}, ${delivery.attempts}, ${claimedAt.toISOString()}, ${result.statusCode}, ${durationMs}, ${result.error})`,
    ),
    delivered
      ? recordSuccess(env.DB, "webhook_deliveries", deliveryId, "delivered", now)
      : recordFailure(env.DB, "webhook_deliveries", deliveryId, result.error!, retryAfter, now),
  ]);
  if (!delivered) {
    console.warn(JSON.stringify({ message: "webhook attempt failed", deliveryId, attempt: delivery.attempts, abandoned: retryAfter === null, error: result.error }));
  }
  return retryAfter === null ? { done: true } : { done: false, retryAfterSeconds: retryAfter };
}
