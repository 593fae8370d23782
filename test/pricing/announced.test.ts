import { describe, expect, it } from "vitest";
import { CHARGE_YEARS, CHARGES } from "../../src/pricing/charges";
import type { AnnouncedRule, ChargesData, ChargesYear } from "../../src/pricing/charges-schema";
import { announcedProblems, chargesProblems } from "../../src/pricing/charges/validate";
import { pricingCoverage } from "../../src/pricing/coverage";
import { computeDriveAway } from "../../src/pricing/drive-away";
import { registration12Months } from "../../src/pricing/registration";
import { assessStampDuty } from "../../src/pricing/stamp-duty";
import type { RegistrationVehicle } from "../../src/pricing/vehicle";

/*
 * A rule announced to start after the last year held, added on its own (docs/pricing-data.md, "A rule announced
 * ahead of its year"). The worked example: a flat SA number-plate fee of $50 announced for 1 July 2027. It is an
 * example, not a real fee, so it lives here and not in src/pricing/charges/announced.ts; in the real data it
 * would be this one entry in that file, with the page that announced it.
 */
const SA_PLATE_FEE_2027: AnnouncedRule = {
  state: "SA",
  kind: "registration component",
  entry: {
    id: "plate_fee",
    effectiveFrom: "2027-07-01",
    effectiveTo: "2028-06-30",
    confidence: "official",
    sources: [{ kind: "official", title: "sa.gov.au – number plate fee from 1 July 2027 (example)", url: "https://www.sa.gov.au/topics/driving-and-transport/vehicles-and-registration/number-plates", readOn: "2027-03-01" }],
    label: "Number plates (flat fee from 1 July 2027)",
    amount: 50,
  },
};
const withAnnounced = (...announced: AnnouncedRule[]): ChargesData => ({ years: CHARGE_YEARS, announced });

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
const plate = (day: string, data: ChargesData) => registration12Months("SA", car, day, data).components.find((c) => c.id === "plate_fee");

describe("a flat SA plate fee announced for 1 July 2027", () => {
  const data = withAnnounced(SA_PLATE_FEE_2027);

  it("is sound data and leaves validThrough on the last year's end", () => {
    expect(chargesProblems(data)).toEqual([]);
    expect(pricingCoverage(data)).toEqual({ validThrough: "2027-06-30" });
  });

  it("is priced from its first day, with its own source and confidence; the day before keeps the old estimate", () => {
    // 30 June 2027: the 2026-27 plate estimate, $30 (carried forward from 2025-26, an estimate)
    expect(plate("2027-06-30", data)).toMatchObject({ cents: 3_000, confidence: "estimate", effectiveTo: "2027-06-30" });
    // 1 July 2027: the announced $50, official, dated from 1 July 2027; the rest carried forward
    const july = registration12Months("SA", car, "2027-07-01", data);
    expect(july.coverage).toBe("beyond");
    expect(july.components.find((c) => c.id === "plate_fee")).toMatchObject({
      cents: 5_000,
      label: "Number plates (flat fee from 1 July 2027)",
      confidence: "official",
      effectiveFrom: "2027-07-01",
      effectiveTo: "2028-06-30",
      sources: [expect.objectContaining({ url: "https://www.sa.gov.au/topics/driving-and-transport/vehicles-and-registration/number-plates" })],
    });
    // 670 (4-cylinder package, carried forward) + 50 = $720
    expect(july.components.find((c) => c.id === "registration_package")).toMatchObject({ cents: 67_000, confidence: "carried-forward" });
    expect(july.totalCents).toBe(72_000);
  });

  it("is in the drive-away total, which is still past the data", () => {
    const quote = computeDriveAway(
      { state: "SA", vehicle: car, registrationUse: "private", listPriceCents: null, dealerPriceCents: 4_000_000, marginCents: 0, deliveryFeeCents: 0, accessories: [], quantity: 1, pricingDate: "2027-07-01" },
      data,
    );
    // duty $60 + $4 × 370u = $1,540; registration $720
    expect(quote.totalDriveAwayCents).toBe(4_000_000 + 154_000 + 72_000);
    expect(quote.beyondCoverage).toBe(true);
  });

  it("is carried forward after its own last day, as the newest rule", () => {
    expect(plate("2028-07-01", data)).toMatchObject({ cents: 5_000, confidence: "carried-forward", effectiveFrom: "2027-07-01" });
  });

  it("is not in the real data: there, 1 July 2027 still prices the old plate estimate", () => {
    expect(CHARGES.announced).toEqual([]);
    expect(plate("2027-07-01", CHARGES)).toMatchObject({ cents: 3_000, confidence: "estimate" });
  });
});

describe("other announced rules", () => {
  it("a new id joins the lines; a duty schedule replaces the one of its id from its day", () => {
    const levy: AnnouncedRule = { ...SA_PLATE_FEE_2027, entry: { ...SA_PLATE_FEE_2027.entry, id: "road_safety_levy", label: "Road safety levy", amount: 12 } } as AnnouncedRule;
    const ntDuty: AnnouncedRule = {
      state: "NT",
      kind: "duty schedule",
      entry: {
        id: "NT_ALL",
        effectiveFrom: "2027-07-01",
        effectiveTo: "2028-06-30",
        confidence: "official",
        sources: [{ kind: "official", title: "NT Treasury – duty rate from 1 July 2027 (example)", url: "https://treasury.nt.gov.au/dtf/territory-revenue-office/stamp-duty-on-motor-vehicles", readOn: "2027-03-01" }],
        when: {},
        brackets: [{ upTo: null, method: "whole", base: 0, ratePerUnit: 3.5, unit: 100, unitRounding: "ceil" }],
      },
    };
    const data = withAnnounced(levy, ntDuty);
    expect(chargesProblems(data)).toEqual([]);
    const lines = registration12Months("SA", car, "2027-07-01", data).components.map((c) => [c.id, c.cents]);
    expect(lines).toEqual([
      ["registration_package", 67_000],
      ["plate_fee", 3_000],
      ["road_safety_levy", 1_200],
    ]);
    // $40,000 in the NT: 400u × $3 = $1,200 on 30 June 2027, 400u × $3.50 = $1,400 from 1 July 2027
    expect(assessStampDuty("NT", 4_000_000, car, "2027-06-30", data)).toMatchObject({ cents: 120_000 });
    expect(assessStampDuty("NT", 4_000_000, car, "2027-07-01", data)).toMatchObject({ cents: 140_000, confidence: "official", effectiveFrom: "2027-07-01" });
  });
});

describe("the validator on announced rules", () => {
  it("refuses one that starts inside a written year, and says where it goes", () => {
    const early = { ...SA_PLATE_FEE_2027, entry: { ...SA_PLATE_FEE_2027.entry, effectiveFrom: "2027-06-30" } } as AnnouncedRule;
    expect(announcedProblems(CHARGE_YEARS, [early])).toEqual([
      "announced SA registration component plate_fee: starts 2027-06-30, inside 2026-27, which is written: move it into charges/2026-27.ts as a dated entry of its year and delete it from charges/announced.ts",
    ]);
  });

  it("once the 2027-28 module is written, asks for the rule to fold into it", () => {
    const last = CHARGE_YEARS[CHARGE_YEARS.length - 1]!;
    const written: ChargesYear = { ...last, financialYear: "2027-28", effectiveFrom: "2027-07-01", effectiveTo: "2028-06-30" };
    expect(announcedProblems([...CHARGE_YEARS, written], [SA_PLATE_FEE_2027])).toEqual([
      "announced SA registration component plate_fee: starts 2027-07-01, inside 2027-28, which is written: move it into charges/2027-28.ts as a dated entry of its year and delete it from charges/announced.ts",
    ]);
  });

  it("holds it to the confidence rule, its classes to the state's, and its id to one rule at a time", () => {
    const unsourced = { ...SA_PLATE_FEE_2027, entry: { ...SA_PLATE_FEE_2027.entry, sources: [{ kind: "secondary" as const, title: "a blog", url: "https://example.org/plates", readOn: "2027-03-01" }] } } as AnnouncedRule;
    const misspelt = { ...SA_PLATE_FEE_2027, entry: { ...SA_PLATE_FEE_2027.entry, effectiveFrom: "2028-07-01", effectiveTo: "2029-06-30", when: { classes: ["utility-or-vans"] } } } as AnnouncedRule;
    const overlapping = { ...SA_PLATE_FEE_2027, entry: { ...SA_PLATE_FEE_2027.entry, effectiveFrom: "2028-01-01", effectiveTo: "2028-12-31" } } as AnnouncedRule;
    expect(announcedProblems(CHARGE_YEARS, [unsourced])).toEqual(['announced SA registration component plate_fee: "official" without an official source']);
    expect(announcedProblems(CHARGE_YEARS, [misspelt])).toEqual(['announced SA registration component plate_fee: class "utility-or-vans" is not one of SA\'s classes for it']);
    expect(announcedProblems(CHARGE_YEARS, [SA_PLATE_FEE_2027, overlapping])).toEqual([
      "announced SA registration component plate_fee: 2028-01-01 overlaps the rule ending 2028-06-30",
    ]);
  });
});
