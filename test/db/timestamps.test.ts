import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { admin, issueDealerKey } from "../helpers/admin";
import { ASKED_IN_NOVEMBER_2026, fixClock } from "../helpers/clock";
import { bearer, call, postJson, register } from "../helpers/http";

// The tables' `created_at` and `updated_at` columns default to SQLite's own clock, which neither
// TEST_CLOCK nor a test's fake timers move: every write stamps its rows from the service's clock.

afterEach(() => {
  vi.useRealTimers();
});

const stamped = (sql: string, ...values: unknown[]) => env.DB.prepare(sql).bind(...values).first<string>("at");

describe("the times a write stamps on its rows", () => {
  it("are the service's clock, not the database's: a client, a dealership, its key, a vehicle, its stock and an accessory", async () => {
    fixClock(ASKED_IN_NOVEMBER_2026);
    const now = new Date(ASKED_IN_NOVEMBER_2026).toISOString();

    const { apiKey } = await register("Clock Fleet");
    expect(await stamped("select created_at as at from api_clients where key_prefix = ?", apiKey.slice(0, 12))).toBe(now);

    const dealership = await (await admin("/dealerships", "POST", { name: "Clock Motors", contactEmail: "fleet@clock.example.com", state: "NSW", postcode: "2000", approved: true })).json<{ id: string }>();
    expect(await stamped("select created_at as at from dealerships where id = ?", dealership.id)).toBe(now);
    const dealerKey = await issueDealerKey(dealership.id);
    expect(await stamped("select created_at as at from dealer_keys where dealership_id = ?", dealership.id)).toBe(now);

    const vehicle = await (await admin("/vehicles", "POST", { model: "Clock Ute", version: "SR", bodyClass: "passenger", bodyType: "Ute", powertrain: "ice" })).json<{ id: string }>();
    expect(await stamped("select created_at as at from vehicles where id = ?", vehicle.id)).toBe(now);

    const stock = await call(`/api/v1/dealer/inventory/${vehicle.id}`, { method: "PUT", headers: bearer(dealerKey, { "Content-Type": "application/json" }), body: JSON.stringify({ price: 45_000 }) });
    expect(stock.status).toBe(200);
    expect(await stamped("select updated_at as at from dealer_inventory where dealership_id = ?", dealership.id)).toBe(now);

    const accessory = await postJson("/api/v1/dealer/accessories", { name: "Clock mats", price: 120 }, bearer(dealerKey));
    expect(accessory.status).toBe(201);
    expect(await stamped("select created_at as at from dealer_accessories where dealership_id = ?", dealership.id)).toBe(now);
  });
});
