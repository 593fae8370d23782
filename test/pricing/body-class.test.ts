import { describe, expect, it } from "vitest";
import { bodyClassOf, vehicleFactsFromBodyClass } from "../../src/pricing/body-class";
import { BODY_CLASSES, vehicleFactsProblems, type VehicleFacts } from "../../src/pricing/vehicle";

// The old single `bodyClass`, both ways (src/pricing/body-class.ts): how old rows migrate and old clients are
// read, and what the API keeps answering as `bodyClass` for this version.
const legacy = { powertrain: "ice" as const, cylinders: 4, co2GramsPerKm: 200, tareKg: 2000 };

describe("bodyClass → facts", () => {
  it.each([
    { bodyClass: "passenger" as const, bodyType: "sedan" },
    { bodyClass: "commercial" as const, bodyType: "ute" },
    { bodyClass: "motorcycle" as const, bodyType: "motorcycle" },
    { bodyClass: "heavy" as const, bodyType: "truck" },
  ])("a class alone: $bodyClass → $bodyType, the facts no text states left unknown", ({ bodyClass, bodyType }) => {
    expect(vehicleFactsFromBodyClass({ bodyClass, ...legacy })).toEqual({
      bodyType,
      cab: null,
      seats: null,
      driveType: null,
      powertrain: "ice",
      cylinders: 4,
      co2GramsPerKm: 200,
      fuelLitresPer100Km: null,
      tareKg: 2000,
      gvmKg: null,
    });
  });

  it("reads the old free-text body type and the version for the body, the cab and the drive", () => {
    expect(vehicleFactsFromBodyClass({ bodyClass: "passenger", bodyType: "Dual Cab Ute", version: "SR5 4x4 Double Cab Pick-Up Auto", ...legacy })).toMatchObject({
      bodyType: "ute",
      cab: "dual",
      driveType: "4x4",
    });
    expect(vehicleFactsFromBodyClass({ bodyClass: "commercial", bodyType: "Cab Chassis", version: "Workmate 4x2 Single Cab Chassis Auto", ...legacy })).toMatchObject({
      bodyType: "cab-chassis",
      cab: "single",
      driveType: "2wd",
    });
    expect(vehicleFactsFromBodyClass({ bodyClass: "commercial", bodyType: "Van", version: "LWB Van Auto", ...legacy })).toMatchObject({ bodyType: "van", cab: null });
    expect(vehicleFactsFromBodyClass({ bodyClass: "passenger", bodyType: "SUV", version: "GXL AWD", ...legacy })).toMatchObject({ bodyType: "suv", driveType: "awd" });
    expect(vehicleFactsFromBodyClass({ bodyClass: "passenger", bodyType: "Crew Cab Ute", version: "LS-U 4x4 Crew Cab Ute Auto", ...legacy })).toMatchObject({ cab: "dual" });
  });

  it("drops a cylinder count the old catalogue let a battery car carry: the facts refuse one", () => {
    const facts = vehicleFactsFromBodyClass({ bodyClass: "passenger", ...legacy, powertrain: "bev", co2GramsPerKm: 0 });
    expect(facts.cylinders).toBeNull();
    expect(vehicleFactsProblems(facts)).toEqual([]);
  });

  it("keeps to the class where the text names a body of another class", () => {
    // a motorcycle row whose text says "Van" stays a motorcycle
    expect(vehicleFactsFromBodyClass({ bodyClass: "motorcycle", bodyType: "Van", ...legacy }).bodyType).toBe("motorcycle");
  });
});

describe("facts → bodyClass", () => {
  const facts = (changes: Partial<VehicleFacts>): VehicleFacts => ({ ...vehicleFactsFromBodyClass({ bodyClass: "passenger", ...legacy }), ...changes });

  it("gives every old class back from the class alone", () => {
    for (const bodyClass of BODY_CLASSES) expect(bodyClassOf(vehicleFactsFromBodyClass({ bodyClass, ...legacy }))).toBe(bodyClass);
  });

  it.each([
    { changes: { bodyType: "suv" as const }, bodyClass: "passenger" },
    { changes: { bodyType: "people-mover" as const }, bodyClass: "passenger" },
    { changes: { bodyType: "ute" as const, cab: "dual" as const }, bodyClass: "commercial" },
    { changes: { bodyType: "van" as const }, bodyClass: "commercial" },
    { changes: { bodyType: "truck" as const, gvmKg: 4500 }, bodyClass: "commercial" },
    { changes: { bodyType: "truck" as const, gvmKg: 4501 }, bodyClass: "heavy" },
    { changes: { bodyType: "bus" as const, gvmKg: 4500 }, bodyClass: "passenger" },
    { changes: { bodyType: "bus" as const, gvmKg: null }, bodyClass: "heavy" },
    { changes: { bodyType: "van" as const, gvmKg: 5000 }, bodyClass: "heavy" },
    { changes: { bodyType: "motorcycle" as const }, bodyClass: "motorcycle" },
  ])("$changes → $bodyClass", ({ changes, bodyClass }) => {
    expect(bodyClassOf(facts(changes))).toBe(bodyClass);
  });
});

describe("facts that contradict themselves", () => {
  const sound: VehicleFacts = { bodyType: "ute", cab: "dual", seats: 5, driveType: "4x4", powertrain: "ice", cylinders: 4, co2GramsPerKm: 236, fuelLitresPer100Km: 8.9, tareKg: 2140, gvmKg: 3050 };

  it("finds none in a dual-cab ute", () => {
    expect(vehicleFactsProblems(sound)).toEqual([]);
  });

  it("names each field that cannot be", () => {
    expect(vehicleFactsProblems({ ...sound, bodyType: "sedan" })).toEqual(["cab is for a ute, cab chassis, truck or bus only, not a sedan"]);
    expect(vehicleFactsProblems({ ...sound, powertrain: "bev" })).toEqual(["cylinders must be null for a battery electric vehicle"]);
    expect(vehicleFactsProblems({ ...sound, gvmKg: 2139 })).toEqual(["gvmKg (2139) is below tareKg (2140)"]);
    expect(vehicleFactsProblems({ ...sound, seats: 0 })).toEqual(["seats must be a whole number from 1 to 99, got 0"]);
    expect(vehicleFactsProblems({ ...sound, fuelLitresPer100Km: -0.1 })).toEqual(["fuelLitresPer100Km must be from 0 to 100, got -0.1"]);
  });
});
