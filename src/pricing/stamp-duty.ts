import type { AuState } from "./au-state";
import type { DutyBracket, DutyConcession, DutySchedule, MarginalBracket, WholeBracket } from "./charges-schema";
import { applyConcessions } from "./concessions";
import { assertCents, ceilDiv, dollarsToCents, floorDiv, roundHalfUpDiv, toScaledInteger } from "./money";
import { type PricingDate, resolvePricingDay } from "./pricing-day";
import { type Coverage, type PricedComponent, type Provenance, provenanceOf } from "./provenance";
import { dutyRulesOn } from "./rules-in-force";
import type { DutyVehicle } from "./vehicle";
import { vehicleMatches } from "./vehicle-condition";

/** The duty payable and the schedule that set it. Kept to these two fields: callers compare it whole. */
export interface StampDuty {
  cents: number;
  scheduleId: string;
}

/**
 * The full assessment behind a StampDuty: the schedule's duty before concessions with the schedule's
 * provenance, and each concession applied as its own dated line with negative cents.
 */
export interface StampDutyAssessment extends StampDuty, Provenance {
  state: AuState;
  /** The state's calendar day the rates were taken for ("YYYY-MM-DD"). */
  ratesAsOf: string;
  coverage: Coverage;
  /** The schedule's duty before concessions; cents = scheduleCents + the concessions' (negative) cents. */
  scheduleCents: number;
  concessions: PricedComponent[];
}

/** The state's data has no schedule for the vehicle (e.g. a QLD ICE vehicle without a cylinder count). */
export class NoDutyScheduleError extends Error {
  constructor(
    readonly state: AuState,
    vehicle: DutyVehicle,
  ) {
    super(
      `${state} has no duty schedule for a ${vehicle.bodyClass} ${vehicle.powertrain} vehicle ` +
        `(cylinders ${vehicle.cylinders ?? "unknown"}, CO2 ${vehicle.co2GramsPerKm ?? "unknown"} g/km)`,
    );
    this.name = "NoDutyScheduleError";
  }
}

/**
 * $10 billion: keeps every intermediate product (value × rate in cents, doubled for rounding) an exact
 * double, far above any vehicle.
 */
const MAX_DUTIABLE_VALUE_CENTS = 1_000_000_000_000;

/**
 * Stamp duty on a new vehicle's dutiable value under the rules in force on the pricing day: a Date or ISO
 * date-time is an instant, taken as the calendar day in the state's time zone; "YYYY-MM-DD" is that day.
 * Default: now. Throws RangeError on a bad value or date, NoDutyScheduleError when no schedule fits.
 */
export function stampDuty(
  state: AuState,
  dutiableValueCents: number,
  vehicle: DutyVehicle,
  pricingDate?: PricingDate,
): StampDuty {
  const { cents, scheduleId } = assessStampDuty(state, dutiableValueCents, vehicle, pricingDate);
  return { cents, scheduleId };
}

/** stampDuty with its breakdown and provenance (docs/pricing-research/2025-26-charges.md section 5). */
export function assessStampDuty(
  state: AuState,
  dutiableValueCents: number,
  vehicle: DutyVehicle,
  pricingDate?: PricingDate,
): StampDutyAssessment {
  assertCents("dutiableValueCents", dutiableValueCents);
  if (dutiableValueCents > MAX_DUTIABLE_VALUE_CENTS) {
    throw new RangeError(`dutiableValueCents ${dutiableValueCents} is above ${MAX_DUTIABLE_VALUE_CENTS}`);
  }
  const ratesAsOf = resolvePricingDay(state, pricingDate);
  const rules = dutyRulesOn(state, ratesAsOf);
  const schedule = rules.schedules.find((candidate) => vehicleMatches(candidate.when, vehicle));
  if (schedule === undefined) throw new NoDutyScheduleError(state, vehicle);

  const scheduleCents = scheduleDutyCents(schedule, dutiableValueCents);
  const { lines: concessions, remainingCents: remaining } = applyConcessions(
    rules.concessions.filter(({ dutiableValue: range }) => inValueRange(range, dutiableValueCents)),
    (concession) => concession.maxAmount,
    vehicle,
    scheduleCents,
    rules.coverage,
  );

  return {
    cents: remaining,
    scheduleId: schedule.id,
    state,
    ratesAsOf,
    coverage: rules.coverage,
    scheduleCents,
    ...provenanceOf(schedule, rules.coverage),
    concessions,
  };
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

function scheduleDutyCents(schedule: DutySchedule, valueCents: number): number {
  const bracket = schedule.brackets.find((b) => b.upTo === null || valueCents <= dollarsToCents(b.upTo));
  if (bracket === undefined) {
    throw new Error(`Duty schedule ${schedule.id} has no bracket for ${valueCents} cents (no open top bracket)`);
  }
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
