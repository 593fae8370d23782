import { AU_STATES, type AuState } from "./au-state";
import { CHARGE_YEARS } from "./charges";
import type {
  ChargesYear,
  Dated,
  DutiableValueRule,
  DutyConcession,
  DutySchedule,
  LuxuryCarTaxThresholds,
  RegistrationComponentData,
  RegistrationConcession,
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
 */

interface Span {
  from: string;
  through: string;
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

const allSchedules = (state: AuState) => CHARGE_YEARS.flatMap((year) => year.states[state].duty.schedules);
const allComponents = (state: AuState) =>
  CHARGE_YEARS.flatMap((year) => year.states[state].registration.components);

const DUTY_SPANS = new Map(AU_STATES.map((state) => [state, spanOf(allSchedules(state))]));
const REGISTRATION_SPANS = new Map(AU_STATES.map((state) => [state, spanOf(allComponents(state))]));

function span(spans: Map<AuState, Span>, state: AuState): Span {
  const found = spans.get(state);
  if (found === undefined) throw new Error(`no charges data for ${state}`);
  return found;
}

/** The first and last day for which the state's duty and registration rules are both held. */
export function stateCoverage(state: AuState): { validFrom: string; validThrough: string } {
  const duty = span(DUTY_SPANS, state);
  const registration = span(REGISTRATION_SPANS, state);
  return {
    validFrom: duty.from > registration.from ? duty.from : registration.from,
    validThrough: duty.through < registration.through ? duty.through : registration.through,
  };
}

/** The day whose rules apply, and how the pricing day relates to the data. */
function lookup(dataSpan: Span, day: string): { coverage: Coverage; ruleDay: string } {
  if (day < dataSpan.from) return { coverage: "before", ruleDay: dataSpan.from };
  if (day > dataSpan.through) return { coverage: "beyond", ruleDay: dataSpan.through };
  return { coverage: "within", ruleDay: day };
}

const inForce = (day: string) => (entry: Dated) => entry.effectiveFrom <= day && day <= entry.effectiveTo;

function yearHolding(day: string): ChargesYear {
  const year = CHARGE_YEARS.find((y) => y.effectiveFrom <= day && day <= y.effectiveTo);
  if (year === undefined) throw new Error(`no charges year holds ${day}`);
  return year;
}

export interface DutyRules {
  coverage: Coverage;
  dutiableValue: DutiableValueRule;
  /** In the data's order: the first whose `when` matches the vehicle applies. */
  schedules: DutySchedule[];
  concessions: DutyConcession[];
}

export function dutyRulesOn(state: AuState, day: string): DutyRules {
  const { coverage, ruleDay } = lookup(span(DUTY_SPANS, state), day);
  const duty = yearHolding(ruleDay).states[state].duty;
  return {
    coverage,
    dutiableValue: duty.dutiableValue,
    schedules: duty.schedules.filter(inForce(ruleDay)),
    concessions: CHARGE_YEARS.flatMap((year) => year.states[state].duty.concessions).filter(inForce(day)),
  };
}

export interface RegistrationRules {
  coverage: Coverage;
  components: RegistrationComponentData[];
  concessions: RegistrationConcession[];
}

export function registrationRulesOn(state: AuState, day: string): RegistrationRules {
  const { coverage, ruleDay } = lookup(span(REGISTRATION_SPANS, state), day);
  return {
    coverage,
    components: yearHolding(ruleDay).states[state].registration.components.filter(inForce(ruleDay)),
    concessions: CHARGE_YEARS.flatMap((year) => year.states[state].registration.concessions).filter(inForce(day)),
  };
}

/**
 * The luxury car tax thresholds for the day: the year holding it, or the nearest year held (they are indexed
 * every 1 July, so past the data the newest thresholds are a carried-forward figure).
 */
export function luxuryCarTaxOn(day: string): LuxuryCarTaxThresholds & { financialYear: string } {
  const first = CHARGE_YEARS[0];
  const last = CHARGE_YEARS[CHARGE_YEARS.length - 1];
  if (first === undefined || last === undefined) throw new Error("charges data holds no years");
  const year = day < first.effectiveFrom ? first : day > last.effectiveTo ? last : yearHolding(day);
  return { ...year.luxuryCarTax, financialYear: year.financialYear };
}
