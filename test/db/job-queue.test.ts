import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { enqueueJobs, type Job } from "../../src/db/job-queue";
import { heldQueue } from "../helpers/queue";
import { pendingQuote } from "../helpers/scenes";

// Putting committed outbox rows on the queue: however many there are, every one is sent and
// stamped, within the queue's 100 messages a batch and D1's 100 variables a statement.

/** `count` pending e-mail rows of one quote, not yet on the queue; resolves their jobs. */
async function outboxRows(count: number): Promise<Job[]> {
  const { quoteId } = await pendingQuote();
  const ids = Array.from({ length: count }, () => crypto.randomUUID());
  await env.DB.batch(ids.map((id) => env.DB.prepare("INSERT INTO email_outbox (id, quote_id, kind, recipient) VALUES (?, ?, 'quote_to_dealer', 'sales@dealer.example.com')").bind(id, quoteId)));
  return ids.map((outboxId) => ({ type: "email", outboxId }));
}

const stamped = async (jobs: Job[]) => {
  const ids = jobs.map((job) => (job as { outboxId: string }).outboxId);
  const { results } = await env.DB.prepare(`SELECT count(*) AS n FROM email_outbox WHERE enqueued_at IS NOT NULL AND id IN (SELECT value FROM json_each(?))`).bind(JSON.stringify(ids)).all<{ n: number }>();
  return results[0]!.n;
};

describe("enqueueing jobs", () => {
  it("sends and stamps 250 jobs: more than two queue batches and more than D1 binds in one statement", async () => {
    const jobs = await outboxRows(250);
    const { queue, take } = heldQueue();
    await enqueueJobs({ JOBS: queue, DB: env.DB }, jobs);
    expect(take()).toHaveLength(250);
    expect(await stamped(jobs)).toBe(250);
  });
});
