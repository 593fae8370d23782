import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bearer, expectError, get, postJson, registerClient } from "../helpers/http";

const count = (sql: string) => env.DB.prepare(sql).first<number>("n");
const credits = (id: string) => env.DB.prepare("SELECT credits FROM dealerships WHERE id = ?").bind(id).first<number>("credits");

/** Other tests of a file may add dealerships to the same D1: only the demo data's count here. */
const DEMO_ONLY = "name NOT LIKE 'Test Motors%' AND name NOT LIKE 'AAA%'";

// The dealerships the README names, Zero Credit Demo Motors aside (ids are name-based: scripts/demo-seed/derive.ts).
const PARRAMATTA_TOYOTA = "ac5c6687-9f57-5464-8072-91b135294356"; // enterprise, answers at once
const ADELAIDE_CITY_HYUNDAI = "4c4f2d24-128e-5c0c-89e5-df7b7e072620"; // reviews quotes by hand
const README_NAMES = ["Parramatta Toyota", "Adelaide City Hyundai", "Brisbane City Toyota", "Hobart Toyota", "Mount Barker Toyota"];
const ZERO_CREDIT = { id: "0646b369-32a6-537f-ac57-4fdd835eae44", name: "Zero Credit Demo Motors" };

interface DealerList {
  dealers: { id: string; name: string }[];
  pagination: { limit: number; offset: number; count: number };
}

const dealerPage = async (key: string, query = "") => (await get(`/api/v1/dealers${query}`, key)).json<DealerList>();

function quote(key: string, dealershipId: string, i: number) {
  return postJson(
    "/api/v1/quotes",
    { dealershipId, model: "i30", version: "hatch 2.0", clientName: `Jo Fleet ${i}`, clientEmail: "jo@fleet.example.com" },
    bearer(key),
  );
}

describe("demo data (seed/demo.sql, loaded by npm run dev)", () => {
  it("has the dealerships a newcomer needs to try both quote paths", async () => {
    expect(await count(`SELECT count(*) AS n FROM dealerships WHERE approved = 1 AND ${DEMO_ONLY}`)).toBeGreaterThanOrEqual(21);
    expect(await count("SELECT count(DISTINCT state) AS n FROM dealerships WHERE approved = 1")).toBeGreaterThanOrEqual(5);
    expect(await count("SELECT count(*) AS n FROM dealerships WHERE approved = 1 AND tier = 'enterprise' AND auto_respond = 1")).toBeGreaterThanOrEqual(3);
    expect(await count("SELECT count(*) AS n FROM vehicles")).toBeGreaterThanOrEqual(60);
  });

  it("gives every dealership on the first page of GET /dealers, and every one README names, at least 1,000 credits", async () => {
    const key = await registerClient();
    const page = await dealerPage(key);
    expect(page.pagination).toMatchObject({ limit: 20, offset: 0, count: 20 });
    const demo = page.dealers.filter((d) => !d.name.startsWith("Test Motors") && !d.name.startsWith("AAA"));
    expect(demo.length).toBeGreaterThan(0);
    for (const dealer of demo) expect(await credits(dealer.id), dealer.name).toBeGreaterThanOrEqual(1000);

    for (const name of README_NAMES) {
      const row = await env.DB.prepare("SELECT credits FROM dealerships WHERE name = ? AND approved = 1").bind(name).first<number>("credits");
      expect(row, name).toBeGreaterThanOrEqual(1000);
    }
    expect(await credits(PARRAMATTA_TOYOTA)).toBeGreaterThanOrEqual(1000);
    expect(await credits(ADELAIDE_CITY_HYUNDAI)).toBeGreaterThanOrEqual(1000);
  });

  it("keeps exactly one approved dealership with 0 credits, on the second page of GET /dealers, not the first", async () => {
    const zero = await env.DB.prepare(`SELECT id, name FROM dealerships WHERE approved = 1 AND credits = 0 AND ${DEMO_ONLY}`).all<{ id: string; name: string }>();
    expect(zero.results).toEqual([ZERO_CREDIT]);

    const key = await registerClient();
    const first = await dealerPage(key);
    expect(first.dealers).toHaveLength(20);
    expect(first.dealers.map((d) => d.id)).not.toContain(ZERO_CREDIT.id);
    const second = await dealerPage(key, "?offset=20");
    expect(second.pagination).toMatchObject({ limit: 20, offset: 20 });
    expect(second.dealers.map((d) => d.id)).toContain(ZERO_CREDIT.id);
  });

  it("takes a dozen quotes in a row at README's dealership that reviews by hand", async () => {
    const key = await registerClient();
    const before = await credits(ADELAIDE_CITY_HYUNDAI);
    for (let i = 1; i <= 12; i++) {
      const response = await quote(key, ADELAIDE_CITY_HYUNDAI, i);
      expect(response.status, `quote ${i}`).toBe(201);
      expect(await response.json()).toMatchObject({ status: "pending" });
    }
    expect(await credits(ADELAIDE_CITY_HYUNDAI)).toBe(before! - 12);
  });

  it("answers 402 INSUFFICIENT_CREDITS for a quote at the zero-credit dealership, for a vehicle it stocks", async () => {
    const key = await registerClient();
    const stock = await (await get(`/api/v1/dealers/${ZERO_CREDIT.id}/inventory`, key)).json<{ inventory: { model: string; version: string }[] }>();
    expect(stock.inventory).toContainEqual(expect.objectContaining({ model: "Hyundai i30", version: "Hatch 2.0 Auto" }));
    await expectError(await quote(key, ZERO_CREDIT.id, 1), 402, "INSUFFICIENT_CREDITS");
    expect(await credits(ZERO_CREDIT.id)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM quotes WHERE dealership_id = '${ZERO_CREDIT.id}'`)).toBe(0);
  });

  it("finds the demo Toyota HiLux by 'hi lux'", async () => {
    const key = await registerClient();
    const body = await (await get("/api/v1/inventory?model=hi%20lux&limit=100", key)).json<{ vehicles: { model: string }[] }>();
    expect(body.vehicles.length).toBeGreaterThan(2);
    expect(new Set(body.vehicles.map((v) => v.model))).toEqual(new Set(["Toyota HiLux"]));
  });

  it("never shows the unapproved dealership or the vehicle only it stocks", async () => {
    const key = await registerClient();
    const hidden = await env.DB.prepare("SELECT id FROM dealerships WHERE approved = 0 AND name = 'Pending Approval Motors'").first<string>("id");
    expect(hidden).toBeTruthy();
    const dealers = await (await get("/api/v1/dealers?limit=100", key)).text();
    expect(dealers).not.toContain(hidden!);
    await expectError(await get(`/api/v1/dealers/${hidden}/inventory`, key), 404, "NOT_FOUND");
    const onlyThere = await (await get("/api/v1/inventory?model=LDV%20T60", key)).json<{ vehicles: unknown[] }>();
    expect(onlyThere.vehicles).toEqual([]);
    const onlyUnavailable = await (await get("/api/v1/inventory?model=cannon%20alpha", key)).json<{ vehicles: unknown[] }>();
    expect(onlyUnavailable.vehicles).toEqual([]);
  });
});
