import { and, asc, eq, isNull, lt } from "drizzle-orm";
import { database } from "../db/client";
import { emailOutbox, idempotencyKeys, webhookDeliveries } from "../db/schema";
import type { Env } from "../env";
import { enqueueJobs } from "./enqueue";
import type { Job } from "./job";

/** A row this old without `enqueued_at` lost its queue send (the request enqueues within milliseconds). */
const LOST_AFTER_MS = 60_000;
const SWEEP_BATCH = 100;
const IDEMPOTENCY_RETENTION_MS = 24 * 3600 * 1000;

/** The cron handler: re-enqueue outbox rows whose queue send was lost, and drop expired idempotency keys. */
export async function sweepOutbox(env: Env, now = new Date()): Promise<{ requeued: number }> {
  const db = database(env.DB);
  const lostBefore = new Date(now.getTime() - LOST_AFTER_MS).toISOString();
  const [emails, deliveries] = await Promise.all([
    db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, "pending"), isNull(emailOutbox.enqueuedAt), lt(emailOutbox.createdAt, lostBefore)))
      .orderBy(asc(emailOutbox.createdAt))
      .limit(SWEEP_BATCH),
    db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, "pending"), isNull(webhookDeliveries.enqueuedAt), lt(webhookDeliveries.createdAt, lostBefore)))
      .orderBy(asc(webhookDeliveries.createdAt))
      .limit(SWEEP_BATCH),
  ]);
  const jobs: Job[] = [
    ...emails.map((row) => ({ type: "email" as const, outboxId: row.id })),
    ...deliveries.map((row) => ({ type: "webhook" as const, deliveryId: row.id })),
  ];

  await Promise.all([
    enqueueJobs(env, jobs, now),
    db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS).toISOString())),
  ]);
  return { requeued: jobs.length };
}
