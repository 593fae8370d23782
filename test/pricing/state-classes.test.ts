import { describe, expect, it } from "vitest";
import type { AuState } from "../../src/pricing/au-state";
import { computeDriveAway, type DriveAwayInput } from "../../src/pricing/drive-away";
import { HeavyVehicleError } from "../../src/pricing/not-priced";
import { registration12Months } from "../../src/pricing/registration";
import { assessStampDuty, stampDuty } from "../../src/pricing/stamp-duty";
import type { RegistrationUse, RegistrationVehicle, VehicleFacts } from "../../src/pricing/vehicle";

/*
 * Each state's classes of vehicle, worked by hand from the official pages named beside each case (never read
 * back from src/pricing/charges/). Amounts in cents; "u" = units of "$100 (or $200) or part" = ceil(value / unit).
 * 2025-26 cases are priced on 2 March 2026, 2026-27 cases on 24 November 2026.
 */
const IN_2025_26 = "2026-03-02";
const IN_2026_27 = "2026-11-24";

/** A 4-cylinder petrol sedan unless `changes` say otherwise. */
const facts = (changes: Partial<VehicleFacts> = {}): VehicleFacts => ({
  bodyType: "sedan",
  cab: null,
  seats: 5,
  driveType: "2wd",
  powertrain: "ice",
  cylinders: 4,
  co2GramsPerKm: 180,
  fuelLitresPer100Km: 7.7,
  tareKg: 1400,
  gvmKg: 1900,
  ...changes,
});
/** A dual-cab 4x4 diesel ute: HiLux SR5-like (tare 2,140 kg, GVM 3,050 kg). */
const dualCab4x4 = facts({ bodyType: "ute", cab: "dual", driveType: "4x4", co2GramsPerKm: 236, fuelLitresPer100Km: 8.9, tareKg: 2140, gvmKg: 3050 });
/** A single-cab two-wheel-drive ute. */
const singleCab2wd = facts({ bodyType: "ute", cab: "single", seats: 2, driveType: "2wd", co2GramsPerKm: 207, tareKg: 1580, gvmKg: 2800 });
const hybrid = (co2GramsPerKm: number | null) => facts({ powertrain: "hybrid", co2GramsPerKm, fuelLitresPer100Km: 4.7 });

const registered = (vehicle: VehicleFacts, registrationUse: RegistrationUse = "private"): RegistrationVehicle => ({ ...vehicle, registrationUse });
const line = (state: AuState, vehicle: RegistrationVehicle, id: string, day = IN_2025_26) =>
  registration12Months(state, vehicle, day).components.find((component) => component.id === id);

const order = (state: AuState, vehicle: VehicleFacts, changes: Partial<DriveAwayInput> = {}): DriveAwayInput => ({
  state,
  vehicle,
  registrationUse: "private",
  listPriceCents: null,
  dealerPriceCents: 5_000_000,
  marginCents: 0,
  deliveryFeeCents: 0,
  accessories: [],
  quantity: 1,
  pricingDate: IN_2025_26,
  ...changes,
});

describe("NSW: lower taxed vehicles pay a lower motor vehicle tax, private and business", () => {
  // https://www.nsw.gov.au/driving-boating-and-transport/vehicle-registration/fees-concessions-and-forms/lower-taxed-vehicles:
  // "a manufacturer designated petrol-electric hybrid, diesel-electric hybrid, plug-in hybrid, or electric vehicle" with
  // "CO2 emissions no higher than 150 grams/kilometre". http://www.rms.nsw.gov.au/roads/registration/fees/: the 2010
  // increase made cars of 976–2,504 kg tare "non-lower taxed". Non-lower taxed, tare 1,155–1,504 kg (nsw.gov.au
  // vehicle-registration-fees): $374 private, $588 business. Lower taxed, estimated from the official 2016 table
  // (http://www.rms.nsw.gov.au/roads/registration/fees/registration-costs.html: cars $289 / $456, untouched $266 / $433):
  // 374 × 266 / 289 = 344.21 → $344; 588 × 433 / 456 = 558.34 → $558.
  it.each([
    { use: "private" as const, lower: 34_400, higher: 37_400 },
    { use: "business" as const, lower: 55_800, higher: 58_800 },
  ])("$use: a hybrid at 150 g/km pays the lower tax, one at 151 g/km the higher", ({ use, lower, higher }) => {
    const atLimit = registration12Months("NSW", registered(hybrid(150), use), IN_2025_26);
    expect(atLimit.vehicleClass).toBe("lower taxed vehicle");
    expect(atLimit.components.find((c) => c.id === "motor_vehicle_tax_lower_taxed")).toMatchObject({
      cents: lower,
      label: `Motor vehicle tax, lower taxed vehicle (${use} use, tare 1,155–1,504 kg)`,
      confidence: "estimate",
    });
    expect(atLimit.components.map((c) => c.id)).not.toContain("motor_vehicle_tax");
    const onePast = registration12Months("NSW", registered(hybrid(151), use), IN_2025_26);
    expect(onePast.components.find((c) => c.id === "motor_vehicle_tax")).toMatchObject({ cents: higher, confidence: "carried-forward" });
    expect(onePast.components.map((c) => c.id)).not.toContain("motor_vehicle_tax_lower_taxed");
  });

  it.each([
    { day: IN_2025_26, use: "private" as const, lower: 34_400, higher: 37_400 },
    { day: IN_2025_26, use: "business" as const, lower: 55_800, higher: 58_800 },
    { day: IN_2026_27, use: "private" as const, lower: 34_400, higher: 37_400 },
  ])("a plug-in hybrid is lower taxed too ($use, $day): at 150 g/km the lower tax, at 151 g/km the higher", ({ day, use, lower, higher }) => {
    const plugIn = (co2GramsPerKm: number) => registered(facts({ powertrain: "phev", co2GramsPerKm, fuelLitresPer100Km: 1.5 }), use);
    const atLimit = registration12Months("NSW", plugIn(150), day);
    expect(atLimit.vehicleClass).toBe("lower taxed vehicle");
    expect(atLimit.components.find((c) => c.id === "motor_vehicle_tax_lower_taxed")).toMatchObject({ cents: lower });
    expect(atLimit.components.map((c) => c.id)).not.toContain("motor_vehicle_tax");
    expect(registration12Months("NSW", plugIn(151), day).components.find((c) => c.id === "motor_vehicle_tax")).toMatchObject({ cents: higher });
  });

  it("a petrol car at 150 g/km is not a lower taxed vehicle: the 150 g/km limit is for hybrids and electric vehicles", () => {
    expect(line("NSW", registered(facts({ co2GramsPerKm: 150 })), "motor_vehicle_tax")).toMatchObject({ cents: 37_400 });
  });

  it("an electric car is lower taxed; its lower tax changes at the 975 / 976 kg band edge", () => {
    const ev = facts({ powertrain: "bev", cylinders: null, co2GramsPerKm: 0, fuelLitresPer100Km: null });
    // up to 975 kg the 2010 increase did not apply: $266 private, the same as the non-lower taxed table
    expect(line("NSW", registered({ ...ev, tareKg: 975 }), "motor_vehicle_tax_lower_taxed")).toMatchObject({ cents: 26_600 });
    // 976–1,154 kg: 308 × 230 / 236 = 300.17 → $300
    expect(line("NSW", registered({ ...ev, tareKg: 976 }), "motor_vehicle_tax_lower_taxed")).toMatchObject({ cents: 30_000 });
  });

  it("a hybrid without a CO2 rating cannot be placed: priced lower taxed as an estimate that says why", () => {
    const tax = line("NSW", registered(hybrid(null)), "motor_vehicle_tax_lower_taxed");
    expect(tax).toMatchObject({ cents: 34_400, confidence: "estimate" });
    expect(tax?.note).toMatch(/^The vehicle's CO2 rating is not known, so NSW may class it for registration as "lower taxed vehicle" or "non-lower taxed vehicle": priced as "lower taxed vehicle"\./);
  });
});

describe("NSW duty: a four-wheel-drive dual-cab ute is a passenger vehicle, a two-wheel-drive ute is a goods vehicle", () => {
  // https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/motor-vehicle-duty: passenger vehicles (four-wheel drives with
  // seats and windows included) $3 per $100 to $44,999, then $1,350 + $5 per $100 over $45,000. Whether a goods vehicle pays
  // the same scale or $3 per $100 throughout, sources read differently (test/pricing/goods-and-heavier-vehicles.test.ts).
  it("at $45,000.00 both pay $1,350, official; one cent past, $1,355.00, the goods ute's as an estimate naming $1,353.00", () => {
    expect(assessStampDuty("NSW", 4_500_000, dualCab4x4, IN_2025_26)).toMatchObject({ cents: 135_000, confidence: "official" }); // 450u × $3
    expect(assessStampDuty("NSW", 4_500_000, singleCab2wd, IN_2025_26)).toMatchObject({ cents: 135_000, confidence: "official" }); // 450u × $3
    expect(stampDuty("NSW", 4_500_001, dualCab4x4, IN_2025_26)).toEqual({ cents: 135_500, scheduleId: "NSW_PASSENGER" }); // 1,350 + 5 × 1u
    const goods = assessStampDuty("NSW", 4_500_001, singleCab2wd, IN_2025_26);
    expect(goods).toMatchObject({ cents: 135_500, scheduleId: "NSW_GOODS", confidence: "estimate" });
    expect(goods.note).toMatch(/which gives \$1,353\.00, \$2\.00 less\.$/); // 451u × $3
  });

  it("a HiLux SR5 double cab at its $62,290 list price: $2,215 as a passenger vehicle, official", () => {
    // 1,350 + 5 × ceil(17,290 / 100) = 1,350 + 5 × 173 = $2,215
    expect(assessStampDuty("NSW", 6_229_000, dualCab4x4, IN_2025_26)).toMatchObject({ cents: 221_500, confidence: "official", vehicleClass: "passenger vehicle" });
  });

  it("a ute whose drive is not known cannot be placed: priced as a passenger vehicle, an estimate that says why", () => {
    const duty = assessStampDuty("NSW", 6_000_000, { ...dualCab4x4, driveType: null }, IN_2025_26);
    expect(duty).toMatchObject({ cents: 210_000, confidence: "estimate" }); // 1,350 + 5 × 150u
    expect(duty.note).toMatch(/^The vehicle's drive type is not known, so NSW may class it for stamp duty as "passenger vehicle" or "goods vehicle/);
  });
});

describe("SA: utes and vans are commercial vehicles, for duty and for registration by mass", () => {
  // http://revenuesa.sa.gov.au/taxes-and-duties/stamp-duties/motor-vehicles: over $3,000, $60 + $4 per $100 (non-commercial)
  // or $3 per $100 (commercial: utes, panel vans, vans, trucks) over $3,000.
  it("a $60,000 ute pays $1,770 (not a car's $2,340); at $3,000 both pay $60, one cent past $63 against $64", () => {
    expect(stampDuty("SA", 6_000_000, dualCab4x4, IN_2025_26)).toEqual({ cents: 177_000, scheduleId: "SA_COMMERCIAL" }); // 60 + 3 × 570u
    expect(stampDuty("SA", 6_000_000, facts(), IN_2025_26)).toEqual({ cents: 234_000, scheduleId: "SA_NON_COMMERCIAL" }); // 60 + 4 × 570u
    expect(stampDuty("SA", 300_000, dualCab4x4, IN_2025_26).cents).toBe(6_000);
    expect(stampDuty("SA", 300_001, dualCab4x4, IN_2025_26).cents).toBe(6_300); // 60 + 3 × 1u
    expect(stampDuty("SA", 300_001, facts(), IN_2025_26).cents).toBe(6_400); // 60 + 4 × 1u
  });

  it("charges the ute's duty on its list price alone, whatever was paid, delivered or fitted (Information Circular 87)", () => {
    // https://www.revenuesa.sa.gov.au/forms-and-publications/information-circulars-and-revenue-rulings/information-circulars/ic_087
    // list $60,000, bought at $55,000 + $1,500 delivery + $2,000 accessories: DV = $60,000 → $1,770
    const quote = computeDriveAway(order("SA", dualCab4x4, { listPriceCents: 6_000_000, dealerPriceCents: 5_500_000, deliveryFeeCents: 150_000, accessories: [{ name: "Canopy", priceCents: 200_000 }] }));
    expect(quote.dutiableValueCents).toBe(6_000_000);
    expect(quote.stampDuty.cents).toBe(177_000);
    expect(quote.vehicleClasses).toEqual({ duty: "commercial vehicle", registration: "utility or van" });
  });

  // https://www.sa.gov.au/topics/driving-and-transport/motoring-fees/vehicle-registration-fees (effective 1 July 2023,
  // metropolitan, 12 months): "Utility or van mass less than 1,500 kg $910"; "between 1,500 kg and 4,499 kg $1,125";
  // a 4-cylinder sedan or station wagon $670.
  it.each([
    { tareKg: 1499, cents: 91_000 },
    { tareKg: 1500, cents: 112_500 },
  ])("registers a ute of tare $tareKg kg at $cents cents, not at a 4-cylinder car's $670", ({ tareKg, cents }) => {
    const privately = line("SA", registered({ ...singleCab2wd, tareKg }), "registration_package");
    expect(privately).toMatchObject({ cents, confidence: "carried-forward" });
    // business use: the package's CTP class depends on input tax credits, not found: an estimate that says so
    const forBusiness = line("SA", registered({ ...singleCab2wd, tareKg }, "business"), "registration_package");
    expect(forBusiness).toMatchObject({ cents, confidence: "estimate" });
    expect(forBusiness?.note).toMatch(/input tax credits/);
  });

  // sa.gov.au's 2023 table: a utility or van pays $910 under 1,500 kg and $1,125 from 1,500 kg; a 4-cylinder car $670.
  it("a ute whose tare is not known is priced in the likelier band for its body ($1,125, 1,500 kg and over), as an estimate that says so", () => {
    const unknownTare = line("SA", registered({ ...singleCab2wd, tareKg: null }), "registration_package");
    expect(unknownTare).toMatchObject({ cents: 112_500, confidence: "estimate", label: expect.stringMatching(/utility or van, mass 1,500–4,499 kg\), tare not known$/) });
    expect(unknownTare?.note).toMatch(/^The vehicle's tare is not known: the 1,500–4,499 kg band is priced, the likelier for a ute or van.*\$910, \$215 less\. Give its tare/);
    expect(line("SA", registered({ ...singleCab2wd, tareKg: 1_499 }), "registration_package")?.cents).toBe(91_000);
    expect(line("SA", registered({ ...singleCab2wd, tareKg: 1_500 }), "registration_package")?.cents).toBe(112_500);
  });
});

describe("QLD: a light commercial's CTP is class 6, not class 1", () => {
  // https://maic.qld.gov.au/for-drivers/purchasing-ctp-insurance/ctp-rideshare-operators/: "Class 1 – Cars and Station Wagons";
  // "Class 6 – Trucks, utilities and vans <4.5t". Class 6's premium was not found (https://www.treasury.qld.gov.au/newsroom/ctp-insurance:
  // class 6 rose $5–23 on 1 October 2025, class 1 $4–19): class 1's $386.80 is priced, and the line says so.
  it.each(["private", "business"] as const)("%s: the ute's CTP line names class 6 and says its premium is class 1's", (use) => {
    const ctp = line("QLD", registered(dualCab4x4, use), "ctp");
    expect(ctp).toMatchObject({ cents: 38_680, confidence: "estimate", label: expect.stringMatching(/^CTP class 6 \(trucks, utilities and vans under 4\.5 t\)/) });
    expect(ctp?.note).toMatch(/^Class 6's premium was not found, so class 1's is priced/);
    const car = line("QLD", registered(facts(), use), "ctp");
    expect(car).toMatchObject({ cents: 38_680, label: "CTP class 1 (car/station wagon) – choose insurer, set quarterly" });
    expect(car?.note).not.toMatch(/class 6/i);
  });

  // The fee for a GVM over 4 t: test/pricing/goods-and-heavier-vehicles.test.ts.
});

describe("VIC: a ute is a non-passenger vehicle; SRO's $973.70 is a passenger car's", () => {
  // https://sro.vic.gov.au/rates-taxes-duties-and-levies/motor-vehicle-duty-current-rates: new non-passenger vehicles $5.40 per $200.
  it("duty on a $50,000 dual-cab ute: 250u × $5.40 = $1,350, official", () => {
    expect(assessStampDuty("VIC", 5_000_000, dualCab4x4, IN_2025_26)).toMatchObject({ cents: 135_000, scheduleId: "VIC_NON_PASSENGER_NEW", confidence: "official" });
  });

  it("registration: $973.70 is official for a car and only an estimate for a ute", () => {
    // https://www.sro.vic.gov.au/node/16793: the standard registration cost deducted from a (passenger car's) drive-away price
    expect(line("VIC", registered(facts()), "registration_and_tac_sro_standard")).toMatchObject({ cents: 97_370, confidence: "official" });
    const ute = line("VIC", registered(dualCab4x4), "registration_and_tac_sro_standard");
    expect(ute).toMatchObject({ cents: 97_370, confidence: "estimate" });
    expect(ute?.note).toMatch(/^SRO's standard registration cost is a passenger car's/);
  });
});

describe("TAS: a manufacturer's fleet discount is chosen by the buyer's input", () => {
  // https://www.transport.tas.gov.au/fees_forms/registration_fees/accordian/duty_rates: "fleet $37,999 → $1,330"
  // (380u × $3.50); without it, $35,000–$40,000: $1,050 + $11 × 30u = $1,380
  // (https://www.sro.tas.gov.au/motor-vehicle-duty/rates-of-duty).
  it.each([
    { manufacturerFleetDiscount: true, cents: 133_000, scheduleId: "TAS_FLEET_DISCOUNT" },
    { manufacturerFleetDiscount: false, cents: 138_000, scheduleId: "TAS_PASSENGER" },
  ])("manufacturerFleetDiscount $manufacturerFleetDiscount: $cents cents", ({ manufacturerFleetDiscount, cents, scheduleId }) => {
    const quote = computeDriveAway(order("TAS", facts(), { dealerPriceCents: 3_799_900, manufacturerFleetDiscount }));
    expect(quote.stampDuty).toMatchObject({ cents, scheduleId, confidence: "official" });
    expect(quote.manufacturerFleetDiscount).toBe(manufacturerFleetDiscount);
  });

  it("defaults to no fleet discount, for business and private use alike", () => {
    for (const registrationUse of ["business", "private"] as const) {
      expect(computeDriveAway(order("TAS", facts(), { dealerPriceCents: 3_799_900, registrationUse })).stampDuty.cents).toBe(138_000);
    }
  });

  it("a people mover seating 9 is a passenger vehicle; one seating 10 is not ($50,000: 500u × $4 against 500u × $3)", () => {
    const mover = facts({ bodyType: "people-mover" });
    expect(stampDuty("TAS", 5_000_000, { ...mover, seats: 9 }, IN_2025_26).cents).toBe(200_000);
    expect(stampDuty("TAS", 5_000_000, { ...mover, seats: 10 }, IN_2025_26).cents).toBe(150_000);
  });
});

describe("ACT: a category's rate says no more than its sources", () => {
  // https://www.revenue.act.gov.au/duties/motor-vehicle-duty (new rates from 1 September 2025); category B below $45,000 is
  // 3.00% (ACT Greens, https://www.miragenews.com/labor-policy-hikes-hybrid-car-costs-for-1501581). No named source gives
  // B's $5.22 per $100 over $45,000.
  const categoryB = facts({ co2GramsPerKm: 150 });
  it("category B at $45,000.00 is corroborated; one cent past, the $5.22 rate is an estimate that says why", () => {
    expect(assessStampDuty("ACT", 4_500_000, categoryB, IN_2025_26)).toMatchObject({ cents: 135_000, confidence: "corroborated" }); // 450u × $3
    const onePast = assessStampDuty("ACT", 4_500_001, categoryB, IN_2025_26); // 1,350 + 5.22 × 1u
    expect(onePast).toMatchObject({ cents: 135_522, confidence: "estimate" });
    expect(onePast.note).toMatch(/^Category B from \$45,000 to \$80,000/);
  });

  // A ute's MAI premium (class 3, goods vehicle): test/pricing/goods-and-heavier-vehicles.test.ts.
});

describe("NT: the 4-cylinder car's registration figure is not carried onto other vehicles", () => {
  // NT's $831.25 is "4 cyl or less, 1501–3000 cc" (https://dapc.com.au/blog/northern-territory-car-registration-fees-2024-breakdown).
  it("a 4-cylinder car pays it carried forward; an EV or a 6-cylinder car pays it only as an estimate", () => {
    expect(line("NT", registered(facts()), "registration_incl_mac")).toMatchObject({ cents: 83_125, confidence: "carried-forward" });
    const ev = line("NT", registered(facts({ powertrain: "bev", cylinders: null, co2GramsPerKm: 0 })), "registration_incl_mac");
    expect(ev).toMatchObject({ cents: 83_125, confidence: "estimate", label: expect.stringMatching(/as for a standard car$/) });
    expect(line("NT", registered(facts({ cylinders: 6 })), "registration_incl_mac")).toMatchObject({ confidence: "estimate" });
    expect(line("NT", registered(dualCab4x4), "registration_incl_mac")?.note).toMatch(/^NT's figure held is a 4-cylinder car's/);
  });
});

describe("heavy vehicles (GVM above 4.5 t): duty by the state's heavy-vehicle rules, registration left to the dealer", () => {
  // http://www.rms.nsw.gov.au/roads/registration/fees/: "Heavy vehicles with a Gross Vehicle Mass more than 4.5 tonnes attract
  // registration charges based on the GVM, number of axles and configuration" (the national heavy vehicle charges).
  const truck = (gvmKg: number | null) => facts({ bodyType: "truck", seats: 3, cylinders: 4, co2GramsPerKm: null, tareKg: 2600, gvmKg });

  it.each(["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"] as const)("%s: GVM 4,500 kg is registered as priced; at 4,501 kg the registration is left to the dealer", (state) => {
    const light = computeDriveAway(order(state, truck(4500)));
    expect(light.registrationLeftToDealer).toBeNull();
    expect(light.registration.cents).toBeGreaterThan(0);
    const heavy = computeDriveAway(order(state, truck(4501)));
    expect(heavy.registrationLeftToDealer).toMatch(/^GVM 4,501 kg is above 4,500 kg: a heavy vehicle is registered under the national heavy vehicle charges/);
    expect(heavy.registration).toMatchObject({ cents: 0, components: [{ id: "registration_left_to_dealer", cents: 0, confidence: "estimate" }] });
    expect(heavy.totalDriveAwayCents).toBe(5_000_000 + heavy.stampDuty.cents);
    expect(heavy.estimated).toBe(true);
    expect(() => registration12Months(state, registered(truck(4501)), IN_2025_26)).toThrow(HeavyVehicleError);
  });

  it("a truck whose GVM is not known may be heavy: its registration is left to the dealer too, and says why", () => {
    const quote = computeDriveAway(order("NSW", truck(null)));
    expect(quote.registrationLeftToDealer).toMatch(/GVM is not known, so it may be a heavy vehicle/);
    expect(quote.registration.components[0]?.note).toMatch(/^Not priced: the truck's GVM is not known/);
  });

  it("keeps the states' published heavy-vehicle duty (QLD 6 cylinders: $3.50 per $100)", () => {
    // https://www.qld.gov.au/transport/registration/fees/duty/rates: heavy vehicles, 5–6 cylinders, $3.50 per $100: 1,500u × 3.50
    expect(stampDuty("QLD", 15_000_000, { ...truck(12_000), cylinders: 6 }, IN_2025_26)).toEqual({ cents: 525_000, scheduleId: "QLD_HEAVY_5_6" });
  });
});

describe("luxury car tax: the fuel-efficient threshold is by fuel consumption, at most 3.5 L/100 km", () => {
  // https://www.ato.gov.au/law/view/document?LocID=%22PAC%2F19990076%2F25-1%284%29%22: fuel-efficient = "fuel consumption not
  // exceeding 3.5 litres per 100 km". 2025-26 thresholds: $80,567, fuel-efficient $91,387 (VIC, priced 2 March 2026).
  const phev = (fuelLitresPer100Km: number | null) => facts({ powertrain: "phev", co2GramsPerKm: 80, fuelLitresPer100Km });
  const at = (vehicle: VehicleFacts) => computeDriveAway(order("VIC", vehicle, { dealerPriceCents: 9_000_000 })).vehiclePriceNote;

  it("$90,000 with 3.5 L/100 km is under the fuel-efficient $91,387; with 3.6 L/100 km it is above $80,567", () => {
    expect(at(phev(3.5))).toBeNull();
    expect(at(phev(3.6))).toBe(
      "Above the 2025-26 luxury car tax threshold for this vehicle ($80,567.00): the vehicle price includes luxury car tax, which the dealer collects; no amount is added for it.",
    );
  });

  it("an efficient diesel is no longer judged by CO2: 80 g/km at 3.6 L/100 km is not fuel-efficient", () => {
    expect(at(facts({ co2GramsPerKm: 80, fuelLitresPer100Km: 3.6 }))).toMatch(/^Above the 2025-26 luxury car tax threshold for this vehicle/);
  });

  it("says the lower threshold may not apply when the fuel consumption is not known", () => {
    expect(at(phev(null))).toMatch(/^Above the 2025-26 luxury car tax threshold \(\$80,567\.00\) unless the car uses at most 3\.5 L\/100 km/);
  });
});
