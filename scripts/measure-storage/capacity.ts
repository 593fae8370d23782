// The arithmetic of the capacity plan (docs/capacity.md): how long a quote stays live, how much the
// live quotes take at a steady rate, and how many quotes one database holds before it is full.

/** D1's largest database (Workers Paid). */
export const DATABASE_BYTES = 10 * 1000 ** 3;
/** The quote rates the plan is stated at, a day. */
export const CAPACITY_RATES = [10_000, 100_000];
/**
 * Days a quote stays live at most, archived at the default age: its price holds 14 days (the
 * default validity; a quote decided sooner goes sooner), then ARCHIVE_AFTER_DAYS (90) pass.
 */
export const LIVE_DAYS = 14 + 90;

export interface Capacity {
  liveDays: number;
  /** The live quotes at the steady state: every quote of the last `liveDays` days. */
  liveSetBytes: number;
  fits: boolean;
  /** Live and archived quotes together when the database is full. */
  quotesHeld: number;
  yearsToFull: number;
}

export function capacity(at: { quotesPerDay: number; liveBytes: number; archivedBytes: number; liveDays?: number }): Capacity {
  const liveDays = at.liveDays ?? LIVE_DAYS;
  const liveSetBytes = at.quotesPerDay * liveDays * at.liveBytes;
  const fits = liveSetBytes < DATABASE_BYTES;
  const archivedHeld = fits ? (DATABASE_BYTES - liveSetBytes) / at.archivedBytes : 0;
  return { liveDays, liveSetBytes, fits, quotesHeld: fits ? at.quotesPerDay * liveDays + archivedHeld : 0, yearsToFull: archivedHeld / at.quotesPerDay / 365 };
}
