import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { admin, issueDealerKey } from "../helpers/admin";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, call, expectError, get, postJson, registerClient } from "../helpers/http";
import { capturedLogs } from "../helpers/logs";

const logged = capturedLogs();

function patch(key: string, body: unknown) {
  return call("/api/v1/dealer/settings", { method: "PATCH", headers: bearer(key, { "Content-Type": "application/json" }), body: JSON.stringify(body) });
}

async function dealership(overrides: Parameters<typeof createDealership>[0] = {}) {
  const dealer = await createDealership({ deliveryFeeCents: 150_000, standardMarginCents: 100_000, apiMarginCents: 50_000, credits: 7, ...overrides });
  return { dealer, key: await issueDealerKey(dealer.id) };
}

const settingsRow = (id: string) =>
  env.DB.prepare("SELECT delivery_fee_cents, standard_margin_cents, api_margin_cents, tier, auto_respond, credits, settings_updated_by FROM dealerships WHERE id = ?").bind(id).first();

describe("GET /api/v1/dealer/settings", () => {
  it("shows the delivery fee and margins, and what the operator decides", async () => {
    const { key } = await dealership();
    const response = await get("/api/v1/dealer/settings", key);
    expect(response.status).toBe(200);
    expect(await response.json<any>()).toEqual({
      deliveryFee: 1500,
      standardMargin: 1000,
      apiMargin: 500,
      updatedAt: null,
      updatedBy: null,
      operator: { tier: "standard", autoRespond: false, approved: true, credits: 7, quoteValidityDays: 14 },
    });
  });
});

describe("PATCH /api/v1/dealer/settings", () => {
  it("changes the fields given, records and logs who did it; null API margin means the standard one", async () => {
    const { dealer, key } = await dealership();
    const response = await patch(key, { deliveryFee: 990.5, apiMargin: null });
    expect(response.status).toBe(200);
    const body = await response.json<any>();
    expect(body).toMatchObject({ deliveryFee: 990.5, standardMargin: 1000, apiMargin: null, updatedBy: key.slice(0, 12) });
    expect(new Date(body.updatedAt).toISOString()).toBe(body.updatedAt);
    expect(await settingsRow(dealer.id)).toMatchObject({ delivery_fee_cents: 99_050, standard_margin_cents: 100_000, api_margin_cents: null, settings_updated_by: "dealer" });
    expect(JSON.parse(logged[0]!)).toMatchObject({ change: "settings", dealershipId: dealer.id, by: "dealer", deliveryFee: 990.5, apiMargin: null });
  });

  it("changes nothing for an empty body or the figures already set, and refuses what the operator decides, naming the field", async () => {
    const { dealer, key } = await dealership();
    expect(await (await patch(key, {})).json<any>()).toMatchObject({ deliveryFee: 1500, updatedAt: null });
    expect(await (await patch(key, { deliveryFee: 1500, standardMargin: 1000, apiMargin: 500 })).json<any>()).toMatchObject({ deliveryFee: 1500, updatedAt: null, updatedBy: null });
    for (const field of ["tier", "autoRespond", "approved", "credits", "quoteValidityDays"]) {
      const error = await expectError(await patch(key, { deliveryFee: 1, [field]: field === "tier" ? "enterprise" : true }), 400, "INVALID_REQUEST");
      expect(error.message).toBe(`Field '${field}' is set by your Fleet Quote operator, not by the dealership`);
    }
    for (const body of [{ deliveryFee: -1 }, { standardMargin: 1.001 }, { apiMargin: "5" }, { deliveryFee: 10_000_001 }]) await expectError(await patch(key, body), 400, "INVALID_REQUEST");
    expect(await settingsRow(dealer.id)).toMatchObject({ delivery_fee_cents: 150_000, tier: "standard", auto_respond: 0, credits: 7, settings_updated_by: null });
    expect(logged).toEqual([]);
  });

  it("records the operator when the admin API changes the prices, and nothing when it changes other fields", async () => {
    const { dealer, key } = await dealership();
    expect((await admin(`/dealerships/${dealer.id}`, "PATCH", { suburb: "Ryde" })).status).toBe(200);
    expect((await (await get("/api/v1/dealer/settings", key)).json<any>()).updatedBy).toBeNull();
    expect((await admin(`/dealerships/${dealer.id}`, "PATCH", { standardMargin: 700 })).status).toBe(200);
    expect(await (await get("/api/v1/dealer/settings", key)).json<any>()).toMatchObject({ standardMargin: 700, updatedBy: "operator" });
    expect(JSON.parse(logged[0]!)).toMatchObject({ change: "settings", by: "operator", dealershipId: dealer.id, standardMargin: 700 });
  });
});

describe("effects of a settings change on quotes", () => {
  it("prices the next quote with the new fee and margin; a quote priced before keeps its own", async () => {
    const { dealer, key } = await dealership({ tier: "enterprise", autoRespond: true });
    const vehicle = await createVehicle();
    await stock(dealer.id, vehicle.id, 4_000_000);
    const fmo = await registerClient();
    const ask = async () => (await postJson("/api/v1/quotes", { dealershipId: dealer.id, globalCarId: vehicle.id, clientName: "Jo", clientEmail: "jo@fleet.example.com" }, bearer(fmo))).json<any>();
    const first = await ask();
    expect(first.pricing.lineItems).toMatchObject({ vehiclePrice: 40_500, dealerDelivery: 1500 });
    await patch(key, { deliveryFee: 990, apiMargin: null });
    expect((await ask()).pricing.lineItems).toMatchObject({ vehiclePrice: 41_000, dealerDelivery: 990 });
    expect((await (await get(`/api/v1/quotes/${first.quoteId}`, fmo)).json<any>()).pricing.lineItems).toMatchObject({ vehiclePrice: 40_500, dealerDelivery: 1500 });
  });
});
