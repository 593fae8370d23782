import type { Env } from "../env";
import { CONSOLE_LINK_MAX_ATTEMPTS } from "./console-link-job";
import { EMAIL_MAX_ATTEMPTS } from "./email-job";
import { enqueueJobs, type Job } from "../db/job-queue";
import { redriveOrEnd, stuckRows, type OutboxTable } from "./outbox";
import { WEBHOOK_MAX_ATTEMPTS } from "./webhook-job";

const SWEEP_BATCH = 100;

export const maxAttemptsOf: Record<OutboxTable, number> = { email_outbox: EMAIL_MAX_ATTEMPTS, webhook_deliveries: WEBHOOK_MAX_ATTEMPTS, console_sign_in_links: CONSOLE_LINK_MAX_ATTEMPTS };

/**
 * The cron handler's watchdog: every pending row nobody holds whose queue message is lost (a send
 * that failed after the commit, a dead letter nobody recorded, an outage that outlasted the
 * queue's retries, a worker that died mid-attempt) goes back on the queue or, out of re-drives or
 * attempts, ends `abandoned` with its reason. Nothing stays pending for ever.
 */
export async function sweepOutbox(env: Env, now = new Date()): Promise<{ requeued: number }> {
  const jobs: Job[] = [];
  for (const table of ["email_outbox", "webhook_deliveries", "console_sign_in_links"] as const) {
    for (const row of await stuckRows(env.DB, table, now, SWEEP_BATCH)) {
      const job = await redriveOrEnd(env.DB, table, row, maxAttemptsOf[table], "re-driven by the sweep: no progress", now);
      if (job) jobs.push(job);
    }
  }
  await enqueueJobs(env, jobs, now);
  return { requeued: jobs.length };
}
