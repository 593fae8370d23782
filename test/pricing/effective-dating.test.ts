import { describe, expect, it } from "vitest";
import type { AuState } from "../../src/pricing/au-state";
import { pricingCoverage, stateCoverage } from "../../src/pricing/coverage";
import { pricingDay } from "../../src/pricing/pricing-day";
import { registration12Months } from "../../src/pricing/registration";
import { assessStampDuty, stampDuty } from "../../src/pricing/stamp-duty";
import type { RegistrationVehicle } from "../../src/pricing/vehicle";

// Rates switch at midnight in each state's own time zone, on the day the rule takes effect. Expected values
// are worked by hand as in stamp-duty.test.ts: "u" = units of "$100 (or $200) or part" = ceil(value / unit).

// Registered privately, tare 1,500 kg: the standard car of the published registration figures.
const car: RegistrationVehicle = {
  bodyType: "sedan",
  cab: null,
  seats: 5,
  driveType: "2wd",
  powertrain: "ice",
  cylinders: 4,
  co2GramsPerKm: 180,
  fuelLitresPer100Km: 7.7,
  tareKg: 1500,
  gvmKg: 2000,
  registrationUse: "private",
};
const categoryB: RegistrationVehicle = { ...car, co2GramsPerKm: 175 };
const bev: RegistrationVehicle = { ...car, powertrain: "bev", cylinders: null, co2GramsPerKm: 0 };

describe("VIC, the showcase: the passenger tier boundary follows the LCT threshold", () => {
  it("a passenger car at $80,700 pays $10.40 per $200 on 30 June 2026 and $8.40 on 1 July 2026", () => {
    // 2025-26 threshold $80,567 < $80,700: ceil(80,700 / 200) = 404u × $10.40 = $4,201.60
    expect(stampDuty("VIC", 8_070_000, car, "2026-06-30")).toEqual({ cents: 420_160, scheduleId: "VIC_PASSENGER" });
    // 2026-27 threshold $80,809 ≥ $80,700: 404u × $8.40 = $3,393.60
    expect(stampDuty("VIC", 8_070_000, car, "2026-07-01")).toEqual({ cents: 339_360, scheduleId: "VIC_PASSENGER" });
  });

  it("switches at midnight in Melbourne", () => {
    // 13:59:59 UTC on 30 June = 23:59:59 AEST; 14:00:00 UTC = 00:00 on 1 July
    expect(stampDuty("VIC", 8_070_000, car, new Date("2026-06-30T13:59:59Z")).cents).toBe(420_160);
    expect(stampDuty("VIC", 8_070_000, car, new Date("2026-06-30T14:00:00Z")).cents).toBe(339_360);
    expect(stampDuty("VIC", 8_070_000, car, "2026-07-01T00:00:00+10:00").cents).toBe(339_360);
  });

  it.each([
    // 2025-26: ceil(402.83505) = 403u × $10.40 = $4,191.20; 2026-27: 403u × $8.40 = $3,385.20
    { value: 8_056_701, june: 419_120, july: 338_520 },
    // ceil(404.045) = 405u; 2025-26 × $10.40 = $4,212.00; 2026-27 (≤ $80,809) × $8.40 = $3,402.00
    { value: 8_080_900, june: 421_200, july: 340_200 },
    // $80,809.01 is over both thresholds: 405u × $10.40 = $4,212.00 either side
    { value: 8_080_901, june: 421_200, july: 421_200 },
  ])("$value cents: $june on 30 June, $july on 1 July", ({ value, june, july }) => {
    expect(stampDuty("VIC", value, car, "2026-06-30").cents).toBe(june);
    expect(stampDuty("VIC", value, car, "2026-07-01").cents).toBe(july);
  });

  it("says which rule it used, and how sure it is", () => {
    const before = assessStampDuty("VIC", 8_070_000, car, "2026-06-30");
    expect(before).toMatchObject({
      ratesAsOf: "2026-06-30",
      coverage: "within",
      effectiveFrom: "2025-07-01",
      effectiveTo: "2026-06-30",
      confidence: "official",
      scheduleCents: 420_160,
      concessions: [],
    });
    expect(before.sources).toContainEqual(expect.objectContaining({ kind: "official", url: "https://www.sro.vic.gov.au/node/16793" }));
    // the 2026-27 tier boundary ($80,809, the LCT threshold) has no named source yet
    expect(assessStampDuty("VIC", 8_070_000, car, "2026-07-01")).toMatchObject({
      ratesAsOf: "2026-07-01",
      effectiveFrom: "2026-07-01",
      effectiveTo: "2027-06-30",
      confidence: "estimate",
    });
  });
});

describe("every state at 30 June / 1 July 2026", () => {
  interface Boundary {
    state: AuState;
    vehicle: RegistrationVehicle;
    value: number;
    cents: number;
    scheduleId: string;
    juneFrom: string;
    juneConfidence: string;
  }
  it.each<Boundary>([
    // $1,350 + $5 × 150u
    { state: "NSW", vehicle: car, value: 6_000_000, cents: 210_000, scheduleId: "NSW_PASSENGER", juneFrom: "2025-07-01", juneConfidence: "official" },
    // 1001u × $5
    { state: "QLD", vehicle: car, value: 10_000_001, cents: 500_500, scheduleId: "QLD_1_TO_4_CYL", juneFrom: "2025-07-01", juneConfidence: "official" },
    // R = round2(6.1985034) = 6.20; 47,990 × 6.20% = 2,975.38 → 2,975.35
    { state: "WA", vehicle: car, value: 4_799_000, cents: 297_535, scheduleId: "WA_LIGHT", juneFrom: "2025-07-01", juneConfidence: "official" },
    // $60 + $4 × 470u
    { state: "SA", vehicle: car, value: 5_000_000, cents: 194_000, scheduleId: "SA_NON_COMMERCIAL", juneFrom: "2025-07-01", juneConfidence: "official" },
    // 658u × $4
    { state: "TAS", vehicle: car, value: 6_575_000, cents: 263_200, scheduleId: "TAS_PASSENGER", juneFrom: "2025-07-01", juneConfidence: "official" },
    // category B below $45,000 (ACT Greens: "Category B 3.00%"): 450u × $3
    { state: "ACT", vehicle: categoryB, value: 4_500_000, cents: 135_000, scheduleId: "ACT_NEW_B", juneFrom: "2025-09-01", juneConfidence: "corroborated" },
    // 501u × $3
    { state: "NT", vehicle: car, value: 5_000_001, cents: 150_300, scheduleId: "NT_ALL", juneFrom: "2025-07-01", juneConfidence: "official" },
  ])("$state duty: same rates, carried forward from 1 July", ({ state, vehicle, value, cents, scheduleId, juneFrom, juneConfidence }) => {
    expect(stampDuty(state, value, vehicle, "2026-06-30")).toEqual({ cents, scheduleId });
    expect(stampDuty(state, value, vehicle, "2026-07-01")).toEqual({ cents, scheduleId });
    expect(assessStampDuty(state, value, vehicle, "2026-06-30")).toMatchObject({
      effectiveFrom: juneFrom,
      effectiveTo: "2026-06-30",
      confidence: juneConfidence,
    });
    expect(assessStampDuty(state, value, vehicle, "2026-07-01")).toMatchObject({
      effectiveFrom: "2026-07-01",
      effectiveTo: state === "ACT" ? "2027-01-31" : "2027-06-30",
      confidence: "carried-forward",
    });
  });

  it.each<{ state: AuState; june: number; july: number }>([
    // 79 + 374 + 600 + 45 = 1,098 → 84 + 374 + 600 + 45 = 1,103 (the discount starts 1 September)
    { state: "NSW", june: 109_800, july: 110_300 },
    { state: "VIC", june: 97_370, july: 97_370 },
    // 437.90 + 386.80 + 35.05 = 859.75 → 452.70 + 386.80 + 35.05 = 874.55
    { state: "QLD", june: 85_975, july: 87_455 },
    // licence fee 15 × 26.52 = 397.80 → 15 × 29.76 = 446.40; + 6.60 + 10.30 + 420.85 + 30
    { state: "WA", june: 86_555, july: 91_415 },
    { state: "SA", june: 70_000, july: 70_000 },
    { state: "TAS", june: 64_542, july: 64_542 },
    // 500 + 400 + 160 + 110.60 = 1,170.60 → category C (180 g/km) 607.30 + 396.60 + 161.40 + 110.60 = 1,275.90
    { state: "ACT", june: 117_060, july: 127_590 },
    { state: "NT", june: 85_125, july: 85_125 },
  ])("$state registration: $june on 30 June, $july on 1 July", ({ state, june, july }) => {
    const before = registration12Months(state, car, "2026-06-30");
    const after = registration12Months(state, car, "2026-07-01");
    expect(before.totalCents).toBe(june);
    expect(after.totalCents).toBe(july);
    expect(before.components.every((c) => c.effectiveTo === "2026-06-30")).toBe(true);
    expect(after.components.every((c) => c.effectiveFrom === "2026-07-01")).toBe(true);
  });
});

describe("mid-year changes", () => {
  it("ACT 31 August / 1 September 2025: no earlier table is held, so the new one is used and called an estimate", () => {
    // AAA BEV $40,000: 400u × $2.50 = $1,000 on both days (AADA and Region Canberra: a 2.5% minimum for ZEVs)
    const august = assessStampDuty("ACT", 4_000_000, bev, "2025-08-31");
    const september = assessStampDuty("ACT", 4_000_000, bev, "2025-09-01");
    expect(august).toMatchObject({ cents: 100_000, scheduleId: "ACT_NEW_AAA", coverage: "before", confidence: "estimate" });
    expect(september).toMatchObject({
      cents: 100_000,
      coverage: "within",
      confidence: "corroborated",
      effectiveFrom: "2025-09-01",
    });
    // AAA $60,000: $1,125 + $4 × 150u = $1,725, which only the Electric Vehicle Council's figure names: an estimate
    expect(assessStampDuty("ACT", 6_000_000, bev, "2025-09-01")).toMatchObject({ cents: 172_500, confidence: "estimate" });
  });

  it("ACT 31 January / 1 February 2027: new rates announced but not found, so the old table stands in as an estimate, never carried past its end", () => {
    // B $45,000.00: 450u × $3 = $1,350 on both days
    const january = assessStampDuty("ACT", 4_500_000, categoryB, "2027-01-31");
    const february = assessStampDuty("ACT", 4_500_000, categoryB, "2027-02-01");
    expect(january).toMatchObject({ cents: 135_000, effectiveFrom: "2026-07-01", effectiveTo: "2027-01-31", confidence: "carried-forward" });
    expect(february).toMatchObject({ cents: 135_000, effectiveFrom: "2027-02-01", effectiveTo: "2027-06-30", confidence: "estimate" });
    expect(february.note).toContain("1 February 2027");
    // a category that was an estimate stays one: AA $30,000 = 300u × $2.67 = $801
    expect(assessStampDuty("ACT", 3_000_000, { ...car, co2GramsPerKm: 65 }, "2027-02-01")).toMatchObject({
      cents: 80_100,
      confidence: "estimate",
    });
  });

  it("NSW 31 August / 1 September 2026: the $100 registration discount starts; 31 August / 1 September 2027: it ends", () => {
    // 84 + 374 + 600 + 45 = 1,103; less 100 = 1,003
    expect(registration12Months("NSW", car, "2026-08-31").totalCents).toBe(110_300);
    expect(registration12Months("NSW", car, "2026-09-01").totalCents).toBe(100_300);
    expect(registration12Months("NSW", car, "2027-08-31").totalCents).toBe(100_300);
    expect(registration12Months("NSW", car, "2027-09-01").totalCents).toBe(110_300);
  });

  it("VIC 31 December 2025 / 1 January 2026: the ZLEV registration discount ends at midnight in Melbourne (AEDT)", () => {
    // 973.70 − 100 = 873.70, then 973.70; 12:59:59 UTC = 23:59:59 AEDT
    expect(registration12Months("VIC", bev, new Date("2025-12-31T12:59:59Z")).totalCents).toBe(87_370);
    expect(registration12Months("VIC", bev, new Date("2025-12-31T13:00:00Z")).totalCents).toBe(97_370);
  });

  it("TAS 30 November / 1 December 2025: the fees of 1 December 2024 become carried-forward", () => {
    const november = registration12Months("TAS", car, "2025-11-30").components[0];
    const december = registration12Months("TAS", car, "2025-12-01").components[0];
    expect(november).toMatchObject({ cents: 64_542, confidence: "official", effectiveTo: "2025-11-30" });
    expect(december).toMatchObject({ cents: 64_542, confidence: "carried-forward", effectiveFrom: "2025-12-01" });
  });

  it("NT 30 June / 1 July 2027: the plug-in EV concessions end", () => {
    // 400u × $3 = $1,200, all of it conceded on 30 June; in full on 1 July
    expect(stampDuty("NT", 4_000_000, bev, "2027-06-30")).toEqual({ cents: 0, scheduleId: "NT_ALL" });
    expect(stampDuty("NT", 4_000_000, bev, "2027-07-01")).toEqual({ cents: 120_000, scheduleId: "NT_ALL" });
    // registration 831.25 + 20 − 219 = 632.25, then 851.25
    expect(registration12Months("NT", bev, "2027-06-30").totalCents).toBe(63_225);
    expect(registration12Months("NT", bev, "2027-07-01").totalCents).toBe(85_125);
  });

  it("NT plug-in EV duty concession: official up to a $50,000 value, an estimate above it (unconfirmed)", () => {
    // nt.gov.au: "up to $1,500 — for vehicles valued up to $50,000". 500u × $3 = $1,500 − $1,500 = $0
    expect(assessStampDuty("NT", 5_000_000, bev, "2027-06-30").concessions).toEqual([
      expect.objectContaining({ id: "NT_PEV_CONCESSION", cents: -150_000, confidence: "official" }),
    ]);
    // $50,000.01: 501u × $3 = $1,503 − $1,500 = $3, on a reading the Territory Revenue Office has not confirmed
    const above = assessStampDuty("NT", 5_000_001, bev, "2027-06-30");
    expect(above.cents).toBe(300);
    expect(above.concessions).toEqual([
      expect.objectContaining({ id: "NT_PEV_CONCESSION_OVER_50000", cents: -150_000, confidence: "estimate", note: expect.stringContaining("valued up to $50,000") }),
    ]);
  });
});

describe("past the data: 30 June / 1 July 2027", () => {
  it("reports the data's last day", () => {
    expect(pricingCoverage()).toEqual({ validThrough: "2027-06-30" });
    expect(stateCoverage("ACT")).toEqual({ validFrom: "2025-09-01", validThrough: "2027-06-30" });
    expect(stateCoverage("NSW")).toEqual({ validFrom: "2025-07-01", validThrough: "2027-06-30" });
  });

  it.each<AuState>(["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"])(
    "%s keeps pricing with the newest rules, every line carried-forward at best (an estimate stays an estimate)",
    (state) => {
      const vehicle = state === "ACT" ? categoryB : car;
      const last = assessStampDuty(state, 5_000_000, vehicle, "2027-06-30");
      const beyond = assessStampDuty(state, 5_000_000, vehicle, "2027-07-01");
      expect(beyond.cents).toBe(last.cents);
      expect(beyond.scheduleId).toBe(last.scheduleId);
      expect(last.coverage).toBe("within");
      const atBest = (confidence: string) => (confidence === "estimate" ? "estimate" : "carried-forward");
      expect(beyond).toMatchObject({ coverage: "beyond", confidence: atBest(last.confidence), effectiveTo: "2027-06-30" });
      const lastRegistration = registration12Months(state, vehicle, "2027-06-30");
      const registration = registration12Months(state, vehicle, "2027-07-01");
      expect(registration.coverage).toBe("beyond");
      expect(registration.components.map((c) => [c.id, c.confidence])).toEqual(lastRegistration.components.map((c) => [c.id, atBest(c.confidence)]));
    },
  );

  it("VIC still uses the 2026-27 threshold: $80,700 → 404u × $8.40 = $3,393.60", () => {
    expect(stampDuty("VIC", 8_070_000, car, "2027-07-01").cents).toBe(339_360);
  });
});

describe("the pricing day is the day in the state's own time zone", () => {
  it("23:30 on 30 June in Perth is still 2025-26", () => {
    const perthLateJune = new Date("2026-06-30T15:30:00Z"); // 23:30 AWST
    expect(pricingDay("WA", perthLateJune)).toBe("2026-06-30");
    expect(registration12Months("WA", car, perthLateJune).components[0]).toMatchObject({ effectiveFrom: "2025-07-01" });
    expect(assessStampDuty("WA", 4_799_000, car, "2026-06-30T23:30:00+08:00").ratesAsOf).toBe("2026-06-30");
  });

  it("00:30 on 1 July in Sydney is already 2026-27", () => {
    const sydneyEarlyJuly = new Date("2026-06-30T14:30:00Z"); // 00:30 AEST
    expect(pricingDay("NSW", sydneyEarlyJuly)).toBe("2026-07-01");
    // registration fee $84 from 1 July 2026
    expect(registration12Months("NSW", car, sydneyEarlyJuly).components[0]).toMatchObject({ cents: 8_400 });
  });

  it("one instant: 1 July in Sydney, 30 June in Perth", () => {
    const instant = new Date("2026-06-30T14:30:00Z");
    const days = Object.fromEntries(
      (["NSW", "ACT", "VIC", "TAS", "QLD", "SA", "NT", "WA"] as const).map((state) => [state, pricingDay(state, instant)]),
    );
    // +10:00 in the east; +09:30 in Adelaide and Darwin makes it exactly midnight; +08:00 in Perth
    expect(days).toEqual({
      NSW: "2026-07-01",
      ACT: "2026-07-01",
      VIC: "2026-07-01",
      TAS: "2026-07-01",
      QLD: "2026-07-01",
      SA: "2026-07-01",
      NT: "2026-07-01",
      WA: "2026-06-30",
    });
    expect(assessStampDuty("NSW", 6_000_000, car, instant).effectiveFrom).toBe("2026-07-01");
    expect(assessStampDuty("WA", 6_000_000, car, instant).effectiveFrom).toBe("2025-07-01");
  });

  it("follows daylight saving: Sydney and Adelaide in summer, not Brisbane or Darwin", () => {
    const instant = new Date("2026-12-31T13:00:00Z");
    expect(pricingDay("NSW", instant)).toBe("2027-01-01"); // 00:00 AEDT (+11)
    expect(pricingDay("QLD", instant)).toBe("2026-12-31"); // 23:00 AEST (+10)
    expect(pricingDay("SA", instant)).toBe("2026-12-31"); // 23:30 ACDT (+10:30)
    expect(pricingDay("NT", instant)).toBe("2026-12-31"); // 22:30 ACST (+9:30)
  });

  it("takes a YYYY-MM-DD string as that day in any state", () => {
    expect(assessStampDuty("WA", 6_000_000, car, "2026-07-01").ratesAsOf).toBe("2026-07-01");
    expect(assessStampDuty("NSW", 6_000_000, car, "2026-06-30").ratesAsOf).toBe("2026-06-30");
  });

  it("defaults to today", () => {
    expect(assessStampDuty("NSW", 6_000_000, car).ratesAsOf).toBe(pricingDay("NSW", new Date()));
  });
});
