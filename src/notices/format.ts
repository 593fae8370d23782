import { clockState, formatCents, STATE_TIME_ZONES } from "../pricing";

/** Integer cents as people read them: "$41,990.00" (the pricing's own notes write them the same way). */
export const money = formatCents;

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment in the dealership's own time: "Mon, 7 Dec 2026, 2:15 pm AEDT"; with `seconds` (a tender's
 * deadline, kept to the second), "Mon, 7 Dec 2026, 2:15:30 pm AEDT".
 */
export function localDateTime(at: Date | string, dealershipState: string | null, options: { seconds?: boolean } = {}): string {
  const timeZone = STATE_TIME_ZONES[clockState(dealershipState)];
  const key = `${timeZone}${options.seconds ? ":s" : ""}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-AU", {
      timeZone,
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      ...(options.seconds && { second: "2-digit" }),
      timeZoneName: "short",
    });
    formats.set(key, format);
  }
  return format.format(typeof at === "string" ? new Date(at) : at);
}

// A calendar date names no moment, so it is written as it is, in no time zone (UTC keeps it whole).
// Made on first use, as every formatter here: not at startup (see formatCents).
let dateFormat: Intl.DateTimeFormat | undefined;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date ("2026-11-24") the way every other date is written: "Tue, 24 Nov 2026". Anything else is left as it is. */
export function calendarDate(isoDate: string): string {
  const at = new Date(`${isoDate}T00:00:00Z`);
  if (!CALENDAR_DATE.test(isoDate) || Number.isNaN(at.getTime())) return isoDate;
  dateFormat ??= new Intl.DateTimeFormat("en-AU", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" });
  return dateFormat.format(at);
}
