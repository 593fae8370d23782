import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../src/index";
import type { Job } from "../../src/jobs/job";
import { admin } from "../helpers/admin";
import { bearer, expectError, get, registerClient } from "../helpers/http";
import { attempt, completedDelivery } from "../helpers/webhooks";

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {}); // failed attempts are logged; the rows are asserted
});
afterEach(() => vi.restoreAllMocks());

const failing = () => new Response("nope", { status: 500 });
const deliveriesOf = (quoteId: string, key: string) => get(`/api/v1/quotes/${quoteId}/webhook-deliveries`, key);

/** Redelivers through the Worker with a queue that holds the job, so the test runs the attempts itself. */
async function redeliver(quoteId: string, deliveryId: string, key: string) {
  const held: Job[] = [];
  const queue = { send: async (job: Job) => void held.push(job), sendBatch: async (m: { body: Job }[]) => void held.push(...m.map((x) => x.body)) };
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`https://fleet-quote.test/api/v1/quotes/${quoteId}/webhook-deliveries/${deliveryId}/redeliver`, { method: "POST", headers: bearer(key) }),
    { ...env, JOBS: queue as unknown as Queue<Job> },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { response, held };
}

async function failedDelivery() {
  const delivery = await completedDelivery();
  for (let i = 0; i < 3; i++) await attempt(delivery.deliveryId, failing);
  return delivery;
}

describe("GET /api/v1/quotes/{id}/webhook-deliveries", () => {
  it("shows each delivery with every attempt's time, status, duration and error, never the secret", async () => {
    const { deliveryId, quoteId, apiKey, webhookSecret } = await completedDelivery();
    await attempt(deliveryId, failing);
    await attempt(deliveryId, () => new Response(null, { status: 204 }));
    const response = await deliveriesOf(quoteId, apiKey);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(webhookSecret.slice(6));
    const { deliveries } = JSON.parse(text);
    expect(deliveries).toEqual([
      {
        id: deliveryId,
        event: "quote.completed",
        url: "https://hooks.fleet.example.com/quotes",
        status: "delivered",
        createdAt: expect.any(String),
        finishedAt: expect.any(String),
        lastError: null,
        redeliveries: 0,
        redeliveriesLeft: 5,
        attempts: [
          { series: 1, attempt: 1, attemptedAt: expect.any(String), statusCode: 500, durationMs: expect.any(Number), error: "HTTP 500" },
          { series: 1, attempt: 2, attemptedAt: expect.any(String), statusCode: 204, durationMs: expect.any(Number), error: null },
        ],
      },
    ]);
  });

  it("answers an empty list for the client's quote without a callbackUrl, and 404 for another client's quote", async () => {
    const { quoteId } = await completedDelivery();
    const other = await registerClient();
    await expectError(await deliveriesOf(quoteId, other), 404, "NOT_FOUND");
    await expectError(await deliveriesOf(crypto.randomUUID(), other), 404, "NOT_FOUND");
    await expectError(await deliveriesOf("not-an-id", other), 400, "INVALID_REQUEST");
  });

  it("counts against the key's hourly limit", async () => {
    const { quoteId, apiKey } = await completedDelivery();
    const first = await deliveriesOf(quoteId, apiKey);
    const second = await deliveriesOf(quoteId, apiKey);
    const remaining = (r: Response) => Number(/r=(\d+)/.exec(r.headers.get("RateLimit") ?? "")?.[1]);
    expect(remaining(second)).toBe(remaining(first) - 1);
  });
});

describe("POST /api/v1/quotes/{id}/webhook-deliveries/{deliveryId}/redeliver", () => {
  it("starts a new series of three attempts for a failed delivery, same webhook-id, fresh signature", async () => {
    const { deliveryId, quoteId, apiKey, webhookSecret } = await failedDelivery();
    const before = (await (await deliveriesOf(quoteId, apiKey)).json<any>()).deliveries[0];
    expect(before).toMatchObject({ status: "failed", lastError: "HTTP 500" });

    const { response, held } = await redeliver(quoteId, deliveryId, apiKey);
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ id: deliveryId, status: "pending", redeliveries: 1, redeliveriesLeft: 4 });
    expect(held).toEqual([{ type: "webhook", deliveryId }]);

    const first = await attempt(deliveryId, failing);
    expect(first.retryDelays).toEqual([1]);
    const second = await attempt(deliveryId, () => new Response("ok"));
    expect(second.acked).toBe(true);
    const request = second.received[0]!;
    expect(request.headers.get("webhook-id")).toBe(deliveryId);
    new Webhook(webhookSecret).verify(await request.text(), Object.fromEntries(request.headers));
    const after = (await (await deliveriesOf(quoteId, apiKey)).json<any>()).deliveries[0];
    expect(after).toMatchObject({ status: "delivered", redeliveries: 1 });
    expect(after.attempts.map((a: any) => [a.series, a.attempt])).toEqual([[1, 1], [1, 2], [1, 3], [2, 1], [2, 2]]);
  });

  it("never makes more than three POSTs in a redelivered series", async () => {
    const { deliveryId, quoteId, apiKey } = await failedDelivery();
    await redeliver(quoteId, deliveryId, apiKey);
    const posts = [];
    for (let i = 0; i < 5; i++) posts.push(...(await attempt(deliveryId, failing)).received);
    expect(posts).toHaveLength(3);
  });

  it("answers 409 while a series runs and after a delivery succeeded", async () => {
    const { deliveryId, quoteId, apiKey } = await completedDelivery();
    await expectError((await redeliver(quoteId, deliveryId, apiKey)).response, 409, "CONFLICT");
    await attempt(deliveryId, () => new Response("ok"));
    const error = await expectError((await redeliver(quoteId, deliveryId, apiKey)).response, 409, "CONFLICT");
    expect(error.message).toMatch(/already succeeded/);
  });

  it("allows 5 redeliveries and refuses the 6th", async () => {
    const { deliveryId, quoteId, apiKey } = await failedDelivery();
    for (let i = 1; i <= 5; i++) {
      expect((await redeliver(quoteId, deliveryId, apiKey)).response.status).toBe(202);
      for (let a = 0; a < 3; a++) await attempt(deliveryId, failing);
    }
    const error = await expectError((await redeliver(quoteId, deliveryId, apiKey)).response, 409, "CONFLICT");
    expect(error.message).toMatch(/5 times/);
  });

  it("starts exactly one series for concurrent requests", async () => {
    const { deliveryId, quoteId, apiKey } = await failedDelivery();
    const results = await Promise.all(Array.from({ length: 5 }, () => redeliver(quoteId, deliveryId, apiKey)));
    expect(results.map((r) => r.response.status).sort()).toEqual([202, 409, 409, 409, 409]);
  });

  it("answers 404 to another client and for an unknown delivery", async () => {
    const { deliveryId, quoteId } = await failedDelivery();
    const other = await registerClient();
    await expectError((await redeliver(quoteId, deliveryId, other)).response, 404, "NOT_FOUND");
    const { apiKey } = await failedDelivery();
    await expectError((await redeliver(quoteId, crypto.randomUUID(), apiKey)).response, 404, "NOT_FOUND");
  });
});

describe("GET /admin/v1/jobs", () => {
  it("counts e-mail and webhook jobs by state and reports how long the longest-waiting one has been due", async () => {
    const before = await (await admin("/jobs")).json<any>();
    const { deliveryId } = await completedDelivery();
    const { deliveryId: failedId } = await failedDelivery();
    await env.DB.prepare("UPDATE webhook_deliveries SET next_attempt_at = ? WHERE id = ?").bind(new Date(Date.now() - 3_600_000).toISOString(), deliveryId).run();
    const summary = await (await admin("/jobs")).json<any>();
    expect(summary.webhook.counts.pending).toBe(before.webhook.counts.pending + 1);
    expect(summary.webhook.counts.failed).toBe(before.webhook.counts.failed + 1);
    expect(summary.webhook.oldestUnfinishedAgeSeconds).toBeGreaterThanOrEqual(3599);
    expect(summary.email.counts).toEqual({ pending: expect.any(Number), delivered: expect.any(Number), failed: expect.any(Number) });
    expect(failedId).not.toBe(deliveryId);
    await expectError(await get("/admin/v1/jobs", await registerClient()), 401, "UNAUTHORIZED");
  });

  it("counts a redelivered job as due from its redelivery, not from its creation", async () => {
    const { deliveryId, quoteId, apiKey } = await failedDelivery();
    await env.DB.prepare("UPDATE webhook_deliveries SET created_at = ? WHERE id = ?").bind(new Date(Date.now() - 7_200_000).toISOString(), deliveryId).run();
    await env.DB.prepare("UPDATE webhook_deliveries SET status = 'delivered' WHERE status = 'pending' AND id <> ?").bind(deliveryId).run();
    expect((await redeliver(quoteId, deliveryId, apiKey)).response.status).toBe(202);
    const summary = await (await admin("/jobs")).json<any>();
    expect(summary.webhook.oldestUnfinishedAgeSeconds).toBeLessThan(60);
  });
});
