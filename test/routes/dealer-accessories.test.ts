import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { admin, issueDealerKey } from "../helpers/admin";
import { createAccessory, createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, call, expectError, get, postJson, registerClient } from "../helpers/http";
import { capturedLogs } from "../helpers/logs";

const logged = capturedLogs();

async function dealership(overrides: Parameters<typeof createDealership>[0] = {}) {
  const dealer = await createDealership(overrides);
  const mats = await createAccessory(dealer.id, "Floor mats", 25_000);
  return { dealer, mats, key: await issueDealerKey(dealer.id) };
}

function send(method: string, key: string, path: string, body?: unknown) {
  return call(path, { method, headers: bearer(key, body === undefined ? {} : { "Content-Type": "application/json" }), body: body === undefined ? undefined : JSON.stringify(body) });
}

const accessoryRow = (id: string) => env.DB.prepare("SELECT name, price_cents, updated_by FROM dealer_accessories WHERE id = ?").bind(id).first();

describe("GET /api/v1/dealer/accessories", () => {
  it("lists the dealership's own accessories in name order, a page at a time", async () => {
    const { dealer, mats, key } = await dealership();
    const barrier = await createAccessory(dealer.id, "Cargo barrier", 69_000);
    await createAccessory((await createDealership()).id, "Someone else's tint", 1);
    const body = await (await get("/api/v1/dealer/accessories", key)).json<any>();
    expect(body).toEqual({
      accessories: [
        { id: barrier.id, name: "Cargo barrier", price: 690, updatedAt: expect.any(String), updatedBy: null },
        { id: mats.id, name: "Floor mats", price: 250, updatedAt: expect.any(String), updatedBy: null },
      ],
      pagination: { limit: 20, offset: 0, count: 2 },
    });
    const second = await (await get("/api/v1/dealer/accessories?limit=1&offset=1", key)).json<any>();
    expect(second.accessories.map((a: any) => a.id)).toEqual([mats.id]);
  });
});

describe("POST /api/v1/dealer/accessories", () => {
  it("adds an accessory that FMOs can then ask for, recorded as the key's", async () => {
    const { dealer, key } = await dealership();
    const response = await send("POST", key, "/api/v1/dealer/accessories", { name: "  Tow bar  ", price: 1150.5 });
    expect(response.status).toBe(201);
    const created = await response.json<any>();
    expect(created).toEqual({ id: expect.any(String), name: "Tow bar", price: 1150.5, updatedAt: expect.any(String), updatedBy: key.slice(0, 12) });
    expect(await accessoryRow(created.id)).toEqual({ name: "Tow bar", price_cents: 115_050, updated_by: "dealer" });
    expect(JSON.parse(logged[0]!)).toMatchObject({ change: "accessory added", dealershipId: dealer.id, by: "dealer", accessoryId: created.id, name: "Tow bar", price: 1150.5 });
  });

  it("answers 400 for a name of 0 or 201 characters, spaces only, or a bad price", async () => {
    const { key } = await dealership();
    for (const body of [{ name: "", price: 1 }, { name: "   ", price: 1 }, { name: "x".repeat(201), price: 1 }, { name: "Mats", price: -1 }, { name: "Mats" }, { name: "Bad\nline", price: 1 }]) {
      await expectError(await send("POST", key, "/api/v1/dealer/accessories", body), 400, "INVALID_REQUEST");
    }
    expect((await send("POST", key, "/api/v1/dealer/accessories", { name: "x".repeat(200), price: 0 })).status).toBe(201);
  });
});

describe("PUT and DELETE /api/v1/dealer/accessories/{id}", () => {
  it("changes and removes the dealership's own accessory", async () => {
    const { mats, key } = await dealership();
    const changed = await send("PUT", key, `/api/v1/dealer/accessories/${mats.id}`, { name: "Rubber floor mats", price: 280 });
    expect(changed.status).toBe(200);
    expect(await changed.json<any>()).toMatchObject({ id: mats.id, name: "Rubber floor mats", price: 280, updatedBy: key.slice(0, 12) });
    expect((await send("DELETE", key, `/api/v1/dealer/accessories/${mats.id}`)).status).toBe(204);
    expect(await accessoryRow(mats.id)).toBeNull();
    expect(logged.map((l) => JSON.parse(l).change)).toEqual(["accessory changed", "accessory removed"]);
    await expectError(await send("DELETE", key, `/api/v1/dealer/accessories/${mats.id}`), 404, "NOT_FOUND");
    await expectError(await send("PUT", key, `/api/v1/dealer/accessories/${mats.id}`, { name: "Back", price: 1 }), 404, "NOT_FOUND");
  });

  it("answers 404 for another dealership's accessory, and leaves it as it was", async () => {
    const mine = await dealership();
    const theirs = await dealership();
    await expectError(await send("PUT", mine.key, `/api/v1/dealer/accessories/${theirs.mats.id}`, { name: "Mine now", price: 1 }), 404, "NOT_FOUND");
    await expectError(await send("DELETE", mine.key, `/api/v1/dealer/accessories/${theirs.mats.id}`), 404, "NOT_FOUND");
    expect(await accessoryRow(theirs.mats.id)).toEqual({ name: "Floor mats", price_cents: 25_000, updated_by: null });
    expect(logged).toEqual([]);
  });

  it("records the operator when the admin API changes one", async () => {
    const { dealer, mats, key } = await dealership();
    expect((await admin(`/dealerships/${dealer.id}/accessories/${mats.id}`, "PUT", { name: "Mats", price: 1 })).status).toBe(200);
    const [listed] = (await (await get("/api/v1/dealer/accessories", key)).json<any>()).accessories;
    expect(listed).toMatchObject({ name: "Mats", updatedBy: "operator" });
    expect(JSON.parse(logged[0]!)).toMatchObject({ change: "accessory changed", by: "operator", dealershipId: dealer.id });
  });
});

describe("effects of an accessory change on quotes", () => {
  it("prices the next quote with the new price; a quote priced before keeps its own", async () => {
    const { dealer, mats, key } = await dealership({ tier: "enterprise", autoRespond: true });
    const vehicle = await createVehicle();
    await stock(dealer.id, vehicle.id);
    const fmo = await registerClient();
    const ask = async () =>
      (await postJson("/api/v1/quotes", { dealershipId: dealer.id, globalCarId: vehicle.id, clientName: "Jo", clientEmail: "jo@fleet.example.com", accessoryIds: [mats.id] }, bearer(fmo))).json<any>();
    const first = await ask();
    expect(first.pricing.accessories).toEqual([{ name: "Floor mats", price: 250 }]);
    await send("PUT", key, `/api/v1/dealer/accessories/${mats.id}`, { name: "Floor mats", price: 300 });
    expect((await ask()).pricing.accessories).toEqual([{ name: "Floor mats", price: 300 }]);
    expect((await (await get(`/api/v1/quotes/${first.quoteId}`, fmo)).json<any>()).pricing.lineItems.accessories).toEqual([{ name: "Floor mats", price: 250 }]);
  });
});
