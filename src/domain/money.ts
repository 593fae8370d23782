/** Money is integer cents inside the service and dollars (at most two decimals) at the API edge. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Dollars from a request (validated to at most two decimals) as integer cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
