import { inArray } from "drizzle-orm";
import { database } from "./client";
import { consoleSignInLinks, emailOutbox, webhookDeliveries } from "./schema";

// The jobs queue, as the transactional outbox uses it: a job is written as a row (an e-mail, a
// webhook delivery, a console sign-in link) in the batch of the change it tells of; once that batch
// is committed, its message goes on the queue. The Worker's `queue` handler runs it
// (src/jobs/consumer.ts).

/** Queue messages stay tiny: the job's state lives in its D1 row, which the consumer re-reads. */
export type Job = { type: "email"; outboxId: string } | { type: "webhook"; deliveryId: string } | { type: "console-link"; linkId: string };

/**
 * Jobs per message batch and per stamp: a queue takes at most 100 messages a `sendBatch`, and D1
 * binds at most 100 variables a statement (the stamp's time is one). The sweep re-drives up to 100
 * rows of each outbox table at once.
 */
const JOBS_PER_BATCH = 99;

/**
 * Puts committed outbox rows on the queue and stamps them as enqueued, 99 at a time. Failures are
 * logged, not thrown: the rows stay un-stamped and the cron sweep sends them again.
 */
export async function enqueueJobs(env: { JOBS: Queue<Job>; DB: D1Database }, jobs: Job[], now = new Date()): Promise<void> {
  for (let start = 0; start < jobs.length; start += JOBS_PER_BATCH) await enqueueBatch(env, jobs.slice(start, start + JOBS_PER_BATCH), now);
}

async function enqueueBatch(env: { JOBS: Queue<Job>; DB: D1Database }, jobs: Job[], now: Date): Promise<void> {
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
