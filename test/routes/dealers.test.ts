import { describe, expect, it } from "vitest";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { expectError, get, registerClient } from "../helpers/http";

interface DealerList {
  dealers: { id: string; name: string; suburb: string | null; state: string | null; postcode: string | null; autoRespond: boolean }[];
  pagination: { limit: number; offset: number; count: number };
}

async function allDealers(key: string) {
  const dealers: DealerList["dealers"] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await (await get(`/api/v1/dealers?limit=100&offset=${offset}`, key)).json<DealerList>();
    dealers.push(...page.dealers);
    if (page.pagination.count < 100) return dealers;
  }
}

describe("GET /api/v1/dealers", () => {
  it("lists approved dealerships with all six fields, nullable ones as null", async () => {
    const key = await registerClient();
    const dealer = await createDealership({ name: "AAA Nulls Motors", suburb: null, state: null, postcode: null });
    const listed = (await allDealers(key)).find((d) => d.id === dealer.id);
    expect(listed).toEqual({ id: dealer.id, name: dealer.name, suburb: null, state: null, postcode: null, autoRespond: false });
  });

  it("never lists an unapproved dealership", async () => {
    const key = await registerClient();
    const hidden = await createDealership({ approved: false });
    const ids = (await allDealers(key)).map((d) => d.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids.length).toBeGreaterThan(0);
  });

  it("pages in a stable order by name then id, with limit 20 and offset 0 by default", async () => {
    const key = await registerClient();
    const whole = await allDealers(key);
    const sorted = [...whole].sort((a, b) => (a.name === b.name ? (a.id < b.id ? -1 : 1) : a.name < b.name ? -1 : 1));
    expect(whole.map((d) => d.id)).toEqual(sorted.map((d) => d.id));

    const first = await (await get("/api/v1/dealers", key)).json<DealerList>();
    expect(first.pagination).toEqual({ limit: 20, offset: 0, count: Math.min(20, whole.length) });
    const second = await (await get("/api/v1/dealers?limit=2&offset=1", key)).json<DealerList>();
    expect(second.dealers.map((d) => d.id)).toEqual(whole.slice(1, 3).map((d) => d.id));
    expect(second.pagination).toEqual({ limit: 2, offset: 1, count: 2 });
  });

  it.each(["limit=1", "limit=100", "offset=0", "offset=100000"])("answers %s with 200", async (query) => {
    expect((await get(`/api/v1/dealers?${query}`, await registerClient())).status).toBe(200);
  });

  it.each([
    "limit=0",
    "limit=101",
    "limit=-1",
    "limit=1.5",
    "limit=1e1",
    "limit=abc",
    "limit=",
    "limit=1&limit=2",
    "offset=100001",
    "offset=9007199254740993",
    "offset=99999999999999999999",
    "offset=-1",
    "offset=0.5",
  ])("answers %s with 400, naming the parameter", async (query) => {
    const error = await expectError(await get(`/api/v1/dealers?${query}`, await registerClient()), 400, "INVALID_REQUEST");
    expect(error.message).toMatch(/^Query parameter '(limit|offset)' /);
  });

  it("says a parameter given twice must be given once", async () => {
    const error = await expectError(await get("/api/v1/dealers?limit=5&limit=6", await registerClient()), 400, "INVALID_REQUEST");
    expect(error.message).toBe("Query parameter 'limit' must be given once");
  });
});

describe("GET /api/v1/dealers/{id}/inventory", () => {
  it("lists only the dealership's available vehicles, with canonical ids and specs", async () => {
    const key = await registerClient();
    const dealer = await createDealership();
    const shown = await createVehicle({ imageUrl: "https://images.example/v.jpg" });
    const unavailable = await createVehicle();
    await stock(dealer.id, shown.id);
    await stock(dealer.id, unavailable.id, 4_000_000, false);

    const response = await get(`/api/v1/dealers/${dealer.id}/inventory`, key);
    expect(response.status).toBe(200);
    const body = await response.json<any>();
    expect(body).toEqual({
      dealershipId: dealer.id,
      inventory: [
        {
          globalCarId: shown.id,
          model: shown.model,
          version: shown.version,
          specs: { bodyType: "suv", bodyClass: "passenger", cab: null, seats: null, driveType: null, fuelLitresPer100Km: null, gvmKg: null, powertrain: "ice", engine: "2.0L 4cyl petrol", cylinders: 4, co2GramsPerKm: 160, tareKg: null, listPrice: null },
          imageUrl: "https://images.example/v.jpg",
        },
      ],
      pagination: { limit: 20, offset: 0, count: 1 },
    });
  });

  it("accepts the id compact and in upper case, and answers canonically", async () => {
    const key = await registerClient();
    const dealer = await createDealership();
    const compactUpper = dealer.id.replaceAll("-", "").toUpperCase();
    const response = await get(`/api/v1/dealers/${compactUpper}/inventory`, key);
    expect(response.status).toBe(200);
    expect((await response.json<any>()).dealershipId).toBe(dealer.id);
  });

  it.each(["not-a-uuid", "12345", `${"a".repeat(31)}`, `${"a".repeat(33)}`, "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz", "0000000-00000-0000-0000-000000000000"])(
    "answers 400 for the malformed id %s",
    async (id) => {
      const key = await registerClient();
      await expectError(await get(`/api/v1/dealers/${id}/inventory`, key), 400, "INVALID_REQUEST");
    },
  );

  it("answers 404 for an unknown dealership and for an unapproved one", async () => {
    const key = await registerClient();
    await expectError(await get(`/api/v1/dealers/${crypto.randomUUID()}/inventory`, key), 404, "NOT_FOUND");
    const hidden = await createDealership({ approved: false });
    await expectError(await get(`/api/v1/dealers/${hidden.id}/inventory`, key), 404, "NOT_FOUND");
  });
});
