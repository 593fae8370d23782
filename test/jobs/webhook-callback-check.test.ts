import { createExecutionContext, createMessageBatch, env, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../src/index";
import type { Job } from "../../src/jobs/job";
import { issueDealerKey } from "../helpers/admin";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, registerClient } from "../helpers/http";

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {}); // failed attempts are logged; the rows are asserted
});
afterEach(() => vi.restoreAllMocks());

const insecure = { ...env, ALLOW_INSECURE_CALLBACKS: "true" };
const secure = { ...env, ALLOW_INSECURE_CALLBACKS: "false" };
const heldQueue = { send: async () => {}, sendBatch: async () => {} } as unknown as Queue<Job>;

/** Through the Worker with these bindings and a queue that holds its jobs (the test runs them). */
async function fetchWith(bindings: typeof env, path: string, init: RequestInit) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`https://fleet-quote.test${path}`, init), { ...bindings, JOBS: heldQueue }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** One attempt of the delivery under these bindings; resolves the URLs the Worker POSTed to. */
async function attemptWith(bindings: typeof env, deliveryId: string) {
  const posted: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    posted.push(new Request(input as RequestInfo).url);
    return new Response(null, { status: 204 });
  });
  const batch = createMessageBatch<Job>("fleet-quote-jobs", [{ id: "w1", timestamp: new Date(), attempts: 1, body: { type: "webhook", deliveryId } }]);
  const retry = vi.spyOn(batch.messages[0]!, "retry");
  const ctx = createExecutionContext();
  await worker.queue(batch, bindings);
  const result = await getQueueResult(batch, ctx);
  vi.mocked(globalThis.fetch).mockRestore();
  return { posted, acked: result.explicitAcks.includes("w1"), retried: retry.mock.calls.length > 0 };
}

/** A quote whose callbackUrl was accepted while ALLOW_INSECURE_CALLBACKS was true, completed by its dealer. */
async function deliveryToLocalhost() {
  const key = await registerClient();
  const dealer = await createDealership();
  const vehicle = await createVehicle();
  await stock(dealer.id, vehicle.id);
  const body = { dealershipId: dealer.id, globalCarId: vehicle.id, clientName: "Jo", clientEmail: "jo@fleet.example.com", callbackUrl: "http://127.0.0.1:9000/hooks" };
  const created = await fetchWith(insecure, "/api/v1/quotes", { method: "POST", headers: bearer(key, { "Content-Type": "application/json" }), body: JSON.stringify(body) });
  expect(created.status).toBe(201);
  const { quoteId } = await created.json<{ quoteId: string }>();
  const dealerKey = await issueDealerKey(dealer.id);
  const completed = await fetchWith(secure, `/api/v1/dealer/quotes/${quoteId}/complete`, { method: "POST", headers: bearer(dealerKey, { "Content-Type": "application/json" }), body: "{}" });
  expect(completed.status).toBe(200);
  const deliveryId = (await env.DB.prepare("SELECT id FROM webhook_deliveries WHERE quote_id = ?").bind(quoteId).first<string>("id"))!;
  return { key, quoteId, deliveryId };
}

const state = (deliveryId: string) => env.DB.prepare("SELECT status, attempts, last_error FROM webhook_deliveries WHERE id = ?").bind(deliveryId).first();
const attemptRows = (deliveryId: string) =>
  env.DB.prepare("SELECT series, attempt, status_code, error FROM webhook_attempts WHERE delivery_id = ? ORDER BY series, attempt").bind(deliveryId).all().then((r) => r.results);

describe("a stored callbackUrl, checked again before every attempt", () => {
  it("refused under today's settings is a failed attempt with the reason and no network call, and ends the series", async () => {
    const { deliveryId } = await deliveryToLocalhost();
    const { posted, acked, retried } = await attemptWith(secure, deliveryId);
    expect(posted).toEqual([]);
    expect(acked).toBe(true);
    expect(retried).toBe(false);
    expect(await state(deliveryId)).toEqual({ status: "abandoned", attempts: 1, last_error: "not sent: callbackUrl must use https" });
    expect(await attemptRows(deliveryId)).toEqual([{ series: 1, attempt: 1, status_code: null, error: "not sent: callbackUrl must use https" }]);
  });

  it("is checked again on a redelivery, under the settings of that moment", async () => {
    const { key, quoteId, deliveryId } = await deliveryToLocalhost();
    await attemptWith(secure, deliveryId);
    const redeliver = () => fetchWith(secure, `/api/v1/quotes/${quoteId}/webhook-deliveries/${deliveryId}/redeliver`, { method: "POST", headers: bearer(key) });
    expect((await redeliver()).status).toBe(202);
    const refused = await attemptWith(secure, deliveryId);
    expect(refused.posted).toEqual([]);
    expect(await attemptRows(deliveryId)).toMatchObject([{ series: 1, error: "not sent: callbackUrl must use https" }, { series: 2, error: "not sent: callbackUrl must use https" }]);

    expect((await redeliver()).status).toBe(202);
    const allowed = await attemptWith(insecure, deliveryId);
    expect(allowed.posted).toEqual(["http://127.0.0.1:9000/hooks"]);
    expect(await state(deliveryId)).toMatchObject({ status: "delivered" });
  });
});
