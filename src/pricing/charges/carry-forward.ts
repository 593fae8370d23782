import type { Dated } from "../charges-schema";

export interface Period {
  effectiveFrom: string;
  effectiveTo: string;
}

/**
 * An earlier entry kept for a new period because nothing confirmed a new figure. The figure and its sources
 * stay as they were (they say where the number came from); the confidence drops to carried-forward, except
 * that an estimate stays an estimate, and the note says why it was carried.
 */
export function carriedForward<T extends Dated>(entry: T, period: Period, note: string): T {
  return {
    ...entry,
    effectiveFrom: period.effectiveFrom,
    effectiveTo: period.effectiveTo,
    confidence: entry.confidence === "estimate" ? "estimate" : "carried-forward",
    note,
  };
}

/** Every entry in force on `lastDay` (the end of the previous year), carried forward into `period`, in order. */
export function carriedForwardAll<T extends Dated>(
  entries: readonly T[],
  lastDay: string,
  period: Period,
  note: string,
): T[] {
  return entries.filter((entry) => entry.effectiveTo === lastDay).map((entry) => carriedForward(entry, period, note));
}

/**
 * Every entry in force on `lastDay`, standing in for rules known to replace them from `period.effectiveFrom`
 * whose figures were not found. A rule is never carried past its known end: the old figures are estimates.
 */
export function standInsAll<T extends Dated>(entries: readonly T[], lastDay: string, period: Period, note: string): T[] {
  return carriedForwardAll(entries, lastDay, period, note).map((entry) => ({ ...entry, confidence: "estimate" as const }));
}

/** The entry with this id in force on `lastDay`; throws when there is none (a typo in a year module). */
export function entryOn<T extends Dated & { id: string }>(entries: readonly T[], id: string, lastDay: string): T {
  const found = entries.find((entry) => entry.id === id && entry.effectiveTo === lastDay);
  if (found === undefined) throw new Error(`No entry ${id} in force on ${lastDay}`);
  return found;
}
