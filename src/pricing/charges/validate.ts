import { AU_STATES, type AuState } from "../au-state";
import {
  type AnnouncedRule,
  type ChargesData,
  type ChargesYear,
  type ClassPurpose,
  CONFIDENCES,
  type Dated,
  type DutySchedule,
  type VehicleCondition,
} from "../charges-schema";
import { addDays, isIsoDay } from "../pricing-day";
import { isEstimated, isWeaker } from "../provenance";

/*
 * The rules a set of year modules must keep for the engine to pick one answer per day and for every figure to
 * say no more than its evidence. The types catch shape errors; these catch what types cannot: dates, order,
 * gaps and overlaps, confidence against sources, bracket order, the VIC threshold parameter. Run by
 * test/pricing/charges-data.test.ts over CHARGE_YEARS, so a line that claims more than its sources fails the
 * test suite (and CI), not a review.
 */

/** Every problem in the years and the rules announced past them, as readable sentences; empty when sound. */
export function chargesProblems(data: ChargesData): string[] {
  return [...chargeYearProblems(data.years), ...announcedProblems(data.years, data.announced)];
}

/** Every problem found, as readable sentences; empty when the data is sound. */
export function chargeYearProblems(years: readonly ChargesYear[]): string[] {
  const problems: string[] = [];
  years.forEach((year, i) => {
    const previous = years[i - 1];
    if (!isIsoDay(year.effectiveFrom) || !isIsoDay(year.effectiveTo) || year.effectiveFrom > year.effectiveTo) {
      problems.push(`${year.financialYear}: year dates ${year.effectiveFrom}..${year.effectiveTo} are not ordered days`);
    }
    if (previous !== undefined && year.effectiveFrom !== addDays(previous.effectiveTo, 1)) {
      problems.push(`${year.financialYear}: does not start the day after ${previous.financialYear} ends`);
    }
    problems.push(...entryProblems(`${year.financialYear} luxury car tax thresholds`, year.luxuryCarTax));
    if (year.luxuryCarTax.effectiveFrom !== year.effectiveFrom || year.luxuryCarTax.effectiveTo !== year.effectiveTo) {
      problems.push(`${year.financialYear}: the luxury car tax thresholds must cover the whole year`);
    }
    for (const state of AU_STATES) problems.push(...stateYearProblems(year, state));
  });
  for (const state of AU_STATES) problems.push(...continuityProblems(years, state));
  return problems;
}

function stateYearProblems(year: ChargesYear, state: AuState): string[] {
  const where = `${year.financialYear} ${state}`;
  const { duty, registration } = year.states[state];
  const problems: string[] = [];
  const base: [string, Dated & { id: string }][] = [
    ...duty.schedules.map((s): [string, DutySchedule] => ["schedule", s]),
    ...registration.components.map((c): [string, typeof c] => ["registration component", c]),
  ];
  const concessions: [string, Dated & { id: string }][] = [
    ...duty.concessions.map((c): [string, typeof c] => ["duty concession", c]),
    ...registration.concessions.map((c): [string, typeof c] => ["registration concession", c]),
  ];
  for (const [kind, entry] of [...base, ...concessions]) {
    problems.push(...entryProblems(`${where} ${kind} ${entry.id}`, entry));
  }
  for (const [kind, entry] of base) {
    if (entry.effectiveFrom < year.effectiveFrom || entry.effectiveTo > year.effectiveTo) {
      problems.push(`${where} ${kind} ${entry.id} runs outside its year (${entry.effectiveFrom}..${entry.effectiveTo})`);
    }
  }
  for (const schedule of duty.schedules) problems.push(...bracketProblems(`${where} ${schedule.id}`, schedule));
  problems.push(...classProblems(year, state));
  for (const schedule of duty.schedules.filter((s) => s.thresholdParameter !== undefined)) {
    const bracket = schedule.brackets[schedule.thresholdParameter?.bracketIndex ?? 0];
    if (bracket?.upTo !== duty.parameters?.luxuryCarTaxThreshold) {
      problems.push(`${where} ${schedule.id}: threshold bracket ${bracket?.upTo} ≠ parameter ${duty.parameters?.luxuryCarTaxThreshold}`);
    }
  }
  if (duty.parameters !== undefined && duty.parameters.luxuryCarTaxThreshold !== year.luxuryCarTax.threshold) {
    problems.push(`${where}: luxuryCarTaxThreshold ${duty.parameters.luxuryCarTaxThreshold} ≠ the year's LCT threshold ${year.luxuryCarTax.threshold}`);
  }
  if (duty.dutiableValue.listPriceOnly === true && !duty.dutiableValue.listPriceFloor) {
    problems.push(`${where}: listPriceOnly needs listPriceFloor`);
  }
  if (duty.dutiableValue.listPriceFloor === duty.dutiableValue.fleetDiscountReducesValue) {
    problems.push(`${where}: listPriceFloor and fleetDiscountReducesValue contradict each other`);
  }
  problems.push(...holeProblems(`${where} duty`, duty.schedules, year));
  problems.push(...holeProblems(`${where} registration`, registration.components, year));
  return problems;
}

function entryProblems(where: string, entry: Dated): string[] {
  const problems: string[] = [];
  if (!isIsoDay(entry.effectiveFrom) || !isIsoDay(entry.effectiveTo)) {
    problems.push(`${where}: dates ${entry.effectiveFrom}..${entry.effectiveTo} are not YYYY-MM-DD days`);
  } else if (entry.effectiveFrom > entry.effectiveTo) {
    problems.push(`${where}: effectiveFrom ${entry.effectiveFrom} is after effectiveTo ${entry.effectiveTo}`);
  }
  if (!(CONFIDENCES as readonly string[]).includes(entry.confidence)) {
    problems.push(`${where}: confidence "${entry.confidence}" is not one of ${CONFIDENCES.join(", ")}`);
  }
  if (entry.sources.length === 0) problems.push(`${where}: no source`);
  entry.sources.forEach((source, i) => {
    if (source.title.trim() === "" || !isIsoDay(source.readOn)) problems.push(`${where}: source ${i} needs a title and the day it was read`);
    if (source.kind !== "note" && !isPublicAddress(source.url)) problems.push(`${where}: source ${i} needs a public http(s) address`);
  });
  problems.push(...confidenceProblems(where, entry));
  return problems;
}

/**
 * What a confidence must rest on: `official` on at least one official source; `corroborated` on at least two
 * named public sources (distinct addresses). A research note is never evidence for either.
 */
function confidenceProblems(where: string, entry: Dated): string[] {
  const publicAddresses = new Set(entry.sources.flatMap((source) => (source.kind === "note" ? [] : [source.url])));
  const official = entry.sources.some((source) => source.kind === "official");
  if (entry.confidence === "official" && !official) return [`${where}: "official" without an official source`];
  if (entry.confidence === "corroborated" && publicAddresses.size < 2) {
    return [`${where}: "corroborated" with ${publicAddresses.size} named public source(s); it needs two that agree`];
  }
  if (isEstimated(entry.confidence) && entry.note === undefined && publicAddresses.size === 0) {
    return [`${where}: an ${entry.confidence} line without a public source needs a note saying what was not found`];
  }
  return [];
}

function isPublicAddress(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "https:" || parsed.protocol === "http:") && !/\s/.test(url);
  } catch {
    return false;
  }
}

/**
 * Each class says no more than its sources (the confidence rule), and every class an entry's condition names
 * is one of the state's classes for that entry's purpose: a misspelt class would match no vehicle.
 */
function classProblems(year: ChargesYear, state: AuState): string[] {
  const where = `${year.financialYear} ${state}`;
  const { classes, duty, registration } = year.states[state];
  const problems: string[] = [];
  const ids = (purpose: ClassPurpose) => new Set((classes[purpose] ?? []).map((c) => c.id));
  for (const purpose of ["duty", "registration", "ctp"] as const) {
    for (const legalClass of classes[purpose] ?? []) {
      problems.push(...entryProblems(`${where} ${purpose} class ${legalClass.id}`, { ...legalClass, effectiveFrom: year.effectiveFrom, effectiveTo: year.effectiveTo }));
      if (legalClass.wording.trim() === "") problems.push(`${where} ${purpose} class ${legalClass.id}: no wording from its source`);
    }
  }
  const check = (entryWhere: string, condition: VehicleCondition | undefined, known: Set<string>) => {
    for (const id of condition?.classes ?? []) {
      if (!known.has(id)) problems.push(`${where} ${entryWhere}: class "${id}" is not one of the state's classes for it`);
    }
  };
  const dutyIds = ids("duty");
  for (const schedule of duty.schedules) check(`schedule ${schedule.id}`, schedule.when, dutyIds);
  for (const concession of duty.concessions) check(`duty concession ${concession.id}`, concession.when, dutyIds);
  const registrationIds = ids("registration");
  const ctpIds = classes.ctp === undefined ? registrationIds : ids("ctp");
  for (const component of registration.components) {
    const known = component.scheme === "ctp" ? ctpIds : registrationIds;
    check(`registration component ${component.id}`, component.when, known);
    for (const variant of component.byVehicle ?? []) check(`registration component ${component.id} variant "${variant.label}"`, variant.when, known);
  }
  for (const concession of registration.concessions) check(`registration concession ${concession.id}`, concession.when, registrationIds);
  return problems;
}

/**
 * A rule announced ahead of its year starts after the last year held (a rule inside a written year is a
 * dated entry of that year's module), keeps the confidence rule, and does not overlap another announced
 * rule of its id. Once the year it starts in is written, it must move there: the problem says so.
 */
export function announcedProblems(years: readonly ChargesYear[], announced: readonly AnnouncedRule[]): string[] {
  const last = years[years.length - 1];
  if (last === undefined) return announced.length === 0 ? [] : ["rules are announced but no year is held"];
  const problems: string[] = [];
  for (const { state, kind, entry } of announced) {
    const where = `announced ${state} ${kind} ${entry.id}`;
    problems.push(...entryProblems(where, entry));
    if (entry.effectiveFrom <= last.effectiveTo) {
      const year = years.find((y) => y.effectiveFrom <= entry.effectiveFrom && entry.effectiveFrom <= y.effectiveTo);
      problems.push(
        year === undefined
          ? `${where}: starts ${entry.effectiveFrom}, before the data; an announced rule starts after ${last.effectiveTo}`
          : `${where}: starts ${entry.effectiveFrom}, inside ${year.financialYear}, which is written: move it into charges/${year.financialYear}.ts as a dated entry of its year and delete it from charges/announced.ts`,
      );
    }
    const when = "when" in entry ? entry.when : undefined;
    const purpose: ClassPurpose = kind.startsWith("duty") ? "duty" : "scheme" in entry && entry.scheme === "ctp" ? "ctp" : "registration";
    const known = new Set((last.states[state].classes[purpose] ?? last.states[state].classes.registration).map((c) => c.id));
    for (const id of when?.classes ?? []) {
      if (!known.has(id)) problems.push(`${where}: class "${id}" is not one of ${state}'s classes for it`);
    }
  }
  const byId = new Map<string, Dated[]>();
  for (const { state, kind, entry } of announced) byId.set(`${state} ${kind} ${entry.id}`, [...(byId.get(`${state} ${kind} ${entry.id}`) ?? []), entry]);
  for (const [id, entries] of byId) {
    const sorted = [...entries].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
    sorted.slice(1).forEach((entry, i) => {
      const before = sorted[i];
      if (before !== undefined && entry.effectiveFrom <= before.effectiveTo) problems.push(`announced ${id}: ${entry.effectiveFrom} overlaps the rule ending ${before.effectiveTo}`);
    });
  }
  return problems;
}

/** Brackets rise, and the last one is open. */
function bracketProblems(where: string, schedule: DutySchedule): string[] {
  const ceilings = schedule.brackets.map((b) => b.upTo);
  const problems: string[] = [];
  if (ceilings.length === 0 || ceilings[ceilings.length - 1] !== null) problems.push(`${where}: no open top bracket`);
  schedule.brackets.forEach((bracket, i) => {
    if (bracket.confidence === undefined) return;
    if (isWeaker(schedule.confidence, bracket.confidence)) problems.push(`${where}: bracket ${i} claims more than its schedule; a bracket's confidence only lowers it`);
    if (bracket.note === undefined) problems.push(`${where}: bracket ${i} lowers its confidence without a note saying why`);
  });
  const closed = ceilings.slice(0, -1);
  if (closed.some((c, i) => c === null || (i > 0 && c <= (closed[i - 1] ?? 0)))) {
    problems.push(`${where}: bracket ceilings do not rise`);
  }
  return problems;
}

/**
 * Within the year, from the state's first entry to the year's end, every day has at least one entry in
 * force: checked at the first day and the day after each entry ends.
 */
function holeProblems(where: string, entries: readonly Dated[], year: ChargesYear): string[] {
  if (entries.length === 0) return [`${where}: no entries`];
  const first = entries.map((e) => e.effectiveFrom).sort()[0] ?? year.effectiveFrom;
  const checkDays = [first, ...entries.map((e) => addDays(e.effectiveTo, 1))].filter((d) => d <= year.effectiveTo);
  return checkDays
    .filter((day) => !entries.some((e) => e.effectiveFrom <= day && day <= e.effectiveTo))
    .map((day) => `${where}: nothing in force on ${day}`);
}

/** Across all years, each id's entries follow one another with no gap and no overlap. */
function continuityProblems(years: readonly ChargesYear[], state: AuState): string[] {
  const kinds: [string, (year: ChargesYear) => readonly (Dated & { id: string })[]][] = [
    ["schedule", (y) => y.states[state].duty.schedules],
    ["duty concession", (y) => y.states[state].duty.concessions],
    ["registration component", (y) => y.states[state].registration.components],
    ["registration concession", (y) => y.states[state].registration.concessions],
  ];
  const problems: string[] = [];
  for (const [kind, entriesOf] of kinds) {
    const byId = new Map<string, Dated[]>();
    for (const entry of years.flatMap(entriesOf)) byId.set(entry.id, [...(byId.get(entry.id) ?? []), entry]);
    for (const [id, entries] of byId) {
      const sorted = [...entries].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
      sorted.slice(1).forEach((entry, i) => {
        const before = sorted[i];
        if (before === undefined) return;
        if (entry.effectiveFrom <= before.effectiveTo) {
          problems.push(`${state} ${kind} ${id}: ${entry.effectiveFrom} overlaps the entry ending ${before.effectiveTo}`);
        } else if (entry.effectiveFrom !== addDays(before.effectiveTo, 1)) {
          problems.push(`${state} ${kind} ${id}: gap between ${before.effectiveTo} and ${entry.effectiveFrom}`);
        }
      });
    }
  }
  return problems;
}
