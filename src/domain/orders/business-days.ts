import type { AuState } from "../../pricing/au-state";
import { pricingDay } from "../../pricing/pricing-day";
import { HOLIDAY_YEARS } from "../public-holidays";
import type { HolidayYear } from "../public-holidays/holiday-year";

/** The days a working day is counted from: two business days after an order is placed, in the dealership's state. */
export const ACKNOWLEDGE_BUSINESS_DAYS = 2;

/** Each state's public holidays of every known year, as a set of days. */
function holidaySets(years: readonly HolidayYear[]): Map<AuState, Set<string>> {
  const sets = new Map<AuState, Set<string>>();
  for (const year of years) {
    for (const [state, holidays] of Object.entries(year.states) as [AuState, HolidayYear["states"][AuState]][]) {
      const set = sets.get(state) ?? new Set<string>();
      for (const [day] of holidays.days) set.add(day);
      sets.set(state, set);
    }
  }
  return sets;
}

const HOLIDAYS = holidaySets(HOLIDAY_YEARS);

/** The calendar day after `day` ("YYYY-MM-DD"). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A business day in the state: not a Saturday or Sunday, nor one of its public holidays (as the data of that year lists them). */
export function isBusinessDay(state: AuState, day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.get(state)?.has(day);
}

/** The `count`th business day after `day` in the state (the day itself not counted). */
export function addBusinessDays(state: AuState, day: string, count: number): string {
  let current = day;
  for (let counted = 0; counted < count; ) {
    current = nextDay(current);
    if (isBusinessDay(state, current)) counted++;
  }
  return current;
}

/**
 * The day by which the dealership should acknowledge an order placed at `placedAt`: the second
 * business day after the day it was placed, both in the dealership's state. It has all that day.
 */
export function acknowledgeByDay(state: AuState, placedAt: Date): string {
  return addBusinessDays(state, pricingDay(state, placedAt), ACKNOWLEDGE_BUSINESS_DAYS);
}

/** Whether an order still waiting to be acknowledged is past its day, in the dealership's state, at `now`. */
export function isOverdue(order: { status: string; acknowledgeBy: string }, state: AuState, now: Date): boolean {
  return order.status === "placed" && pricingDay(state, now) > order.acknowledgeBy;
}
