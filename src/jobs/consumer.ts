import type { Env } from "../env";
import { runEmailJob } from "./email-job";
import type { Job } from "./job";
import type { JobOutcome } from "./job-outcome";
import { runWebhookJob } from "./webhook-job";

function runJob(env: Env, job: Job): Promise<JobOutcome> {
  switch (job.type) {
    case "email":
      return runEmailJob(env, job.outboxId);
    case "webhook":
      return runWebhookJob(env, job.deliveryId);
  }
}

/** The queue handler: each message is acknowledged or retried on its own, never the batch as a whole. */
export async function consumeJobs(batch: MessageBatch<Job>, env: Env): Promise<void> {
  await Promise.all(
    batch.messages.map(async (message) => {
      try {
        const outcome = await runJob(env, message.body);
        if (outcome.done) message.ack();
        else message.retry({ delaySeconds: outcome.retryAfterSeconds });
      } catch (error) {
        // A failure outside the job's own bookkeeping (D1 down): let the queue try again shortly.
        console.error(JSON.stringify({ message: "job failed unexpectedly", job: message.body, error: String(error) }));
        message.retry({ delaySeconds: 30 });
      }
    }),
  );
}
