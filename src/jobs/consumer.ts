import type { Env } from "../env";
import { runConsoleLinkJob } from "./console-link-job";
import { consumeDeadLetters } from "./dead-letters";
import { runEmailJob } from "./email-job";
import type { Job } from "../db/job-queue";
import type { JobOutcome } from "./job-outcome";
import { runWebhookJob } from "./webhook-job";

function runJob(env: Env, job: Job): Promise<JobOutcome> {
  switch (job.type) {
    case "email":
      return runEmailJob(env, job.outboxId);
    case "webhook":
      return runWebhookJob(env, job.deliveryId);
    case "console-link":
      return runConsoleLinkJob(env, job.linkId);
  }
}

/**
 * The queue handler. The jobs queue's messages are acknowledged or retried one by one, never the
 * batch as a whole; its dead-letter queue (named `<jobs queue>-dlq` in every environment) has a
 * consumer of its own.
 */
export async function consumeJobs(batch: MessageBatch<Job>, env: Env): Promise<void> {
  if (batch.queue.endsWith("-dlq")) return consumeDeadLetters(batch, env);
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
