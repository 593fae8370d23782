/**
 * A tender's award, as public procurement splits one: each awarded quote gets a quantity of the
 * tender's vehicles (at least 1), together at most the tender's quantity. A quote asked of one
 * dealership is awarded whole by its accept.
 */
export interface Award {
  quoteId: string;
  dealershipId: string;
  quantity: number;
  orderReference: string | null;
}

/** A tender's award names at most this many quotes: every dealership a tender can ask. */
export const AWARDS_MAX = 20;
/** The client's reason, told to the dealerships not chosen: 1 to 500 characters. */
export const AWARD_REASON_MAX = 500;

/**
 * Why the requested quantities cannot be awarded, or null when they can: none twice, together at
 * most what may be awarded (the tender's quantity, or what a withdrawn or declined order freed).
 */
export function awardQuantityProblem(
  awards: readonly { quoteId: string; quantity: number }[],
  awardable: number,
  awardableName = "the tender's quantity",
): string | null {
  const ids = new Set(awards.map((a) => a.quoteId));
  if (ids.size !== awards.length) return "must not name a quote twice";
  const total = awards.reduce((sum, a) => sum + a.quantity, 0);
  if (total > awardable) return `must award at most ${awardableName} (${awardable}) together, not ${total}`;
  return null;
}

/** "1st", "2nd", "3rd", "4th", "11th", "21st": a place among the priced quotes, in words a dealer reads. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
  return `${n}${suffix}`;
}
