/**
 * What became of a priced or pending quote once the client decided: `accepted` (the client chose
 * it), `not-chosen` (the client chose another quote of its tender), `lapsed` (its tender closed,
 * or its dealership was unapproved, while it was still pending: the dealer can no longer complete it
 * and its credit went back), `withdrawn` (accepted, then its order withdrawn by the client before
 * the dealership acknowledged it) or `declined` (accepted, then its order declined by the
 * dealership). Null while nothing has been decided.
 */
export const QUOTE_OUTCOMES = ["accepted", "not-chosen", "lapsed", "withdrawn", "declined"] as const;
export type QuoteOutcome = (typeof QUOTE_OUTCOMES)[number];

/** At most this many characters of the client's own order reference, kept with an accepted quote. */
export const ORDER_REFERENCE_MAX = 100;

/** A quote the dealer can still answer: pending, and not lapsed with its tender. */
export function awaitsDealer(quote: { status: string; outcome: QuoteOutcome | null }): boolean {
  return quote.status === "pending" && quote.outcome === null;
}

/** How the dealer portal names each outcome. */
export const OUTCOME_LABELS: Record<QuoteOutcome, string> = { accepted: "Accepted", "not-chosen": "Not chosen", lapsed: "Lapsed", withdrawn: "Order withdrawn", declined: "Order declined" };
