import { describe, expect, it } from "vitest";
import { CHARGE_YEARS, CHARGES } from "../../src/pricing/charges";
import type { ChargesYear } from "../../src/pricing/charges-schema";
import { chargesProblems, chargeYearProblems } from "../../src/pricing/charges/validate";

// Every year module must keep the rules the engine relies on to find one answer per day.

describe("the year modules", () => {
  it("keep every rule: dates ordered, no gap or overlap per id, sources present, classes known; announced rules past the data", () => {
    expect(chargesProblems(CHARGES)).toEqual([]);
  });

  it("run from 1 July 2025 to 30 June 2027, one financial year each", () => {
    expect(CHARGE_YEARS.map((y) => [y.financialYear, y.effectiveFrom, y.effectiveTo])).toEqual([
      ["2025-26", "2025-07-01", "2026-06-30"],
      ["2026-27", "2026-07-01", "2027-06-30"],
    ]);
  });

  it("give every entry a source with the day it was read", () => {
    for (const year of CHARGE_YEARS) {
      for (const state of Object.values(year.states)) {
        const entries = [
          ...state.duty.schedules,
          ...state.duty.concessions,
          ...state.registration.components,
          ...state.registration.concessions,
        ];
        for (const entry of entries) expect(entry.sources.length).toBeGreaterThan(0);
      }
    }
  });
});

describe("confidence says no more than the evidence", () => {
  const entries = CHARGE_YEARS.flatMap((year) =>
    Object.entries(year.states).flatMap(([state, charges]) =>
      [...charges.duty.schedules, ...charges.duty.concessions, ...charges.registration.components, ...charges.registration.concessions].map(
        (entry) => ({ where: `${year.financialYear} ${state} ${entry.id}`, entry }),
      ),
    ),
  );

  it("ships no official or corroborated line without public sources", () => {
    const claimed = entries.filter(({ entry }) => entry.confidence === "official" || entry.confidence === "corroborated");
    expect(claimed.length).toBeGreaterThan(20);
    const unsupported = claimed.filter(({ entry }) => entry.sources.every((source) => source.kind === "note")).map(({ where }) => where);
    expect(unsupported).toEqual([]);
  });

  it("marks every new 2026-27 figure an estimate: none has a named source yet", () => {
    const year = CHARGE_YEARS[1]!;
    const newFigures = [
      year.states.NSW.registration.components.find((c) => c.id === "registration_fee"),
      year.states.NSW.registration.concessions[0],
      year.states.QLD.registration.components.find((c) => c.id === "registration_fee_and_tif"),
      year.states.VIC.duty.schedules.find((s) => s.id === "VIC_PASSENGER"),
      year.states.WA.registration.components.find((c) => c.id === "licence_fee"),
      year.luxuryCarTax,
    ];
    expect(newFigures.map((entry) => entry?.confidence)).toEqual(["estimate", "estimate", "estimate", "estimate", "estimate", "estimate"]);
    for (const entry of newFigures) expect(entry?.note).toMatch(/names were not recorded/);
  });
});

describe("the validator catches", () => {
  /** A deep copy to break on purpose. */
  const copy = (): ChargesYear[] => structuredClone(CHARGE_YEARS) as ChargesYear[];
  const at = <T>(list: readonly T[], i: number): T => {
    const item = list[i];
    if (item === undefined) throw new Error(`no item ${i}`);
    return item;
  };

  it("a gap between one year's entry and the next", () => {
    const years = copy();
    at(at(years, 1).states.NSW.duty.schedules, 0).effectiveFrom = "2026-07-02";
    expect(chargeYearProblems(years)).toContain("NSW schedule NSW_PASSENGER: gap between 2026-06-30 and 2026-07-02");
  });

  it("an overlap, and an entry running outside its year", () => {
    const years = copy();
    at(at(years, 0).states.NSW.duty.schedules, 0).effectiveTo = "2026-07-01";
    const problems = chargeYearProblems(years);
    expect(problems).toContain("NSW schedule NSW_PASSENGER: 2026-07-01 overlaps the entry ending 2026-07-01");
    expect(problems).toContain("2025-26 NSW schedule NSW_PASSENGER runs outside its year (2025-07-01..2026-07-01)");
  });

  it("an entry without a source, or with a source not dated or without a public address", () => {
    const years = copy();
    at(at(years, 1).states.QLD.registration.components, 0).sources = [];
    at(at(years, 0).states.WA.registration.components, 0).sources = [{ kind: "secondary", title: "t", url: "u", readOn: "yesterday" }];
    const problems = chargeYearProblems(years);
    expect(problems).toContain("2026-27 QLD registration component registration_fee_and_tif: no source");
    expect(problems).toContain("2025-26 WA registration component licence_fee: source 0 needs a title and the day it was read");
    expect(problems).toContain("2025-26 WA registration component licence_fee: source 0 needs a public http(s) address");
  });

  it("dates that are not days, or run backwards; an unknown confidence", () => {
    const years = copy();
    at(at(years, 0).states.SA.duty.schedules, 0).effectiveFrom = "2025-02-30";
    const concession = at(at(years, 0).states.NT.duty.concessions, 0);
    concession.effectiveFrom = "2027-07-01";
    (at(at(years, 0).states.TAS.duty.schedules, 0) as { confidence: string }).confidence = "verified";
    const problems = chargeYearProblems(years);
    expect(problems).toContain("2025-26 SA schedule SA_COMMERCIAL: dates 2025-02-30..2026-06-30 are not YYYY-MM-DD days");
    expect(problems).toContain("2025-26 NT duty concession NT_PEV_CONCESSION: effectiveFrom 2027-07-01 is after effectiveTo 2027-06-30");
    expect(problems).toContain(
      '2025-26 TAS schedule TAS_FLEET_DISCOUNT: confidence "verified" is not one of official, corroborated, carried-forward, estimate',
    );
  });

  it("an official line without an official source", () => {
    const years = copy();
    at(at(years, 0).states.NSW.duty.schedules, 0).sources = [at(at(years, 0).states.NSW.duty.schedules, 0).sources[1]!].map((s) => ({ ...s, kind: "secondary" as const, url: "https://example.org/a" }));
    expect(chargeYearProblems(years)).toContain('2025-26 NSW schedule NSW_PASSENGER: "official" without an official source');
  });

  it("a corroborated line with fewer than two named public sources", () => {
    const years = copy();
    const line = at(at(years, 0).states.VIC.registration.concessions, 0);
    line.sources = line.sources.filter((source) => source.kind !== "secondary");
    expect(chargeYearProblems(years)).toContain(
      '2025-26 VIC registration concession vic_zlev_registration_discount: "corroborated" with 1 named public source(s); it needs two that agree',
    );
  });

  it("an estimate resting on a research note alone that does not say what was not found", () => {
    const years = copy();
    delete at(at(years, 1).states.NSW.registration.components, 0).note;
    expect(chargeYearProblems(years)).toContain(
      "2026-27 NSW registration component registration_fee: an estimate line without a public source needs a note saying what was not found",
    );
  });

  it("a list-price rule that contradicts itself, and a VIC threshold apart from the year's LCT threshold", () => {
    const years = copy();
    const qld = at(years, 1).states.QLD.duty.dutiableValue as { fleetDiscountReducesValue: boolean };
    qld.fleetDiscountReducesValue = true;
    at(years, 1).luxuryCarTax.threshold = 80_000;
    const problems = chargeYearProblems(years);
    expect(problems).toContain("2026-27 QLD: listPriceFloor and fleetDiscountReducesValue contradict each other");
    expect(problems).toContain("2026-27 VIC: luxuryCarTaxThreshold 80809 ≠ the year's LCT threshold 80000");
  });

  it("a day with no rule in force, and a VIC threshold out of step with its parameter", () => {
    const years = copy();
    at(years, 1).states.WA.duty.schedules = [];
    const vic = at(years, 1).states.VIC.duty;
    vic.parameters = { luxuryCarTaxThreshold: 80_000, lctThresholdFinancialYear: "2026-27" };
    const problems = chargeYearProblems(years);
    expect(problems).toContain("2026-27 WA duty: no entries");
    expect(problems).toContain("2026-27 VIC VIC_PASSENGER: threshold bracket 80809 ≠ parameter 80000");
  });

  it("a class an entry names that the state does not have, and a class claiming more than its sources", () => {
    const years = copy();
    at(at(years, 0).states.SA.duty.schedules, 0).when = { classes: ["comercial-vehicle"] };
    const nsw = at(years, 0).states.NSW.classes.duty;
    (nsw as unknown as { sources: unknown }[])[0]!.sources = [{ kind: "secondary", title: "a blog", url: "https://example.org/nsw", readOn: "2026-11-26" }];
    const problems = chargeYearProblems(years);
    expect(problems).toContain('2025-26 SA schedule SA_COMMERCIAL: class "comercial-vehicle" is not one of the state\'s classes for it');
    expect(problems).toContain('2025-26 NSW duty class passenger-vehicle: "official" without an official source');
  });

  it("a bracket that claims more than its schedule, or lowers it without saying why", () => {
    const years = copy();
    const brackets = at(at(years, 0).states.NSW.duty.schedules, 0).brackets as unknown as { confidence?: string; note?: string }[];
    brackets[1]!.confidence = "estimate";
    // ACT_NEW_AAA is corroborated; its bracket 1 is an estimate: claiming official is more than the schedule
    (at(at(years, 0).states.ACT.duty.schedules, 0).brackets as unknown as { confidence?: string }[])[1]!.confidence = "official";
    const problems = chargeYearProblems(years);
    expect(problems).toContain("2025-26 NSW NSW_PASSENGER: bracket 1 lowers its confidence without a note saying why");
    expect(problems).toContain("2025-26 ACT ACT_NEW_AAA: bracket 1 claims more than its schedule; a bracket's confidence only lowers it");
  });
});
