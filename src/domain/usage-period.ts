import { AU_STATES, clockState, type AuState } from "../pricing/au-state";
import { addDays, isIsoDay, pricingDay, startOfDay } from "../pricing/pricing-day";

/** Usage is reported by calendar day in Sydney, where the operator works. */
export const USAGE_TIME_ZONE = "Australia/Sydney";
/** The longest period one report covers: a leap year. */
export const USAGE_MAX_DAYS = 366;

export interface UsagePeriod {
  /** The first and last calendar day, as asked. */
  from: string;
  to: string;
  days: number;
  /** The instants it runs between: midnight in Sydney at the start of `from` (inclusive) and after `to` (exclusive). */
  start: string;
  end: string;
}

/** The period `from`..`to` (calendar days, both included), or why it is not one. */
export function usagePeriod(from: string, to: string): UsagePeriod | { problem: string } {
  if (!isIsoDay(from)) return { problem: "Query parameter 'from' must be a calendar day, YYYY-MM-DD" };
  if (!isIsoDay(to)) return { problem: "Query parameter 'to' must be a calendar day, YYYY-MM-DD" };
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  if (days < 1) return { problem: "Query parameter 'to' must not be before 'from'" };
  if (days > USAGE_MAX_DAYS) return { problem: `The period must be at most ${USAGE_MAX_DAYS} days ('from' to 'to', both included)` };
  return { from, to, days, start: startOfDay("NSW", from).toISOString(), end: startOfDay("NSW", addDays(to, 1)).toISOString() };
}

/** The calendar day in Sydney at an instant: the day an estimate is counted on. */
export function usageDay(instant: Date): string {
  return pricingDay("NSW", instant);
}

/**
 * Calendar days `from`..`to` (both included, either may be left out) in a state's time zone (a
 * dealership's statement, in the dealership's own; Sydney when it has no state) as instants: midnight at
 * the start of `from` (inclusive) and midnight after `to` (exclusive).
 */
export function dayRange(dealershipState: string | null, from: string | undefined, to: string | undefined): { from?: string; to?: string } {
  const zone = clockState(dealershipState);
  return {
    ...(from === undefined ? {} : { from: startOfDay(zone, from).toISOString() }),
    ...(to === undefined ? {} : { to: startOfDay(zone, addDays(to, 1)).toISOString() }),
  };
}

/**
 * The instant a calendar day begins in each state's time zone: for a bound that the database
 * chooses by a dealership's state, so that its days are its own without a read first.
 */
export function dayStartByState(day: string): Record<AuState, string> {
  return Object.fromEntries(AU_STATES.map((state) => [state, startOfDay(state, day).toISOString()])) as Record<AuState, string>;
}

/** The same for the day after `day`: the end of a period that includes `day`. */
export function dayEndByState(day: string): Record<AuState, string> {
  return dayStartByState(addDays(day, 1));
}
