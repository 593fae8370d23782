import { AU_STATES, type AuState } from "./au-state";
import { CHARGES } from "./charges";
import type {
  AnnouncedRule,
  ChargesData,
  ChargesYear,
  Dated,
  DutiableValueRule,
  DutyConcession,
  DutySchedule,
  LuxuryCarTaxThresholds,
  RegistrationComponentData,
  RegistrationConcession,
  StateClasses,
} from "./charges-schema";
import type { Coverage } from "./provenance";

/*
 * Which rules are in force on a state's pricing day. Schedules and registration components come from the one
 * year module whose year holds the day; concessions are selected by their own dates from every module.
 *
 * Outside the data: before the first rule held, the earliest rules are used (coverage "before": nothing older
 * is held, and an error would refuse quotes for dates that are only a little early, e.g. ACT in July-August
 * 2025); after the last rule held, the newest rules are used (coverage "beyond"). Concessions are never
 * stretched: one whose term has ended does not apply, whatever the coverage.
 *
 * Rules announced past the data (charges/announced.ts) apply from their own first day: past the last year,
 * an announced schedule or component replaces the newest year's entry of the same id (or joins them), and is
 * reported as its own sources say ("within" its dates); after its own last day it is carried forward like
 * the rest. They never move the coverage: validThrough is the last year's end.
 */

interface Span {
  from: string;
  through: string;
}

/** A rule in force on the day, and how the day relates to the data it was taken from. */
export interface InForce<T> {
  entry: T;
  coverage: Coverage;
}

/** The first and last day the entries cover (they are validated to be contiguous). */
function spanOf(entries: readonly Dated[]): Span {
  const froms = entries.map((e) => e.effectiveFrom).sort();
  const tos = entries.map((e) => e.effectiveTo).sort();
  const from = froms[0];
  const through = tos[tos.length - 1];
  if (from === undefined || through === undefined) throw new Error("charges data holds no entries");
  return { from, through };
}

interface Spans {
  duty: Map<AuState, Span>;
  registration: Map<AuState, Span>;
}

const SPANS = new WeakMap<ChargesData, Spans>();

function spansOf(data: ChargesData): Spans {
  let spans = SPANS.get(data);
  if (spans === undefined) {
    const of = (entriesOf: (year: ChargesYear, state: AuState) => readonly Dated[]) =>
      new Map(AU_STATES.map((state) => [state, spanOf(data.years.flatMap((year) => entriesOf(year, state)))]));
    spans = {
      duty: of((year, state) => year.states[state].duty.schedules),
      registration: of((year, state) => year.states[state].registration.components),
    };
    SPANS.set(data, spans);
  }
  return spans;
}

function span(spans: Map<AuState, Span>, state: AuState): Span {
  const found = spans.get(state);
  if (found === undefined) throw new Error(`no charges data for ${state}`);
  return found;
}

/** The first and last day for which the state's duty and registration rules are both held in the year modules. */
export function stateCoverage(state: AuState, data: ChargesData = CHARGES): { validFrom: string; validThrough: string } {
  const { duty, registration } = spansOf(data);
  const dutySpan = span(duty, state);
  const registrationSpan = span(registration, state);
  return {
    validFrom: dutySpan.from > registrationSpan.from ? dutySpan.from : registrationSpan.from,
    validThrough: dutySpan.through < registrationSpan.through ? dutySpan.through : registrationSpan.through,
  };
}

/** The day whose rules apply, and how the pricing day relates to the data. */
function lookup(dataSpan: Span, day: string): { coverage: Coverage; ruleDay: string } {
  if (day < dataSpan.from) return { coverage: "before", ruleDay: dataSpan.from };
  if (day > dataSpan.through) return { coverage: "beyond", ruleDay: dataSpan.through };
  return { coverage: "within", ruleDay: day };
}

const inForce = (day: string) => (entry: Dated) => entry.effectiveFrom <= day && day <= entry.effectiveTo;

function yearHolding(years: readonly ChargesYear[], day: string): ChargesYear {
  const year = years.find((y) => y.effectiveFrom <= day && day <= y.effectiveTo);
  if (year === undefined) throw new Error(`no charges year holds ${day}`);
  return year;
}

type AnnouncedOf<K extends AnnouncedRule["kind"]> = Extract<AnnouncedRule, { kind: K }>["entry"];

function announced<K extends AnnouncedRule["kind"]>(data: ChargesData, state: AuState, kind: K): AnnouncedOf<K>[] {
  return data.announced.filter((rule) => rule.state === state && rule.kind === kind).map((rule) => rule.entry as AnnouncedOf<K>);
}

/**
 * Past the data, the announced entries that have started by the day, the latest per id, each replacing the
 * newest year's entry of its id, or added (`place`) when the id is new.
 */
function withAnnounced<T extends Dated & { id: string }>(
  base: InForce<T>[],
  rules: readonly T[],
  day: string,
  coverage: Coverage,
  place: "first" | "last",
): InForce<T>[] {
  if (coverage !== "beyond") return base;
  const latest = new Map<string, T>();
  for (const rule of rules.filter((r) => r.effectiveFrom <= day)) {
    const held = latest.get(rule.id);
    if (held === undefined || held.effectiveFrom < rule.effectiveFrom) latest.set(rule.id, rule);
  }
  const result = [...base];
  for (const rule of latest.values()) {
    const line: InForce<T> = { entry: rule, coverage: day <= rule.effectiveTo ? "within" : "beyond" };
    const at = result.findIndex((held) => held.entry.id === rule.id);
    if (at !== -1) result[at] = line;
    else if (place === "first") result.unshift(line);
    else result.push(line);
  }
  return result;
}

export interface DutyRules {
  coverage: Coverage;
  dutiableValue: DutiableValueRule;
  classes: StateClasses;
  /** In the data's order: the first whose `when` matches the vehicle applies. */
  schedules: InForce<DutySchedule>[];
  concessions: InForce<DutyConcession>[];
}

/** Rules are plain data: each (state, day) is worked out once per data set. Bounded: a full cache starts again. */
const RULES = new WeakMap<ChargesData, Map<string, DutyRules | RegistrationRules>>();
const MAX_CACHED_RULES = 2048;

function remembered<T extends DutyRules | RegistrationRules>(data: ChargesData, key: string, make: () => T): T {
  let cache = RULES.get(data);
  if (cache === undefined) RULES.set(data, (cache = new Map()));
  const held = cache.get(key);
  if (held !== undefined) return held as T;
  if (cache.size >= MAX_CACHED_RULES) cache.clear();
  const rules = make();
  cache.set(key, rules);
  return rules;
}

/** The duty rules in force in the state on the day (shared: callers must not change them). */
export function dutyRulesOn(state: AuState, day: string, data: ChargesData = CHARGES): DutyRules {
  return remembered(data, `duty ${state} ${day}`, () => workOutDutyRules(state, day, data));
}

function workOutDutyRules(state: AuState, day: string, data: ChargesData): DutyRules {
  const { coverage, ruleDay } = lookup(span(spansOf(data).duty, state), day);
  const charges = yearHolding(data.years, ruleDay).states[state];
  const base = charges.duty.schedules.filter(inForce(ruleDay)).map((entry) => ({ entry, coverage }));
  return {
    coverage,
    dutiableValue: charges.duty.dutiableValue,
    classes: charges.classes,
    schedules: withAnnounced(base, announced(data, state, "duty schedule"), day, coverage, "first"),
    concessions: [
      ...data.years.flatMap((year) => year.states[state].duty.concessions).filter(inForce(day)).map((entry) => ({ entry, coverage })),
      ...announced(data, state, "duty concession").filter(inForce(day)).map((entry) => ({ entry, coverage: "within" as const })),
    ],
  };
}

export interface RegistrationRules {
  coverage: Coverage;
  classes: StateClasses;
  components: InForce<RegistrationComponentData>[];
  concessions: InForce<RegistrationConcession>[];
}

/** The registration rules in force in the state on the day (shared: callers must not change them). */
export function registrationRulesOn(state: AuState, day: string, data: ChargesData = CHARGES): RegistrationRules {
  return remembered(data, `registration ${state} ${day}`, () => workOutRegistrationRules(state, day, data));
}

function workOutRegistrationRules(state: AuState, day: string, data: ChargesData): RegistrationRules {
  const { coverage, ruleDay } = lookup(span(spansOf(data).registration, state), day);
  const charges = yearHolding(data.years, ruleDay).states[state];
  const base = charges.registration.components.filter(inForce(ruleDay)).map((entry) => ({ entry, coverage }));
  return {
    coverage,
    classes: charges.classes,
    components: withAnnounced(base, announced(data, state, "registration component"), day, coverage, "last"),
    concessions: [
      ...data.years.flatMap((year) => year.states[state].registration.concessions).filter(inForce(day)).map((entry) => ({ entry, coverage })),
      ...announced(data, state, "registration concession").filter(inForce(day)).map((entry) => ({ entry, coverage: "within" as const })),
    ],
  };
}

/**
 * The luxury car tax thresholds for the day: the year holding it, or the nearest year held (they are indexed
 * every 1 July, so past the data the newest thresholds are a carried-forward figure).
 */
export function luxuryCarTaxOn(day: string, data: ChargesData = CHARGES): LuxuryCarTaxThresholds & { financialYear: string } {
  const first = data.years[0];
  const last = data.years[data.years.length - 1];
  if (first === undefined || last === undefined) throw new Error("charges data holds no years");
  const year = day < first.effectiveFrom ? first : day > last.effectiveTo ? last : yearHolding(data.years, day);
  return { ...year.luxuryCarTax, financialYear: year.financialYear };
}
