import { describe, expect, it } from "vitest";
import type { AuState } from "../../src/pricing/au-state";
import { registration12Months } from "../../src/pricing/registration";
import type { DutyVehicle } from "../../src/pricing/vehicle";

const car: DutyVehicle = { bodyClass: "passenger", powertrain: "ice", cylinders: 4, co2GramsPerKm: 150 };
const bev: DutyVehicle = { bodyClass: "passenger", powertrain: "bev", cylinders: null, co2GramsPerKm: 0 };
const withCylinders = (cylinders: number | null): DutyVehicle => ({ ...car, cylinders });

const IN_2025_26 = "2026-03-02";
const IN_2026_27 = "2026-11-23";

// Totals are the sums of the components in au-charges.md section 3 (2025-26), and of the 2026-27 module.
describe("registration12Months in 2025-26", () => {
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
    const registration = registration12Months(state, car, IN_2025_26);
    expect(registration.totalCents).toBe(total);
    expect(registration.ratesAsOf).toBe(IN_2025_26);
    expect(registration.components.map((c) => c.id)).toEqual(ids);
    expect(registration.concessions).toEqual([]);
    expect(registration.components.reduce((sum, c) => sum + c.cents, 0)).toBe(total);
  });
});

describe("registration12Months in 2026-27", () => {
  it.each<{ state: AuState; total: number }>([
    // 84 + 374 + 600 + 45 = 1,103, less the $100 discount (1 Sep 2026 – 31 Aug 2027) = 1,003
    { state: "NSW", total: 100_300 },
    { state: "VIC", total: 97_370 }, // carried forward: 973.70
    { state: "QLD", total: 87_455 }, // 452.70 + 386.80 + 35.05 = 874.55
    { state: "WA", total: 86_555 }, // carried forward
    { state: "SA", total: 70_000 }, // carried forward
    { state: "TAS", total: 64_542 }, // carried forward
    { state: "ACT", total: 117_060 }, // carried forward (estimates)
    { state: "NT", total: 85_125 }, // carried forward
  ])("$state", ({ state, total }) => {
    const registration = registration12Months(state, car, IN_2026_27);
    expect(registration.totalCents).toBe(total);
    const lines = [...registration.components, ...registration.concessions];
    expect(lines.reduce((sum, c) => sum + c.cents, 0)).toBe(total);
  });

  it("lists NSW's $100 discount as its own negative line, not inside the fee", () => {
    const { components, concessions } = registration12Months("NSW", car, IN_2026_27);
    expect(components.find((c) => c.id === "registration_fee")).toMatchObject({
      cents: 8_400,
      confidence: "corroborated",
      effectiveFrom: "2026-07-01",
      effectiveTo: "2027-06-30",
    });
    expect(concessions).toEqual([
      expect.objectContaining({
        id: "nsw_registration_discount_2026_27",
        cents: -10_000,
        effectiveFrom: "2026-09-01",
        effectiveTo: "2027-08-31",
        confidence: "corroborated",
      }),
    ]);
  });

  it("gives the NSW discount to light vehicles only", () => {
    const truck: DutyVehicle = { bodyClass: "heavy", powertrain: "ice", cylinders: 6, co2GramsPerKm: null };
    expect(registration12Months("NSW", truck, IN_2026_27).concessions).toEqual([]);
  });
});

describe("QLD and TAS price registration by cylinders and powertrain", () => {
  it.each<{ state: AuState; on: string; vehicle: DutyVehicle; first: number; total: number }>([
    // QLD 2025-26: 358.25 / 437.90 / 655.35 / 891.80 / 1,034.70, + CTP 386.80 + plates 35.05 (= 421.85)
    { state: "QLD", on: IN_2025_26, vehicle: withCylinders(3), first: 35_825, total: 78_010 },
    { state: "QLD", on: IN_2025_26, vehicle: withCylinders(6), first: 65_535, total: 107_720 },
    { state: "QLD", on: IN_2025_26, vehicle: withCylinders(8), first: 89_180, total: 131_365 },
    { state: "QLD", on: IN_2025_26, vehicle: withCylinders(12), first: 103_470, total: 145_655 },
    { state: "QLD", on: IN_2025_26, vehicle: bev, first: 35_825, total: 78_010 },
    // QLD 2026-27: 370.35 / 452.70 / 677.55 / 921.95 / 1,069.60, + 421.85
    { state: "QLD", on: IN_2026_27, vehicle: withCylinders(3), first: 37_035, total: 79_220 },
    { state: "QLD", on: IN_2026_27, vehicle: withCylinders(6), first: 67_755, total: 109_940 },
    { state: "QLD", on: IN_2026_27, vehicle: withCylinders(8), first: 92_195, total: 134_380 },
    { state: "QLD", on: IN_2026_27, vehicle: withCylinders(10), first: 106_960, total: 149_145 },
    { state: "QLD", on: IN_2026_27, vehicle: bev, first: 37_035, total: 79_220 },
    // an unknown cylinder count pays the standard (4-cylinder) figure: 452.70 + 421.85
    { state: "QLD", on: IN_2026_27, vehicle: withCylinders(null), first: 45_270, total: 87_455 },
    // TAS establish fees incl. plate: 3 cyl 621.42; 6 cyl 686.42; 8 cyl 762.42; 12 cyl 796.42; EV 645.42
    { state: "TAS", on: IN_2025_26, vehicle: withCylinders(3), first: 62_142, total: 62_142 },
    { state: "TAS", on: IN_2025_26, vehicle: withCylinders(6), first: 68_642, total: 68_642 },
    { state: "TAS", on: IN_2026_27, vehicle: withCylinders(8), first: 76_242, total: 76_242 },
    { state: "TAS", on: IN_2026_27, vehicle: withCylinders(12), first: 79_642, total: 79_642 },
    { state: "TAS", on: IN_2026_27, vehicle: bev, first: 64_542, total: 64_542 },
  ])("$state on $on, $vehicle.powertrain with $vehicle.cylinders cylinders", ({ state, on, vehicle, first, total }) => {
    const registration = registration12Months(state, vehicle, on);
    expect(registration.components[0]?.cents).toBe(first);
    expect(registration.totalCents).toBe(total);
  });

  it("names the band in the label", () => {
    expect(registration12Months("QLD", withCylinders(6), IN_2026_27).components[0]?.label).toBe(
      "Registration fee + traffic improvement fee (5-6 cylinders)",
    );
  });
});

describe("EV registration concessions", () => {
  it("NT: free registration for plug-in EVs, MAC still paid, as a negative line to 30 June 2027", () => {
    // 831.25 + 20 = 851.25, less the registration component 219.00 = 632.25
    const inside = registration12Months("NT", bev, "2027-06-30");
    expect(inside.totalCents).toBe(63_225);
    expect(inside.concessions).toEqual([
      expect.objectContaining({ id: "nt_pev_free_registration", cents: -21_900, confidence: "estimate" }),
    ]);
    // from 1 July 2027 the concession has ended: 851.25 (and the data is carried forward past 30 June 2027)
    const after = registration12Months("NT", bev, "2027-07-01");
    expect(after.totalCents).toBe(85_125);
    expect(after.concessions).toEqual([]);
  });

  it("VIC: the $100 ZLEV discount ends on 31 December 2025", () => {
    // 973.70 − 100 = 873.70 on 31 Dec 2025; 973.70 from 1 Jan 2026
    expect(registration12Months("VIC", bev, "2025-12-31").totalCents).toBe(87_370);
    expect(registration12Months("VIC", bev, "2026-01-01").totalCents).toBe(97_370);
    // petrol cars never had it
    expect(registration12Months("VIC", car, "2025-12-31").totalCents).toBe(97_370);
  });
});
