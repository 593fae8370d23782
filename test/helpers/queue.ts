import { createExecutionContext, createMessageBatch, env, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { vi } from "vitest";
import worker from "../../src/index";
import type { Job } from "../../src/db/job-queue";

/** The jobs queue, its retries and its dead-letter queue, as wrangler.toml sets them (read by vitest.config.ts). */
export const QUEUE_POLICY = env.TEST_QUEUE_POLICY;
export const JOBS_QUEUE = QUEUE_POLICY.jobsQueue;
export const DEAD_LETTERS = QUEUE_POLICY.deadLetterQueue;

/**
 * A queue that keeps what is sent to it: handed to the Worker in place of JOBS, it lets a test run
 * each job itself, so no background consumer makes attempts of its own.
 */
export function heldQueue() {
  const held: Job[] = [];
  const queue = {
    send: async (body: Job) => void held.push(body),
    sendBatch: async (messages: { body: Job }[]) => {
      // As Cloudflare Queues does: a batch holds at most 100 messages.
      if (messages.length > 100) throw new Error(`sendBatch of ${messages.length} messages: at most 100`);
      held.push(...messages.map((m) => m.body));
    },
  } as unknown as Queue<Job>;
  return { queue, take: () => held.splice(0) };
}

export type HeldQueue = ReturnType<typeof heldQueue>;

/** What the queue handler did with a batch: messages acknowledged, messages retried and the delays asked for. */
export interface QueueRun {
  acked: number;
  retried: number;
  delays: (number | undefined)[];
}

/**
 * Runs the real queue handler on `jobs`, delivered as one batch of `queue` (the jobs queue unless
 * told otherwise), with `bindings` over the test's own. The test integration does not report
 * retry delays, so a spy on each message (calling through) records them.
 */
export async function runJobs(jobs: Job[], bindings: Partial<typeof env> = {}, queue = JOBS_QUEUE): Promise<QueueRun> {
  const batch = createMessageBatch<Job>(queue, jobs.map((body, i) => ({ id: `m${i}`, timestamp: new Date(), attempts: 1, body })));
  const retries = batch.messages.map((message) => vi.spyOn(message, "retry"));
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...bindings });
  const result = await getQueueResult(batch, ctx);
  await waitOnExecutionContext(ctx);
  return {
    acked: result.explicitAcks.length,
    retried: result.retryMessages.length,
    delays: retries.flatMap((spy) => spy.mock.calls.map(([options]) => options?.delaySeconds)),
  };
}

/** An e-mail service that records what it is given instead of sending it. */
export function recordingEmail() {
  const sent: { to: string; subject: string; text: string }[] = [];
  const binding = { send: async (message: { to: string; subject: string; text: string }) => void sent.push(message) } as unknown as SendEmail;
  return { binding, sent };
}
