import { describe, expect, it } from "vitest";
import type { AuState } from "../../src/pricing/au-state";
import { computeDriveAway, type DriveAwayInput } from "../../src/pricing/drive-away";
import { HeavyVehicleError, NoDutyScheduleError } from "../../src/pricing/not-priced";

// Worked by hand from docs/pricing-research/2025-26-charges.md (sections 1–3). The same order everywhere:
//   dealer price $40,000 + margin $1,500 = vehicle price $41,500; delivery $1,200;
//   accessories floor mats $300 + window tint $500 = $800; 4-cyl petrol passenger car, 150 g/km CO2.
// So vehicle + delivery + accessories = $43,500 in every state; only the dutiable value, the duty and
// the registration package differ. Priced at noon in the east on 2 March 2026: 2025-26 rates.
const order: DriveAwayInput = {
  state: "NSW",
  vehicle: {
    bodyType: "sedan",
    cab: null,
    seats: 5,
    driveType: "2wd",
    powertrain: "ice",
    cylinders: 4,
    co2GramsPerKm: 150,
    fuelLitresPer100Km: 6.5,
    tareKg: 1500,
    gvmKg: 1950,
  },
  registrationUse: "private",
  listPriceCents: 4_150_000,
  dealerPriceCents: 4_000_000,
  marginCents: 150_000,
  deliveryFeeCents: 120_000,
  accessories: [
    { name: "Floor mats", priceCents: 30_000 },
    { name: "Window tint", priceCents: 50_000 },
  ],
  quantity: 1,
  pricingDate: new Date("2026-03-02T02:00:00Z"),
};

const inState = (state: AuState, changes: Partial<DriveAwayInput> = {}): DriveAwayInput => ({
  ...order,
  state,
  ...changes,
});

interface StateExample {
  state: AuState;
  dv: number;
  duty: number;
  scheduleId: string;
  rego: number;
  total: number;
}

describe("a full drive-away quote per state", () => {
  it.each<StateExample>([
    // DV = 41,500 + 1,200 + 800 = 43,500; duty 435u × $3 = $1,305;
    // rego 79 + 374 + 600 + 45 = $1,098; total 43,500 + 1,305 + 1,098 = $45,903.00
    { state: "NSW", dv: 4_350_000, duty: 130_500, scheduleId: "NSW_PASSENGER", rego: 109_800, total: 4_590_300 },
    // DV 43,500; duty ceil(217.5) = 218u × $8.40 = $1,831.20 (150 g/km is not green);
    // rego $973.70; total 43,500 + 1,831.20 + 973.70 = $46,304.90
    { state: "VIC", dv: 4_350_000, duty: 183_120, scheduleId: "VIC_PASSENGER", rego: 97_370, total: 4_630_490 },
    // DV excludes delivery: 41,500 + 800 = 42,300; duty 423u × $3 = $1,269;
    // rego 437.90 + 386.80 + 35.05 = $859.75; total 43,500 + 1,269 + 859.75 = $45,628.75
    { state: "QLD", dv: 4_230_000, duty: 126_900, scheduleId: "QLD_1_TO_4_CYL", rego: 85_975, total: 4_562_875 },
    // DV excludes delivery and accessories: 41,500; R = round2(2.75 + 16,500 / 6,666.66 = 5.2250025) = 5.23;
    // duty 41,500 × 5.23% = 2,170.45 (already a multiple of 5c);
    // rego 397.80 + 6.60 + 10.30 + 420.85 + 30 = $865.55; total 43,500 + 2,170.45 + 865.55 = $46,536.00
    { state: "WA", dv: 4_150_000, duty: 217_045, scheduleId: "WA_LIGHT", rego: 86_555, total: 4_653_600 },
    // DV = the list price alone, 41,500 (RevenueSA Information Circular 87: neither delivery nor accessories);
    // duty $60 + $4 × 385u = $1,600; rego 670 + 30 = $700; total 43,500 + 1,600 + 700 = $45,800.00
    { state: "SA", dv: 4_150_000, duty: 160_000, scheduleId: "SA_NON_COMMERCIAL", rego: 70_000, total: 4_580_000 },
    // DV 43,500 > $40,000: 435u × $4 = $1,740; rego $645.42; total 43,500 + 1,740 + 645.42 = $45,885.42
    { state: "TAS", dv: 4_350_000, duty: 174_000, scheduleId: "TAS_PASSENGER", rego: 64_542, total: 4_588_542 },
    // DV 43,500 < $45,000, category B (131–175 g/km): 435u × $3.00 = $1,305;
    // rego 500 + 400 + 160 + 110.60 = $1,170.60; total 43,500 + 1,305 + 1,170.60 = $45,975.60
    { state: "ACT", dv: 4_350_000, duty: 130_500, scheduleId: "ACT_NEW_B", rego: 117_060, total: 4_597_560 },
    // DV 43,500; duty 435u × $3 = $1,305; rego 831.25 + 20 = $851.25; total 43,500 + 1,305 + 851.25 = $45,656.25
    { state: "NT", dv: 4_350_000, duty: 130_500, scheduleId: "NT_ALL", rego: 85_125, total: 4_565_625 },
  ])("$state", ({ state, dv, duty, scheduleId, rego, total }) => {
    const quote = computeDriveAway(inState(state));
    expect(quote.vehiclePriceCents).toBe(4_150_000);
    expect(quote.dealerDeliveryCents).toBe(120_000);
    expect(quote.accessories).toEqual(order.accessories);
    expect(quote.accessoriesTotalCents).toBe(80_000);
    expect(quote.dutiableValueCents).toBe(dv);
    expect(quote.stampDuty).toMatchObject({ cents: duty, scheduleId, state, scheduleCents: duty, concessions: [] });
    expect(quote.registration.cents).toBe(rego);
    expect(quote.registration.state).toBe(state);
    expect(quote.totalDriveAwayCents).toBe(total);
    expect(quote.quantity).toBe(1);
    expect(quote.totalForQuantityCents).toBe(total);
    expect(quote.ratesAsOf).toBe("2026-03-02");
    expect(quote.beyondCoverage).toBe(false);
  });

  it("lists the registration components with their provenance (NSW)", () => {
    const year = { effectiveFrom: "2025-07-01", effectiveTo: "2026-06-30" };
    expect(computeDriveAway(order).registration.components).toMatchObject([
      // A petrol car of 150 g/km is lower taxed on one Service NSW page, not on nsw.gov.au (the table
      // priced): its class is not sure, so no line of its registration is surer than an estimate.
      { id: "registration_fee", label: "Registration (admin) fee", cents: 7_900, ...year, confidence: "estimate" },
      {
        id: "motor_vehicle_tax",
        label: "Motor vehicle tax (private use, tare 1,155–1,504 kg)",
        cents: 37_400,
        ...year,
        confidence: "estimate",
        note: expect.stringMatching(/^Service NSW's list of lower taxed vehicles has 'vehicles with CO2 emissions no higher than 150 g\/km'/),
      },
      {
        id: "ctp_green_slip",
        label: "CTP green slip (bought separately from a licensed insurer; varies by insurer, postcode region, driver)",
        cents: 60_000,
        ...year,
        confidence: "estimate",
      },
      { id: "plate_fee", label: "Standard number plates (new registration)", cents: 4_500, ...year, confidence: "estimate" },
    ]);
    for (const component of computeDriveAway(order).registration.components) {
      expect(component.sources.length).toBeGreaterThan(0);
      for (const source of component.sources) expect(source.readOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("NT plug-in EV: concessions are their own negative lines, inside their dates only", () => {
    const bev = { ...order.vehicle, powertrain: "bev", cylinders: null, co2GramsPerKm: 0 } as const;
    // duty 435u × $3 = $1,305 − min($1,305, $1,500) = $0;
    // registration 831.25 + 20 − 219 (free registration, MAC still paid) = 632.25;
    // total 43,500 + 0 + 632.25 = $44,132.25
    const inside = computeDriveAway(inState("NT", { vehicle: bev }));
    expect(inside.stampDuty).toMatchObject({ cents: 0, scheduleCents: 130_500, confidence: "official" });
    expect(inside.stampDuty.concessions).toEqual([
      expect.objectContaining({
        id: "NT_PEV_CONCESSION",
        cents: -130_500,
        effectiveFrom: "2022-07-01",
        effectiveTo: "2027-06-30",
        confidence: "official",
      }),
    ]);
    expect(inside.registration.components.map((c) => c.cents)).toEqual([83_125, 2_000]);
    expect(inside.registration.concessions).toEqual([
      expect.objectContaining({ id: "nt_pev_free_registration", cents: -21_900, confidence: "estimate" }),
    ]);
    expect(inside.registration.cents).toBe(63_225);
    expect(inside.totalDriveAwayCents).toBe(4_413_225);
    // registered 2027-07-01 (Darwin): both concessions have ended: duty $1,305, registration $851.25;
    // total 43,500 + 1,305 + 851.25 = $45,656.25
    const after = computeDriveAway(inState("NT", { vehicle: bev, pricingDate: new Date("2027-06-30T15:00:00Z") }));
    expect(after.ratesAsOf).toBe("2027-07-01");
    expect(after.stampDuty.cents).toBe(130_500);
    expect(after.stampDuty.concessions).toEqual([]);
    expect(after.registration.concessions).toEqual([]);
    expect(after.totalDriveAwayCents).toBe(4_565_625);
  });
});

describe("the same order in 2026-27 (priced 23 November 2026, Sydney morning)", () => {
  const today = new Date("2026-11-22T22:00:00Z");

  it.each<StateExample>([
    // duty unchanged (carried forward) 435u × $3 = $1,305; rego 84 + 374 + 600 + 45 − 100 (discount from
    // 1 Sep 2026) = $1,003; total 43,500 + 1,305 + 1,003 = $45,808.00
    { state: "NSW", dv: 4_350_000, duty: 130_500, scheduleId: "NSW_PASSENGER", rego: 100_300, total: 4_580_800 },
    // $43,500 is under both thresholds: 218u × $8.40 = $1,831.20; rego 973.70 carried forward; $46,304.90
    { state: "VIC", dv: 4_350_000, duty: 183_120, scheduleId: "VIC_PASSENGER", rego: 97_370, total: 4_630_490 },
    // duty 423u × $3 = $1,269; rego 452.70 + 386.80 + 35.05 = $874.55; total 43,500 + 1,269 + 874.55 = $45,643.55
    { state: "QLD", dv: 4_230_000, duty: 126_900, scheduleId: "QLD_1_TO_4_CYL", rego: 87_455, total: 4_564_355 },
    // licence fee 15 × 29.76 = 446.40 + 6.60 + 10.30 + 420.85 + 30 = $914.15; total 43,500 + 2,170.45 + 914.15 = $46,584.60
    { state: "WA", dv: 4_150_000, duty: 217_045, scheduleId: "WA_LIGHT", rego: 91_415, total: 4_658_460 },
    // SA, TAS and NT: 2025-26 figures carried forward, so the 2025-26 totals (SA on the list price alone)
    { state: "SA", dv: 4_150_000, duty: 160_000, scheduleId: "SA_NON_COMMERCIAL", rego: 70_000, total: 4_580_000 },
    { state: "TAS", dv: 4_350_000, duty: 174_000, scheduleId: "TAS_PASSENGER", rego: 64_542, total: 4_588_542 },
    { state: "NT", dv: 4_350_000, duty: 130_500, scheduleId: "NT_ALL", rego: 85_125, total: 4_565_625 },
    // category B (150 g/km): 495.00 + MAI 396.60 + levies 161.40 + establishing 110.60 = $1,163.60;
    // total 43,500 + 1,305 + 1,163.60 = $45,968.60
    { state: "ACT", dv: 4_350_000, duty: 130_500, scheduleId: "ACT_NEW_B", rego: 116_360, total: 4_596_860 },
  ])("$state", ({ state, dv, duty, scheduleId, rego, total }) => {
    const quote = computeDriveAway(inState(state, { pricingDate: today }));
    // 22:00 UTC on the 22nd is the 23rd in every state (06:00 in Perth)
    expect(quote.ratesAsOf).toBe("2026-11-23");
    expect(quote.dutiableValueCents).toBe(dv);
    expect(quote.stampDuty).toMatchObject({ cents: duty, scheduleId, state });
    expect(quote.registration.cents).toBe(rego);
    expect(quote.totalDriveAwayCents).toBe(total);
    // every state carries some 2025-26 figure forward, so every 2026-27 total is flagged
    expect(quote.estimated).toBe(true);
    expect(quote.beyondCoverage).toBe(false);
  });
});

describe("confidence flags", () => {
  it("a VIC petrol car in 2025-26 rests on official figures only: not estimated", () => {
    const quote = computeDriveAway(inState("VIC"));
    expect(quote.stampDuty.confidence).toBe("official");
    expect(quote.registration.components.map((c) => c.confidence)).toEqual(["official"]);
    expect(quote.estimated).toBe(false);
  });

  it("the same car from 1 July 2026: the standard registration cost is carried forward, so estimated", () => {
    const quote = computeDriveAway(inState("VIC", { pricingDate: "2026-07-01" }));
    // the tier boundary, the 2026-27 LCT threshold, has no named source: an estimate
    expect(quote.stampDuty).toMatchObject({ confidence: "estimate", effectiveFrom: "2026-07-01" });
    expect(quote.registration.components.map((c) => c.confidence)).toEqual(["carried-forward"]);
    expect(quote.estimated).toBe(true);
  });

  it("an estimate anywhere (NSW's CTP green slip) makes the total estimated", () => {
    const quote = computeDriveAway(inState("NSW"));
    expect(quote.stampDuty.confidence).toBe("official");
    expect(quote.estimated).toBe(true);
  });

  it("past the data's last day: newest rules, every line carried-forward at best, beyondCoverage", () => {
    const quote = computeDriveAway(inState("QLD", { pricingDate: "2027-07-01" }));
    // same figures as 2026-27: $45,643.55
    expect(quote.totalDriveAwayCents).toBe(4_564_355);
    expect(quote.ratesAsOf).toBe("2027-07-01");
    expect(quote.coverage).toBe("beyond");
    expect(quote.beyondCoverage).toBe(true);
    expect(quote.estimated).toBe(true);
    const lines = [quote.stampDuty, ...quote.registration.components];
    // duty (carried forward in 2026-27 too) stays carried-forward; registration, CTP and plates were
    // estimates in 2026-27 and stay estimates
    expect(lines.map((l) => l.confidence)).toEqual(["carried-forward", "estimate", "estimate", "estimate"]);
    expect(quote.stampDuty.effectiveTo).toBe("2027-06-30");
  });

  it("on the data's last day: not beyond coverage", () => {
    const quote = computeDriveAway(inState("QLD", { pricingDate: "2027-06-30" }));
    expect(quote.beyondCoverage).toBe(false);
    expect(quote.coverage).toBe("within");
  });

  it("before the data's first day: earliest rules, reported as estimates", () => {
    const quote = computeDriveAway(inState("VIC", { pricingDate: "2025-06-30" }));
    expect(quote.coverage).toBe("before");
    expect(quote.totalDriveAwayCents).toBe(4_630_490);
    expect(quote.stampDuty.confidence).toBe("estimate");
    expect(quote.estimated).toBe(true);
    expect(quote.beyondCoverage).toBe(false);
  });

  it("refuses a pricing date that is not a day or an instant", () => {
    expect(() => computeDriveAway(inState("NSW", { pricingDate: "2026-13-01" }))).toThrow(RangeError);
    expect(() => computeDriveAway(inState("NSW", { pricingDate: new Date(Number.NaN) }))).toThrow(RangeError);
  });
});

describe("quantity", () => {
  it("multiplies the one-vehicle total", () => {
    // NSW: $45,903.00 × 3 = $137,709.00
    const three = computeDriveAway({ ...order, quantity: 3 });
    expect(three.totalDriveAwayCents).toBe(4_590_300);
    expect(three.quantity).toBe(3);
    expect(three.totalForQuantityCents).toBe(13_770_900);
    // $45,903.00 × 1,000 = $45,903,000.00
    expect(computeDriveAway({ ...order, quantity: 1000 }).totalForQuantityCents).toBe(4_590_300_000);
  });

  it.each([0, 1001, 2.5, -1, Number.NaN])("refuses %s", (quantity) => {
    expect(() => computeDriveAway({ ...order, quantity })).toThrow(RangeError);
  });
});

describe("what the dutiable value includes", () => {
  // Delivery raised from $1,200 to $2,200 and a $1,000 tow bar added: vehicle price stays $41,500.
  const more: Partial<DriveAwayInput> = {
    deliveryFeeCents: 220_000,
    accessories: [...order.accessories, { name: "Tow bar", priceCents: 100_000 }],
  };

  it.each([
    // 41,500 + 2,200 + 1,800
    { state: "NSW" as const, dv: 4_550_000 },
    { state: "VIC" as const, dv: 4_550_000 },
    { state: "TAS" as const, dv: 4_550_000 },
    { state: "ACT" as const, dv: 4_550_000 },
    { state: "NT" as const, dv: 4_550_000 },
    // accessories (optional equipment) in, delivery out: 41,500 + 1,800
    { state: "QLD" as const, dv: 4_330_000 },
    // list price only: 41,500 (WA: no delivery, no dealer-fitted accessories; SA: the list price alone)
    { state: "WA" as const, dv: 4_150_000 },
    { state: "SA" as const, dv: 4_150_000 },
  ])("$state", ({ state, dv }) => {
    expect(computeDriveAway(inState(state, more)).dutiableValueCents).toBe(dv);
  });

  it("counts the margin as part of the list price where the list price is taxed (WA, QLD)", () => {
    // WA: 40,000 + 2,500 = 42,500; QLD: 42,500 + 800 = 43,300
    expect(computeDriveAway(inState("WA", { marginCents: 250_000 })).dutiableValueCents).toBe(4_250_000);
    expect(computeDriveAway(inState("QLD", { marginCents: 250_000 })).dutiableValueCents).toBe(4_330_000);
  });

  it("still charges excluded delivery and accessories in the drive-away total (WA)", () => {
    // WA with no delivery and no accessories: DV 41,500, same duty $2,170.45 as the full example;
    // total 41,500 + 2,170.45 + 865.55 = $44,536.00, i.e. $2,000 less than the full example's $46,536.00
    const bare = computeDriveAway(inState("WA", { deliveryFeeCents: 0, accessories: [] }));
    expect(bare.stampDuty.cents).toBe(217_045);
    expect(bare.totalDriveAwayCents).toBe(4_453_600);
  });
});

describe("input checks", () => {
  it.each<Partial<DriveAwayInput>>([
    { dealerPriceCents: -1 },
    { dealerPriceCents: 4_000_000.5 },
    { marginCents: -100 },
    { deliveryFeeCents: Number.NaN },
    { accessories: [{ name: "Mats", priceCents: -5 }] },
  ])("refuses %j", (changes) => {
    expect(() => computeDriveAway({ ...order, ...changes })).toThrow(RangeError);
  });

  it("passes on a state with no duty rate for the vehicle", () => {
    const noCylinders = { ...order.vehicle, cylinders: null };
    expect(() => computeDriveAway(inState("QLD", { vehicle: noCylinders }))).toThrow(NoDutyScheduleError);
  });
});

describe("a fleet price below the list price (registered 24 November 2026)", () => {
  // List price $50,000; the fleet buys at $45,000 (dealer price, no margin); delivery $1,200; accessories $800.
  const fleet = (state: AuState, listPriceCents: number | null = 5_000_000) =>
    computeDriveAway(inState(state, { dealerPriceCents: 4_500_000, marginCents: 0, listPriceCents, pricingDate: "2026-11-24" }));

  it("QLD charges duty on the list price: $150 more than on the fleet price", () => {
    // DV = list 50,000 + accessories 800 (delivery excluded) = 50,800 → 508u × $3 = $1,524
    // (on the fleet price it would be 45,800 → 458u × $3 = $1,374: $150 less)
    const quote = fleet("QLD");
    expect(quote.dutiableValueCents).toBe(5_080_000);
    expect(quote.stampDuty.cents).toBe(152_400);
    expect(quote.stampDuty.note).toMatch(/^Charged on the list price, \$50,000\.00, not on the lower vehicle price: QLD charges duty on a new vehicle's list price whatever the discount\./);
    expect(quote.stampDuty.confidence).toBe("carried-forward");
  });

  it("SA charges duty on the list price alone: no delivery, no accessories, no fleet discount", () => {
    // RevenueSA Information Circular 87 (https://www.revenuesa.sa.gov.au/forms-and-publications/information-circulars-and-revenue-rulings/information-circulars/ic_087):
    // a new vehicle's dutiable value is its list price. DV = 50,000 → $60 + $4 × 470u = $1,940
    // (with delivery and accessories, as before: 52,000 → $2,020; on the fleet price: 47,000 → $1,820)
    const quote = fleet("SA");
    expect(quote.dutiableValueCents).toBe(5_000_000);
    expect(quote.stampDuty.cents).toBe(194_000);
    expect(quote.stampDuty.note).toMatch(/^Charged on the list price alone, \$50,000\.00: SA charges duty on a new vehicle's list price/);
  });

  it("WA charges duty on the list price alone", () => {
    // DV = 50,000: R = round2(2.75 + 25,000 / 6,666.66) = 6.50 → $3,250.00 (on 45,000: 5.75% → $2,587.50)
    const quote = fleet("WA");
    expect(quote.dutiableValueCents).toBe(5_000_000);
    expect(quote.stampDuty.cents).toBe(325_000);
  });

  it("NSW lets the fleet discount lower the duty: the price paid is taxed", () => {
    // DV = 45,000 + 1,200 + 800 = 47,000 → $1,350 + $5 × 20u = $1,450
    const quote = fleet("NSW");
    expect(quote.dutiableValueCents).toBe(4_700_000);
    expect(quote.stampDuty.cents).toBe(145_000);
    expect(quote.stampDuty.note).not.toMatch(/list price/);
  });

  it("taxes a price above the list price (factory options) as it is", () => {
    // QLD, list 40,000, price 45,000: DV = 45,000 + 800 = 45,800 → $1,374
    const quote = fleet("QLD", 4_000_000);
    expect(quote.dutiableValueCents).toBe(4_580_000);
    expect(quote.stampDuty.note).not.toMatch(/list price/);
  });

  it("without a list price, taxes the vehicle price and calls the duty an estimate where the law wants the list price", () => {
    const quote = fleet("QLD", null);
    expect(quote.dutiableValueCents).toBe(4_580_000);
    expect(quote.stampDuty).toMatchObject({ cents: 137_400, confidence: "estimate" });
    expect(quote.stampDuty.note).toMatch(/^The vehicle's list price is not known: QLD charges duty on at least the list price/);
    expect(fleet("NSW", null).stampDuty).toMatchObject({ confidence: "carried-forward" });
    expect(fleet("NSW", null).stampDuty.note).not.toMatch(/list price/);
  });
});

describe("business registration in the drive-away total", () => {
  it("NSW business use: the business vehicle tax, and no private discount", () => {
    // tare 1,500 kg: business tax 588 vs private 374 (+214), and the $100 private discount is not given: +$314
    const day = { pricingDate: "2026-11-24" };
    const privately = computeDriveAway(inState("NSW", day));
    const forBusiness = computeDriveAway(inState("NSW", { ...day, registrationUse: "business" }));
    expect(forBusiness.registrationUse).toBe("business");
    expect(forBusiness.totalDriveAwayCents - privately.totalDriveAwayCents).toBe(31_400);
  });
});

describe("luxury car tax: said of the vehicle line, never added", () => {
  const priced = (dealerPriceCents: number, vehicle: Partial<DriveAwayInput["vehicle"]> = {}) =>
    computeDriveAway(
      inState("VIC", {
        dealerPriceCents,
        marginCents: 0,
        deliveryFeeCents: 0,
        accessories: [],
        listPriceCents: null,
        vehicle: { ...order.vehicle, ...vehicle },
        pricingDate: "2026-11-24",
      }),
    );

  it("is silent at the 2026-27 threshold and speaks one cent above it, calling the threshold the estimate it is", () => {
    expect(priced(8_080_900).vehiclePriceNote).toBeNull();
    const above = priced(8_080_901);
    // No official page gives the 2026-27 threshold: the ATO gives the base ($80,567) and the indexation rule (s 25-1).
    expect(above.vehiclePriceNote).toMatch(
      /^Above the estimated 2026-27 luxury car tax threshold for this vehicle \(\$80,809\.00\): the vehicle price includes luxury car tax, which the dealer collects; no amount is added for it\. Both thresholds are estimates: no official page read gives the 2026-27 thresholds\. The ATO gives the base and the rule: \$80,567 and \$91,387 for 2025-26, indexed every 1 July/,
    );
    // nothing added: vehicle + duty + registration only ($80,809.01 → 405u × $10.40 = $4,212.00; 973.70)
    expect(above.totalDriveAwayCents).toBe(8_080_901 + 421_200 + 97_370);
  });

  it("uses the fuel-efficient threshold for an electric car", () => {
    const bev = { powertrain: "bev", cylinders: null, co2GramsPerKm: 0, fuelLitresPer100Km: null } as const;
    expect(priced(9_000_000, bev).vehiclePriceNote).toBeNull();
    expect(priced(9_166_101, bev).vehiclePriceNote).toMatch(/^Above the estimated 2026-27 luxury car tax threshold for fuel-efficient vehicles \(\$91,661\.00\)/);
  });

  it("is said of cars only: a ute, a van or a motorcycle above the threshold pays no LCT", () => {
    // ATO (https://www.ato.gov.au/law/view/document?docid=PAC/19990177/Sch1-Cl168): a car is a motor vehicle, not a
    // motorcycle, designed to carry a load under 2 tonnes and fewer than 9 passengers; goods vehicles are not cars here
    for (const bodyType of ["ute", "cab-chassis", "van", "motorcycle"] as const) {
      expect(priced(9_000_000, { bodyType, cab: null }).vehiclePriceNote, bodyType).toBeNull();
    }
    for (const bodyType of ["sedan", "suv", "people-mover"] as const) {
      expect(priced(9_000_000, { bodyType }).vehiclePriceNote, bodyType).not.toBeNull();
    }
    // a people mover seating 10 (the driver and 9 passengers) is no car; one seating 9 is
    expect(priced(9_000_000, { bodyType: "people-mover", seats: 9 }).vehiclePriceNote).not.toBeNull();
    expect(priced(9_000_000, { bodyType: "people-mover", seats: 10 }).vehiclePriceNote).toBeNull();
  });

  it("reads the car's price as sold, not a duty floor: a fleet price under the threshold is silent though the list price is over it", () => {
    const brisbane = (dealerPriceCents: number) =>
      computeDriveAway(inState("QLD", { dealerPriceCents, marginCents: 0, deliveryFeeCents: 50_000, accessories: [], listPriceCents: 9_000_000, pricingDate: "2026-11-24" }));
    // QLD duty is on the $90,000 list price, but the car sells for $79,000 + $500 delivery: under $80,809
    const discounted = brisbane(7_900_000);
    expect(discounted.dutiableValueCents).toBe(9_000_000);
    expect(discounted.vehiclePriceNote).toBeNull();
    // $80,400 + $500 delivery = $80,900 as sold: over it
    expect(brisbane(8_040_000).vehiclePriceNote).toMatch(/^Above the estimated 2026-27 luxury car tax threshold for this vehicle \(\$80,809\.00\)/);
  });

  it("uses the year's own threshold: 2025-26's $80,567", () => {
    const june = computeDriveAway(inState("VIC", { dealerPriceCents: 8_056_701, marginCents: 0, deliveryFeeCents: 0, accessories: [], pricingDate: "2026-06-30" }));
    // 2025-26's is official (ATO, s 25-1; SRO Victoria): named as fact, with no estimate said
    expect(june.vehiclePriceNote).toBe(
      "Above the 2025-26 luxury car tax threshold for this vehicle ($80,567.00): the vehicle price includes luxury car tax, which the dealer collects; no amount is added for it.",
    );
  });
});
