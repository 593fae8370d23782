import { addDays, type AuState, pricingDay, startOfDay } from "../../pricing";

/** How long a priced quote holds when its dealership has not said otherwise. */
export const DEFAULT_QUOTE_VALIDITY_DAYS = 14;
export const MAX_QUOTE_VALIDITY_DAYS = 90;

const DAY_MS = 24 * 3600 * 1000;

/** Until when a quote sent at `sentAt` holds: the dealership's validity in days after it was sent. */
export function validUntilOf(sentAt: Date, validityDays: number): Date {
  return new Date(sentAt.getTime() + validityDays * DAY_MS);
}

/**
 * The dealer's own end for one quote's validity, or why it cannot be: it must lie after `now` and no
 * later than the dealership's validity allows (a dealer may shorten a quote's life, not lengthen it).
 * An instant is taken as given; a calendar day ("YYYY-MM-DD") means to the end of that day in the
 * dealership's state, or until the dealership's validity ends if that is earlier the same day.
 */
export function shortenedValidity(
  requested: string,
  sentAt: Date,
  validityDays: number,
  dealershipState: AuState,
): { ok: true; validUntil: Date } | { ok: false; message: string } {
  const latest = validUntilOf(sentAt, validityDays);
  const latestDay = pricingDay(dealershipState, latest);
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(requested);
  const asked = isDay ? new Date(Math.min(startOfDay(dealershipState, addDays(requested, 1)).getTime() - 1, latest.getTime())) : new Date(requested);
  const tooLate = isDay ? requested > latestDay : asked.getTime() > latest.getTime();
  if (asked.getTime() <= sentAt.getTime() || tooLate) {
    return {
      ok: false,
      message: `Field 'validUntil' must be after now and no later than ${latest.toISOString()} (${latestDay} in ${dealershipState}: the dealership's ${validityDays}-day validity)`,
    };
  }
  return { ok: true, validUntil: asked };
}

/** Whether a quote's price no longer holds. Quotes priced before validity was recorded never expire. */
export function isExpired(validUntil: string | null, now: Date): boolean {
  return validUntil !== null && validUntil <= now.toISOString();
}
