import { describe, expect, it } from "vitest";
import type { VehicleRow } from "../../src/db/queries/vehicle-specs";
import { VEHICLE_FACTS, VEHICLE_FIELDS } from "../../src/schemas/vehicles";
import { adminVehicleView, catalogueVehicleView, inventoryItemView, vehicleSpecsView, vehicleView } from "../../src/views/vehicles";

const row: VehicleRow & { createdAt: string } = {
  id: "9b0e2c4d-6f81-4a3b-9c5d-7e1f2a3b4c5d",
  make: "Toyota",
  model: "Toyota HiLux",
  version: "SR5",
  bodyType: "ute",
  bodyClass: "commercial",
  cab: "dual",
  seats: 5,
  driveType: "4x4",
  powertrain: "ice",
  engine: "2.8L",
  cylinders: 4,
  co2GramsPerKm: 218,
  fuelLitresPer100Km: 8.4,
  tareKg: 2140,
  gvmKg: 3050,
  listPriceCents: 6_229_050,
  imageUrl: null,
  createdAt: "2026-11-23T12:49:45.112Z",
};

describe("a stored vehicle's views", () => {
  it("show every field of its definition, the list price in dollars", () => {
    expect(Object.keys(vehicleView(row))).toEqual(VEHICLE_FIELDS);
    expect(vehicleView(row).listPrice).toBe(62_290.5);
  });

  it("answer the operator with the facts first, in the order its answers have always had", () => {
    expect(Object.keys(adminVehicleView(row))).toEqual(["id", "make", "model", "version", ...VEHICLE_FACTS, "bodyClass", "engine", "listPrice", "imageUrl", "createdAt"]);
  });

  it("answer FMOs and dealers in the definition's order", () => {
    expect(Object.keys(vehicleSpecsView(row))).toEqual(VEHICLE_FIELDS.filter((name) => !["make", "model", "version", "imageUrl"].includes(name)));
    expect(Object.keys(inventoryItemView(row))).toEqual(["globalCarId", "model", "version", "specs", "imageUrl"]);
    expect(Object.keys(catalogueVehicleView({ ...row, inStock: 1 }))).toEqual(["id", ...VEHICLE_FIELDS.filter((name) => !["engine", "imageUrl"].includes(name)), "inStock"]);
  });
});
