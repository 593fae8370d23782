import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { issueDealerKey } from "../helpers/admin";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, call, expectError, get, postJson, registerClient } from "../helpers/http";
import { capturedLogs } from "../helpers/logs";

const logged = capturedLogs();

/** A dealership with a dealer key and two vehicles in stock (one not available). */
async function dealership(overrides: Parameters<typeof createDealership>[0] = {}) {
  const dealer = await createDealership(overrides);
  const ute = await createVehicle({ model: `Aardvark Ute ${dealer.id.slice(0, 6)}`, version: "SR5 4x4", listPriceCents: 6_499_000 });
  const van = await createVehicle({ model: `Aardvark Van ${dealer.id.slice(0, 6)}`, version: "LWB" });
  await stock(dealer.id, ute.id, 5_899_000, true);
  await stock(dealer.id, van.id, 4_250_000, false);
  return { dealer, ute, van, key: await issueDealerKey(dealer.id) };
}

function put(key: string, vehicleId: string, body: unknown) {
  return call(`/api/v1/dealer/inventory/${vehicleId}`, { method: "PUT", headers: bearer(key, { "Content-Type": "application/json" }), body: JSON.stringify(body) });
}

const stockRow = (dealershipId: string, vehicleId: string) =>
  env.DB.prepare("SELECT price_cents, available, updated_at, updated_by, updated_by_key_id FROM dealer_inventory WHERE dealership_id = ? AND vehicle_id = ?")
    .bind(dealershipId, vehicleId)
    .first<{ price_cents: number; available: number; updated_at: string; updated_by: string | null; updated_by_key_id: string | null }>();

const keyIdOf = (dealershipId: string) => env.DB.prepare("SELECT id, key_prefix FROM dealer_keys WHERE dealership_id = ?").bind(dealershipId).first<{ id: string; key_prefix: string }>();

describe("GET /api/v1/dealer/inventory", () => {
  it("lists the dealership's whole stock, available or not, in model order, with the catalogue's list price", async () => {
    const { dealer, ute, van, key } = await dealership();
    const other = await dealership();
    const response = await get("/api/v1/dealer/inventory", key);
    expect(response.status).toBe(200);
    const body = await response.json<any>();
    expect(body.dealershipId).toBe(dealer.id);
    expect(body.inventory).toEqual([
      { globalCarId: ute.id, model: ute.model, version: "SR5 4x4", price: 58_990, listPrice: 64_990, available: true, updatedAt: expect.any(String), updatedBy: null },
      { globalCarId: van.id, model: van.model, version: "LWB", price: 42_500, listPrice: null, available: false, updatedAt: expect.any(String), updatedBy: null },
    ]);
    expect(body.pagination).toEqual({ limit: 20, offset: 0, count: 2 });
    expect(JSON.stringify(body)).not.toContain(other.ute.id);
  });

  it("filters by model with the search's matching and pages", async () => {
    const { ute, van, key } = await dealership();
    const ids = async (query: string) => (await (await get(`/api/v1/dealer/inventory?${query}`, key)).json<any>()).inventory.map((i: any) => i.globalCarId);
    expect(await ids("model=aardvark%20VAN")).toEqual([van.id]);
    expect(await ids("model=aard-vark")).toEqual([ute.id, van.id]);
    expect(await ids("model=ut")).toEqual([ute.id]);
    expect(await ids("model=hilux")).toEqual([]);
    expect(await ids("limit=1&offset=1")).toEqual([van.id]);
  });

  it("answers 401 without a dealer key or with an FMO's key, 400 for a bad page", async () => {
    await expectError(await call("/api/v1/dealer/inventory"), 401, "UNAUTHORIZED");
    await expectError(await get("/api/v1/dealer/inventory", await registerClient()), 401, "UNAUTHORIZED");
    const { key } = await dealership();
    await expectError(await get("/api/v1/dealer/inventory?limit=0", key), 400, "INVALID_REQUEST");
    await expectError(await get(`/api/v1/dealer/inventory?model=${"x".repeat(201)}`, key), 400, "INVALID_REQUEST");
  });
});

describe("PUT /api/v1/dealer/inventory/{globalCarId}", () => {
  it("adds a catalogue vehicle to the stock, recording when and with which key, and FMOs see it at once", async () => {
    const { dealer, key } = await dealership();
    const vehicle = await createVehicle({ listPriceCents: 3_999_000 });
    const before = new Date().toISOString();
    const response = await put(key, vehicle.id.replaceAll("-", "").toUpperCase(), { price: 37_990.5, available: true });
    expect(response.status).toBe(200);
    const { id: keyId, key_prefix } = (await keyIdOf(dealer.id))!;
    const item = await response.json<any>();
    expect(item).toEqual({
      globalCarId: vehicle.id,
      model: vehicle.model,
      version: vehicle.version,
      price: 37_990.5,
      listPrice: 39_990,
      available: true,
      updatedAt: expect.any(String),
      updatedBy: key_prefix,
    });
    expect(item.updatedAt >= before).toBe(true);
    expect(await stockRow(dealer.id, vehicle.id)).toEqual({ price_cents: 3_799_050, available: 1, updated_at: item.updatedAt, updated_by: "dealer", updated_by_key_id: keyId });

    const fmo = await registerClient();
    const seen = await (await get(`/api/v1/dealers/${dealer.id}/inventory?limit=100`, fmo)).json<any>();
    expect(seen.inventory.map((i: any) => i.globalCarId)).toContain(vehicle.id);
  });

  it("changes price and availability, logs who did it, and takes the vehicle out of FMOs' sight when unavailable", async () => {
    const { dealer, ute, key } = await dealership();
    const response = await put(key, ute.id, { price: 57_000, available: false });
    expect(response.status).toBe(200);
    expect(await response.json<any>()).toMatchObject({ price: 57_000, available: false });
    const { id: keyId, key_prefix } = (await keyIdOf(dealer.id))!;
    const line = JSON.parse(logged.find((l) => l.includes("dealer data changed"))!);
    expect(line).toEqual({
      message: "dealer data changed",
      change: "stock item",
      dealershipId: dealer.id,
      by: "dealer",
      dealerKeyId: keyId,
      dealerKeyPrefix: key_prefix,
      requestId: response.headers.get("X-Request-Id"),
      globalCarId: ute.id,
      price: 57_000,
      available: false,
    });
    const fmo = await registerClient();
    const seen = await (await get(`/api/v1/dealers/${dealer.id}/inventory`, fmo)).json<any>();
    expect(seen.inventory).toEqual([]);
  });

  it("changes nothing when the price and availability are the row's already: 200 with the row as it was, no change recorded or logged", async () => {
    const { dealer, ute, van, key } = await dealership();
    const listed = async () => (await (await get("/api/v1/dealer/inventory", key)).json<any>()).inventory;
    const [uteBefore, vanBefore] = await listed();
    const rowBefore = await stockRow(dealer.id, ute.id);
    const same = await put(key, ute.id, { price: 58_990, available: true });
    expect(same.status).toBe(200);
    expect(await same.json<any>()).toEqual(uteBefore);
    expect(await put(key, van.id, { price: 42_500, available: false }).then((r) => r.json<any>())).toEqual(vanBefore);
    expect(await stockRow(dealer.id, ute.id)).toEqual(rowBefore);
    expect(logged).toEqual([]);

    // Once changed by this key, the same values again keep this key's updatedAt and updatedBy.
    const changed = await (await put(key, ute.id, { price: 57_990.5, available: true })).json<any>();
    expect(changed.updatedBy).toBe(key.slice(0, 12));
    expect(await (await put(key, ute.id, { price: 57_990.5 })).json<any>()).toEqual(changed);
    expect(logged.filter((line) => line.includes("dealer data changed"))).toHaveLength(1);
  });

  it("makes available true when left out, as the operator's operation does", async () => {
    const { dealer, van, key } = await dealership();
    expect((await put(key, van.id, { price: 42_000 })).status).toBe(200);
    expect((await stockRow(dealer.id, van.id))!.available).toBe(1);
  });

  it("answers 404 for a vehicle that is not in the catalogue, and stores nothing", async () => {
    const { dealer, key } = await dealership();
    const unknown = crypto.randomUUID();
    await expectError(await put(key, unknown, { price: 1000 }), 404, "NOT_FOUND");
    expect(await stockRow(dealer.id, unknown)).toBeNull();
    expect(logged).toEqual([]);
  });

  it("answers 400 for a price of 0 or below, with three decimals or above 10,000,000, and for a malformed id", async () => {
    const { dealer, ute, key } = await dealership();
    for (const price of [-0.01, 0, 1.005, 10_000_000.01, "100"]) await expectError(await put(key, ute.id, { price }), 400, "INVALID_REQUEST");
    expect((await expectError(await put(key, ute.id, { price: 0 }), 400, "INVALID_REQUEST")).message).toBe("Field 'price' must be more than 0");
    expect((await put(key, ute.id, { price: 10_000_000 })).status).toBe(200);
    expect((await put(key, ute.id, { price: 0.01 })).status).toBe(200);
    await expectError(await put(key, "not-a-vehicle", { price: 1 }), 400, "INVALID_REQUEST");
    expect((await stockRow(dealer.id, ute.id))!.price_cents).toBe(1);
  });

  it("changes only the caller's own stock: another dealership's row of the same vehicle stays as it was", async () => {
    const mine = await dealership();
    const theirs = await dealership();
    await stock(theirs.dealer.id, mine.ute.id, 6_000_000, true);
    expect((await put(mine.key, mine.ute.id, { price: 1, available: false })).status).toBe(200);
    expect(await stockRow(theirs.dealer.id, mine.ute.id)).toMatchObject({ price_cents: 6_000_000, available: 1, updated_by: null });
  });
});

describe("GET /api/v1/dealer/catalogue", () => {
  it("lists catalogue vehicles to stock, whether stocked or not, saying which the dealership has", async () => {
    const { ute, key } = await dealership();
    const unstocked = await createVehicle({ model: `${ute.model} Cab`, version: "Workmate", bodyClass: "commercial", bodyType: "cab-chassis", listPriceCents: 3_500_050 });
    const response = await get(`/api/v1/dealer/catalogue?model=${encodeURIComponent(ute.model)}`, key);
    expect(response.status).toBe(200);
    const body = await response.json<any>();
    const facts = { cab: null, seats: null, driveType: null, powertrain: "ice", cylinders: 4, co2GramsPerKm: 160, fuelLitresPer100Km: null, tareKg: null, gvmKg: null };
    expect(body.vehicles).toEqual([
      { id: ute.id, make: "Aardvark", model: ute.model, version: "SR5 4x4", ...facts, bodyType: "suv", bodyClass: "passenger", listPrice: 64_990, inStock: true },
      { id: unstocked.id, make: "Aardvark", model: unstocked.model, version: "Workmate", ...facts, bodyType: "cab-chassis", bodyClass: "commercial", listPrice: 35_000.5, inStock: false },
    ]);
    expect(body.pagination).toEqual({ limit: 20, offset: 0, count: 2 });
  });

  it("matches short terms too, and pages through the whole catalogue without a model", async () => {
    const { key } = await dealership();
    const page = await (await get("/api/v1/dealer/catalogue?limit=3&offset=2", key)).json<any>();
    expect(page.vehicles).toHaveLength(3);
    expect(page.pagination).toEqual({ limit: 3, offset: 2, count: 3 });
    const short = await (await get("/api/v1/dealer/catalogue?model=i3&limit=100", key)).json<any>();
    expect(short.vehicles.length).toBeGreaterThan(0);
    expect(short.vehicles.every((v: any) => v.model.toLowerCase().replace(/[\s-]/g, "").includes("i3"))).toBe(true);
  });
});

describe("effects of a stock change on quotes", () => {
  it("prices the next quote at the new price, and leaves a quote priced before as it was", async () => {
    const { dealer, ute, key } = await dealership({ tier: "enterprise", autoRespond: true, apiMarginCents: 50_000 });
    const fmo = await registerClient();
    const ask = async () => {
      const response = await postJson("/api/v1/quotes", { dealershipId: dealer.id, globalCarId: ute.id, clientName: "Jo Fleet", clientEmail: "jo@fleet.example.com" }, bearer(fmo));
      expect(response.status).toBe(201);
      return response.json<any>();
    };
    const first = await ask();
    expect(first.pricing.lineItems.vehiclePrice).toBe(58_990 + 500);
    expect((await put(key, ute.id, { price: 55_990 })).status).toBe(200);
    const second = await ask();
    expect(second.pricing.lineItems.vehiclePrice).toBe(55_990 + 500);
    const firstAgain = await (await get(`/api/v1/quotes/${first.quoteId}`, fmo)).json<any>();
    expect(firstAgain.pricing.lineItems.vehiclePrice).toBe(58_990 + 500);

    expect((await put(key, ute.id, { price: 55_990, available: false })).status).toBe(200);
    await expectError(
      await postJson("/api/v1/quotes", { dealershipId: dealer.id, globalCarId: ute.id, clientName: "Jo Fleet", clientEmail: "jo@fleet.example.com" }, bearer(fmo)),
      404,
      "NOT_FOUND",
    );
  });
});
