import { inArray } from "drizzle-orm";
import { database } from "../db/client";
import { emailOutbox } from "../db/schema";
import type { Env } from "../env";
import type { Job } from "./job";

/**
 * Puts committed outbox rows on the queue and stamps them as enqueued. Failures are logged, not
 * thrown: the row stays un-stamped and the cron sweep sends it again.
 */
export async function enqueueJobs(env: Env, jobs: Job[], now = new Date()): Promise<void> {
  if (jobs.length === 0) return;
  try {
    await env.JOBS.sendBatch(jobs.map((body) => ({ body, contentType: "json" })));
  } catch (error) {
    console.warn(JSON.stringify({ message: "queue send failed; the outbox sweep will retry", jobs: jobs.length, error: String(error) }));
    return;
  }
  const emailIds = jobs.map((job) => job.outboxId);
  await database(env.DB).update(emailOutbox).set({ enqueuedAt: now.toISOString() }).where(inArray(emailOutbox.id, emailIds));
}
