import { createExecutionContext, createMessageBatch, env, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { expect, vi } from "vitest";
import worker from "../../src/index";
import type { Job } from "../../src/jobs/job";
import { issueDealerKey } from "./admin";
import { createDealership, createVehicle, stock } from "./fixtures";
import { bearer, postJson, randomAddress } from "./http";

export const CALLBACK = "https://hooks.fleet.example.com/quotes";

/** Registers a client (keeping its webhook secret), completes one of its pending quotes, returns the delivery id. */
export async function completedDelivery() {
  const registered = await postJson("/api/v1/register", { companyName: "Hooked Fleet", contactEmail: "ops@hooked.example.com" }, { "CF-Connecting-IP": randomAddress() });
  const { apiKey, webhookSecret } = await registered.json<{ apiKey: string; webhookSecret: string }>();
  const dealer = await createDealership({ state: "VIC" });
  const vehicle = await createVehicle();
  await stock(dealer.id, vehicle.id);
  const created = await postJson(
    "/api/v1/quotes",
    { dealershipId: dealer.id, globalCarId: vehicle.id, clientName: "Jo", clientEmail: "jo@fleet.example.com", callbackUrl: CALLBACK },
    bearer(apiKey),
  );
  const { quoteId } = await created.json<{ quoteId: string }>();
  // Complete through the real Worker, with a queue that holds its jobs: this test runs the
  // delivery job itself, so no background consumer makes attempts of its own.
  const dealerKey = await issueDealerKey(dealer.id);
  const heldQueue = { send: async () => {}, sendBatch: async () => {} } as unknown as Queue<Job>;
  const completion = new Request(`https://fleet-quote.test/api/v1/dealer/quotes/${quoteId}/complete`, {
    method: "POST",
    headers: bearer(dealerKey, { "Content-Type": "application/json" }),
    body: "{}",
  });
  const ctx = createExecutionContext();
  expect((await worker.fetch(completion, { ...env, JOBS: heldQueue }, ctx)).status).toBe(200);
  await waitOnExecutionContext(ctx);
  const deliveryId = await env.DB.prepare("SELECT id FROM webhook_deliveries WHERE quote_id = ?").bind(quoteId).first<string>("id");
  return { deliveryId: deliveryId!, webhookSecret, quoteId, apiKey };
}

export type Receiver = (request: Request) => Promise<Response> | Response;

/** Runs the real queue handler on one message, with outbound fetches answered by `receiver`. */
export async function attempt(deliveryId: string, receiver: Receiver) {
  const received: Request[] = [];
  const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    received.push(request.clone());
    return receiver(request);
  });
  const batch = createMessageBatch<Job>("fleet-quote-jobs", [{ id: "w1", timestamp: new Date(), attempts: 1, body: { type: "webhook", deliveryId } }]);
  const retry = vi.spyOn(batch.messages[0]!, "retry");
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  const result = await getQueueResult(batch, ctx);
  fetchSpy.mockRestore();
  return { received, acked: result.explicitAcks.includes("w1"), retryDelays: retry.mock.calls.map(([options]) => options?.delaySeconds) };
}

