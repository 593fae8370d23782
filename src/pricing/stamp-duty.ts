import type { AuState } from "./au-state";
import { CHARGES } from "./charges";
import type { ChargesData, DutyBracket, DutyConcession, DutySchedule, MarginalBracket, SourceRef, WholeBracket } from "./charges-schema";
import { applyConcessions } from "./concessions";
import { assertCents, ceilDiv, dollarsToCents, floorDiv, formatCents, roundHalfUpDiv, toScaledInteger } from "./money";
import { NoDutyScheduleError } from "./not-priced";
import { type PricingDate, resolvePricingDay } from "./pricing-day";
import { type Coverage, isWeaker, type PricedComponent, type Provenance, provenanceOf, weakerOf } from "./provenance";
import { dutyRulesOn } from "./rules-in-force";
import { assertVehicleFacts, type DutyVehicle } from "./vehicle";
import { type Placement, placeVehicle, withPlacement } from "./vehicle-class";
import { conditionMatch, type ConditionVehicle } from "./vehicle-condition";

/** The duty payable and the schedule that set it. Kept to these two fields: callers compare it whole. */
export interface StampDuty {
  cents: number;
  scheduleId: string;
}

/**
 * The full assessment behind a StampDuty: the schedule's duty before concessions with the schedule's
 * provenance (no surer than the state's class for the vehicle, or the bracket the value fell in), and each
 * concession applied as its own dated line with negative cents.
 */
export interface StampDutyAssessment extends StampDuty, Provenance {
  state: AuState;
  /** The state's class for the vehicle that chose the schedule ("commercial vehicle"); null when it has none. */
  vehicleClass: string | null;
  /** The state's calendar day the rates were taken for ("YYYY-MM-DD"). */
  ratesAsOf: string;
  coverage: Coverage;
  /** The schedule's duty before concessions; cents = scheduleCents + the concessions' (negative) cents. */
  scheduleCents: number;
  concessions: PricedComponent[];
}

/**
 * $10 billion: keeps every intermediate product (value × rate in cents, doubled for rounding) an exact
 * double, far above any vehicle.
 */
const MAX_DUTIABLE_VALUE_CENTS = 1_000_000_000_000;

/**
 * Stamp duty on a new vehicle's dutiable value under the rules in force on the pricing day: a Date or ISO
 * date-time is an instant, taken as the calendar day in the state's time zone; "YYYY-MM-DD" is that day.
 * Default: now. Throws RangeError on a bad value, date or facts, NoDutyScheduleError when no schedule fits.
 */
export function stampDuty(
  state: AuState,
  dutiableValueCents: number,
  vehicle: DutyVehicle,
  pricingDate?: PricingDate,
  data: ChargesData = CHARGES,
): StampDuty {
  const { cents, scheduleId } = assessStampDuty(state, dutiableValueCents, vehicle, pricingDate, data);
  return { cents, scheduleId };
}

/** stampDuty with its breakdown and provenance (docs/pricing-research/2025-26-charges.md section 5). */
export function assessStampDuty(
  state: AuState,
  dutiableValueCents: number,
  vehicle: DutyVehicle,
  pricingDate?: PricingDate,
  data: ChargesData = CHARGES,
): StampDutyAssessment {
  assertCents("dutiableValueCents", dutiableValueCents);
  if (dutiableValueCents > MAX_DUTIABLE_VALUE_CENTS) {
    throw new RangeError(`dutiableValueCents ${dutiableValueCents} is above ${MAX_DUTIABLE_VALUE_CENTS}`);
  }
  assertVehicleFacts(vehicle);
  const ratesAsOf = resolvePricingDay(state, pricingDate);
  const rules = dutyRulesOn(state, ratesAsOf, data);
  const placement = placeVehicle(state, "duty", rules.classes.duty, vehicle);
  const classed: ConditionVehicle = { ...vehicle, classId: placement.classId };
  const matches = rules.schedules.map((candidate) => ({ candidate, match: conditionMatch(candidate.entry.when, classed) }));
  const chosen = matches.find(({ match }) => match.result === "yes")?.candidate;
  if (chosen === undefined) throw new NoDutyScheduleError(state, noScheduleReason(state, vehicle, placement, matches.flatMap(({ match }) => match.missing)));
  const { entry: schedule, coverage } = chosen;

  const bracket = bracketFor(schedule, dutiableValueCents);
  const scheduleCents = scheduleDutyCents(schedule, bracket, dutiableValueCents);
  const { lines: concessions, remainingCents: remaining } = applyConcessions(
    rules.concessions.filter(({ entry }) => inValueRange(entry.dutiableValue, dutiableValueCents)),
    (concession) => concession.maxAmount,
    classed,
    scheduleCents,
  );

  return {
    cents: remaining,
    scheduleId: schedule.id,
    state,
    vehicleClass: placement.label,
    ratesAsOf,
    coverage,
    scheduleCents,
    ...withPlacement(withReadings(withBracket(provenanceOf(schedule, coverage), bracket), schedule, dutiableValueCents, scheduleCents), placement),
    concessions,
  };
}

function noScheduleReason(state: AuState, vehicle: DutyVehicle, placement: Placement, missing: string[]): string {
  const facts = [...new Set(missing)];
  if (placement.label === null) return `${state} has no duty class for a ${vehicle.bodyType} in the charges data`;
  if (facts.length > 0) return `${state}'s duty on a ${placement.label} depends on the vehicle's ${facts.join(" and ")}, which is not known`;
  return `${state} has no duty schedule for a ${placement.label} (${vehicle.bodyType}, ${vehicle.powertrain}) in the charges data`;
}

/** A bracket less sure than its schedule makes the duty in it no surer, and says why. */
function withBracket(provenance: Provenance, bracket: DutyBracket): Provenance {
  if (bracket.confidence === undefined || !isWeaker(bracket.confidence, provenance.confidence)) return provenance;
  const note = [bracket.note, provenance.note].filter((n) => n !== undefined).join(" ");
  return { ...provenance, confidence: bracket.confidence, ...(note === "" ? {} : { note }) };
}

/**
 * Where official sources read a schedule two ways and the other reading gives another duty on this value,
 * the duty is an estimate whose note names both figures, both readings and the difference, and cites both.
 */
function withReadings(provenance: Provenance, schedule: DutySchedule, valueCents: number, pricedCents: number): Provenance {
  if (schedule.readings === undefined) return provenance;
  const { priced, other } = schedule.readings;
  const otherSchedule: DutySchedule = { ...schedule, brackets: other.brackets };
  const otherCents = scheduleDutyCents(otherSchedule, bracketFor(otherSchedule, valueCents), valueCents);
  if (otherCents === pricedCents) return provenance;
  const difference = formatCents(Math.abs(pricedCents - otherCents));
  const note =
    `Sources differ for this vehicle: ${priced}, which gives ${formatCents(pricedCents)} (priced); ${other.says}, which gives ` +
    `${formatCents(otherCents)}, ${difference} ${otherCents < pricedCents ? "less" : "more"}.`;
  return {
    ...provenance,
    confidence: weakerOf(provenance.confidence, "estimate"),
    sources: [...provenance.sources, ...other.sources.filter((source) => !provenance.sources.some((held) => sameSource(held, source)))].map((source) => ({ ...source })),
    note: provenance.note === undefined ? note : `${note} ${provenance.note}`,
  };
}

function sameSource(a: SourceRef, b: SourceRef): boolean {
  return a.kind === "note" || b.kind === "note" ? a.title === b.title : a.url === b.url;
}

/** Whether a dutiable value lies in a concession's value range (above `over`, up to `upTo`, in dollars). */
function inValueRange(range: DutyConcession["dutiableValue"], valueCents: number): boolean {
  if (range === undefined) return true;
  return (range.over === undefined || valueCents > dollarsToCents(range.over)) && (range.upTo === undefined || valueCents <= dollarsToCents(range.upTo));
}

/** Duty in cents as the exact fraction numerator / denominator, before any rounding to cents. */
interface ExactCents {
  numerator: number;
  denominator: number;
}

function bracketFor(schedule: DutySchedule, valueCents: number): DutyBracket {
  const bracket = schedule.brackets.find((b) => b.upTo === null || valueCents <= dollarsToCents(b.upTo));
  if (bracket === undefined) {
    throw new Error(`Duty schedule ${schedule.id} has no bracket for ${valueCents} cents (no open top bracket)`);
  }
  return bracket;
}

function scheduleDutyCents(schedule: DutySchedule, bracket: DutyBracket, valueCents: number): number {
  const duty = clampToLimits(bracketDuty(bracket, valueCents), schedule);
  const { finalRounding } = schedule;
  if (finalRounding === undefined) return roundHalfUpDiv(duty.numerator, duty.denominator);
  const increment = dollarsToCents(finalRounding.increment);
  return floorDiv(duty.numerator, duty.denominator * increment) * increment;
}

function bracketDuty(bracket: DutyBracket, valueCents: number): ExactCents {
  switch (bracket.method) {
    case "fixed":
      return { numerator: dollarsToCents(bracket.amount), denominator: 1 };
    case "whole":
      return perUnitDuty(bracket, valueCents);
    case "marginal":
      return perUnitDuty(bracket, valueCents - dollarsToCents(bracket.over));
    case "wholeSlidingPercent": {
      // The rate is rounded (to percentDecimals) before it is applied to the whole value; working in
      // units of 10^-percentDecimals percent keeps it an integer.
      const scale = 10 ** bracket.percentDecimals;
      const divisorCents = dollarsToCents(bracket.percentDivisor);
      const scaledPercent = roundHalfUpDiv(
        toScaledInteger(bracket.startPercent, scale) * divisorCents +
          (valueCents - dollarsToCents(bracket.over)) * scale,
        divisorCents,
      );
      return { numerator: valueCents * scaledPercent, denominator: 100 * scale };
    }
  }
}

/** base + ratePerUnit × units(taxedCents), "per $unit or part" when unitRounding is "ceil". */
function perUnitDuty(bracket: WholeBracket | MarginalBracket, taxedCents: number): ExactCents {
  const baseCents = dollarsToCents(bracket.base);
  const rateCents = dollarsToCents(bracket.ratePerUnit);
  const unitCents = dollarsToCents(bracket.unit);
  if (bracket.unitRounding === "ceil") {
    return { numerator: baseCents + rateCents * ceilDiv(taxedCents, unitCents), denominator: 1 };
  }
  return { numerator: baseCents * unitCents + rateCents * taxedCents, denominator: unitCents };
}

function clampToLimits(duty: ExactCents, schedule: DutySchedule): ExactCents {
  if (schedule.minDuty !== undefined) {
    const minCents = dollarsToCents(schedule.minDuty);
    if (duty.numerator < minCents * duty.denominator) return { numerator: minCents, denominator: 1 };
  }
  if (schedule.maxDuty !== undefined) {
    const maxCents = dollarsToCents(schedule.maxDuty);
    if (duty.numerator > maxCents * duty.denominator) return { numerator: maxCents, denominator: 1 };
  }
  return duty;
}
