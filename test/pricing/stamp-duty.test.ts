import { describe, expect, it } from "vitest";
import type { AuState } from "../../src/pricing/au-state";
import { NoDutyScheduleError } from "../../src/pricing/not-priced";
import { assessStampDuty, stampDuty } from "../../src/pricing/stamp-duty";
import type { DutyVehicle } from "../../src/pricing/vehicle";

// Every expectation below was worked by hand from the rules in docs/pricing-research/2025-26-charges.md (section 2); the arithmetic
// is in the comment beside each case. "u" = units of "$100 (or $200) or part", i.e. ceil(value / unit).
// Values and duties are integer cents: 4_500_001 = $45,000.01.
//
// These are the 2025-26 rates, so every case is priced on a day of 2025-26 (the last one, unless it says
// otherwise): the engine is effective-dated, and 2026-27 moved the VIC threshold. ACT's table dates from
// 1 September 2025, which 30 June 2026 is after. See effective-dating.test.ts for the other years.
const IN_2025_26 = "2026-06-30";

/** A vehicle's facts: a 4-cylinder petrol sedan unless `changes` say otherwise. */
const vehicle = (changes: Partial<DutyVehicle>): DutyVehicle => ({
  bodyType: "sedan",
  cab: null,
  seats: 5,
  driveType: "2wd",
  powertrain: "ice",
  cylinders: 4,
  co2GramsPerKm: 180,
  fuelLitresPer100Km: null,
  tareKg: null,
  gvmKg: null,
  ...changes,
});
const car = vehicle({});
/** A two-wheel-drive single-cab ute: a goods vehicle in every state. */
const ute = vehicle({ bodyType: "ute", cab: "single", seats: 2, co2GramsPerKm: 200 });
const motorcycle = vehicle({ bodyType: "motorcycle", seats: 2, cylinders: 2, co2GramsPerKm: 110 });
/** GVM 12,000 kg: a heavy vehicle. */
const truck = vehicle({ bodyType: "truck", seats: 3, cylinders: 6, co2GramsPerKm: null, gvmKg: 12_000 });
const electricTruck = vehicle({ bodyType: "truck", seats: 3, powertrain: "bev", cylinders: null, co2GramsPerKm: 0, gvmKg: 12_000 });
const bev = vehicle({ powertrain: "bev", cylinders: null, co2GramsPerKm: 0 });
const phev = vehicle({ powertrain: "phev", co2GramsPerKm: 30 });
const hybrid = vehicle({ powertrain: "hybrid", co2GramsPerKm: 100 });
const fcev = vehicle({ powertrain: "fcev", cylinders: null, co2GramsPerKm: 0 });

const withCo2 = (co2GramsPerKm: number | null): DutyVehicle => ({ ...car, co2GramsPerKm });
const withCylinders = (cylinders: number | null, vehicle = car): DutyVehicle => ({ ...vehicle, cylinders });

interface DutyCase {
  name: string;
  vehicle: DutyVehicle;
  valueCents: number;
  cents: number;
  scheduleId: string;
  on: string;
}

function duty(
  name: string,
  vehicle: DutyVehicle,
  valueCents: number,
  cents: number,
  scheduleId: string,
  on: string = IN_2025_26,
): DutyCase {
  return { name, vehicle, valueCents, cents, scheduleId, on };
}

function dutyCases(state: AuState, cases: DutyCase[]): void {
  it.each(cases)("$name", ({ vehicle, valueCents, cents, scheduleId, on }) => {
    expect(stampDuty(state, valueCents, vehicle, on)).toEqual({ cents, scheduleId });
  });
}

describe("NSW", () => {
  const P = "NSW_PASSENGER";
  const O = "NSW_OTHER";
  const G = "NSW_GOODS";
  dutyCases("NSW", [
    duty("passenger $0 → $0", car, 0, 0, P), // 0u × $3
    duty("passenger $100.00 → $3.00", car, 10_000, 300, P), // 1u × $3
    duty("passenger $100.01 → $6.00", car, 10_001, 600, P), // 2u × $3
    // ceil(449.9999) = 450u × $3 = $1,350
    duty("passenger $44,999.99 → $1,350.00", car, 4_499_999, 135_000, P),
    // 450u × $3 = $1,350
    duty("passenger $45,000.00 → $1,350.00", car, 4_500_000, 135_000, P),
    // $1,350 + $5 × ceil(0.01 / 100) = $1,350 + $5
    duty("passenger $45,000.01 → $1,355.00", car, 4_500_001, 135_500, P),
    // $1,350 + $5 × 1u
    duty("passenger $45,100.00 → $1,355.00", car, 4_510_000, 135_500, P),
    // $1,350 + $5 × 2u
    duty("passenger $45,100.01 → $1,360.00", car, 4_510_001, 136_000, P),
    // $1,350 + $5 × 150u
    duty("passenger $60,000 → $2,100", car, 6_000_000, 210_000, P),
    // no EV concession since 2024: same as any passenger car
    duty("BEV passenger $60,000 → $2,100", bev, 6_000_000, 210_000, P),
    // goods vehicles: the factsheet's one scale (the other reading, $3 per $100 throughout, is named in the note)
    duty("goods $45,000.00 → $1,350.00", ute, 4_500_000, 135_000, G), // 450u × $3
    duty("goods $45,000.01 → $1,355.00", ute, 4_500_001, 135_500, G), // $1,350 + $5 × 1u
    duty("goods $60,000 → $2,100", ute, 6_000_000, 210_000, G), // $1,350 + $5 × 150u
    // the $45,000 rate excludes motorcycles and large buses: 201u × $3
    duty("motorcycle $20,000.50 → $603", motorcycle, 2_000_050, 60_300, O),
    duty("heavy $200,000 → $9,100", truck, 20_000_000, 910_000, G), // $1,350 + $5 × 1,550u
  ]);
});

describe("VIC", () => {
  const P = "VIC_PASSENGER";
  const G = "VIC_GREEN_CAR";
  const N = "VIC_NON_PASSENGER_NEW";
  const farmCar: DutyVehicle = { ...withCo2(250), primaryProducer: true };
  const electricUte: DutyVehicle = { ...ute, powertrain: "bev", cylinders: null, co2GramsPerKm: 0 };
  dutyCases("VIC", [
    // per $200 or part of the WHOLE value. ceil(402.835) = 403u × $8.40
    duty("passenger $80,567.00 → $3,385.20", car, 8_056_700, 338_520, P),
    // 403u × $10.40
    duty("passenger $80,567.01 → $4,191.20", car, 8_056_701, 419_120, P),
    duty("passenger $90,000 → $4,680", car, 9_000_000, 468_000, P), // 450u × $10.40
    // 500u × $10.40
    duty("passenger $100,000.00 → $5,200", car, 10_000_000, 520_000, P),
    // 501u × $14.00
    duty("passenger $100,000.01 → $7,014", car, 10_000_001, 701_400, P),
    // 750u × $14.00
    duty("passenger $150,000.00 → $10,500", car, 15_000_000, 1_050_000, P),
    // 751u × $18.00
    duty("passenger $150,000.01 → $13,518", car, 15_000_001, 1_351_800, P),
    // SRO example: ceil(235.25095) = 236u × $8.40
    duty("passenger $47,050.19 → $1,982.40", car, 4_705_019, 198_240, P),
    // green car (CO2 ≤ 120 g/km) pays $8.40 at any value: 501u × $8.40
    duty("green hybrid 120 g/km $100,000.01 → $4,208.40", { ...hybrid, co2GramsPerKm: 120 }, 10_000_001, 420_840, G),
    // 121 g/km is not green: 501u × $14.00
    duty("hybrid 121 g/km $100,000.01 → $7,014", { ...hybrid, co2GramsPerKm: 121 }, 10_000_001, 701_400, P),
    // 751u × $8.40
    duty("BEV $150,000.01 → $6,308.40", bev, 15_000_001, 630_840, G),
    // a BEV without a CO2 figure has no tailpipe: still green. 450u × $8.40
    duty("BEV with unknown CO2 $90,000 → $3,780 (green)", { ...bev, co2GramsPerKm: null }, 9_000_000, 378_000, G),
    // 403u × $8.40
    duty("PHEV 30 g/km $80,567.01 → $3,385.20", phev, 8_056_701, 338_520, G),
    // 600u × $8.40 whatever the CO2
    duty("primary producer 250 g/km $120,000 → $5,040", farmCar, 12_000_000, 504_000, "VIC_PRIMARY_PRODUCER"),
    // utes (dual-cab included) are non-passenger: new ones pay $5.40 per $200 at any value. 450u × $5.40
    duty("ute $90,000 → $2,430", ute, 9_000_000, 243_000, N),
    // 751u × $5.40
    duty("ute $150,000.01 → $4,055.40", ute, 15_000_001, 405_540, N),
    // the green rate is for passenger cars only: 450u × $5.40
    duty("electric ute $90,000 → $2,430", electricUte, 9_000_000, 243_000, N),
    duty("primary producer's ute $90,000 → $2,430", { ...ute, primaryProducer: true }, 9_000_000, 243_000, N),
    // 100u × $5.40
    duty("motorcycle $20,000 → $540", motorcycle, 2_000_000, 54_000, N),
  ]);
});

describe("QLD", () => {
  // per $100 or part of the WHOLE value; above $100,000 the higher rate applies to the whole value
  const CYL_1_4 = "QLD_1_TO_4_CYL";
  const CYL_5_6 = "QLD_5_6_CYL";
  const CYL_7_PLUS = "QLD_7_PLUS_CYL";
  const HYBRID_EV = "QLD_HYBRID_ELECTRIC";
  dutyCases("QLD", [
    duty("4 cyl $100,000.00 → $3,000", car, 10_000_000, 300_000, CYL_1_4), // 1000u × $3
    duty("4 cyl $100,000.01 → $5,005", car, 10_000_001, 500_500, CYL_1_4), // 1001u × $5
    duty("4 cyl $50,000.50 → $1,503", car, 5_000_050, 150_300, CYL_1_4), // 501u × $3
    duty("3 cyl $30,000 → $900", withCylinders(3), 3_000_000, 90_000, CYL_1_4), // 300u × $3
    duty("5 cyl $100,000.00 → $3,500", withCylinders(5), 10_000_000, 350_000, CYL_5_6), // 1000u × $3.50
    duty("6 cyl $100,000.01 → $5,505.50", withCylinders(6), 10_000_001, 550_550, CYL_5_6), // 1001u × $5.50
    duty("7 cyl $100,000.00 → $4,000", withCylinders(7), 10_000_000, 400_000, CYL_7_PLUS), // 1000u × $4
    duty("8 cyl $100,000.01 → $6,006", withCylinders(8), 10_000_001, 600_600, CYL_7_PLUS), // 1001u × $6
    // hybrid/electric rate whatever the cylinders
    duty("hybrid 4 cyl $100,000.00 → $2,000", hybrid, 10_000_000, 200_000, HYBRID_EV), // 1000u × $2
    duty("hybrid 6 cyl $100,000.01 → $4,004", withCylinders(6, hybrid), 10_000_001, 400_400, HYBRID_EV), // 1001u × $4
    duty("PHEV $60,000 → $1,200", phev, 6_000_000, 120_000, HYBRID_EV), // 600u × $2
    duty("BEV $100,000.01 → $4,004", bev, 10_000_001, 400_400, HYBRID_EV), // 1001u × $4
    // FCEV counts as electric: 1000u × $2
    duty("FCEV $100,000.00 → $2,000", fcev, 10_000_000, 200_000, HYBRID_EV),
    // body type does not matter for light vehicles: 600u × $3.50
    duty("6 cyl ute $60,000 → $2,100", withCylinders(6, ute), 6_000_000, 210_000, CYL_5_6),
    duty("2 cyl motorcycle $20,000 → $600", motorcycle, 2_000_000, 60_000, CYL_1_4), // 200u × $3
    // heavy: no uplift above $100,000
    // 1500u × $3
    duty("heavy 4 cyl $150,000 → $4,500", withCylinders(4, truck), 15_000_000, 450_000, "QLD_HEAVY_1_TO_4"),
    duty("heavy 6 cyl $150,000 → $5,250", truck, 15_000_000, 525_000, "QLD_HEAVY_5_6"), // 1500u × $3.50
    // 1500u × $4
    duty("heavy 8 cyl $150,000 → $6,000", withCylinders(8, truck), 15_000_000, 600_000, "QLD_HEAVY_7_PLUS"),
    // 1500u × $2
    duty("heavy BEV $150,000 → $3,000", electricTruck, 15_000_000, 300_000, "QLD_HEAVY_HYBRID_ELECTRIC"),
  ]);

  it("refuses an ICE vehicle without a cylinder count", () => {
    expect(() => stampDuty("QLD", 5_000_000, withCylinders(null), IN_2025_26)).toThrow(NoDutyScheduleError);
  });
});

describe("WA", () => {
  const L = "WA_LIGHT";
  const H = "WA_HEAVY";
  dutyCases("WA", [
    // duty is rounded DOWN to 5 cents; no $100 rounding of the value
    // 10,003 × 2.75% = 275.0825 → 275.05
    duty("light $10,003 → $275.05", car, 1_000_300, 27_505, L),
    // 25,000 × 2.75% = 687.50
    duty("light $25,000.00 → $687.50", car, 2_500_000, 68_750, L),
    // R = round2(2.75 + 0.01 / 6,666.66) = 2.75; 25,000.01 × 2.75% = 687.500275 → 687.50
    duty("light $25,000.01 → $687.50", car, 2_500_001, 68_750, L),
    // R = round2(2.75 + 100 / 6,666.66 = 2.765000015) = 2.77; 25,100 × 2.77% = 695.27 → 695.25
    duty("light $25,100 → $695.25 (rate rounded up)", car, 2_510_000, 69_525, L),
    // R = round2(2.75 + 5,000 / 6,666.66 = 3.50000075) = 3.50; 30,000 × 3.5% = 1,050
    duty("light $30,000 → $1,050.00", car, 3_000_000, 105_000, L),
    // R = round2(6.1985034) = 6.20; 47,990 × 6.20% = 2,975.38 → 2,975.35
    duty("light $47,990 → $2,975.35", car, 4_799_000, 297_535, L),
    // R = round2(2.75 + 25,000 / 6,666.66 = 6.5000038) = 6.50; 50,000 × 6.5% = 3,250
    duty("light $50,000.00 → $3,250.00", car, 5_000_000, 325_000, L),
    // 50,000.01 × 6.5% = 3,250.00065 → 3,250.00
    duty("light $50,000.01 → $3,250.00", car, 5_000_001, 325_000, L),
    // 60,000 × 6.5% = 3,900
    duty("light $60,000 → $3,900.00", car, 6_000_000, 390_000, L),
    // 60,000.77 × 6.5% = 3,900.05005 → 3,900.05
    duty("light $60,000.77 → $3,900.05", car, 6_000_077, 390_005, L),
    // same scale for utes and motorcycles (GVM ≤ 4.5 t)
    duty("ute $47,990 → $2,975.35", ute, 4_799_000, 297_535, L),
    // 20,000 × 2.75% = 550
    duty("motorcycle $20,000 → $550", motorcycle, 2_000_000, 55_000, L),
    // no EV concession: 60,000 × 6.5%
    duty("BEV $60,000 → $3,900.00", bev, 6_000_000, 390_000, L),
    // heavy: 3%, max $12,000. 10,003.33 × 3% = 300.0999 → 300.05
    duty("heavy $10,003.33 → $300.05", truck, 1_000_333, 30_005, H),
    // 400,000 × 3% = 12,000 (exactly the cap)
    duty("heavy $400,000 → $12,000", truck, 40_000_000, 1_200_000, H),
    // 500,000 × 3% = 15,000 → capped at 12,000
    duty("heavy $500,000 → $12,000 (cap)", truck, 50_000_000, 1_200_000, H),
  ]);
});

describe("SA", () => {
  const N = "SA_NON_COMMERCIAL";
  const C = "SA_COMMERCIAL";
  dutyCases("SA", [
    // 1u × $1 = $1 → minimum $5
    duty("non-commercial $0.01 → $5 (minimum)", car, 1, 500, N),
    duty("non-commercial $500.00 → $5", car, 50_000, 500, N), // 5u × $1
    duty("non-commercial $500.01 → $6", car, 50_001, 600, N), // 6u × $1
    duty("non-commercial $1,000.00 → $10", car, 100_000, 1_000, N), // 10u × $1
    // $10 + $2 × 1u
    duty("non-commercial $1,000.01 → $12", car, 100_001, 1_200, N),
    // $10 + $2 × 10u
    duty("non-commercial $2,000.00 → $30", car, 200_000, 3_000, N),
    // $30 + $3 × 1u
    duty("non-commercial $2,000.01 → $33", car, 200_001, 3_300, N),
    // $30 + $3 × 10u
    duty("non-commercial $3,000.00 → $60", car, 300_000, 6_000, N),
    // $60 + $4 × 1u
    duty("non-commercial $3,000.01 → $64", car, 300_001, 6_400, N),
    // $60 + $4 × 470u
    duty("non-commercial $50,000 → $1,940", car, 5_000_000, 194_000, N),
    // $60 + $4 × 170u
    duty("motorcycle $20,000 → $740", motorcycle, 2_000_000, 74_000, N),
    // commercial: same scale up to $3,000, then $3 per $100 over $3,000
    duty("ute $0.01 → $5 (minimum)", ute, 1, 500, C),
    duty("ute $1,000.00 → $10", ute, 100_000, 1_000, C), // 10u × $1
    duty("ute $1,000.01 → $12", ute, 100_001, 1_200, C), // $10 + $2 × 1u
    duty("ute $2,000.00 → $30", ute, 200_000, 3_000, C), // $10 + $2 × 10u
    duty("ute $2,000.01 → $33", ute, 200_001, 3_300, C), // $30 + $3 × 1u
    duty("ute $3,000.00 → $60", ute, 300_000, 6_000, C), // $30 + $3 × 10u
    duty("ute $3,000.01 → $63", ute, 300_001, 6_300, C), // $60 + $3 × 1u
    duty("ute $50,000 → $1,470", ute, 5_000_000, 147_000, C), // $60 + $3 × 470u
    duty("heavy $50,000 → $1,470", truck, 5_000_000, 147_000, C), // as ute
  ]);
});

describe("TAS", () => {
  const P = "TAS_PASSENGER";
  const F = "TAS_FLEET_DISCOUNT";
  const O = "TAS_OTHER";
  const H = "TAS_HEAVY";
  const fleetCar: DutyVehicle = { ...car, manufacturerFleetDiscount: true };
  dutyCases("TAS", [
    duty("passenger $375 → $20 (official example)", car, 37_500, 2_000, P), // fixed $20
    duty("passenger $600.00 → $20", car, 60_000, 2_000, P), // fixed $20
    // ceil(6.0001) = 7u × $3
    duty("passenger $600.01 → $21", car, 60_001, 2_100, P),
    // ceil(277.5) = 278u × $3
    duty("passenger $27,750 → $834 (official example)", car, 2_775_000, 83_400, P),
    // 350u × $3
    duty("passenger $35,000.00 → $1,050", car, 3_500_000, 105_000, P),
    // $1,050 + $11 × 1u
    duty("passenger $35,000.01 → $1,061", car, 3_500_001, 106_100, P),
    // $1,050 + $11 × ceil(37.5) = $1,050 + $418
    duty("passenger $38,750 → $1,468 (official example)", car, 3_875_000, 146_800, P),
    // $1,050 + $11 × 50u
    duty("passenger $40,000.00 → $1,600", car, 4_000_000, 160_000, P),
    // whole value: 401u × $4
    duty("passenger $40,000.01 → $1,604", car, 4_000_001, 160_400, P),
    // ceil(657.5) = 658u × $4
    duty("passenger $65,750 → $2,632 (official example)", car, 6_575_000, 263_200, P),
    // manufacturer's fleet discount: ceil(379.99) = 380u × $3.50
    duty("fleet passenger $37,999 → $1,330 (official example)", fleetCar, 3_799_900, 133_000, F),
    // 1u × $3.50 → minimum $20
    duty("fleet passenger $100 → $20 (minimum)", fleetCar, 10_000, 2_000, F),
    // 658u × $3.50
    duty("fleet ute $65,750 → $2,303", { ...ute, manufacturerFleetDiscount: true }, 6_575_000, 230_300, F),
    // utes are "other": $3 per $100 of the whole value, min $20. 380u × $3
    duty("ute $37,999 → $1,140", ute, 3_799_900, 114_000, O),
    // 3u × $3 = $9 → minimum $20
    duty("ute $300 → $20 (minimum)", ute, 30_000, 2_000, O),
    // 7u × $3 (no fixed $20 band for motorcycles)
    duty("motorcycle $600.01 → $21", motorcycle, 60_001, 2_100, O),
    // heavy: $1 per $100, min $20. 1000u × $1
    duty("heavy $100,000 → $1,000", truck, 10_000_000, 100_000, H),
    // 10u × $1 = $10 → minimum $20
    duty("heavy $1,000 → $20 (minimum)", truck, 100_000, 2_000, H),
    // the fleet rate is for non-heavy vehicles only
    duty("heavy with fleet discount $100,000 → $1,000", { ...truck, manufacturerFleetDiscount: true }, 10_000_000, 100_000, H),
  ]);
});

describe("ACT", () => {
  // Categories by CO2: AAA 0, AA 1–65, A 66–130, B 131–175, C 176–220, D 221+; unknown → C rates.
  // < $45,000: rate × units of the whole value; $45,000–$80,000: base + rate × units over $45,000;
  // > $80,000: base + $8 × units over $80,000.
  const AAA = withCo2(0);
  const AA = withCo2(65);
  const A = withCo2(130);
  const B = withCo2(175);
  const C = withCo2(220);
  const D = withCo2(221);

  describe("category by CO2, at $30,000 (300u)", () => {
    dutyCases("ACT", [
      duty("0 g/km → AAA: 300u × $2.50 = $750", AAA, 3_000_000, 75_000, "ACT_NEW_AAA"),
      duty("1 g/km → AA: 300u × $2.67 = $801", withCo2(1), 3_000_000, 80_100, "ACT_NEW_AA"),
      duty("65 g/km → AA: $801", AA, 3_000_000, 80_100, "ACT_NEW_AA"),
      duty("66 g/km → A: 300u × $2.84 = $852", withCo2(66), 3_000_000, 85_200, "ACT_NEW_A"),
      duty("130 g/km → A: $852", A, 3_000_000, 85_200, "ACT_NEW_A"),
      duty("131 g/km → B: 300u × $3.00 = $900", withCo2(131), 3_000_000, 90_000, "ACT_NEW_B"),
      duty("175 g/km → B: $900", B, 3_000_000, 90_000, "ACT_NEW_B"),
      duty("176 g/km → C: 300u × $3.17 = $951", withCo2(176), 3_000_000, 95_100, "ACT_NEW_C"),
      duty("220 g/km → C: $951", C, 3_000_000, 95_100, "ACT_NEW_C"),
      duty("221 g/km → D: 300u × $4.53 = $1,359", D, 3_000_000, 135_900, "ACT_NEW_D"),
      duty("unknown CO2 → C rates: $951", withCo2(null), 3_000_000, 95_100, "ACT_NON_RATED"),
      // per $100 or part, so duty can have cents: 301u × $2.67
      duty("AA $30,000.01 → $803.67", AA, 3_000_001, 80_367, "ACT_NEW_AA"),
      // commercial vehicles use the same categories: 300u × $4.53
      duty("ute 230 g/km → D: $1,359", { ...ute, co2GramsPerKm: 230 }, 3_000_000, 135_900, "ACT_NEW_D"),
    ]);
  });

  describe("$45,000 and $80,000 edges per category", () => {
    dutyCases("ACT", [
      // AAA: 450u × $2.50; $1,125 + $4 × 1u; $1,125 + $4 × 350u; $2,525 + $8 × 1u
      duty("AAA $45,000.00 → $1,125", AAA, 4_500_000, 112_500, "ACT_NEW_AAA"),
      duty("AAA $45,000.01 → $1,129", AAA, 4_500_001, 112_900, "ACT_NEW_AAA"),
      duty("AAA $80,000.00 → $2,525", AAA, 8_000_000, 252_500, "ACT_NEW_AAA"),
      duty("AAA $80,000.01 → $2,533", AAA, 8_000_001, 253_300, "ACT_NEW_AAA"),
      // EVC: "~$1,725 on a $60,000 BEV" = $1,125 + $4 × 150u
      duty("BEV $60,000 → $1,725", bev, 6_000_000, 172_500, "ACT_NEW_AAA"),
      // AA: 450u × $2.67; $1,201.50 + $4.41; $1,201.50 + $4.41 × 350u = $2,745; $2,745 + $8
      duty("AA $45,000.00 → $1,201.50", AA, 4_500_000, 120_150, "ACT_NEW_AA"),
      duty("AA $45,000.01 → $1,205.91", AA, 4_500_001, 120_591, "ACT_NEW_AA"),
      duty("AA $80,000.00 → $2,745", AA, 8_000_000, 274_500, "ACT_NEW_AA"),
      duty("AA $80,000.01 → $2,753", AA, 8_000_001, 275_300, "ACT_NEW_AA"),
      // A: 450u × $2.84; $1,278 + $4.81; $1,278 + $4.81 × 350u = $2,961.50; $2,961.50 + $8
      duty("A $45,000.00 → $1,278", A, 4_500_000, 127_800, "ACT_NEW_A"),
      duty("A $45,000.01 → $1,282.81", A, 4_500_001, 128_281, "ACT_NEW_A"),
      duty("A $80,000.00 → $2,961.50", A, 8_000_000, 296_150, "ACT_NEW_A"),
      duty("A $80,000.01 → $2,969.50", A, 8_000_001, 296_950, "ACT_NEW_A"),
      // B: 450u × $3.00; $1,350 + $5.22; $1,350 + $5.22 × 350u = $3,177; $3,177 + $8
      duty("B $45,000.00 → $1,350", B, 4_500_000, 135_000, "ACT_NEW_B"),
      duty("B $45,000.01 → $1,355.22", B, 4_500_001, 135_522, "ACT_NEW_B"),
      duty("B $80,000.00 → $3,177", B, 8_000_000, 317_700, "ACT_NEW_B"),
      duty("B $80,000.01 → $3,185", B, 8_000_001, 318_500, "ACT_NEW_B"),
      // C: 450u × $3.17; $1,426.50 + $5.62; $1,426.50 + $5.62 × 350u = $3,393.50; $3,393.50 + $8
      duty("C $45,000.00 → $1,426.50", C, 4_500_000, 142_650, "ACT_NEW_C"),
      duty("C $45,000.01 → $1,432.12", C, 4_500_001, 143_212, "ACT_NEW_C"),
      duty("C $80,000.00 → $3,393.50", C, 8_000_000, 339_350, "ACT_NEW_C"),
      duty("C $80,000.01 → $3,401.50", C, 8_000_001, 340_150, "ACT_NEW_C"),
      // D: 450u × $4.53; $2,038.50 + $7.81; $2,038.50 + $7.81 × 350u = $4,772; $4,772 + $8
      duty("D $45,000.00 → $2,038.50", D, 4_500_000, 203_850, "ACT_NEW_D"),
      duty("D $45,000.01 → $2,046.31", D, 4_500_001, 204_631, "ACT_NEW_D"),
      duty("D $80,000.00 → $4,772", D, 8_000_000, 477_200, "ACT_NEW_D"),
      duty("D $80,000.01 → $4,780", D, 8_000_001, 478_000, "ACT_NEW_D"),
      // non-rated pays C rates
      duty("unknown CO2 $45,000.01 → $1,432.12", withCo2(null), 4_500_001, 143_212, "ACT_NON_RATED"),
      duty("unknown CO2 $80,000.01 → $3,401.50", withCo2(null), 8_000_001, 340_150, "ACT_NON_RATED"),
    ]);
  });

  it("has no rates for motorcycles; a heavy vehicle's is an estimate ($3.17 per $100 of the whole value)", () => {
    expect(() => stampDuty("ACT", 2_000_000, motorcycle, IN_2025_26)).toThrow(NoDutyScheduleError);
    expect(assessStampDuty("ACT", 20_000_000, truck, IN_2025_26)).toMatchObject({ cents: 634_000, scheduleId: "ACT_HEAVY", confidence: "estimate" }); // 2,000u × $3.17
  });
});

describe("NT", () => {
  const N = "NT_ALL";
  // Plug-in EV concession (BEV, PHEV) 2022-07-01..2027-06-30: duty − min(duty, $1,500).
  const inConcession = IN_2025_26;
  dutyCases("NT", [
    // $3 per $100 or part of the whole value, every vehicle
    duty("ICE $100.01 → $6", car, 10_001, 600, N), // 2u × $3
    duty("ICE $50,000.00 → $1,500", car, 5_000_000, 150_000, N), // 500u × $3
    duty("ICE $50,000.01 → $1,503", car, 5_000_001, 150_300, N), // 501u × $3
    duty("heavy $200,000 → $6,000", truck, 20_000_000, 600_000, N), // 2000u × $3
    // 400u × $3 = $1,200 − $1,200
    duty("BEV $40,000 → $0", bev, 4_000_000, 0, N, inConcession),
    // 500u × $3 = $1,500 − $1,500
    duty("BEV $50,000.00 → $0", bev, 5_000_000, 0, N, inConcession),
    // 501u × $3 = $1,503 − $1,500
    duty("BEV $50,000.01 → $3", bev, 5_000_001, 300, N, inConcession),
    // 600u × $3 = $1,800 − $1,500
    duty("BEV $60,000 → $300", bev, 6_000_000, 30_000, N, inConcession),
    duty("PHEV $50,000 → $0", phev, 5_000_000, 0, N, inConcession),
    duty("PHEV $60,000 → $300", phev, 6_000_000, 30_000, N, inConcession),
    // hybrids and FCEVs are not plug-in EVs: full 500u × $3
    duty("hybrid $50,000 → $1,500", hybrid, 5_000_000, 150_000, N, inConcession),
    duty("FCEV $50,000 → $1,500", fcev, 5_000_000, 150_000, N, inConcession),
    // concession dates are inclusive: 600u × $3 = $1,800, less $1,500 only inside them
    duty("BEV $60,000 registered 2022-06-30 → $1,800", bev, 6_000_000, 180_000, N, "2022-06-30"),
    duty("BEV $60,000 registered 2022-07-01 → $300", bev, 6_000_000, 30_000, N, "2022-07-01"),
    duty("BEV $60,000 registered 2027-06-30 → $300", bev, 6_000_000, 30_000, N, "2027-06-30"),
    duty("BEV $60,000 registered 2027-07-01 → $1,800", bev, 6_000_000, 180_000, N, "2027-07-01"),
    duty("BEV $40,000 registered 2027-07-01 → $1,200", bev, 4_000_000, 120_000, N, "2027-07-01"),
  ]);
});

describe("a two-wheel-drive single-cab ute against a passenger car at $50,000", () => {
  // Each state classes the ute from its facts: a goods vehicle in NSW, non-passenger in VIC, commercial in SA,
  // "other" in TAS; QLD's rate depends on cylinders only. (The dual-cab 4x4 ute: state-classes.test.ts.)
  it.each([
    // passenger $1,350 + $5 × 50u = $1,600; a goods vehicle the same, on the factsheet's one scale
    { state: "NSW" as const, passenger: 160_000, commercial: 160_000 },
    // passenger 250u × $8.40 = $2,100; commercial 250u × $5.40 = $1,350
    { state: "VIC" as const, passenger: 210_000, commercial: 135_000 },
    // passenger $60 + $4 × 470u = $1,940; commercial $60 + $3 × 470u = $1,470
    { state: "SA" as const, passenger: 194_000, commercial: 147_000 },
    // passenger 500u × $4 = $2,000; commercial 500u × $3 = $1,500
    { state: "TAS" as const, passenger: 200_000, commercial: 150_000 },
    // both 500u × $3 (QLD rates depend on cylinders only; 4 cyl)
    { state: "QLD" as const, passenger: 150_000, commercial: 150_000 },
  ])("$state", ({ state, passenger, commercial }) => {
    expect(stampDuty(state, 5_000_000, car, IN_2025_26).cents).toBe(passenger);
    expect(stampDuty(state, 5_000_000, ute, IN_2025_26).cents).toBe(commercial);
  });
});

describe("input checks", () => {
  it("refuses a dutiable value that is not whole non-negative cents", () => {
    expect(() => stampDuty("NSW", -1, car)).toThrow(RangeError);
    expect(() => stampDuty("NSW", 100.5, car)).toThrow(RangeError);
    expect(() => stampDuty("NSW", Number.NaN, car)).toThrow(RangeError);
  });

  it("refuses a dutiable value above $10 billion", () => {
    expect(() => stampDuty("NSW", 1_000_000_000_001, car)).toThrow(RangeError);
  });

  it.each<[string, unknown]>([
    ["a day that does not exist", "2026-02-30"],
    ["a date-time without an offset", "2026-07-01T00:30:00"],
    ["a date in another format", "01/07/2026"],
    ["an empty string", ""],
    ["an invalid Date", new Date("not a date")],
    ["a number", 1_782_000_000_000],
  ])("refuses %s as the pricing date", (_, pricingDate) => {
    expect(() => stampDuty("NSW", 5_000_000, car, pricingDate as string)).toThrow(RangeError);
  });
});
