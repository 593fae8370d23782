import { findDelivery, MAX_REDELIVERIES, restoreArchivedDelivery, startRedelivery, type DeliveryRow, type DeliverySubject } from "../db/queries/webhook-deliveries";
import type { ByFmo, ChangeMade } from "../domain/changed-by";
import type { WebEnv } from "../env";
import { enqueueJobs } from "../db/job-queue";

/** Why a delivery was not sent again; each its own answer (the API's 404 and 409s, the console's pages). */
export type RedeliveryRefusal = "not-found" | "running" | "delivered" | "used-up";

export const redeliveryRefusals: Record<Exclude<RedeliveryRefusal, "not-found">, string> = {
  running: "A series of attempts is still running for this delivery",
  delivered: "This delivery already succeeded",
  "used-up": `This delivery was already sent again ${MAX_REDELIVERIES} times, the most allowed`,
};

/**
 * Sends a failed delivery of the client's quote or tender again (the API's redeliver, the FMO
 * console's button): a new series of attempts on the same row, queued after the answer through
 * `waitUntil`. An archived quote's failed delivery comes back to D1 first, then goes as any other.
 * With `made`, the start is in the audit record. Resolves the row as it now stands, or why not.
 */
export async function redeliverWebhook(
  runtime: { env: WebEnv; waitUntil(promise: Promise<unknown>): void },
  clientId: string,
  subject: DeliverySubject,
  deliveryId: string,
  now: Date,
  made?: ChangeMade<ByFmo>,
): Promise<{ started: DeliveryRow } | { refused: RedeliveryRefusal }> {
  const { env } = runtime;
  const restart = () => startRedelivery(env.DB, clientId, subject, deliveryId, now, made);
  let started = await restart();
  const archived = started || subject.kind === "tender" ? null : await restoreArchivedDelivery(env.DB, env.ARCHIVE, clientId, subject.id, deliveryId);
  if (archived) started = await restart();
  if (!started) {
    const delivery = (await findDelivery(env.DB, clientId, subject, deliveryId)) ?? archived;
    if (!delivery) return { refused: "not-found" };
    return { refused: delivery.status === "pending" ? "running" : delivery.status === "delivered" ? "delivered" : "used-up" };
  }
  runtime.waitUntil(enqueueJobs(env, [{ type: "webhook", deliveryId }], now));
  return { started };
}
