import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { expectError, get, registerClient } from "../helpers/http";

const count = (sql: string) => env.DB.prepare(sql).first<number>("n");

describe("demo data (seed/demo.sql, loaded by npm run dev)", () => {
  it("has the dealerships a newcomer needs to try both quote paths", async () => {
    expect(await count("SELECT count(*) AS n FROM dealerships WHERE approved = 1 AND name NOT LIKE 'Test Motors%' AND name NOT LIKE 'AAA%'")).toBeGreaterThanOrEqual(12);
    expect(await count("SELECT count(DISTINCT state) AS n FROM dealerships WHERE approved = 1")).toBeGreaterThanOrEqual(5);
    expect(await count("SELECT count(*) AS n FROM dealerships WHERE approved = 1 AND tier = 'enterprise' AND auto_respond = 1")).toBeGreaterThanOrEqual(3);
    expect(await count("SELECT count(*) AS n FROM dealerships WHERE approved = 1 AND credits = 0 AND name NOT LIKE 'Test Motors%'")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM vehicles")).toBeGreaterThanOrEqual(60);
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
