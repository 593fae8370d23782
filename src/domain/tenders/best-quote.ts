/** A priced quote of a tender, as its place among the others is decided. */
export interface PricedTenderQuote {
  totalDriveAwayCents: number;
  /** When it was priced (ISO-8601 UTC, so it sorts as text). */
  sentAt: string;
  /** Where its dealership stands in the tender's request (0: asked first). */
  position: number;
}

/**
 * The one order of a tender's priced quotes, the best first: the lowest total drive-away; between
 * equal totals, the one priced first (a dealer who matches a price later does not take the lead);
 * between those, the dealership the client asked first. It never leaves a tie, so the tender, its
 * creation answer and the tender list (which orders the same in SQL: listClientTenders) name the
 * same `best`: the first of them whose price still holds.
 */
export function comparePricedQuotes(a: PricedTenderQuote, b: PricedTenderQuote): number {
  return a.totalDriveAwayCents - b.totalDriveAwayCents || a.sentAt.localeCompare(b.sentAt) || a.position - b.position;
}
