// How the fuzzers reach the Worker: its real fetch and queue handlers, with a queue that holds
// every job until the fuzzer runs it (so no background work writes while a request is watched),
// and every piece of work a request leaves running after its answer awaited before the next.

import { createExecutionContext, createMessageBatch, env, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../src/index";
import type { Job } from "../../src/db/job-queue";
import { BASE, fetchWorker } from "../helpers/http";
import { heldQueue, JOBS_QUEUE } from "../helpers/queue";

export const ORIGIN = BASE;

export function fuzzTransport() {
  const queue = heldQueue();
  const bindings = { ...env, JOBS: queue.queue };

  /** Sends one request; resolves its answer with the body read, once its background work is done. */
  async function send(request: Request): Promise<{ response: Response; text: string }> {
    const ctx = createExecutionContext();
    const response = await fetchWorker(request, bindings, ctx);
    const text = await response.text();
    await waitOnExecutionContext(ctx);
    return { response, text };
  }

  /**
   * Runs every held job through the real queue handler, and again each one it asks to retry (at
   * once: the delays are the queue's business), until none is left or `rounds` have passed.
   * Resolves how many jobs ran.
   */
  let jobsRun = 0;
  async function drain(rounds = 12): Promise<number> {
    let ran = 0;
    for (let round = 0; round < rounds; round++) {
      const jobs = queue.take();
      if (jobs.length === 0) break;
      for (let start = 0; start < jobs.length; start += 50) {
        const chunk = jobs.slice(start, start + 50);
        const batch = createMessageBatch<Job>(JOBS_QUEUE, chunk.map((body, i) => ({ id: String(i), timestamp: new Date(), attempts: round + 1, body })));
        const ctx = createExecutionContext();
        await worker.queue(batch, bindings);
        const result = await getQueueResult(batch, ctx);
        for (const { msgId } of result.retryMessages) await queue.queue.send(chunk[Number(msgId)]!);
        ran += chunk.length;
      }
    }
    jobsRun += ran;
    return ran;
  }

  return {
    send,
    drain,
    /** How many jobs every drain so far ran, retries counted. */
    jobsRun: () => jobsRun,
  };
}

export type Transport = ReturnType<typeof fuzzTransport>;
