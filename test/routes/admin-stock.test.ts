import { describe, expect, it } from "vitest";
import { admin, issueDealerKey } from "../helpers/admin";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, call, expectError } from "../helpers/http";
import { capturedLogs } from "../helpers/logs";

const logged = capturedLogs();

describe("GET /admin/v1/vehicles", () => {
  it("lists the catalogue with every fact, by model text with the search's matching, whether stocked or not", async () => {
    const model = `Zebra Roadster ${crypto.randomUUID().slice(0, 6)}`;
    const first = await createVehicle({ model, version: "Base", tareKg: 1_400, listPriceCents: 5_000_050 });
    const second = await createVehicle({ model, version: "Sport" });
    const response = await admin(`/vehicles?model=${encodeURIComponent(model.toUpperCase().replace(" ", "-"))}`);
    expect(response.status).toBe(200);
    const body = await response.json<any>();
    expect(body.vehicles.map((v: any) => v.id)).toEqual([first.id, second.id]);
    expect(body.vehicles[0]).toEqual({
      id: first.id,
      make: "Zebra",
      model,
      version: "Base",
      bodyClass: "passenger",
      bodyType: "suv",
      cab: null,
      seats: null,
      driveType: null,
      powertrain: "ice",
      engine: "2.0L 4cyl petrol",
      cylinders: 4,
      co2GramsPerKm: 160,
      fuelLitresPer100Km: null,
      tareKg: 1_400,
      gvmKg: null,
      listPrice: 50_000.5,
      imageUrl: null,
      createdAt: expect.any(String),
    });
    expect(body.pagination).toEqual({ limit: 20, offset: 0, count: 2 });
    const page = await (await admin("/vehicles?limit=2&offset=1")).json<any>();
    expect(page.pagination).toEqual({ limit: 2, offset: 1, count: 2 });
  });

  it("answers 401 without the admin token and 400 for a bad page", async () => {
    await expectError(await call("/admin/v1/vehicles"), 401, "UNAUTHORIZED");
    await expectError(await admin("/vehicles?limit=101"), 400, "INVALID_REQUEST");
  });
});

describe("GET /admin/v1/dealerships/{id}/inventory", () => {
  it("lists a dealership's stock, available or not, with who changed each row last", async () => {
    const dealer = await createDealership();
    const ute = await createVehicle({ model: "Aardvark Ute" });
    const van = await createVehicle({ model: "Aardvark Van" });
    await stock(dealer.id, ute.id, 4_000_000, false);
    expect((await admin(`/dealerships/${dealer.id}/inventory/${van.id}`, "PUT", { price: 39_990 })).status).toBe(200);
    const dealerKey = await issueDealerKey(dealer.id);
    const changed = await call(`/api/v1/dealer/inventory/${ute.id}`, { method: "PUT", headers: bearer(dealerKey, { "Content-Type": "application/json" }), body: JSON.stringify({ price: 41_000, available: false }) });
    expect(changed.status).toBe(200);

    const body = await (await admin(`/dealerships/${dealer.id.replaceAll("-", "")}/inventory?model=aardvark`)).json<any>();
    expect(body).toEqual({
      dealershipId: dealer.id,
      inventory: [
        { globalCarId: ute.id, model: "Aardvark Ute", version: ute.version, price: 41_000, listPrice: null, available: false, updatedAt: expect.any(String), updatedBy: dealerKey.slice(0, 12) },
        { globalCarId: van.id, model: "Aardvark Van", version: van.version, price: 39_990, listPrice: null, available: true, updatedAt: expect.any(String), updatedBy: "operator" },
      ],
      pagination: { limit: 20, offset: 0, count: 2 },
    });
    expect(logged.map((l) => JSON.parse(l))).toMatchObject([
      { change: "stock item", by: "operator", dealershipId: dealer.id, globalCarId: van.id, price: 39_990, available: true },
      { change: "stock item", by: "dealer", dealershipId: dealer.id, globalCarId: ute.id },
    ]);
  });

  it("answers 404 for an unknown dealership", async () => {
    await expectError(await admin(`/dealerships/${crypto.randomUUID()}/inventory`), 404, "NOT_FOUND");
  });
});
