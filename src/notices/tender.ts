/**
 * Whether the quote's tender asked other dealerships too. The dealer is told so (never which ones);
 * a state's tender that found one dealership is, to that dealer, an ordinary request.
 */
export function askedOfSeveral(quote: { tenderDealerships: number | null }): boolean {
  return (quote.tenderDealerships ?? 0) > 1;
}
