import type { AuState } from "./au-state";

/**
 * Each state's own time zone: a rule in force "from 1 July" starts at midnight there. NSW and the ACT share
 * Sydney's; QLD and the NT keep standard time all year, the others observe daylight saving.
 */
export const STATE_TIME_ZONES: Readonly<Record<AuState, string>> = {
  NSW: "Australia/Sydney",
  ACT: "Australia/Sydney",
  VIC: "Australia/Melbourne",
  QLD: "Australia/Brisbane",
  WA: "Australia/Perth",
  SA: "Australia/Adelaide",
  TAS: "Australia/Hobart",
  NT: "Australia/Darwin",
};

/**
 * When a price is computed: an instant (`Date`, or an ISO date-time string with its offset, e.g.
 * "2026-06-30T14:30:00Z"), or a calendar day ("2026-07-01") taken as that day in the state.
 */
export type PricingDate = Date | string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A date-time must carry its offset: without one it would not name an instant. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:[Zz]|[+-]\d{2}:\d{2})$/;

/** Formatters are costly to build and hold no state between calls, so one per time zone is kept. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-AU", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day ("YYYY-MM-DD") it is in the state at this instant. */
export function pricingDay(state: AuState, instant: Date): string {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) {
    throw new RangeError(`pricing instant must be a valid Date, got ${String(instant)}`);
  }
  const parts = dayFormatter(STATE_TIME_ZONES[state]).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/**
 * The state's pricing day for a pricing date: a Date or an ISO date-time string is an instant, converted to the
 * state's calendar day; a "YYYY-MM-DD" string is that day as given. Default: now. RangeError on anything else.
 */
export function resolvePricingDay(state: AuState, pricingDate: PricingDate = new Date()): string {
  if (pricingDate instanceof Date) return pricingDay(state, pricingDate);
  if (typeof pricingDate !== "string") {
    throw new RangeError(`pricingDate must be a Date or an ISO date string, got ${typeof pricingDate}`);
  }
  if (ISO_DAY.test(pricingDate)) {
    if (!isIsoDay(pricingDate)) throw new RangeError(`pricingDate ${pricingDate} is not a calendar day`);
    return pricingDate;
  }
  if (!ISO_DATE_TIME.test(pricingDate)) {
    throw new RangeError(
      `pricingDate "${pricingDate}" must be YYYY-MM-DD or an ISO date-time with an offset (Z or ±hh:mm)`,
    );
  }
  const instant = new Date(pricingDate);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`pricingDate ${pricingDate} is not a valid date-time`);
  return pricingDay(state, instant);
}

/** Whether `day` is a real calendar day written YYYY-MM-DD (so 2026-02-30 is not). */
export function isIsoDay(day: string): boolean {
  const match = ISO_DAY.exec(day);
  if (match === null) return false;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
}

/** The ISO day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The time zone's offset from UTC at an instant, in minutes ("GMT+10:30" → 630). */
function offsetMinutes(timeZone: string, at: Date): number {
  let formatter = offsetFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-AU", { timeZone, timeZoneName: "longOffset" });
    offsetFormatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (match === null) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** The instant a calendar day ("YYYY-MM-DD") begins in the state: midnight there. */
export function startOfDay(state: AuState, day: string): Date {
  if (!isIsoDay(day)) throw new RangeError(`${day} is not a calendar day`);
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date);
  const timeZone = STATE_TIME_ZONES[state];
  // Daylight saving never changes at midnight in Australia, but a guess an offset away may sit across
  // a change: the offset is read again where the first guess lands.
  const guess = midnightUtc - offsetMinutes(timeZone, new Date(midnightUtc)) * 60_000;
  return new Date(midnightUtc - offsetMinutes(timeZone, new Date(guess)) * 60_000);
}
