import { isAuState, STATE_TIME_ZONES } from "../pricing";

const aud = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" });

/** Integer cents as the dealer reads them: "$41,990.00". */
export function money(cents: number): string {
  return aud.format(cents / 100);
}

/** Integer cents as a form field's value: "41990" or "41990.5" (no grouping, so it parses back as typed). */
export function dollarsField(cents: number): string {
  return String(cents / 100);
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A moment in the dealership's own time: "Mon 7 Dec 2026, 2:15 pm AEDT". */
export function localDateTime(at: Date | string, dealershipState: string | null): string {
  const timeZone = STATE_TIME_ZONES[isAuState(dealershipState) ? dealershipState : "NSW"];
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-AU", { timeZone, weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" });
    formats.set(timeZone, format);
  }
  return format.format(typeof at === "string" ? new Date(at) : at);
}

/** How old, in the largest whole unit that matters on a quote list: "just now", "25 min", "5 h", "3 days". */
export function age(since: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - new Date(since).getTime()) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

/** The same as a phrase: "just now", "25 min ago", "3 days ago". */
export function ago(since: string, now: Date): string {
  const howOld = age(since, now);
  return howOld === "just now" ? howOld : `${howOld} ago`;
}
