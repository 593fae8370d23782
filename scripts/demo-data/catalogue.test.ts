// The demo catalogue's physical facts: sound, and what each version's name says (npm run test:scripts).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { vehicleFactsProblems } from "../../src/pricing/vehicle.ts";
import { vehicleFamilies } from "./catalogue.ts";
import type { VehicleSpec } from "./types.ts";

const vehicles: VehicleSpec[] = vehicleFamilies.flatMap((family) => family.versions.map((version) => ({ ...family.base, ...version, model: family.model })));

const factsOf = (v: VehicleSpec) => ({
  bodyType: v.bodyType,
  cab: v.cab,
  seats: v.seats,
  driveType: v.driveType,
  powertrain: v.powertrain,
  cylinders: v.cylinders,
  co2GramsPerKm: v.co2,
  fuelLitresPer100Km: v.fuelLitresPer100Km,
  tareKg: v.tareKg,
  gvmKg: v.gvmKg,
});

describe("the demo catalogue's facts", () => {
  it("contradict themselves nowhere", () => {
    for (const v of vehicles) assert.deepEqual(vehicleFactsProblems(factsOf(v)), [], `${v.model} ${v.version}`);
  });

  it("say what each version's name says: body, cab and drive", () => {
    const said: [RegExp, (v: VehicleSpec) => unknown, unknown][] = [
      [/Double Cab|Crew Cab/, (v) => v.cab, "dual"],
      [/Single Cab/, (v) => v.cab, "single"],
      [/Club Cab/, (v) => v.cab, "extra"],
      [/Cab Chassis/, (v) => v.bodyType, "cab-chassis"],
      [/Pick-Up|Ute/, (v) => v.bodyType, "ute"],
      [/4x4/, (v) => v.driveType, "4x4"],
      [/4x2|2WD|FWD|RWD/, (v) => v.driveType, "2wd"],
      [/AWD/, (v) => v.driveType, "awd"],
      [/Sedan/, (v) => v.bodyType, "sedan"],
    ];
    for (const v of vehicles) {
      for (const [words, fact, value] of said) {
        if (words.test(v.version)) assert.equal(fact(v), value, `${v.model} ${v.version}: ${words}`);
      }
    }
  });

  it("give every vehicle its seats and GVM, and its combined fuel consumption wherever a label rates it", () => {
    for (const v of vehicles) {
      const name = `${v.model} ${v.version}`;
      assert.ok(v.seats !== null && v.gvmKg !== null, `${name}: seats and GVM`);
      const burnsFuel = v.powertrain !== "bev" && v.powertrain !== "fcev";
      // The label rates CO2 and fuel together: a vehicle rated for one is rated for the other.
      assert.equal(v.fuelLitresPer100Km !== null, burnsFuel && v.co2 !== null, `${name}: fuel consumption where the label gives one`);
    }
  });

  it("rate fuel consumption and CO2 alike: the carbon in each litre of petrol or diesel, within the label's rounding", () => {
    // g of CO2 per km for each L/100 km, as ADR 81/02 labels give them: petrol 22.7 to 23.8, diesel 26.2 to 26.8.
    const perLitre = (engine: string): [number, number] => (engine.includes("diesel") ? [26.2, 26.8] : [22.7, 23.8]);
    for (const v of vehicles) {
      if (v.fuelLitresPer100Km === null || v.co2 === null) continue;
      const [low, high] = perLitre(v.engine);
      const [least, most] = [low * (v.fuelLitresPer100Km - 0.05) - 0.5, high * (v.fuelLitresPer100Km + 0.05) + 0.5];
      assert.ok(v.co2 >= least && v.co2 <= most, `${v.model} ${v.version}: ${v.co2} g/km is not what ${v.fuelLitresPer100Km} L/100 km burns (${least.toFixed(1)} to ${most.toFixed(1)})`);
    }
  });

  it("make a HiLux SR5 double cab a dual-cab 4x4 ute seating 5", () => {
    const sr5 = vehicles.find((v) => v.model === "Toyota HiLux" && v.version === "SR5 4x4 Double Cab Pick-Up Auto");
    assert.ok(sr5);
    assert.deepEqual([sr5.bodyType, sr5.cab, sr5.driveType, sr5.seats], ["ute", "dual", "4x4", 5]);
  });
});
