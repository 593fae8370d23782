import { describe, expect, it } from "vitest";
import type { AuState } from "../../src/pricing/au-state";
import { registration12Months } from "../../src/pricing/registration";
import type { RegistrationVehicle } from "../../src/pricing/vehicle";

/*
 * Worked cases of the 12-month registration package, each figure taken from the published table it rests on
 * (named in the comment) and added up by hand: none is read back from src/pricing/charges/. Amounts in cents.
 *
 * The car: a 4-cylinder petrol passenger car, 150 g/km CO2, tare 1,400 kg. 2025-26 is priced on 2 March 2026,
 * 2026-27 on 24 November 2026 (inside NSW's discount window, 1 September 2026 to 31 August 2027).
 */
const car: RegistrationVehicle = {
  bodyType: "sedan",
  cab: null,
  seats: 5,
  driveType: "2wd",
  powertrain: "ice",
  cylinders: 4,
  co2GramsPerKm: 150,
  fuelLitresPer100Km: 6.5,
  tareKg: 1400,
  gvmKg: 1900,
  registrationUse: "private",
};
const business = (vehicle: RegistrationVehicle = car): RegistrationVehicle => ({ ...vehicle, registrationUse: "business" });
const IN_2025_26 = "2026-03-02";
const IN_2026_27 = "2026-11-24";

const lines = (state: AuState, vehicle: RegistrationVehicle, day: string) => {
  const registration = registration12Months(state, vehicle, day);
  return [...registration.components, ...registration.concessions];
};

describe("every state's package for a private car, 2025-26", () => {
  it.each<{ state: AuState; total: number; why: string }>([
    { state: "NSW", total: 109_800, why: "fee 79 + vehicle tax private 1,155–1,504 kg 374 (nsw.gov.au) + green slip ~600 + plates ~45" },
    { state: "VIC", total: 97_370, why: "SRO's standard registration cost for 2025-26 drive-away deals, 973.70" },
    { state: "QLD", total: 85_975, why: "4 cylinders 437.90 (423.50 × 1.034) + CTP class 1 386.80 + plates 35.05" },
    { state: "WA", total: 83_903, why: "licence fee 14 × 26.52 = 371.28 (tare 1,400 kg) + flat fee 6.60 + recording 10.30 + MII 1A 420.85 + plates ~30" },
    { state: "SA", total: 70_000, why: "sa.gov.au metro 4-cylinder package 670 + plates ~30" },
    { state: "TAS", total: 64_542, why: "establish fees incl. plate, 4 cylinders, 645.42 (fees of 1 December 2024)" },
    { state: "ACT", total: 117_060, why: "registration ~500 + MAI ~400 + levies ~160 + establishing fee 110.60" },
    { state: "NT", total: 85_125, why: "4 cylinders incl. MAC 831.25 + plates ~20" },
  ])("$state: $why", ({ state, total }) => {
    const registration = registration12Months(state, car, IN_2025_26);
    expect(registration.totalCents).toBe(total);
    expect(registration.ratesAsOf).toBe(IN_2025_26);
    expect(registration.concessions).toEqual([]);
    expect(registration.components.reduce((sum, c) => sum + c.cents, 0)).toBe(total);
  });
});

describe("every state's package for a private car, 2026-27", () => {
  it.each<{ state: AuState; total: number; why: string }>([
    { state: "NSW", total: 100_300, why: "fee 84 + vehicle tax 374 + green slip ~600 + plates ~45 = 1,103, less the $100 discount" },
    { state: "VIC", total: 97_370, why: "973.70 carried forward" },
    { state: "QLD", total: 87_455, why: "4 cylinders private 385.45 + TIF 67.25 = 452.70, + CTP 386.80 + plates 35.05" },
    { state: "WA", total: 88_439, why: "licence fee 14 × 29.76 = 416.64 + 6.60 + 10.30 + 420.85 + 30" },
    { state: "SA", total: 70_000, why: "carried forward: 670 + 30" },
    { state: "TAS", total: 64_542, why: "carried forward: 645.42" },
    { state: "ACT", total: 116_360, why: "category B (131–175 g/km) 495.00 + MAI 396.60 + levies 33.70 + 110.40 + 14.00 + 3.30 + establishing fee 110.60" },
    { state: "NT", total: 85_125, why: "carried forward: 831.25 + 20" },
  ])("$state: $why", ({ state, total }) => {
    expect(lines(state, car, IN_2026_27).reduce((sum, line) => sum + line.cents, 0)).toBe(total);
    expect(registration12Months(state, car, IN_2026_27).totalCents).toBe(total);
  });
});

describe("registration use: fleet cars are registered for business", () => {
  it.each<{ tareKg: number; privateTax: number; businessTax: number; band: string }>([
    // nsw.gov.au vehicle registration fees: private $374 / business $588 for 1,155–1,504 kg; $570 / $883 for 1,505–2,504 kg
    { tareKg: 1400, privateTax: 37_400, businessTax: 58_800, band: "1,155–1,504 kg" },
    { tareKg: 1900, privateTax: 57_000, businessTax: 88_300, band: "1,505–2,504 kg" },
  ])("NSW motor vehicle tax, tare $tareKg kg: private $privateTax, business $businessTax", ({ tareKg, privateTax, businessTax, band }) => {
    const vehicle = { ...car, tareKg };
    const privately = registration12Months("NSW", vehicle, IN_2026_27);
    const forBusiness = registration12Months("NSW", business(vehicle), IN_2026_27);
    expect(privately.components.find((c) => c.id === "motor_vehicle_tax")).toMatchObject({
      cents: privateTax,
      label: `Motor vehicle tax (private use, tare ${band})`,
    });
    expect(forBusiness.components.find((c) => c.id === "motor_vehicle_tax")).toMatchObject({
      cents: businessTax,
      label: `Motor vehicle tax (business use, tare ${band})`,
    });
    // private: 84 + tax + 600 + 45 − 100 discount; business: 84 + tax + 600 + 45, no discount
    expect(privately.totalCents).toBe(8_400 + privateTax + 60_000 + 4_500 - 10_000);
    expect(forBusiness.totalCents).toBe(8_400 + businessTax + 60_000 + 4_500);
  });

  it("gives NSW's $100 discount for private light vehicles only, as its own negative line", () => {
    expect(registration12Months("NSW", car, IN_2026_27).concessions).toEqual([
      expect.objectContaining({ id: "nsw_registration_discount_2026_27", cents: -10_000, effectiveFrom: "2026-09-01", effectiveTo: "2027-08-31" }),
    ]);
    expect(registration12Months("NSW", business(), IN_2026_27).concessions).toEqual([]);
    const ute: RegistrationVehicle = { ...car, bodyType: "ute", cab: "dual", driveType: "4x4", tareKg: 2100, gvmKg: 3100 };
    expect(registration12Months("NSW", ute, IN_2026_27).concessions).toEqual([
      expect.objectContaining({ id: "nsw_registration_discount_2026_27", cents: -10_000 }),
    ]);
  });

  it("prices QLD business registration in the regulation's 'not private use' column", () => {
    // private 4 cylinders: fee 385.45 + TIF 67.25 = 452.70
    // business: 385.45 × 295.35 / 272.14 fee units (sch 4A) = 418.3245 → 418.32, + TIF 67.25 = 485.57
    expect(lines("QLD", car, IN_2026_27)[0]).toMatchObject({ cents: 45_270, label: "Registration fee + traffic improvement fee (4 cylinders, private use)" });
    expect(lines("QLD", business(), IN_2026_27)[0]).toMatchObject({ cents: 48_557, label: "Registration fee + traffic improvement fee (4 cylinders, business use)" });
    // 6 cylinders business: 610.30 × 467.56 / 430.91 = 662.2066 → 662.21, + 67.25 = 729.46
    expect(lines("QLD", business({ ...car, cylinders: 6 }), IN_2026_27)[0]?.cents).toBe(72_946);
  });

  it("says where a business-use figure was not found, and calls the line an estimate", () => {
    const ctp = lines("QLD", business(), IN_2026_27).find((line) => line.id === "ctp");
    expect(ctp?.confidence).toBe("estimate");
    expect(ctp?.note).toMatch(/^A business-use vehicle whose owner claims GST input tax credits may pay more/);
    expect(lines("QLD", car, IN_2026_27).find((line) => line.id === "ctp")?.note).not.toMatch(/business-use/);
  });

  it("charges WA's licence fee alike for private and business use", () => {
    expect(registration12Months("WA", business(), IN_2026_27).totalCents).toBe(registration12Months("WA", car, IN_2026_27).totalCents);
  });
});

describe("the vehicle's tare", () => {
  it("sets WA's licence fee per 100 kg or part: a 1,650 kg car pays for 1,700 kg", () => {
    // DoT's worked example rounds 1,650 kg up to 1,700 kg: 17 × $29.76 (2026-27) = $505.92; 17 × $26.52 (2025-26) = $450.84
    const vehicle = { ...car, tareKg: 1650 };
    expect(lines("WA", vehicle, IN_2026_27)[0]).toMatchObject({
      id: "licence_fee",
      cents: 50_592,
      label: "Vehicle licence fee (tare 1,650 kg: 17 × $29.76 per 100 kg or part)",
      confidence: "estimate",
    });
    expect(lines("WA", vehicle, IN_2025_26)[0]?.cents).toBe(45_084);
    // 1,700 kg exactly is still 17 units; 1,701 kg is 18: 18 × 29.76 = 535.68
    expect(lines("WA", { ...car, tareKg: 1700 }, IN_2026_27)[0]?.cents).toBe(50_592);
    expect(lines("WA", { ...car, tareKg: 1701 }, IN_2026_27)[0]?.cents).toBe(53_568);
  });

  it("puts NSW vehicle tax in the band that holds the tare, up to and including the band's top", () => {
    // business: 1,504 kg → 588; 1,505 kg → 883 (nsw.gov.au)
    const tax = (tareKg: number) => lines("NSW", business({ ...car, tareKg }), IN_2026_27).find((l) => l.id === "motor_vehicle_tax");
    expect(tax(1504)?.cents).toBe(58_800);
    expect(tax(1505)?.cents).toBe(88_300);
    expect(tax(975)).toMatchObject({ cents: 42_900, label: "Motor vehicle tax (business use, tare up to 975 kg)" });
  });

  it("without a tare, prices a standard 1,500 kg car and says so: the line is an estimate", () => {
    const noTare = { ...car, tareKg: null };
    const tax = lines("NSW", business(noTare), IN_2026_27).find((l) => l.id === "motor_vehicle_tax");
    expect(tax).toMatchObject({ cents: 58_800, confidence: "estimate" });
    expect(tax?.note).toMatch(/The vehicle's tare weight is not known, so a standard car's is used; the 1,155–1,504 kg band is priced\./);
    // WA: 15 × 29.76 = 446.40
    const fee = lines("WA", noTare, IN_2026_27)[0];
    expect(fee).toMatchObject({ cents: 44_640, confidence: "estimate" });
    expect(fee?.note).toMatch(/The vehicle's tare weight is not known, so a standard car's is used; 1,500 kg is priced\./);
  });

  it("prices a tare above NSW's last band at that band, as an estimate", () => {
    // business 2,505–2,794 kg: $1,370
    const tax = lines("NSW", business({ ...car, tareKg: 3000, gvmKg: 3500 }), IN_2026_27).find((l) => l.id === "motor_vehicle_tax");
    expect(tax).toMatchObject({ cents: 137_000, confidence: "estimate" });
    expect(tax?.note).toMatch(/The vehicle's tare \(3,000 kg\) is above the last band held \(2,505–2,794 kg\)/);
  });
});

describe("ACT registration by emissions category (2026-27)", () => {
  // Fees by category AAA 394.90, AA 416.10, A 437.70, B 495.00, C 607.30, D 719.60 (an unnamed secondary source:
  // estimates); every car adds MAI 396.60 + levies 161.40 + establishing fee 110.60 = 668.60.
  it.each<{ co2: number | null; powertrain: RegistrationVehicle["powertrain"]; fee: number; category: string }>([
    { co2: 0, powertrain: "bev", fee: 39_490, category: "AAA, 0 g/km" },
    { co2: 65, powertrain: "phev", fee: 41_610, category: "AA, 1–65 g/km" },
    { co2: 105, powertrain: "hybrid", fee: 43_770, category: "A, 66–130 g/km" },
    { co2: 175, powertrain: "ice", fee: 49_500, category: "B, 131–175 g/km" },
    { co2: 176, powertrain: "ice", fee: 60_730, category: "C, 176–220 g/km" },
    { co2: 221, powertrain: "ice", fee: 71_960, category: "D, 221 g/km and above" },
  ])("$co2 g/km: category $category", ({ co2, powertrain, fee, category }) => {
    const registration = registration12Months("ACT", { ...car, powertrain, cylinders: powertrain === "bev" ? null : 4, co2GramsPerKm: co2 }, IN_2026_27);
    expect(registration.components[0]).toMatchObject({ cents: fee, label: `Emissions-based registration fee (category ${category})`, confidence: "estimate" });
    expect(registration.totalCents).toBe(fee + 66_860);
  });

  it("prices a car without a CO2 rating as category C", () => {
    expect(registration12Months("ACT", { ...car, co2GramsPerKm: null }, IN_2026_27).components[0]?.cents).toBe(60_730);
  });
});

describe("QLD and TAS price registration by cylinders and powertrain", () => {
  const withCylinders = (cylinders: number | null): RegistrationVehicle => ({ ...car, cylinders });
  const bev: RegistrationVehicle = { ...car, powertrain: "bev", cylinders: null, co2GramsPerKm: 0 };
  it.each<{ state: AuState; on: string; vehicle: RegistrationVehicle; first: number }>([
    // QLD 2025-26, private: 1–3 cylinders or electric 358.25, 6 cylinders 655.35, 8 cylinders 891.80, 12 cylinders 1,034.70
    { state: "QLD", on: IN_2025_26, vehicle: withCylinders(3), first: 35_825 },
    { state: "QLD", on: IN_2025_26, vehicle: withCylinders(6), first: 65_535 },
    { state: "QLD", on: IN_2025_26, vehicle: withCylinders(8), first: 89_180 },
    { state: "QLD", on: IN_2025_26, vehicle: withCylinders(12), first: 103_470 },
    { state: "QLD", on: IN_2025_26, vehicle: bev, first: 35_825 },
    // QLD 2026-27, private: 303.10 / 610.30 / 854.70 / 1,002.35 + TIF 67.25
    { state: "QLD", on: IN_2026_27, vehicle: withCylinders(3), first: 37_035 },
    { state: "QLD", on: IN_2026_27, vehicle: withCylinders(6), first: 67_755 },
    { state: "QLD", on: IN_2026_27, vehicle: withCylinders(8), first: 92_195 },
    { state: "QLD", on: IN_2026_27, vehicle: withCylinders(10), first: 106_960 },
    { state: "QLD", on: IN_2026_27, vehicle: bev, first: 37_035 },
    // an unknown cylinder count pays the standard (4-cylinder) figure
    { state: "QLD", on: IN_2026_27, vehicle: withCylinders(null), first: 45_270 },
    // TAS establish fees incl. plate (1 December 2024): 3 cyl 621.42; 6 cyl 686.42; 8 cyl 762.42; 12 cyl 796.42; EV 645.42
    { state: "TAS", on: IN_2025_26, vehicle: withCylinders(3), first: 62_142 },
    { state: "TAS", on: IN_2025_26, vehicle: withCylinders(6), first: 68_642 },
    { state: "TAS", on: IN_2026_27, vehicle: withCylinders(8), first: 76_242 },
    { state: "TAS", on: IN_2026_27, vehicle: withCylinders(12), first: 79_642 },
    { state: "TAS", on: IN_2026_27, vehicle: bev, first: 64_542 },
    // SA metro package (sa.gov.au approximate fees, 1 July 2023): 1-4 cyl and EV 670; 5-6 cyl 815; 7+ cyl 945
    { state: "SA", on: IN_2025_26, vehicle: withCylinders(6), first: 81_500 },
    { state: "SA", on: IN_2026_27, vehicle: withCylinders(8), first: 94_500 },
    { state: "SA", on: IN_2026_27, vehicle: withCylinders(3), first: 67_000 },
    { state: "SA", on: IN_2026_27, vehicle: bev, first: 67_000 },
  ])("$state on $on, $vehicle.powertrain with $vehicle.cylinders cylinders: $first", ({ state, on, vehicle, first }) => {
    expect(registration12Months(state, vehicle, on).components[0]?.cents).toBe(first);
  });
});

describe("a vehicle none of a line's published classes fits", () => {
  it("pays the standard car's figure as an estimate that says why: an unknown cylinder count (TAS), a motorbike (QLD)", () => {
    // TAS: 645.42, the 4-cylinder establish fees (1 December 2024)
    const tas = registration12Months("TAS", { ...car, cylinders: null }, IN_2026_27).components[0];
    expect(tas).toMatchObject({ cents: 64_542, confidence: "estimate", label: expect.stringMatching(/\(4 cylinders\), cylinder count not known$/) });
    expect(tas?.note).toMatch(/^The vehicle's cylinder count is not known, so a standard 4-cylinder car's figure is used\./);
    // QLD: 452.70, the 4-cylinder registration fee + TIF of 2026-27
    // QLD: a motorbike pays a fee of its own, not held: the 2-cylinder (1-3 cylinders) car fee, 370.35, as an estimate
    const qld = registration12Months("QLD", { ...car, bodyType: "motorcycle", seats: 2, cylinders: 2, gvmKg: 400, tareKg: 200 }, IN_2026_27).components[0];
    expect(qld).toMatchObject({ cents: 37_035, confidence: "estimate", label: "Registration fee + traffic improvement fee (1-3 cylinders, private use)" });
    expect(qld?.note).toMatch(/^QLD charges a motorbike a fee of its own/);
    // a 4-cylinder car fits its class: no such note
    expect(registration12Months("TAS", car, IN_2026_27).components[0]?.note).not.toMatch(/standard/);
  });
});

describe("EV registration concessions", () => {
  const bev: RegistrationVehicle = { ...car, powertrain: "bev", cylinders: null, co2GramsPerKm: 0 };

  it("NT: free registration for plug-in EVs, business-registered ones too, MAC still paid, to 30 June 2027", () => {
    // 831.25 + 20 = 851.25, less the registration component 219.00 = 632.25 (nt.gov.au: "registered to you or a body corporate")
    for (const vehicle of [bev, business(bev)]) {
      const inside = registration12Months("NT", vehicle, "2027-06-30");
      expect(inside.totalCents).toBe(63_225);
      expect(inside.concessions).toEqual([expect.objectContaining({ id: "nt_pev_free_registration", cents: -21_900, confidence: "estimate" })]);
    }
    const after = registration12Months("NT", bev, "2027-07-01");
    expect(after.totalCents).toBe(85_125);
    expect(after.concessions).toEqual([]);
  });

  it("VIC: the $100 ZLEV discount ends on 31 December 2025", () => {
    // 973.70 − 100 = 873.70 on 31 Dec 2025; 973.70 from 1 Jan 2026
    expect(registration12Months("VIC", bev, "2025-12-31").totalCents).toBe(87_370);
    expect(registration12Months("VIC", bev, "2026-01-01").totalCents).toBe(97_370);
    expect(registration12Months("VIC", car, "2025-12-31").totalCents).toBe(97_370);
  });
});
