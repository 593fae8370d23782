import type { Env } from "../env";
import { sql } from "drizzle-orm";
import { statement } from "../db/statement";
import { enqueueJobs, type Job } from "../db/job-queue";
import { redriveOrEnd, rowOf } from "./outbox";
import { maxAttemptsOf } from "./outbox-sweep";

/**
 * The dead-letter queue's consumer: a message lands here when the queue gave up on it (its job
 * failed unexpectedly on every retry, typically while D1 was down). Nothing dies unseen: each is
 * logged as an error and recorded on its row, which then goes back on the queue while it has
 * attempts and re-drives left, or ends `abandoned` with the reason. If D1 is still down the
 * message is retried here, and should that fail too the sweep finds the row later all the same.
 */
export async function consumeDeadLetters(batch: MessageBatch<Job>, env: Env): Promise<void> {
  const now = new Date();
  const jobs: Job[] = [];
  for (const message of batch.messages) {
    const { table, id } = rowOf(message.body);
    console.error(JSON.stringify({ message: "job dead-lettered", job: message.body, queueAttempts: message.attempts }));
    try {
      const row = await statement(env.DB, sql`select id, attempts, redrives from ${sql.raw(table)} where id = ${id} and status = 'pending'`).first<{
        id: string;
        attempts: number;
        redrives: number;
      }>();
      const job = row && (await redriveOrEnd(env.DB, table, row, maxAttemptsOf[table], "dead-lettered: the queue gave up after its retries", now));
      if (job) jobs.push(job);
      message.ack();
    } catch (error) {
      console.error(JSON.stringify({ message: "dead letter not recorded yet", job: message.body, error: String(error) }));
      message.retry({ delaySeconds: 60 });
    }
  }
  await enqueueJobs(env, jobs, now);
}
