import { type AuState, pricingDay } from "../../pricing";

/** How far ahead a registration date may be: a fleet order is often delivered months after it is quoted. */
export const REGISTRATION_DATE_MONTHS_AHEAD = 24;

/** The first and last registration day a quote may ask for, in the registration state: today to 24 months ahead. */
export function registrationDateWindow(state: AuState, now: Date): { from: string; to: string } {
  const from = pricingDay(state, now);
  return { from, to: addMonths(from, REGISTRATION_DATE_MONTHS_AHEAD) };
}

/** Why `day` cannot be a quote's registration date, or null when it can. */
export function registrationDateProblem(day: string, state: AuState, now: Date): string | null {
  const { from, to } = registrationDateWindow(state, now);
  if (from <= day && day <= to) return null;
  return `Field 'registrationDate' must be a day from ${from} (today in ${state}) to ${to} (${REGISTRATION_DATE_MONTHS_AHEAD} months ahead); ${day} is not`;
}

/** The same day of the month `months` later; the 29th–31st become the month's last day where it is shorter. */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}
