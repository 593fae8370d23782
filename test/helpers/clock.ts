// The suite's clock as a setting: `TEST_CLOCK=2029-03-01 npx vitest run` runs every test as if it
// were that day (the clock then runs on from there). No test may depend on the real date: each one
// fixes its clock (vi.setSystemTime) or takes its dates relative to now, and this is how that is
// checked. Fake timers a test installs itself still win while they are installed, and hand back
// this clock when they are removed.

import { vi } from "vitest";

const REAL_DATE: DateConstructor = (globalThis.Date as { realDate?: DateConstructor }).realDate ?? globalThis.Date;

/** From now on `Date` reads `day` (an ISO date or instant) plus the time that passes from here. */
export function runAsOf(day: string): void {
  const at = REAL_DATE.parse(day);
  if (Number.isNaN(at)) throw new Error(`TEST_CLOCK must be an ISO date or instant, not ${JSON.stringify(day)}`);
  const offset = at - REAL_DATE.now();
  const now = () => REAL_DATE.now() + offset;
  // A function, not a class: `Date()` called without `new` answers the time as text, as it should.
  function ShiftedDate(this: unknown, ...args: unknown[]) {
    if (!new.target) return new REAL_DATE(now()).toString();
    return args.length === 0 ? new REAL_DATE(now()) : new (REAL_DATE as new (...a: unknown[]) => Date)(...args);
  }
  Object.assign(ShiftedDate, { now, parse: REAL_DATE.parse, UTC: REAL_DATE.UTC, realDate: REAL_DATE });
  ShiftedDate.prototype = REAL_DATE.prototype;
  globalThis.Date = ShiftedDate as unknown as DateConstructor;
}

/**
 * Monday 23 November 2026, 1 pm in Sydney: a day in the 2026-27 charges year from which the
 * registration days of early 2027 that tests name (the ACT's change of 1 February 2027 among them)
 * are ahead, within the 24 months a quote may look ahead.
 */
export const ASKED_IN_NOVEMBER_2026 = REAL_DATE.UTC(2026, 10, 23, 2, 0, 0);

/** Fixes `Date` at `at` (milliseconds) for the test; an afterEach with vi.useRealTimers() lets it go. */
export function fixClock(at: number): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
}
