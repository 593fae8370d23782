import { and, eq, lt, sql } from "drizzle-orm";
import { database } from "../db/client";
import { webhookAttempts, webhookDeliveries } from "../db/schema";
import { deriveWebhookSecret, signWebhook } from "../domain/webhook-signature";
import type { Env } from "../env";
import type { JobOutcome } from "./job-outcome";

/** Spec section 6: three attempts in all, the 2nd about 1 s after the 1st, the 3rd about 5 s after the 2nd. */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [1, 5];
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;
export const WEBHOOK_TIMEOUT_MS = 10_000;

interface AttemptResult {
  statusCode: number | null;
  error: string | null;
}

async function post(url: string, headers: Record<string, string>, body: string): Promise<AttemptResult> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers,
      body,
      // A redirect is an answer, not a success: following it could send the event somewhere unchecked.
      redirect: "manual",
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return { statusCode: response.status, error: response.ok ? null : `HTTP ${response.status}` };
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
    return { statusCode: null, error: timedOut ? `no response within ${WEBHOOK_TIMEOUT_MS / 1000} s` : String(error).slice(0, 500) };
  }
}

/**
 * Makes one delivery attempt of a `quote.completed` event. The attempt is claimed in D1 first
 * (a guarded increment capped at three), so however often the queue redelivers the message there
 * are never more than three POSTs; each is signed afresh and recorded.
 */
export async function runWebhookJob(env: Env, deliveryId: string): Promise<JobOutcome> {
  const db = database(env.DB);
  const claimedAt = new Date();
  const delivery = await db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, updatedAt: claimedAt.toISOString() })
    .where(
      and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, "pending"), lt(webhookDeliveries.attempts, WEBHOOK_MAX_ATTEMPTS)),
    )
    .returning()
    .get();
  if (!delivery) return { done: true };

  const timestamp = Math.floor(claimedAt.getTime() / 1000);
  const secret = await deriveWebhookSecret(env.WEBHOOK_SIGNING_KEY, delivery.clientId);
  const headers = {
    "Content-Type": "application/json",
    "User-Agent": "Service-Webhook/1.0",
    "X-Service-Event": "quote.completed",
    "webhook-id": delivery.id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": await signWebhook(secret, delivery.id, timestamp, delivery.payload),
  };
  const started = Date.now();
  const result = await post(delivery.url, headers, delivery.payload);
  const durationMs = Date.now() - started;

  const delivered = result.error === null;
  const exhausted = !delivered && delivery.attempts >= WEBHOOK_MAX_ATTEMPTS;
  await db.batch([
    db.insert(webhookAttempts).values({
      deliveryId,
      attempt: delivery.attempts,
      attemptedAt: claimedAt.toISOString(),
      statusCode: result.statusCode,
      durationMs,
      error: result.error,
    }),
    db
      .update(webhookDeliveries)
      .set({ status: delivered ? "delivered" : exhausted ? "abandoned" : "pending", updatedAt: new Date().toISOString() })
      .where(eq(webhookDeliveries.id, deliveryId)),
  ]);
  if (!delivered) {
    console.warn(JSON.stringify({ message: "webhook attempt failed", deliveryId, attempt: delivery.attempts, abandoned: exhausted, error: result.error }));
  }
  return delivered || exhausted ? { done: true } : { done: false, retryAfterSeconds: WEBHOOK_RETRY_DELAYS_SECONDS[delivery.attempts - 1]! };
}
