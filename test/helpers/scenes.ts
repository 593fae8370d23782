// The scenes tests start from, built the way the service's users build them: an FMO registers, an
// operator sets a dealership up with stock, quotes are asked for and completed through the API.

import { expect } from "vitest";
import type { Job } from "../../src/db/job-queue";
import { issueDealerKey } from "./admin";
import { createAccessory, createDealership, createVehicle, stock, type DealershipOverrides } from "./fixtures";
import { bearer, postJson, register, registerClient } from "./http";
import { heldQueue } from "./queue";

/** The receiver every webhook scene's quote names as its callbackUrl. */
export const CALLBACK = "https://hooks.fleet.example.com/quotes";

/** A dealership (by default standard tier: it reviews quotes by hand) with one vehicle in stock, at $40,000 unless told otherwise. */
export async function stockedDealership(dealer: DealershipOverrides = {}, priceCents = 4_000_000) {
  const row = await createDealership(dealer);
  const vehicle = await createVehicle();
  await stock(row.id, vehicle.id, priceCents);
  return { dealer: row, vehicle };
}

/** Where a quote test starts: an FMO's API key and a dealership with a vehicle in stock. */
export async function quoteScene(dealer: DealershipOverrides = {}, priceCents?: number) {
  return { clientKey: await registerClient(), ...(await stockedDealership(dealer, priceCents)) };
}

/** A valid quote request for a vehicle in stock, with `extra` fields over it. */
export function quoteRequest(dealershipId: string, globalCarId: string, extra: Record<string, unknown> = {}) {
  return { dealershipId, globalCarId, clientName: "Jo Fleet", clientEmail: "jo@fleet.example.com", ...extra };
}

/** Asks for a quote, which must be accepted; resolves its id. */
export async function createQuote(clientKey: string, body: Record<string, unknown>): Promise<string> {
  const response = await postJson("/api/v1/quotes", body, bearer(clientKey));
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json<{ quoteId: string }>()).quoteId;
}

/**
 * A pending quote (postcode 2000, one accessory: floor mats at $250) at a standard NSW dealership
 * that has a dealer key, a vehicle in stock at $40,000, a delivery fee of $1,500 and a margin of $1,000.
 */
export async function pendingQuote(extra: Record<string, unknown> = {}, dealer: DealershipOverrides = {}) {
  const scene = await quoteScene({ state: "NSW", deliveryFeeCents: 150_000, standardMarginCents: 100_000, ...dealer });
  const accessory = await createAccessory(scene.dealer.id, "Floor mats", 25_000);
  const quoteId = await createQuote(scene.clientKey, quoteRequest(scene.dealer.id, scene.vehicle.id, { postcode: "2000", accessoryIds: [accessory.id], ...extra }));
  return { ...scene, accessory, quoteId, dealerKey: await issueDealerKey(scene.dealer.id) };
}

/**
 * A quote with a callbackUrl, asked for at a reviewing VIC dealership and completed by its dealer,
 * through a queue that holds every job it made: the test runs them itself. Resolves the webhook
 * delivery, its job, the other jobs (the dealer's notice and the client's e-mail), the client's
 * key and webhook secret, and the dealership with its vehicle and dealer key.
 */
export async function completedDelivery() {
  const { apiKey, webhookSecret } = await register("Hooked Fleet");
  const { dealer, vehicle } = await stockedDealership({ state: "VIC" });
  const queue = heldQueue();
  const created = await postJson("/api/v1/quotes", quoteRequest(dealer.id, vehicle.id, { clientName: "Jo", callbackUrl: CALLBACK }), bearer(apiKey), { JOBS: queue.queue });
  expect(created.status).toBe(201);
  const { quoteId } = await created.json<{ quoteId: string }>();
  const dealerKey = await issueDealerKey(dealer.id);
  const completed = await postJson(`/api/v1/dealer/quotes/${quoteId}/complete`, {}, bearer(dealerKey), { JOBS: queue.queue });
  expect(completed.status).toBe(200);
  const jobs = queue.take();
  const job = jobs.find((j): j is Extract<Job, { type: "webhook" }> => j.type === "webhook")!;
  return { quoteId, deliveryId: job.deliveryId, job, emailJobs: jobs.filter((j) => j.type === "email"), apiKey, webhookSecret, dealer, vehicle, dealerKey };
}

/**
 * An FMO and a dealership stocking two versions of one model that no other vehicle shares
 * ("Zq1a2b3c HiLux"): SR at $40,000 and SR5 at $50,000. For quotes asked for by model text.
 */
export async function twoVersionsInStock(dealer: DealershipOverrides = {}) {
  const clientKey = await registerClient();
  const row = await createDealership(dealer);
  const token = `Zq${crypto.randomUUID().slice(0, 6)}`;
  const sr = await createVehicle({ model: `${token} HiLux`, version: "SR" });
  const sr5 = await createVehicle({ model: `${token} HiLux`, version: "SR5" });
  await stock(row.id, sr.id, 4_000_000);
  await stock(row.id, sr5.id, 5_000_000);
  return { clientKey, dealer: row, token, sr, sr5 };
}
