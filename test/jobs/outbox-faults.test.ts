import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Job } from "../../src/db/job-queue";
import { LEASE_MS, MAX_REDRIVES } from "../../src/jobs/outbox";
import { sweepOutbox } from "../../src/jobs/outbox-sweep";
import { failingD1 } from "../helpers/database";
import { bearer, postJson } from "../helpers/http";
import { DEAD_LETTERS, heldQueue, QUEUE_POLICY, recordingEmail, runJobs, type HeldQueue } from "../helpers/queue";
import { completedDelivery, quoteRequest, quoteScene } from "../helpers/scenes";

// What happens to e-mails and webhooks when D1 fails for longer than the queue keeps retrying
// (wrangler.toml's max_retries, 30 s apart, then its dead-letter queue), and when a worker dies
// mid-attempt.

/** The first delivery of a message and each of the queue's retries, as wrangler.toml sets them. */
const QUEUE_DELIVERIES_BEFORE_DEAD_LETTER = 1 + QUEUE_POLICY.maxRetries;

beforeEach(() => {
  // Expected: every failure below is logged as it happens; the assertions read the rows instead.
  for (const level of ["warn", "error", "log"] as const) vi.spyOn(console, level).mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** D1 refusing every statement whose SQL `fails` matches (all of them without it). */
const downD1 = (fails: (sql: string) => boolean = () => true) => failingD1((sql) => sql.some(fails));

/** A pending quote at a dealership whose notice goes out by e-mail; resolves the notice's job. */
async function dealerNotice(): Promise<{ job: Job; id: string }> {
  const { clientKey, dealer, vehicle } = await quoteScene();
  const { queue, take } = heldQueue();
  expect((await postJson("/api/v1/quotes", quoteRequest(dealer.id, vehicle.id), bearer(clientKey), { JOBS: queue })).status).toBe(201);
  const [job] = take();
  expect(job?.type).toBe("email");
  return { job: job!, id: (job as { outboxId: string }).outboxId };
}

const emailRow = (id: string) => env.DB.prepare("SELECT status, attempts, redrives, last_error FROM email_outbox WHERE id = ?").bind(id).first<any>();
const unfinished = async () =>
  (await env.DB.prepare("SELECT (SELECT count(*) FROM email_outbox WHERE status = 'pending') + (SELECT count(*) FROM webhook_deliveries WHERE status = 'pending') AS n").first<number>("n"))!;

type Bindings = Partial<typeof env>;

/** Lets D1 fail through every delivery the queue makes before it dead-letters the message. */
async function outlastQueueRetries(job: Job, down: Bindings) {
  for (let i = 0; i < QUEUE_DELIVERIES_BEFORE_DEAD_LETTER; i++) expect(await runJobs([job], down)).toEqual({ acked: 0, retried: 1, delays: [30] });
}

/** Runs the sweep at `at` and delivers what it re-drove; repeats until nothing is left to re-drive. */
async function sweepAndDeliver(at: Date, bindings: Bindings, queue: HeldQueue) {
  for (let round = 0; round < 5; round++) {
    const { requeued } = await sweepOutbox({ ...env, ...bindings, JOBS: queue.queue }, at);
    const jobs = queue.take();
    if (requeued === 0) return;
    await runJobs(jobs, bindings);
  }
}

describe("an e-mail through a D1 outage longer than the queue's retries", () => {
  it("is recorded by the dead-letter consumer once D1 is back, re-driven and sent exactly once", async () => {
    const { job, id } = await dealerNotice();
    const email = recordingEmail();
    const queue = heldQueue();
    const down = { DB: downD1(), EMAIL: email.binding, JOBS: queue.queue };
    const up = { EMAIL: email.binding, JOBS: queue.queue };

    await outlastQueueRetries(job, down);
    expect(await runJobs([job], down, DEAD_LETTERS)).toEqual({ acked: 0, retried: 1, delays: [60] });
    expect(await runJobs([job], up, DEAD_LETTERS)).toEqual({ acked: 1, retried: 0, delays: [] });
    expect(await emailRow(id)).toMatchObject({ status: "pending", redrives: 1, last_error: expect.stringMatching(/dead-lettered/) });

    expect(await runJobs(queue.take(), up)).toEqual({ acked: 1, retried: 0, delays: [] });
    expect(email.sent).toHaveLength(1);
    expect(await emailRow(id)).toMatchObject({ status: "sent", attempts: 1 });
    await sweepAndDeliver(new Date(Date.now() + 2 * LEASE_MS), up, queue);
    expect(email.sent).toHaveLength(1);
  });

  it("is found by the sweep when its dead letter was lost too, and sent", async () => {
    const { job, id } = await dealerNotice();
    const email = recordingEmail();
    const queue = heldQueue();
    await outlastQueueRetries(job, { DB: downD1(), EMAIL: email.binding });
    const up = { EMAIL: email.binding };

    await sweepAndDeliver(new Date(), up, queue);
    expect(email.sent).toHaveLength(0); // its time is not yet long past: it may still be on the queue
    await sweepAndDeliver(new Date(Date.now() + LEASE_MS + 1000), up, queue);
    expect(email.sent).toHaveLength(1);
    expect(await emailRow(id)).toMatchObject({ status: "sent", redrives: 1 });
  });

  it("is sent at most once more than needed when D1 fails right after the send", async () => {
    const { job, id } = await dealerNotice();
    const email = recordingEmail();
    const queue = heldQueue();
    const recordingFails = { DB: downD1((sql) => /set status = \?, last_error = null/.test(sql)), EMAIL: email.binding };
    expect(await runJobs([job], recordingFails)).toEqual({ acked: 0, retried: 1, delays: [30] });
    expect(email.sent).toHaveLength(1);

    const up = { EMAIL: email.binding };
    expect(await runJobs([job], up)).toEqual({ acked: 1, retried: 0, delays: [] }); // the lease still holds the row
    expect(email.sent).toHaveLength(1);
    await sweepAndDeliver(new Date(Date.now() + LEASE_MS + 1000), up, queue);
    expect(email.sent).toHaveLength(2);
    expect(await emailRow(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("is ended with its reason after the last re-drive, never left pending", async () => {
    const { job, id } = await dealerNotice();
    const queue = heldQueue();
    const down = { DB: downD1((sql) => sql.includes("update email_outbox set attempts")) };
    let at = Date.now();
    await outlastQueueRetries(job, down);
    for (let redrive = 0; redrive <= MAX_REDRIVES; redrive++) {
      at += LEASE_MS + 1000;
      await sweepOutbox({ ...env, JOBS: queue.queue }, new Date(at));
      for (const redriven of queue.take()) await outlastQueueRetries(redriven, down);
    }
    expect(await emailRow(id)).toMatchObject({ status: "abandoned", redrives: MAX_REDRIVES, last_error: expect.stringMatching(/given up after 3 re-drives/) });
    expect(await unfinished()).toBe(0);
  });
});

describe("a webhook series through a D1 outage", () => {
  const deliveryRow = (id: string) => env.DB.prepare("SELECT status, attempts, last_error FROM webhook_deliveries WHERE id = ?").bind(id).first<any>();

  it("ends delivered or failed within its three POSTs once D1 is back", async () => {
    const posts: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      posts.push(String(input instanceof Request ? input.url : input));
      return new Response("down", { status: 503 });
    });
    const { job, deliveryId: id } = await completedDelivery();
    const queue = heldQueue();
    await outlastQueueRetries(job, { DB: downD1() });
    expect(posts).toHaveLength(0);

    await runJobs([job], { JOBS: queue.queue }, DEAD_LETTERS);
    for (let attempt = 0; attempt < 5; attempt++) {
      const jobs = queue.take();
      if (jobs.length === 0) break;
      const { delays } = await runJobs(jobs, { JOBS: queue.queue });
      // Deliver the queue's own retries (1 s, then 5 s) at once.
      for (const _ of delays) queue.queue.send(jobs[0]!);
    }
    await sweepAndDeliver(new Date(Date.now() + 2 * LEASE_MS), {}, queue);
    expect(posts).toHaveLength(3);
    expect(await deliveryRow(id)).toMatchObject({ status: "abandoned", attempts: 3, last_error: "HTTP 503" });
    expect(await unfinished()).toBe(0);
  });

  it("never makes a fourth POST when a worker died after claiming the third attempt", async () => {
    const { deliveryId: id } = await completedDelivery();
    await env.DB.prepare("UPDATE webhook_deliveries SET attempts = 3, locked_until = ?, enqueued_at = ? WHERE id = ?")
      .bind(new Date(Date.now() + LEASE_MS).toISOString(), new Date().toISOString(), id)
      .run();
    const fetched = vi.spyOn(globalThis, "fetch");
    const queue = heldQueue();

    expect(await sweepOutbox({ ...env, JOBS: queue.queue }, new Date(Date.now() + 60_000))).toEqual({ requeued: 0 });
    expect((await deliveryRow(id)).status).toBe("pending"); // still leased
    await sweepAndDeliver(new Date(Date.now() + LEASE_MS + 1000), {}, queue);
    expect(fetched).not.toHaveBeenCalled();
    expect(await deliveryRow(id)).toMatchObject({ status: "abandoned", last_error: expect.stringMatching(/last attempt \(3 of 3\) was never recorded/) });
  });
});
