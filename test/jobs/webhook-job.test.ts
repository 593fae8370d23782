import { env } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it, vi } from "vitest";
import { webhookTimeoutMs } from "../../src/jobs/webhook-job";
import { fixClock } from "../helpers/clock";
import { get } from "../helpers/http";
import { CALLBACK, completedDelivery } from "../helpers/scenes";
import { attempt, type Receiver } from "../helpers/webhooks";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const delivery = (id: string) => env.DB.prepare("SELECT status, attempts FROM webhook_deliveries WHERE id = ?").bind(id).first<any>();
const attempts = (id: string) => env.DB.prepare("SELECT * FROM webhook_attempts WHERE delivery_id = ? ORDER BY attempt").bind(id).all<any>().then((r) => r.results);

describe("quote.completed webhook delivery", () => {
  it("POSTs the payload with the spec's headers and a Standard Webhooks signature the receiver can verify", async () => {
    const { deliveryId, webhookSecret, quoteId } = await completedDelivery();
    const { received, acked } = await attempt(deliveryId, () => new Response("ok", { status: 200 }));
    expect(acked).toBe(true);
    expect(received).toHaveLength(1);
    const request = received[0]!;
    expect(request.method).toBe("POST");
    expect(request.url).toBe(CALLBACK);
    expect(request.headers.get("Content-Type")).toBe("application/json");
    expect(request.headers.get("User-Agent")).toBe("Service-Webhook/1.0");
    expect(request.headers.get("X-Service-Event")).toBe("quote.completed");
    expect(request.headers.get("webhook-id")).toBe(deliveryId);

    const body = await request.text();
    const verified = new Webhook(webhookSecret).verify(body, Object.fromEntries(request.headers)) as any;
    expect(verified).toMatchObject({ event: "quote.completed", quoteId, status: "sent", clientName: "Jo", pricing: { totalDriveAway: expect.any(Number) } });
    expect(() => new Webhook(webhookSecret).verify(body.replace("Jo", "Al"), Object.fromEntries(request.headers))).toThrow();
    expect(await delivery(deliveryId)).toEqual({ status: "delivered", attempts: 1 });
    expect(await attempts(deliveryId)).toMatchObject([{ attempt: 1, status_code: 200, error: null }]);
  });

  it("retries 1 s after the first failure and 5 s after the second, re-signing with the same webhook-id, then succeeds", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { deliveryId, webhookSecret } = await completedDelivery();
    const first = await attempt(deliveryId, () => new Response("busy", { status: 503 }));
    expect(first).toMatchObject({ acked: false, retryDelays: [1] });
    const second = await attempt(deliveryId, () => {
      throw new TypeError("connection refused");
    });
    expect(second).toMatchObject({ acked: false, retryDelays: [5] });
    const third = await attempt(deliveryId, () => new Response(null, { status: 204 }));
    expect(third.acked).toBe(true);
    const request = third.received[0]!;
    expect(request.headers.get("webhook-id")).toBe(deliveryId);
    new Webhook(webhookSecret).verify(await request.text(), Object.fromEntries(request.headers));
    expect(await attempts(deliveryId)).toMatchObject([
      { attempt: 1, status_code: 503, error: "HTTP 503" },
      { attempt: 2, status_code: null, error: expect.stringContaining("connection refused") },
      { attempt: 3, status_code: 204, error: null },
    ]);
  });

  it("abandons the delivery after the third failure and never POSTs a fourth time, whatever the queue redelivers", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { deliveryId, apiKey, quoteId } = await completedDelivery();
    const failing = () => new Response("nope", { status: 500 });
    await attempt(deliveryId, failing);
    await attempt(deliveryId, failing);
    const last = await attempt(deliveryId, failing);
    expect(last).toMatchObject({ acked: true, retryDelays: [] });
    expect(await delivery(deliveryId)).toEqual({ status: "abandoned", attempts: 3 });

    const redelivered = await attempt(deliveryId, failing);
    expect(redelivered).toMatchObject({ acked: true, received: [] });
    expect(await attempts(deliveryId)).toHaveLength(3);
    const detail = await (await get(`/api/v1/quotes/${quoteId}`, apiKey)).json<any>();
    expect(detail).toMatchObject({ id: quoteId, status: "sent" });
  });

  it("treats a redirect as a failure and does not follow it", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { deliveryId } = await completedDelivery();
    const { received, retryDelays } = await attempt(deliveryId, () => new Response(null, { status: 302, headers: { Location: "https://elsewhere.example/" } }));
    expect(received).toHaveLength(1);
    expect(retryDelays).toEqual([1]);
    expect(await attempts(deliveryId)).toMatchObject([{ status_code: 302, error: "HTTP 302" }]);
  });

  it("counts a receiver that does not answer within the timeout as a failed attempt, its duration on the service's clock", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { deliveryId } = await completedDelivery();
    // The service's clock stands still but for the 200 ms the receiver holds the request (its
    // timeout itself is the runtime's timer, not the clock).
    fixClock(Date.now());
    const hanging: Receiver = (request) =>
      new Promise((_, reject) =>
        request.signal.addEventListener("abort", () => {
          vi.setSystemTime(Date.now() + 200);
          reject(request.signal.reason);
        }),
      );
    const { retryDelays } = await attempt(deliveryId, hanging, { WEBHOOK_TIMEOUT_MS: "200" });
    expect(retryDelays).toEqual([1]);
    const [recorded] = await attempts(deliveryId);
    expect(recorded).toMatchObject({ status_code: null, error: "no response within 0.2 s", duration_ms: 200 });
  });

  it("waits the spec's 10 seconds: a test may only shorten the timeout, and wrangler.toml never sets it", () => {
    expect(env.WEBHOOK_TIMEOUT_MS).toBeUndefined();
    expect(webhookTimeoutMs(env)).toBe(10_000);
    expect(webhookTimeoutMs({ WEBHOOK_TIMEOUT_MS: "200" })).toBe(200);
    expect(webhookTimeoutMs({ WEBHOOK_TIMEOUT_MS: "9999" })).toBe(9_999);
    for (const value of ["10000", "60000", "0", "-1", "1e3", "fast"]) expect(webhookTimeoutMs({ WEBHOOK_TIMEOUT_MS: value }), value).toBe(10_000);
  });
});
