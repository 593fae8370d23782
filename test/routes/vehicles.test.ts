import { describe, expect, it } from "vitest";
import { createDealership, createVehicle, stock, uniqueName } from "../helpers/fixtures";
import { expectError, get, registerClient } from "../helpers/http";

interface StockistList {
  dealerships: { id: string; name: string; suburb: string | null; state: string | null; postcode: string | null; autoRespond: boolean }[];
  pagination: { limit: number; offset: number; count: number; total: number };
}

/** A vehicle stocked, available, at three approved dealerships (two in NSW, named so that they sort A, B, C), and unavailable or unapproved elsewhere. */
async function stockedAround() {
  const key = await registerClient();
  const car = await createVehicle();
  const prefix = uniqueName("Zz Stockist");
  const a = await createDealership({ name: `${prefix} A`, state: "NSW" });
  const b = await createDealership({ name: `${prefix} B`, state: "VIC", autoRespond: true, tier: "enterprise" });
  const c = await createDealership({ name: `${prefix} C`, state: "NSW" });
  const unavailable = await createDealership({ name: `${prefix} D`, state: "NSW" });
  const unapproved = await createDealership({ name: `${prefix} E`, state: "NSW", approved: false });
  const elsewhere = await createDealership({ name: `${prefix} F`, state: "NSW" });
  await stock(c.id, car.id);
  await stock(a.id, car.id);
  await stock(b.id, car.id);
  await stock(unavailable.id, car.id, 4_000_000, false);
  await stock(unapproved.id, car.id);
  await stock(elsewhere.id, (await createVehicle()).id);
  return { key, car, a, b, c };
}

describe("GET /api/v1/vehicles/{id}/dealerships", () => {
  it("lists the approved dealerships that have the vehicle available, in name order, as the dealer list shows them, without prices", async () => {
    const { key, car, a, b, c } = await stockedAround();
    const response = await get(`/api/v1/vehicles/${car.id}/dealerships`, key);
    expect(response.status).toBe(200);
    const body = await response.json<StockistList>();
    expect(body).toEqual({
      dealerships: [a, b, c].map((d) => ({ id: d.id, name: d.name, suburb: d.suburb, state: d.state, postcode: d.postcode, autoRespond: d.autoRespond })),
      pagination: { limit: 20, offset: 0, count: 3, total: 3 },
    });
  });

  it("narrows to one state, and pages as every list does", async () => {
    const { key, car, a, c } = await stockedAround();
    const nsw = await (await get(`/api/v1/vehicles/${car.id}/dealerships?state=NSW`, key)).json<StockistList>();
    expect(nsw.dealerships.map((d) => d.id)).toEqual([a.id, c.id]);
    const second = await (await get(`/api/v1/vehicles/${car.id.replaceAll("-", "").toUpperCase()}/dealerships?state=NSW&limit=1&offset=1`, key)).json<StockistList>();
    expect(second).toEqual({ dealerships: [expect.objectContaining({ id: c.id })], pagination: { limit: 1, offset: 1, count: 1, total: 2 } });
    const none = await (await get(`/api/v1/vehicles/${car.id}/dealerships?state=WA`, key)).json<StockistList>();
    expect(none.dealerships).toEqual([]);
  });

  it("answers 404 for a vehicle the catalogue does not have, and 400 for a malformed id or state", async () => {
    const key = await registerClient();
    await expectError(await get(`/api/v1/vehicles/${crypto.randomUUID()}/dealerships`, key), 404, "NOT_FOUND");
    await expectError(await get("/api/v1/vehicles/not-an-id/dealerships", key), 400, "INVALID_REQUEST");
    const car = await createVehicle();
    const wrongState = await expectError(await get(`/api/v1/vehicles/${car.id}/dealerships?state=XX`, key), 400, "INVALID_REQUEST");
    expect(wrongState.message).toMatch(/state/);
  });

  it("lists nothing for a vehicle nobody has available", async () => {
    const key = await registerClient();
    const car = await createVehicle();
    expect(await (await get(`/api/v1/vehicles/${car.id}/dealerships`, key)).json<StockistList>()).toEqual({ dealerships: [], pagination: { limit: 20, offset: 0, count: 0, total: 0 } });
  });

  it("takes the state in any case, and counts every match past the last page", async () => {
    const { key, car, a, c } = await stockedAround();
    const lower = await (await get(`/api/v1/vehicles/${car.id}/dealerships?state=nsw`, key)).json<StockistList>();
    expect(lower.dealerships.map((d) => d.id)).toEqual([a.id, c.id]);
    const past = await (await get(`/api/v1/vehicles/${car.id}/dealerships?state=Nsw&offset=2`, key)).json<StockistList>();
    expect(past).toEqual({ dealerships: [], pagination: { limit: 20, offset: 2, count: 0, total: 2 } });
  });
});

describe("GET /api/v1/inventory with state", () => {
  it("finds only the vehicles some approved dealership of that state has available", async () => {
    const key = await registerClient();
    const model = uniqueName("Zstate Ute");
    const inNsw = await createVehicle({ model, version: "NSW" });
    const inVic = await createVehicle({ model, version: "VIC" });
    const unavailableInNsw = await createVehicle({ model, version: "Unavailable" });
    await stock((await createDealership({ state: "NSW" })).id, inNsw.id);
    await stock((await createDealership({ state: "VIC" })).id, inVic.id);
    await stock((await createDealership({ state: "NSW" })).id, unavailableInNsw.id, 4_000_000, false);
    await stock((await createDealership({ state: "NSW", approved: false })).id, inVic.id);
    const search = async (query: string) =>
      (await (await get(`/api/v1/inventory?model=${encodeURIComponent(model)}${query}`, key)).json<{ vehicles: { id: string }[] }>()).vehicles.map((v) => v.id);
    expect(await search("")).toEqual([inNsw.id, inVic.id]);
    expect(await search("&state=NSW")).toEqual([inNsw.id]);
    expect(await search("&state=VIC")).toEqual([inVic.id]);
    expect(await search("&state=TAS")).toEqual([]);
    await expectError(await get(`/api/v1/inventory?model=ute&state=Victoria`, key), 400, "INVALID_REQUEST");
  });
});
