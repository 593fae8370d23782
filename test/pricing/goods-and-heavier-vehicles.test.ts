import { describe, expect, it } from "vitest";
import type { AuState } from "../../src/pricing/au-state";
import { computeDriveAway, type DriveAwayInput } from "../../src/pricing/drive-away";
import { registration12Months } from "../../src/pricing/registration";
import { assessStampDuty } from "../../src/pricing/stamp-duty";
import { type RegistrationUse, type VehicleFacts, vehicleFactsProblems } from "../../src/pricing/vehicle";

/*
 * Goods vehicles and the heavier light vehicles, worked by hand from the official pages named beside each case
 * (never read back from src/pricing/charges/), at each band's boundary, for business and private use. Amounts
 * in cents; "u" = units of "$100 or part" = ceil(value / 100).
 */
const TAS_FEES_OF_DECEMBER_2024 = "2025-09-01"; // in force to 30 November 2025, so official
const IN_2025_26 = "2026-03-02";
const IN_2026_27 = "2026-11-24";
const USES: readonly RegistrationUse[] = ["business", "private"];

/** A 4-cylinder diesel dual-cab ute unless `changes` say otherwise. */
const facts = (changes: Partial<VehicleFacts> = {}): VehicleFacts => ({
  bodyType: "ute",
  cab: "dual",
  seats: 5,
  driveType: "4x4",
  powertrain: "ice",
  cylinders: 4,
  co2GramsPerKm: 236,
  fuelLitresPer100Km: 8.9,
  tareKg: 2140,
  gvmKg: 3050,
  ...changes,
});
const registration = (state: AuState, vehicle: VehicleFacts, registrationUse: RegistrationUse, day: string) => registration12Months(state, { ...vehicle, registrationUse }, day);
const line = (state: AuState, vehicle: VehicleFacts, registrationUse: RegistrationUse, day: string, id: string) =>
  registration(state, vehicle, registrationUse, day).components.find((component) => component.id === id);

describe("TAS: registration by GVM band, under 3 t and 3 t to 4.5 t", () => {
  // https://transport.tas.gov.au/registration/registration_fees ("Current as at 1 December 2024", establish fees incl.
  // plate): 4 Cylinder $645.42; 5 & 6 Cylinder $686.42; "3 & 4 Cylinder - GVM 3t ≤ 4.5t" $796.42; "5 & 6 Cylinder -
  // GVM 3t ≤ 4.5t" $847.42; "7 & 8 Cylinder - GVM 3t ≤ 4.5t" $901.42. The band starts at 3 t: "Vehicles with a GVM/GCM
  // equal to or greater than 3 tonnes" (http://www.transport.tas.gov.au/registration/dealer/dealer_registration_scheme_manual_fees).
  // One fee for business and private use alike.
  it.each(USES)("%s: a 4-cylinder ute of GVM 2,999 kg pays $645.42; at 3,000 kg, $796.42, official", (use) => {
    const under = line("TAS", facts({ gvmKg: 2999 }), use, TAS_FEES_OF_DECEMBER_2024, "registration_establish_total");
    expect(under).toMatchObject({ cents: 64_542, confidence: "official", label: "Registration establish fees incl. plate (4 cylinders)" });
    const at = line("TAS", facts({ gvmKg: 3000 }), use, TAS_FEES_OF_DECEMBER_2024, "registration_establish_total");
    expect(at).toMatchObject({ cents: 79_642, confidence: "official", label: "Registration establish fees incl. plate (3 & 4 cylinders, GVM 3 t to 4.5 t)" });
    expect(registration("TAS", facts({ gvmKg: 3000 }), use, TAS_FEES_OF_DECEMBER_2024).vehicleClass).toBe("light vehicle, GVM 3 t to 4.5 t");
  });

  it.each(USES)("%s: a 6-cylinder 4WD wagon of GVM 3,280 kg pays $847.42, not the $686.42 of one under 3 t", (use) => {
    const wagon = facts({ bodyType: "wagon", cab: null, seats: 7, cylinders: 6, tareKg: 2630 });
    expect(line("TAS", { ...wagon, gvmKg: 3280 }, use, TAS_FEES_OF_DECEMBER_2024, "registration_establish_total")).toMatchObject({ cents: 84_742, confidence: "official" });
    expect(line("TAS", { ...wagon, gvmKg: 2999 }, use, TAS_FEES_OF_DECEMBER_2024, "registration_establish_total")).toMatchObject({ cents: 68_642, confidence: "official" });
    // From 1 December 2025 the re-indexed fees were not found: the same figure, carried forward.
    expect(line("TAS", { ...wagon, gvmKg: 3280 }, use, IN_2026_27, "registration_establish_total")).toMatchObject({ cents: 84_742, confidence: "carried-forward" });
  });

  it("an 8-cylinder van of GVM 4,500 kg pays $901.42", () => {
    expect(line("TAS", facts({ bodyType: "van", cab: null, cylinders: 8, gvmKg: 4500 }), "business", TAS_FEES_OF_DECEMBER_2024, "registration_establish_total")?.cents).toBe(90_142);
  });

  it("an electric van of GVM 3 t has no total on the page: $645.42 + the motor tax gap ($315 − $164), an estimate that says how", () => {
    // https://www.transport.tas.gov.au/fees_forms/registration_fees/accordion/motor_tax_light_vehicles: "Rotary engine or
    // electric motor" $164 under 3 t, $315 from 3 t to 4.5 t; the electric vehicle under 3 t pays $645.42.
    const ev = facts({ bodyType: "van", cab: null, powertrain: "bev", cylinders: null, co2GramsPerKm: 0, fuelLitresPer100Km: null, gvmKg: 3000 });
    const fee = line("TAS", ev, "business", TAS_FEES_OF_DECEMBER_2024, "registration_establish_total");
    expect(fee).toMatchObject({ cents: 79_642, confidence: "estimate" });
    expect(fee?.note).toMatch(/^The fees page gives no total for an electric vehicle of GVM 3 t or more/);
  });

  it("a ute whose GVM is not known may be in either band: priced under 3 t, an estimate naming the GVM", () => {
    const fee = line("TAS", facts({ gvmKg: null }), "business", TAS_FEES_OF_DECEMBER_2024, "registration_establish_total");
    expect(fee).toMatchObject({ cents: 64_542, confidence: "estimate" });
    expect(fee?.note).toMatch(/^The vehicle's GVM is not known, so TAS may class it for registration as "light vehicle, GVM under 3 t" or "light vehicle, GVM 3 t to 4.5 t"/);
  });
});

describe("QLD: the fee for a GVM over 4 t, up to 4.5 t", () => {
  // Transport Operations (Road Use Management—Vehicle Registration) (Fee Relief) Amendment Regulation 2024, sch 4A
  // (https://legislation.qld.gov.au/view/whole/html/asmade/sl-2024-0130): item 1(b), GVM not more than 4t, 4 cylinders,
  // 272.14 fee units private / 295.35 otherwise; item 2, GVM more than 4t but not more than 4.5t, 676.43 / 734.07.
  // No 2026-27 dollar table was found: the 4-cylinder fee held ($452.70 private, $485.57 business, each with the $67.25
  // traffic improvement fee) is scaled by the fee units: (452.70 − 67.25) × 676.43 / 272.14 = 958.07 → $958.10
  // (fees over $100 round to 10 cents), + 67.25 = $1,025.35; (485.57 − 67.25) × 734.07 / 295.35 = 1,039.70, + 67.25 = $1,106.95.
  it.each([
    { use: "private" as const, atLimit: 45_270, onePast: 102_535 },
    { use: "business" as const, atLimit: 48_557, onePast: 110_695 },
  ])("$use: a ute of GVM 4,000 kg pays the 4-cylinder fee; at 4,001 kg the fee of its own, an estimate that says how", ({ use, atLimit, onePast }) => {
    expect(line("QLD", facts({ gvmKg: 4000 }), use, IN_2026_27, "registration_fee_and_tif")?.cents).toBe(atLimit);
    const over = line("QLD", facts({ gvmKg: 4001 }), use, IN_2026_27, "registration_fee_and_tif");
    expect(over).toMatchObject({ cents: onePast, confidence: "estimate", label: `Registration fee + traffic improvement fee (GVM more than 4 t but not more than 4.5 t, ${use} use)` });
    expect(over?.note).toMatch(/^No dollar figure for a GVM over 4 t was found for 2026-27: the regulation's fee for it/);
    expect(registration("QLD", facts({ gvmKg: 4001 }), use, IN_2026_27).vehicleClass).toBe("motor vehicle with a GVM of more than 4 t but not more than 4.5 t");
  });

  it("2025-26: ($437.90 − $65.05) × 676.43 / 272.14 = 926.75 → $926.80, + $65.05 = $991.85", () => {
    expect(line("QLD", facts({ gvmKg: 4001 }), "private", IN_2025_26, "registration_fee_and_tif")).toMatchObject({ cents: 99_185, confidence: "estimate" });
  });
});

describe("goods-vehicle CTP and MAI classes", () => {
  // ACT: class 3, "Goods vehicle, gross vehicle mass (GVM) is not over 4.5 t", $509.90 against class 1's $419.20
  // (https://www.aami.com.au/modals/act-mai-entitled-pricing-table, 8 April 2025): $90.70 more than the class 1 figure held.
  it.each(USES)("%s: an ACT ute pays the goods-vehicle premium, class 1's + $90.70; a car class 1's", (use) => {
    expect(line("ACT", facts(), use, IN_2026_27, "mai_insurance")).toMatchObject({ cents: 39_660 + 9_070, confidence: "estimate", label: "Motor Accident Injuries insurance (class 3, goods vehicle)" });
    expect(line("ACT", facts(), use, IN_2025_26, "mai_insurance")?.cents).toBe(40_000 + 9_070);
    const car = facts({ bodyType: "sedan", cab: null, driveType: "2wd", tareKg: 1400, gvmKg: 1900 });
    expect(line("ACT", car, use, IN_2026_27, "mai_insurance")).toMatchObject({ cents: 39_660, label: "Motor Accident Injuries insurance (class 1)" });
  });

  // QLD: "Class 6 – Trucks, utilities and vans <4.5t" (https://maic.qld.gov.au/for-drivers/purchasing-ctp-insurance/ctp-rideshare-operators/):
  // no stored page gives its premium, so class 1's is priced as an estimate that says so.
  it.each(USES)("%s: a QLD ute's CTP line is class 6's, priced at class 1's premium as an estimate that says so", (use) => {
    const ctp = line("QLD", facts(), use, IN_2026_27, "ctp");
    expect(ctp).toMatchObject({ cents: 38_680, confidence: "estimate", label: expect.stringMatching(/^CTP class 6/) });
    expect(ctp?.note).toMatch(/^Class 6's premium was not found, so class 1's is priced/);
  });
});

describe("NSW: a goods vehicle over $45,000, where Revenue NSW's pages read two ways", () => {
  // http://www.revenue.nsw.gov.au/taxes/vehicle and the factsheet: "$45,000 and over: $1,350 plus $5 for every $100 (or part
  // of $100)", no class named; https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/motor-vehicle-duty: the duty
  // "depends on ... whether it's a passenger vehicle". A 2WD ute at $60,000: $1,350 + $5 × 150u = $2,100, or $3 × 600u = $1,800.
  const ute = facts({ driveType: "2wd" });
  it("$60,000: $2,100 as an estimate naming both readings, both sources and the $300 between them", () => {
    const duty = assessStampDuty("NSW", 6_000_000, ute, IN_2026_27);
    expect(duty).toMatchObject({ cents: 210_000, scheduleId: "NSW_GOODS", confidence: "estimate" });
    expect(duty.note).toMatch(/^Sources differ for this vehicle: Revenue NSW's factsheet and rate tables give one scale.*which gives \$2,100\.00 \(priced\); its current page says the duty depends on whether the vehicle is a passenger vehicle.*which gives \$1,800\.00, \$300\.00 less\./);
    const urls = duty.sources.flatMap((source) => (source.kind === "note" ? [] : [source.url]));
    expect(urls).toEqual(expect.arrayContaining(["http://www.revenue.nsw.gov.au/taxes/vehicle", "https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/motor-vehicle-duty"]));
  });

  it("$45,000.00, where both readings give $1,350: official (2025-26; carried forward in 2026-27)", () => {
    expect(assessStampDuty("NSW", 4_500_000, ute, IN_2025_26)).toMatchObject({ cents: 135_000, confidence: "official" });
    expect(assessStampDuty("NSW", 4_500_000, ute, IN_2026_27)).toMatchObject({ cents: 135_000, confidence: "carried-forward" });
  });
});

describe("SA: a ute or van's registration by mass", () => {
  // https://www.sa.gov.au/topics/driving-and-transport/motoring-fees/vehicle-registration-fees (1 July 2023, metropolitan):
  // utility or van "mass less than 1,500 kg" $910, "between 1,500 kg and 4,499 kg" $1,125.
  const van = facts({ bodyType: "van", cab: null, driveType: "2wd" });
  it.each(USES)("%s: tare 1,499 kg $910, 1,500 kg $1,125; unknown, the likelier $1,125 as an estimate", (use) => {
    expect(line("SA", { ...van, tareKg: 1499 }, use, IN_2026_27, "registration_package")?.cents).toBe(91_000);
    expect(line("SA", { ...van, tareKg: 1500 }, use, IN_2026_27, "registration_package")?.cents).toBe(112_500);
    const unknown = line("SA", { ...van, tareKg: null }, use, IN_2026_27, "registration_package");
    expect(unknown).toMatchObject({ cents: 112_500, confidence: "estimate" });
    expect(unknown?.note).toMatch(/^The vehicle's tare is not known: the 1,500–4,499 kg band is priced, the likelier for a ute or van/);
  });
});

describe("heavy vehicles at 4,500 / 4,501 kg GVM: duty by each state's heavy-vehicle rules", () => {
  const truck = (gvmKg: number) => facts({ bodyType: "truck", cab: "dual", seats: 7, driveType: "2wd", co2GramsPerKm: null, tareKg: 2600, gvmKg });
  const order = (state: AuState, gvmKg: number, registrationUse: RegistrationUse, dealerPriceCents = 6_000_000): DriveAwayInput => ({
    state,
    vehicle: truck(gvmKg),
    registrationUse,
    // The list price is the price paid: QLD and WA tax at least it, SA it alone.
    listPriceCents: dealerPriceCents,
    dealerPriceCents,
    marginCents: 0,
    deliveryFeeCents: 0,
    accessories: [],
    quantity: 1,
    pricingDate: IN_2026_27,
  });

  // A crew-cab 4-cylinder truck at $60,000, light (4,500 kg) and heavy (4,501 kg):
  // NSW: the goods scale, $1,350 + $5 × 150u = $2,100 both (an estimate: $1,800 on the other reading).
  // VIC (https://sro.vic.gov.au/rates-taxes-duties-and-levies/motor-vehicle-duty-current-rates): new non-passenger $5.40 per
  //   $200: 300u × $5.40 = $1,620 both.
  // QLD (https://www.qld.gov.au/transport/registration/fees/duty/rates): light 1–4 cylinders $3 per $100 up to $100,000,
  //   heavy $3 at any value: $1,800 both.
  // WA (Duties Act 2008 s 236): light over $50,000 6.5% = $3,900; heavy "the lesser of 3% ... and $12 000" = $1,800.
  // SA (http://revenuesa.sa.gov.au/taxes-and-duties/stamp-duties/motor-vehicles): commercial $60 + $3 × 570u = $1,770 both.
  // TAS (https://www.sro.tas.gov.au/motor-vehicle-duty/rates-of-duty): commercial up to 4.5 t $3 per $100 = $1,800; heavy
  //   "$1 per $100" = $600.
  // ACT: light non-rated (category C) $1,426.50 + $5.62 × 150u = $2,269.50; heavy $3.17 × 600u = $1,902 (an estimate: s 208(2)
  //   takes it out of the $45,000 rate; its determined rate was not found).
  // NT (https://treasury.nt.gov.au/dtf/territory-revenue-office/stamp-duty-on-motor-vehicles): $3 per $100 = $1,800 both.
  it.each([
    { state: "NSW" as const, light: 210_000, heavy: 210_000, heavyConfidence: "estimate" },
    { state: "VIC" as const, light: 162_000, heavy: 162_000, heavyConfidence: "carried-forward" },
    { state: "QLD" as const, light: 180_000, heavy: 180_000, heavyConfidence: "carried-forward" },
    { state: "WA" as const, light: 390_000, heavy: 180_000, heavyConfidence: "carried-forward" },
    { state: "SA" as const, light: 177_000, heavy: 177_000, heavyConfidence: "carried-forward" },
    { state: "TAS" as const, light: 180_000, heavy: 60_000, heavyConfidence: "carried-forward" },
    { state: "ACT" as const, light: 226_950, heavy: 190_200, heavyConfidence: "estimate" },
    { state: "NT" as const, light: 180_000, heavy: 180_000, heavyConfidence: "carried-forward" },
  ])("$state: duty $light cents at 4,500 kg and $heavy cents at 4,501 kg, business and private", ({ state, light, heavy, heavyConfidence }) => {
    for (const use of USES) {
      const lightQuote = computeDriveAway(order(state, 4500, use));
      expect(lightQuote.stampDuty.cents).toBe(light);
      expect(lightQuote.registrationLeftToDealer).toBeNull();
      expect(lightQuote.totalDriveAwayCents).toBe(6_000_000 + light + lightQuote.registration.cents);
      const heavyQuote = computeDriveAway(order(state, 4501, use));
      expect(heavyQuote.stampDuty).toMatchObject({ cents: heavy, confidence: heavyConfidence });
      expect(heavyQuote.registration.components).toEqual([expect.objectContaining({ id: "registration_left_to_dealer", cents: 0, confidence: "estimate" })]);
      expect(heavyQuote.totalDriveAwayCents).toBe(6_000_000 + heavy);
    }
  });

  it("WA caps a heavy vehicle's duty at $12,000: $400,000 × 3% = $12,000, $400,000.01 still $12,000", () => {
    expect(computeDriveAway(order("WA", 4501, "business", 40_000_000)).stampDuty.cents).toBe(1_200_000);
    expect(computeDriveAway(order("WA", 4501, "business", 40_000_001)).stampDuty.cents).toBe(1_200_000);
  });

  it("QLD: above $100,000 a light truck pays $5 per $100, a heavy one still $3 ($150,000: $7,500 against $4,500)", () => {
    expect(computeDriveAway(order("QLD", 4500, "business", 15_000_000)).stampDuty.cents).toBe(750_000);
    expect(computeDriveAway(order("QLD", 4501, "business", 15_000_000)).stampDuty.cents).toBe(450_000);
  });
});

describe("a cab on a truck or a bus", () => {
  it("is a fact a truck and a bus may carry, as a ute and a cab chassis do; a sedan may not", () => {
    expect(vehicleFactsProblems(facts({ bodyType: "truck", cab: "dual", gvmKg: 4495 }))).toEqual([]);
    expect(vehicleFactsProblems(facts({ bodyType: "bus", cab: "single", seats: 12, gvmKg: 4300 }))).toEqual([]);
    expect(vehicleFactsProblems(facts({ bodyType: "sedan", cab: "dual" }))).toEqual(["cab is for a ute, cab chassis, truck or bus only, not a sedan"]);
  });

  it("prices a crew-cab light truck", () => {
    const quote = computeDriveAway({
      state: "QLD",
      vehicle: facts({ bodyType: "truck", cab: "dual", seats: 7, gvmKg: 4495 }),
      registrationUse: "business",
      listPriceCents: null,
      dealerPriceCents: 7_000_000,
      marginCents: 0,
      deliveryFeeCents: 0,
      accessories: [],
      quantity: 1,
      pricingDate: IN_2026_27,
    });
    // QLD light, 4 cylinders, $3 × 700u = $2,100; registration at the fee over 4 t (business) $1,106.95 + CTP + plates
    expect(quote.stampDuty.cents).toBe(210_000);
    expect(quote.registration.components.find((c) => c.id === "registration_fee_and_tif")?.cents).toBe(110_695);
    expect(quote.registrationLeftToDealer).toBeNull();
  });
});
