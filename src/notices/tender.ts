/**
 * Whether the quote's tender made quotes at other dealerships too, whose prices the client will
 * compare. The dealer is told so (never which ones); a tender that only this dealership could take
 * (a state with one stockist, the others declined) is, to that dealer, an ordinary request.
 */
export function askedOfSeveral(quote: { tenderQuotes: number | null }): boolean {
  return (quote.tenderQuotes ?? 0) > 1;
}
