import { auCharges } from "./au-charges-2025-26";
import type { AuState } from "./au-state";
import type { DutyBracket, DutyConcession, DutySchedule, MarginalBracket, WholeBracket } from "./charges-schema";
import { assertCents, ceilDiv, dollarsToCents, floorDiv, roundHalfUpDiv, toScaledInteger } from "./money";
import type { DutyVehicle } from "./vehicle";
import { vehicleMatches } from "./vehicle-condition";

export interface StampDuty {
  cents: number;
  scheduleId: string;
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
 * Stamp duty on a new vehicle's dutiable value, by the generic evaluator over the state's schedules
 * (au-charges.md section 5). `on` is the registration date: only the concessions depend on it, compared
 * as a UTC calendar day against their inclusive effective dates.
 */
export function stampDuty(
  state: AuState,
  dutiableValueCents: number,
  vehicle: DutyVehicle,
  on: Date = new Date(),
): StampDuty {
  assertCents("dutiableValueCents", dutiableValueCents);
  if (dutiableValueCents > MAX_DUTIABLE_VALUE_CENTS) {
    throw new RangeError(`dutiableValueCents ${dutiableValueCents} is above ${MAX_DUTIABLE_VALUE_CENTS}`);
  }
  const { schedules, concessions } = auCharges.states[state].duty;
  const schedule = schedules.find((candidate) => vehicleMatches(candidate.when, vehicle));
  if (schedule === undefined) throw new NoDutyScheduleError(state, vehicle);

  const registrationDay = on.toISOString().slice(0, 10);
  const dutyCents = concessions
    .filter((concession) => concessionApplies(concession, vehicle, registrationDay))
    .reduce(
      (duty, concession) => duty - Math.min(duty, dollarsToCents(concession.maxAmount)),
      scheduleDutyCents(schedule, dutiableValueCents),
    );
  return { cents: dutyCents, scheduleId: schedule.id };
}

function concessionApplies(concession: DutyConcession, vehicle: DutyVehicle, isoDay: string): boolean {
  return (
    vehicleMatches(concession.when, vehicle) &&
    concession.effectiveFrom <= isoDay &&
    isoDay <= concession.effectiveTo
  );
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
