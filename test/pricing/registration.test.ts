import { describe, expect, it } from "vitest";
import type { AuState } from "../../src/pricing/au-state";
import { registration12Months } from "../../src/pricing/registration";
import type { DutyVehicle } from "../../src/pricing/vehicle";

const car: DutyVehicle = { bodyClass: "passenger", powertrain: "ice", cylinders: 4, co2GramsPerKm: 150 };
const bev: DutyVehicle = { bodyClass: "passenger", powertrain: "bev", cylinders: null, co2GramsPerKm: 0 };

// Totals are the sums of the components in au-charges.md section 3 (and equal the data's total12Months).
describe("registration12Months", () => {
  it.each<{ state: AuState; total: number; ids: string[] }>([
    // 79 + 374 + 600 + 45
    { state: "NSW", total: 109_800, ids: ["registration_fee", "motor_vehicle_tax", "ctp_green_slip", "plate_fee"] },
    { state: "VIC", total: 97_370, ids: ["registration_and_tac_sro_standard"] }, // 973.70
    { state: "QLD", total: 85_975, ids: ["registration_fee_and_tif", "ctp", "plate_fee"] }, // 437.90 + 386.80 + 35.05
    // 397.80 + 6.60 + 10.30 + 420.85 + 30
    { state: "WA", total: 86_555, ids: ["licence_fee", "prescribed_flat_fee", "recording_fee", "mii", "plate_fee"] },
    { state: "SA", total: 70_000, ids: ["registration_package", "plate_fee"] }, // 670 + 30
    { state: "TAS", total: 64_542, ids: ["registration_establish_total"] }, // 645.42
    // 500 + 400 + 160 + 110.60
    { state: "ACT", total: 117_060, ids: ["registration_fee", "mai_insurance", "levies", "establishment_and_plates"] },
    { state: "NT", total: 85_125, ids: ["registration_incl_mac", "plate_fee"] }, // 831.25 + 20
  ])("$state", ({ state, total, ids }) => {
    const registration = registration12Months(state, car);
    expect(registration.totalCents).toBe(total);
    expect(registration.components.map((c) => c.id)).toEqual(ids);
    expect(registration.components.reduce((sum, c) => sum + c.cents, 0)).toBe(total);
  });

  it("charges an EV the standard total: no state's EV registration concession is modelled in figures", () => {
    // NT's free plug-in EV registration still charges MAC and admin inside the single $831.25 component.
    expect(registration12Months("NT", bev).totalCents).toBe(85_125);
    expect(registration12Months("VIC", bev).totalCents).toBe(97_370);
  });
});
