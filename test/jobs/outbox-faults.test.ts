import { createExecutionContext, createMessageBatch, env, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../src/index";
import type { Job } from "../../src/jobs/job";
import { LEASE_MS, MAX_REDRIVES } from "../../src/jobs/outbox";
import { sweepOutbox } from "../../src/jobs/outbox-sweep";
import { issueDealerKey } from "../helpers/admin";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, postJson, registerClient } from "../helpers/http";

// What happens to e-mails and webhooks when D1 fails for longer than the queue keeps retrying
// (max_retries = 5, 30 s apart, then the dead-letter queue), and when a worker dies mid-attempt.

const JOBS_QUEUE = "fleet-quote-jobs";
const DEAD_LETTERS = "fleet-quote-jobs-dlq";
const QUEUE_DELIVERIES_BEFORE_DEAD_LETTER = 1 + 5;

beforeEach(() => {
  // Expected: every failure below is logged as it happens; the assertions read the rows instead.
  for (const level of ["warn", "error", "log"] as const) vi.spyOn(console, level).mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** D1 as seen during an outage: every statement whose SQL `fails` matches is refused. */
function failingD1(fails: (sql: string) => boolean = () => true): D1Database {
  const sqlOf = new WeakMap<object, string>();
  const refuse = () => Promise.reject(new Error("D1_ERROR: Network connection lost."));
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const wrapped = new Proxy(statement, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (property === "bind") return (...args: unknown[]) => wrap(value.apply(target, args), sql);
        if (["first", "run", "all", "raw"].includes(String(property)) && fails(sql)) return refuse;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    sqlOf.set(wrapped, sql);
    return wrapped;
  };
  return new Proxy(env.DB, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as (...args: unknown[]) => never;
      if (property === "prepare") return (sql: string) => wrap(value.call(target, sql), sql);
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => (statements.some((s) => fails(sqlOf.get(s) ?? "")) ? refuse() : value.call(target, statements));
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** A queue that keeps what is sent to it, so the test delivers each message itself. */
function heldQueue() {
  const held: Job[] = [];
  const queue = {
    send: async (body: Job) => void held.push(body),
    sendBatch: async (messages: { body: Job }[]) => void held.push(...messages.map((m) => m.body)),
  } as unknown as Queue<Job>;
  return { queue, take: () => held.splice(0) };
}

/** An e-mail service that records what it sends. */
function recordingEmail() {
  const sent: { to: string; subject: string }[] = [];
  return { binding: { send: async (message: { to: string; subject: string }) => void sent.push(message) } as unknown as SendEmail, sent };
}

/** Runs the real queue handler on messages of `queue`; resolves what it did with each. */
async function deliver(queue: string, jobs: Job[], jobEnv: typeof env) {
  const batch = createMessageBatch<Job>(queue, jobs.map((body, i) => ({ id: `m${i}`, timestamp: new Date(), attempts: 1, body })));
  const delays = batch.messages.map((message) => vi.spyOn(message, "retry"));
  const ctx = createExecutionContext();
  await worker.queue(batch, jobEnv);
  const result = await getQueueResult(batch, ctx);
  await waitOnExecutionContext(ctx);
  return { acked: result.explicitAcks.length, retried: result.retryMessages.length, delays: delays.flatMap((spy) => spy.mock.calls.map(([o]) => o?.delaySeconds)) };
}

/** A pending quote at a dealership whose notice goes out by e-mail; resolves the notice's job. */
async function dealerNotice(): Promise<{ job: Job; id: string }> {
  const key = await registerClient();
  const dealer = await createDealership();
  const vehicle = await createVehicle();
  await stock(dealer.id, vehicle.id);
  const { queue, take } = heldQueue();
  const request = new Request("https://fleet-quote.test/api/v1/quotes", {
    method: "POST",
    headers: bearer(key, { "Content-Type": "application/json" }),
    body: JSON.stringify({ dealershipId: dealer.id, globalCarId: vehicle.id, clientName: "Jo", clientEmail: "jo@fleet.example.com" }),
  });
  const ctx = createExecutionContext();
  expect((await worker.fetch(request, { ...env, JOBS: queue }, ctx)).status).toBe(201);
  await waitOnExecutionContext(ctx);
  const [job] = take();
  expect(job?.type).toBe("email");
  return { job: job!, id: (job as { outboxId: string }).outboxId };
}

const emailRow = (id: string) => env.DB.prepare("SELECT status, attempts, redrives, last_error FROM email_outbox WHERE id = ?").bind(id).first<any>();
const unfinished = async () =>
  (await env.DB.prepare("SELECT (SELECT count(*) FROM email_outbox WHERE status = 'pending') + (SELECT count(*) FROM webhook_deliveries WHERE status = 'pending') AS n").first<number>("n"))!;

/** Lets D1 fail through every delivery the queue makes before it dead-letters the message. */
async function outlastQueueRetries(job: Job, downEnv: typeof env) {
  for (let i = 0; i < QUEUE_DELIVERIES_BEFORE_DEAD_LETTER; i++) expect(await deliver(JOBS_QUEUE, [job], downEnv)).toMatchObject({ retried: 1, delays: [30] });
}

/** Runs the sweep at `at` and delivers what it re-drove; repeats until nothing is left to re-drive. */
async function sweepAndDeliver(at: Date, jobEnv: typeof env, queue: ReturnType<typeof heldQueue>) {
  for (let round = 0; round < 5; round++) {
    const { requeued } = await sweepOutbox({ ...jobEnv, JOBS: queue.queue }, at);
    const jobs = queue.take();
    if (requeued === 0) return;
    await deliver(JOBS_QUEUE, jobs, jobEnv);
  }
}

describe("an e-mail through a D1 outage longer than the queue's retries", () => {
  it("is recorded by the dead-letter consumer once D1 is back, re-driven and sent exactly once", async () => {
    const { job, id } = await dealerNotice();
    const email = recordingEmail();
    const queue = heldQueue();
    const down = { ...env, DB: failingD1(), EMAIL: email.binding, JOBS: queue.queue };
    const up = { ...env, EMAIL: email.binding, JOBS: queue.queue };

    await outlastQueueRetries(job, down);
    expect(await deliver(DEAD_LETTERS, [job], down)).toMatchObject({ retried: 1, delays: [60] });
    expect(await deliver(DEAD_LETTERS, [job], up)).toMatchObject({ acked: 1 });
    expect(await emailRow(id)).toMatchObject({ status: "pending", redrives: 1, last_error: expect.stringMatching(/dead-lettered/) });

    expect(await deliver(JOBS_QUEUE, queue.take(), up)).toMatchObject({ acked: 1 });
    expect(email.sent).toHaveLength(1);
    expect(await emailRow(id)).toMatchObject({ status: "sent", attempts: 1 });
    await sweepAndDeliver(new Date(Date.now() + 2 * LEASE_MS), up, queue);
    expect(email.sent).toHaveLength(1);
  });

  it("is found by the sweep when its dead letter was lost too, and sent", async () => {
    const { job, id } = await dealerNotice();
    const email = recordingEmail();
    const queue = heldQueue();
    await outlastQueueRetries(job, { ...env, DB: failingD1(), EMAIL: email.binding });
    const up = { ...env, EMAIL: email.binding };

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
    const recordingFails = { ...env, DB: failingD1((sql) => /set status = \?1/.test(sql)), EMAIL: email.binding };
    expect(await deliver(JOBS_QUEUE, [job], recordingFails)).toMatchObject({ retried: 1 });
    expect(email.sent).toHaveLength(1);

    const up = { ...env, EMAIL: email.binding };
    expect(await deliver(JOBS_QUEUE, [job], up)).toMatchObject({ acked: 1 }); // the lease still holds the row
    expect(email.sent).toHaveLength(1);
    await sweepAndDeliver(new Date(Date.now() + LEASE_MS + 1000), up, queue);
    expect(email.sent).toHaveLength(2);
    expect(await emailRow(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("is ended with its reason after the last re-drive, never left pending", async () => {
    const { job, id } = await dealerNotice();
    const queue = heldQueue();
    const down = { ...env, DB: failingD1((sql) => sql.includes("update email_outbox set attempts")) };
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
  /** A completed quote with a callbackUrl; resolves its delivery job and id. */
  async function completedDelivery() {
    const key = await registerClient();
    const dealer = await createDealership();
    const vehicle = await createVehicle();
    await stock(dealer.id, vehicle.id);
    const created = await postJson(
      "/api/v1/quotes",
      { dealershipId: dealer.id, globalCarId: vehicle.id, clientName: "Jo", clientEmail: "jo@fleet.example.com", callbackUrl: "https://hooks.fleet.example.com/q" },
      bearer(key),
    );
    const { quoteId } = await created.json<{ quoteId: string }>();
    const { queue, take } = heldQueue();
    const request = new Request(`https://fleet-quote.test/api/v1/dealer/quotes/${quoteId}/complete`, {
      method: "POST",
      headers: bearer(await issueDealerKey(dealer.id), { "Content-Type": "application/json" }),
      body: "{}",
    });
    const ctx = createExecutionContext();
    expect((await worker.fetch(request, { ...env, JOBS: queue }, ctx)).status).toBe(200);
    await waitOnExecutionContext(ctx);
    const job = take().find((j) => j.type === "webhook")!;
    return { job, id: (job as { deliveryId: string }).deliveryId };
  }

  const deliveryRow = (id: string) => env.DB.prepare("SELECT status, attempts, last_error FROM webhook_deliveries WHERE id = ?").bind(id).first<any>();

  it("ends delivered or failed within its three POSTs once D1 is back", async () => {
    const posts: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      posts.push(String(input instanceof Request ? input.url : input));
      return new Response("down", { status: 503 });
    });
    const { job, id } = await completedDelivery();
    const queue = heldQueue();
    await outlastQueueRetries(job, { ...env, DB: failingD1() });
    expect(posts).toHaveLength(0);

    await deliver(DEAD_LETTERS, [job], { ...env, JOBS: queue.queue });
    for (let attempt = 0; attempt < 5; attempt++) {
      const jobs = queue.take();
      if (jobs.length === 0) break;
      const { delays } = await deliver(JOBS_QUEUE, jobs, { ...env, JOBS: queue.queue });
      // Deliver the queue's own retries (1 s, then 5 s) at once.
      for (const _ of delays) queue.queue.send(jobs[0]!);
    }
    await sweepAndDeliver(new Date(Date.now() + 2 * LEASE_MS), env, queue);
    expect(posts).toHaveLength(3);
    expect(await deliveryRow(id)).toMatchObject({ status: "abandoned", attempts: 3, last_error: "HTTP 503" });
    expect(await unfinished()).toBe(0);
  });

  it("never makes a fourth POST when a worker died after claiming the third attempt", async () => {
    const { id } = await completedDelivery();
    await env.DB.prepare("UPDATE webhook_deliveries SET attempts = 3, locked_until = ?, enqueued_at = ? WHERE id = ?")
      .bind(new Date(Date.now() + LEASE_MS).toISOString(), new Date().toISOString(), id)
      .run();
    const fetched = vi.spyOn(globalThis, "fetch");
    const queue = heldQueue();

    expect(await sweepOutbox({ ...env, JOBS: queue.queue }, new Date(Date.now() + 60_000))).toEqual({ requeued: 0 });
    expect((await deliveryRow(id)).status).toBe("pending"); // still leased
    await sweepAndDeliver(new Date(Date.now() + LEASE_MS + 1000), env, queue);
    expect(fetched).not.toHaveBeenCalled();
    expect(await deliveryRow(id)).toMatchObject({ status: "abandoned", last_error: expect.stringMatching(/last attempt \(3 of 3\) was never recorded/) });
  });
});
