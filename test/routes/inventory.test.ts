import { describe, expect, it } from "vitest";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { expectError, get, registerClient } from "../helpers/http";

interface SearchBody {
  vehicles: { id: string; model: string; version: string; specs: unknown; imageUrl: string | null }[];
  pagination: { limit: number; offset: number; count: number };
}

async function search(key: string, model: string, extra = "") {
  const response = await get(`/api/v1/inventory?model=${encodeURIComponent(model)}${extra}`, key);
  expect(response.status).toBe(200);
  return response.json<SearchBody>();
}

/** A model name no other test or demo vehicle shares, ending in "HiLux". */
async function stockedModel(suffix = "HiLux") {
  const token = `Zq${crypto.randomUUID().slice(0, 6)}`;
  const dealer = await createDealership();
  const vehicle = await createVehicle({ model: `${token} ${suffix}` });
  await stock(dealer.id, vehicle.id);
  return { token, dealer, vehicle };
}

describe("GET /api/v1/inventory", () => {
  it("matches partially, ignoring case and spaces: 'hi lux', 'HILUX' and 'hilux' all find HiLux", async () => {
    const key = await registerClient();
    const { token, vehicle } = await stockedModel();
    for (const term of [`${token} hi lux`, `${token.toUpperCase()}HILUX`, `${token.toLowerCase()} hilux`, `${token}hil`, `${token.slice(1)} HI`]) {
      const body = await search(key, term);
      expect(body.vehicles.map((v) => v.id), term).toEqual([vehicle.id]);
    }
  });

  it("returns the vehicle summary with `id` as the globalCarId", async () => {
    const key = await registerClient();
    const { token, vehicle } = await stockedModel();
    const [found] = (await search(key, token)).vehicles;
    expect(found).toEqual({ id: vehicle.id, model: vehicle.model, version: vehicle.version, specs: expect.objectContaining({ powertrain: "ice" }), imageUrl: null });
  });

  it("lists a vehicle stocked by several dealerships once", async () => {
    const key = await registerClient();
    const { token, vehicle } = await stockedModel();
    for (let i = 0; i < 3; i++) await stock((await createDealership()).id, vehicle.id);
    expect((await search(key, token)).vehicles).toHaveLength(1);
  });

  it("leaves out vehicles that are unavailable everywhere or stocked only by unapproved dealerships", async () => {
    const key = await registerClient();
    const token = `Zq${crypto.randomUUID().slice(0, 6)}`;
    const unavailable = await createVehicle({ model: `${token} Unavailable` });
    await stock((await createDealership()).id, unavailable.id, 3_000_000, false);
    const hidden = await createVehicle({ model: `${token} Hidden` });
    await stock((await createDealership({ approved: false })).id, hidden.id);
    expect((await search(key, token)).vehicles).toEqual([]);
  });

  it("finds terms shorter than three characters too", async () => {
    const key = await registerClient();
    const { vehicle } = await stockedModel("J x");
    const ids: string[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = await search(key, "j X", `&limit=100&offset=${offset}`);
      ids.push(...page.vehicles.map((v) => v.id));
      if (page.pagination.count < 100) break;
    }
    expect(ids).toContain(vehicle.id);
  });

  it("accepts a model term of exactly 200 characters and refuses 201", async () => {
    const key = await registerClient();
    const dealer = await createDealership();
    const vehicle = await createVehicle({ model: `Zq ${"y".repeat(250)}` });
    await stock(dealer.id, vehicle.id);
    const term = `zq${"y".repeat(198)}`;
    expect(term).toHaveLength(200);
    expect((await search(key, term)).vehicles.map((v) => v.id)).toContain(vehicle.id);
    await expectError(await get(`/api/v1/inventory?model=${term}y`, key), 400, "INVALID_REQUEST");
  });

  it("treats FTS syntax in the term as plain text", async () => {
    const key = await registerClient();
    for (const term of ['"', 'hilux" OR "ranger', "NEAR(a b)", "*", "a:b", "^x"]) await search(key, term);
  });

  it("requires the model query parameter", async () => {
    const key = await registerClient();
    const error = await expectError(await get("/api/v1/inventory", key), 400, "INVALID_REQUEST");
    expect(error.message).toBe("Query parameter 'model' is required");
    await expectError(await get("/api/v1/inventory?model=", key), 400, "INVALID_REQUEST");
    await expectError(await get("/api/v1/inventory?model=hilux&limit=101", key), 400, "INVALID_REQUEST");
  });

  it("pages results in catalogue order", async () => {
    const key = await registerClient();
    const token = `Zq${crypto.randomUUID().slice(0, 6)}`;
    const dealer = await createDealership();
    const versions = ["C", "A", "B"];
    for (const version of versions) await stock(dealer.id, (await createVehicle({ model: `${token} Ranger`, version })).id);
    const page = await search(key, token, "&limit=2&offset=1");
    expect(page.vehicles.map((v) => v.version)).toEqual(["A", "B"]);
    expect(page.pagination).toEqual({ limit: 2, offset: 1, count: 2 });
  });
});
