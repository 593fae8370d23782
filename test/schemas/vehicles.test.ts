import { describe, expect, it } from "vitest";
import { AdminVehicle, CatalogueVehicle, CreateVehicle, DealerInventoryItem, PRICING_FACTS, UpdateVehicle, VEHICLE_FACTS, VEHICLE_FIELDS, VehicleSpecs, VehicleSummary } from "../../src/schemas/vehicles";
import { innerOf } from "../../src/schemas/described";

const keys = (shape: { shape: Record<string, unknown> }) => Object.keys(shape.shape);

describe("a vehicle's one definition", () => {
  it("is shown whole to the operator, and every fact of it to FMOs and dealers, in the definition's order", () => {
    expect(keys(AdminVehicle)).toEqual(["id", ...VEHICLE_FIELDS, "createdAt"]);
    const specs = keys(innerOf(VehicleSpecs) as never);
    const catalogue = keys(CatalogueVehicle);
    for (const fact of VEHICLE_FACTS) {
      expect(specs, fact).toContain(fact);
      expect(catalogue, fact).toContain(fact);
    }
    expect(specs).toEqual(VEHICLE_FIELDS.filter((name) => !["make", "model", "version", "imageUrl"].includes(name)));
    expect(catalogue).toEqual(["id", ...VEHICLE_FIELDS.filter((name) => !["engine", "imageUrl"].includes(name)), "inStock"]);
    expect(keys(VehicleSummary)).toEqual(["id", "model", "version", "specs", "imageUrl"]);
    expect(keys(DealerInventoryItem)).toEqual(["globalCarId", "model", "version", "specs", "imageUrl"]);
  });

  it("is taken whole by the operator's writes: a new vehicle needs its model, version and powertrain, every other field may be left out", () => {
    expect(keys(CreateVehicle)).toEqual(VEHICLE_FIELDS);
    expect(keys(UpdateVehicle)).toEqual(VEHICLE_FIELDS);
    expect(CreateVehicle.safeParse({ model: "M", version: "V", powertrain: "ice" }).success).toBe(true);
    for (const missing of ["model", "version", "powertrain"]) {
      const vehicle: Record<string, string> = { model: "M", version: "V", powertrain: "ice" };
      delete vehicle[missing];
      expect(CreateVehicle.safeParse(vehicle).success, missing).toBe(false);
    }
    expect(CreateVehicle.parse({ model: "M", version: "V", powertrain: "ice" })).toMatchObject({ engine: null, listPrice: null, imageUrl: null });
  });

  it("holds every fact pricing reads", () => {
    for (const fact of PRICING_FACTS) expect(VEHICLE_FACTS).toContain(fact);
  });
});
