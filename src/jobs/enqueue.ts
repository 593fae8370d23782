import { inArray } from "drizzle-orm";
import { database } from "../db/client";
import { consoleSignInLinks, emailOutbox, webhookDeliveries } from "../db/schema";
import type { WebEnv } from "../env";
import type { Job } from "./job";

/**
 * Puts committed outbox rows on the queue and stamps them as enqueued. Failures are logged, not
 * thrown: the rows stay un-stamped and the cron sweep sends them again.
 */
export async function enqueueJobs(env: WebEnv, jobs: Job[], now = new Date()): Promise<void> {
  if (jobs.length === 0) return;
  try {
    await env.JOBS.sendBatch(jobs.map((body) => ({ body, contentType: "json" })));
  } catch (error) {
    console.warn(JSON.stringify({ message: "queue send failed; the outbox sweep will retry", jobs: jobs.length, error: String(error) }));
    return;
  }
  const db = database(env.DB);
  const at = now.toISOString();
  const emailIds = jobs.flatMap((job) => (job.type === "email" ? [job.outboxId] : []));
  const deliveryIds = jobs.flatMap((job) => (job.type === "webhook" ? [job.deliveryId] : []));
  const linkIds = jobs.flatMap((job) => (job.type === "console-link" ? [job.linkId] : []));
  await Promise.all([
    emailIds.length > 0 && db.update(emailOutbox).set({ enqueuedAt: at }).where(inArray(emailOutbox.id, emailIds)),
    deliveryIds.length > 0 && db.update(webhookDeliveries).set({ enqueuedAt: at }).where(inArray(webhookDeliveries.id, deliveryIds)),
    linkIds.length > 0 && db.update(consoleSignInLinks).set({ enqueuedAt: at }).where(inArray(consoleSignInLinks.id, linkIds)),
  ]);
}
