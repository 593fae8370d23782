import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { issueDealerKey } from "../helpers/admin";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, callWith, registerClient } from "../helpers/http";
import { heldQueue } from "../helpers/queue";
import { attempt } from "../helpers/webhooks";

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {}); // failed attempts are logged; the rows are asserted
});
afterEach(() => vi.restoreAllMocks());

const insecure = { ALLOW_INSECURE_CALLBACKS: "true" };
const secure = { ALLOW_INSECURE_CALLBACKS: "false" };

/** Through the Worker with these settings and a queue that holds its jobs (the test runs them). */
const fetchWith = (bindings: Partial<typeof env>, path: string, init: RequestInit) => callWith({ ...bindings, JOBS: heldQueue().queue }, path, init);

/** One attempt of the delivery under these settings; resolves the URLs the Worker POSTed to. */
async function attemptWith(bindings: Partial<typeof env>, deliveryId: string) {
  const run = await attempt(deliveryId, () => new Response(null, { status: 204 }), bindings);
  return { posted: run.received.map((request) => request.url), acked: run.acked, retried: run.retryDelays.length > 0 };
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
