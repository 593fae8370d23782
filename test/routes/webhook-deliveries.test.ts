import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:test";
import type { Job } from "../../src/db/job-queue";
import { admin } from "../helpers/admin";
import { bearer, expectError, get, postJson, registerClient } from "../helpers/http";
import { heldQueue } from "../helpers/queue";
import { CALLBACK, completedDelivery, createQuote, quoteRequest } from "../helpers/scenes";
import { attempt } from "../helpers/webhooks";

// The clock stands still at T0 unless a test moves it, so every time and duration is known.
const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
const at = (ms: number) => new Date(ms).toISOString();
const moveClockTo = (ms: number) => vi.setSystemTime(ms);

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {}); // failed attempts are logged; the rows are asserted
  vi.useFakeTimers({ toFake: ["Date"] });
  moveClockTo(T0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A receiver answering `status` after `ms` milliseconds (of the test's clock). */
const answering = (status: number, ms: number) => () => {
  moveClockTo(Date.now() + ms);
  return new Response(status === 204 ? null : "answer", { status });
};
const failing = answering(500, 0);
const deliveriesOf = (quoteId: string, key: string) => get(`/api/v1/quotes/${quoteId}/webhook-deliveries`, key);

/** Redelivers through the Worker with a queue that holds the job, so the test runs the attempts itself. */
async function redeliver(quoteId: string, deliveryId: string, key: string) {
  const queue = heldQueue();
  const response = await postJson(`/api/v1/quotes/${quoteId}/webhook-deliveries/${deliveryId}/redeliver`, "", bearer(key), { JOBS: queue.queue });
  return { response, held: queue.take() };
}

/** A completed delivery whose three attempts, at T0 + 1, 2 and 3 s, all failed. */
async function failedDelivery() {
  const delivery = await completedDelivery();
  for (const second of [1, 2, 3]) {
    moveClockTo(T0 + second * 1000);
    await attempt(delivery.deliveryId, failing);
  }
  return delivery;
}

describe("GET /api/v1/quotes/{id}/webhook-deliveries", () => {
  it("shows each delivery with every attempt's time, status, duration and error, never the secret", async () => {
    const { deliveryId, quoteId, apiKey, webhookSecret } = await completedDelivery();
    moveClockTo(T0 + 1000);
    await attempt(deliveryId, answering(500, 250));
    moveClockTo(T0 + 2000);
    await attempt(deliveryId, answering(204, 40));
    const response = await deliveriesOf(quoteId, apiKey);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(webhookSecret.slice(6));
    expect(JSON.parse(text)).toEqual({
      deliveries: [
        {
          id: deliveryId,
          event: "quote.completed",
          url: CALLBACK,
          status: "delivered",
          createdAt: at(T0),
          finishedAt: at(T0 + 2040),
          lastError: null,
          redeliveries: 0,
          redeliveriesLeft: 5,
          attempts: [
            { series: 1, attempt: 1, attemptedAt: at(T0 + 1000), statusCode: 500, durationMs: 250, error: "HTTP 500" },
            { series: 1, attempt: 2, attemptedAt: at(T0 + 2000), statusCode: 204, durationMs: 40, error: null },
          ],
        },
      ],
    });
  });

  it("answers an empty list for the client's quote without a callbackUrl, and 404 for another client's quote", async () => {
    // The client's first quote has a delivery; its second, completed by the same dealer, has none.
    const { apiKey, dealer, vehicle, dealerKey } = await completedDelivery();
    const quoteId = await createQuote(apiKey, quoteRequest(dealer.id, vehicle.id));
    const completed = await postJson(`/api/v1/dealer/quotes/${quoteId}/complete`, {}, bearer(dealerKey));
    expect(completed.status).toBe(200);

    const response = await deliveriesOf(quoteId, apiKey);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deliveries: [] });

    const other = await registerClient();
    await expectError(await deliveriesOf(quoteId, other), 404, "NOT_FOUND");
    await expectError(await deliveriesOf(crypto.randomUUID(), other), 404, "NOT_FOUND");
    await expectError(await deliveriesOf("not-an-id", other), 400, "INVALID_REQUEST");
  });

  it("counts against the key's hourly limit", async () => {
    const { quoteId, apiKey } = await completedDelivery(); // the key's first request asked for the quote
    expect((await deliveriesOf(quoteId, apiKey)).headers.get("RateLimit")).toBe('"hourly";r=98;t=3600');
    expect((await deliveriesOf(quoteId, apiKey)).headers.get("RateLimit")).toBe('"hourly";r=97;t=3600');
  });
});

describe("POST /api/v1/quotes/{id}/webhook-deliveries/{deliveryId}/redeliver", () => {
  it("starts a new series of three attempts for a failed delivery, same webhook-id, fresh signature", async () => {
    const { deliveryId, quoteId, apiKey, webhookSecret } = await failedDelivery();
    const failedAttempt = (attempt: number) => ({ series: 1, attempt, attemptedAt: at(T0 + attempt * 1000), statusCode: 500, durationMs: 0, error: "HTTP 500" });
    const failed = { id: deliveryId, event: "quote.completed", url: CALLBACK, createdAt: at(T0), redeliveries: 0, redeliveriesLeft: 5 };
    expect(await (await deliveriesOf(quoteId, apiKey)).json()).toEqual({
      deliveries: [{ ...failed, status: "failed", finishedAt: at(T0 + 3000), lastError: "HTTP 500", attempts: [failedAttempt(1), failedAttempt(2), failedAttempt(3)] }],
    });

    moveClockTo(T0 + 60_000);
    const { response, held } = await redeliver(quoteId, deliveryId, apiKey);
    expect(response.status).toBe(202);
    const started = { ...failed, status: "pending", finishedAt: null, lastError: null, redeliveries: 1, redeliveriesLeft: 4 };
    expect(await response.json()).toEqual({ ...started, attempts: [] });
    expect(held).toEqual([{ type: "webhook", deliveryId }]);

    moveClockTo(T0 + 61_000);
    expect((await attempt(deliveryId, answering(503, 100))).retryDelays).toEqual([1]);
    moveClockTo(T0 + 62_000);
    const second = await attempt(deliveryId, answering(200, 30));
    expect(second.acked).toBe(true);
    const request = second.received[0]!;
    expect(request.headers.get("webhook-id")).toBe(deliveryId);
    expect(request.headers.get("webhook-timestamp")).toBe(String((T0 + 62_000) / 1000));
    new Webhook(webhookSecret).verify(await request.text(), Object.fromEntries(request.headers));

    expect(await (await deliveriesOf(quoteId, apiKey)).json()).toEqual({
      deliveries: [
        {
          ...started,
          status: "delivered",
          finishedAt: at(T0 + 62_030),
          attempts: [
            failedAttempt(1),
            failedAttempt(2),
            failedAttempt(3),
            { series: 2, attempt: 1, attemptedAt: at(T0 + 61_000), statusCode: 503, durationMs: 100, error: "HTTP 503" },
            { series: 2, attempt: 2, attemptedAt: at(T0 + 62_000), statusCode: 200, durationMs: 30, error: null },
          ],
        },
      ],
    });
  });

  it("never makes more than three POSTs in a redelivered series", async () => {
    const { deliveryId, quoteId, apiKey } = await failedDelivery();
    expect((await redeliver(quoteId, deliveryId, apiKey)).response.status).toBe(202);
    const posts = [];
    for (let i = 0; i < 5; i++) posts.push(...(await attempt(deliveryId, failing)).received);
    expect(posts).toHaveLength(3);
  });

  it("answers 409 while a series runs and after a delivery succeeded", async () => {
    const { deliveryId, quoteId, apiKey } = await completedDelivery();
    const running = await expectError((await redeliver(quoteId, deliveryId, apiKey)).response, 409, "CONFLICT");
    expect(running.message).toBe("A series of attempts is still running for this delivery");
    await attempt(deliveryId, () => new Response("ok"));
    const error = await expectError((await redeliver(quoteId, deliveryId, apiKey)).response, 409, "CONFLICT");
    expect(error.message).toBe("This delivery already succeeded");
  });

  it("allows 5 redeliveries and refuses the 6th", async () => {
    const { deliveryId, quoteId, apiKey } = await failedDelivery();
    for (let i = 1; i <= 5; i++) {
      expect((await redeliver(quoteId, deliveryId, apiKey)).response.status).toBe(202);
      for (let a = 0; a < 3; a++) await attempt(deliveryId, failing);
    }
    const error = await expectError((await redeliver(quoteId, deliveryId, apiKey)).response, 409, "CONFLICT");
    expect(error.message).toBe("This delivery was already sent again 5 times, the most allowed");
  });

  it("starts exactly one series for concurrent requests", async () => {
    const { deliveryId, quoteId, apiKey } = await failedDelivery();
    const results = await Promise.all(Array.from({ length: 5 }, () => redeliver(quoteId, deliveryId, apiKey)));
    expect(results.map((r) => r.response.status).sort()).toEqual([202, 409, 409, 409, 409]);
    expect(results.flatMap((r) => r.held)).toEqual([{ type: "webhook", deliveryId } satisfies Job]);
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
  const summary = async () => (await admin("/jobs")).json<{ email: Record<string, any>; webhook: Record<string, any> }>();

  it("counts e-mail and webhook jobs by state and reports how long the longest-waiting one has been due", async () => {
    const before = await summary();
    // Each scene holds its jobs: the dealer's notice and the client's e-mail stay pending.
    const { deliveryId } = await completedDelivery();
    await failedDelivery();
    // A year overdue: older than any job other test files leave in the shared database.
    await env.DB.prepare("UPDATE webhook_deliveries SET next_attempt_at = ? WHERE id = ?").bind(at(Date.now() - 365 * 86_400_000), deliveryId).run();
    const after = await summary();
    expect(after.webhook.counts).toEqual({ pending: before.webhook.counts.pending + 1, delivered: before.webhook.counts.delivered, failed: before.webhook.counts.failed + 1 });
    expect(after.webhook.oldestUnfinishedAgeSeconds).toBe(365 * 86_400);
    expect(after.email.counts).toEqual({ pending: before.email.counts.pending + 4, delivered: before.email.counts.delivered, failed: before.email.counts.failed });
    await expectError(await get("/admin/v1/jobs", await registerClient()), 401, "UNAUTHORIZED");
  });

  it("counts a redelivered job as due from its redelivery, not from its creation", async () => {
    const { deliveryId, quoteId, apiKey } = await failedDelivery();
    await env.DB.prepare("UPDATE webhook_deliveries SET created_at = ? WHERE id = ?").bind(at(Date.now() - 7_200_000), deliveryId).run();
    await env.DB.prepare("UPDATE webhook_deliveries SET status = 'delivered' WHERE status = 'pending' AND id <> ?").bind(deliveryId).run();
    moveClockTo(T0 + 600_000);
    expect((await redeliver(quoteId, deliveryId, apiKey)).response.status).toBe(202);
    expect((await summary()).webhook.oldestUnfinishedAgeSeconds).toBe(0);
  });
});
