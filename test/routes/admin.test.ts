import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/domain/api-keys";
import { admin, issueDealerKey } from "../helpers/admin";
import { createDealership } from "../helpers/fixtures";
import { bearer, call, callWith, expectError, get, registerClient } from "../helpers/http";
import { capturedLogs } from "../helpers/logs";

// Each change the operator makes is logged (see dealer-stock.test.ts for the lines themselves).
capturedLogs();

const newDealership = { name: "Geelong Fleet Motors", contactEmail: "fleet@geelong.example.com.au", suburb: "Geelong", state: "VIC", postcode: "3220" };

describe("admin API authentication", () => {
  it("answers 401 without the admin token or with a wrong one", async () => {
    await expectError(await call("/admin/v1/dealerships", { method: "POST" }), 401, "UNAUTHORIZED");
    await expectError(await call("/admin/v1/vehicles", { method: "POST", headers: bearer("test-admin-tokeN") }), 401, "UNAUTHORIZED");
    const client = await registerClient();
    await expectError(await call("/admin/v1/vehicles", { method: "POST", headers: bearer(client) }), 401, "UNAUTHORIZED");
  });

  it("answers 503, never opens, when ADMIN_TOKEN is not configured", async () => {
    const response = await callWith({ ADMIN_TOKEN: undefined }, "/admin/v1/vehicles", { method: "POST", headers: bearer("anything") });
    await expectError(response, 503, "SERVICE_UNAVAILABLE");
  });
});

describe("admin API: dealerships", () => {
  it("creates an unapproved dealership that appears to FMOs once approved", async () => {
    const created = await admin("/dealerships", "POST", { ...newDealership, deliveryFee: 1290.5, standardMargin: 800 });
    expect(created.status).toBe(201);
    const dealer = await created.json<any>();
    expect(dealer).toMatchObject({ ...newDealership, approved: false, tier: "standard", autoRespond: false, deliveryFee: 1290.5, apiMargin: null, credits: 0 });

    const key = await registerClient();
    await expectError(await get(`/api/v1/dealers/${dealer.id}/inventory`, key), 404, "NOT_FOUND");
    expect((await (await admin(`/dealerships/${dealer.id}/approve`, "POST")).json<any>()).approved).toBe(true);
    expect((await get(`/api/v1/dealers/${dealer.id}/inventory`, key)).status).toBe(200);
  });

  it("refuses autoRespond for a standard-tier dealership, on create and on update", async () => {
    await expectError(await admin("/dealerships", "POST", { ...newDealership, autoRespond: true }), 400, "INVALID_REQUEST");
    const dealer = await createDealership();
    await expectError(await admin(`/dealerships/${dealer.id}`, "PATCH", { autoRespond: true }), 400, "INVALID_REQUEST");
    const updated = await admin(`/dealerships/${dealer.id}`, "PATCH", { tier: "enterprise", autoRespond: true, apiMargin: 450.25 });
    expect(await updated.json()).toMatchObject({ tier: "enterprise", autoRespond: true, apiMargin: 450.25 });
    const demoted = await admin(`/dealerships/${dealer.id}`, "PATCH", { tier: "standard" });
    expect(await demoted.json()).toMatchObject({ tier: "standard", autoRespond: false });
  });

  it("keeps every approved dealership reachable: approval needs a contactEmail, which it then keeps", async () => {
    const { contactEmail: _, ...withoutEmail } = newDealership;
    const refused = await expectError(await admin("/dealerships", "POST", { ...withoutEmail, approved: true }), 400, "INVALID_REQUEST");
    expect(refused.message).toBe("An approved dealership needs a contactEmail: its quote notices go there");
    expect((await admin("/dealerships", "POST", { ...newDealership, approved: true })).status).toBe(201);

    const unreachable = await (await admin("/dealerships", "POST", withoutEmail)).json<{ id: string }>();
    await expectError(await admin(`/dealerships/${unreachable.id}/approve`, "POST"), 409, "CONFLICT");
    await expectError(await admin(`/dealerships/${unreachable.id}`, "PATCH", { approved: true }), 400, "INVALID_REQUEST");
    expect(await (await admin(`/dealerships/${unreachable.id}`, "PATCH", { approved: true, contactEmail: "fleet@reachable.example.com" })).json()).toMatchObject({ approved: true });

    const approved = await createDealership();
    await expectError(await admin(`/dealerships/${approved.id}`, "PATCH", { contactEmail: null }), 400, "INVALID_REQUEST");
    expect(await (await admin(`/dealerships/${approved.id}`, "PATCH", { contactEmail: null, approved: false })).json()).toMatchObject({ approved: false, contactEmail: null });
  });

  it("answers an update with nothing to change with the dealership as it is", async () => {
    const dealer = await createDealership({ name: "Unchanged Motors" });
    const response = await admin(`/dealerships/${dealer.id}`, "PATCH", { unknownField: 1 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: dealer.id, name: "Unchanged Motors" });
  });

  it("validates money: non-negative, at most two decimals", async () => {
    await expectError(await admin("/dealerships", "POST", { ...newDealership, deliveryFee: -1 }), 400, "INVALID_REQUEST");
    await expectError(await admin("/dealerships", "POST", { ...newDealership, deliveryFee: 10.005 }), 400, "INVALID_REQUEST");
    expect((await admin("/dealerships", "POST", { ...newDealership, deliveryFee: 10.05 })).status).toBe(201);
  });

  it("adds credits to the balance", async () => {
    const dealer = await createDealership({ credits: 3 });
    expect((await (await admin(`/dealerships/${dealer.id}/credits`, "POST", { amount: 40 })).json<any>()).credits).toBe(43);
    await expectError(await admin(`/dealerships/${dealer.id}/credits`, "POST", { amount: 0 }), 400, "INVALID_REQUEST");
    await expectError(await admin(`/dealerships/${crypto.randomUUID()}/credits`, "POST", { amount: 1 }), 404, "NOT_FOUND");
  });
});

describe("admin API: catalogue, stock and accessories", () => {
  it("adds a vehicle, stocks it, and FMOs find it by search", async () => {
    const dealer = await createDealership();
    const token = `Zq${crypto.randomUUID().slice(0, 6)}`;
    const vehicle = await (await admin("/vehicles", "POST", { model: `${token} Ranger`, version: "XLT 4x4", bodyClass: "passenger", bodyType: "Dual Cab Ute", powertrain: "ice", cylinders: 4, co2GramsPerKm: 225 })).json<any>();
    const stocked = await admin(`/dealerships/${dealer.id}/inventory/${vehicle.id}`, "PUT", { price: 61990 });
    expect(await stocked.json()).toEqual({ dealershipId: dealer.id, vehicleId: vehicle.id, price: 61990, available: true });

    const key = await registerClient();
    const found = await (await get(`/api/v1/inventory?model=${token}%20ranger`, key)).json<any>();
    expect(found.vehicles.map((v: any) => v.id)).toEqual([vehicle.id]);

    await admin(`/dealerships/${dealer.id}/inventory/${vehicle.id}`, "PUT", { price: 60990, available: false });
    expect((await (await get(`/api/v1/inventory?model=${token}`, key)).json<any>()).vehicles).toEqual([]);
    await expectError(await admin(`/dealerships/${dealer.id}/inventory/${crypto.randomUUID()}`, "PUT", { price: 1 }), 404, "NOT_FOUND");
  });

  it("takes a vehicle's make from its model's first word(s) unless given, and the search finds the vehicle by its changed facts at once", async () => {
    const token = `Zq${crypto.randomUUID().slice(0, 6)}`;
    const named = await (await admin("/vehicles", "POST", { make: `${token} Motors`, model: "Cruiser", version: "GXL", bodyType: "suv", powertrain: "ice" })).json<any>();
    const derived = await (await admin("/vehicles", "POST", { model: `Land Rover ${token}`, version: "110", bodyType: "suv", powertrain: "ice" })).json<any>();
    expect([named.make, derived.make]).toEqual([`${token} Motors`, "Land Rover"]);
    const key = await registerClient();
    const search = async (q: string) => (await (await get(`/api/v1/vehicles?q=${q}`, key)).json<any>()).vehicles.map((v: any) => v.id);
    expect(await search(`${token}+motors+cruiser`)).toEqual([named.id]);
    await admin(`/vehicles/${named.id}`, "PATCH", { version: "Sahara Hybrid", powertrain: "hybrid" });
    expect(await search(`${token}+sahara+hybrid`)).toEqual([named.id]);
    expect(await search(`${token}+gxl`)).toEqual([]);
  });

  it("creates, replaces and removes accessories, and never another dealership's", async () => {
    const dealer = await createDealership();
    const other = await createDealership();
    const created = await (await admin(`/dealerships/${dealer.id}/accessories`, "POST", { name: "Towbar", price: 1150 })).json<any>();
    const replaced = await admin(`/dealerships/${dealer.id}/accessories/${created.id}`, "PUT", { name: "Heavy-duty towbar", price: 1350.5 });
    expect(await replaced.json()).toEqual({ id: created.id, dealershipId: dealer.id, name: "Heavy-duty towbar", price: 1350.5 });
    await expectError(await admin(`/dealerships/${other.id}/accessories/${created.id}`, "PUT", { name: "Stolen", price: 1 }), 404, "NOT_FOUND");
    expect((await admin(`/dealerships/${dealer.id}/accessories/${created.id}`, "DELETE")).status).toBe(204);
  });
});

describe("admin API: dealer keys", () => {
  it("issues a dlr_ key once, stores only its hash, and a revoked key stops working", async () => {
    const dealer = await createDealership();
    const issued = await admin(`/dealerships/${dealer.id}/keys`, "POST");
    expect(issued.status).toBe(201);
    const { id, dealerKey } = await issued.json<any>();
    expect(dealerKey).toMatch(/^dlr_[0-9a-f]{60}$/);
    const stored = await env.DB.prepare("SELECT * FROM dealer_keys WHERE id = ?").bind(id).first<any>();
    expect(stored.key_hash).toBe(await sha256Hex(dealerKey));
    expect(JSON.stringify(stored)).not.toContain(dealerKey.slice(12));

    expect((await get("/api/v1/dealer/quotes", dealerKey)).status).toBe(200);
    expect((await admin(`/dealerships/${dealer.id}/keys/${id}`, "DELETE")).status).toBe(204);
    await expectError(await get("/api/v1/dealer/quotes", dealerKey), 401, "UNAUTHORIZED");
    await expectError(await admin(`/dealerships/${dealer.id}/keys/${id}`, "DELETE"), 404, "NOT_FOUND");
  });

  it("does not accept a dealer key where an API key is required, nor the reverse", async () => {
    const dealerKey = await issueDealerKey((await createDealership()).id);
    await expectError(await get("/api/v1/dealers", dealerKey), 401, "UNAUTHORIZED");
    await expectError(await get("/api/v1/dealer/quotes", await registerClient()), 401, "UNAUTHORIZED");
  });
});

