/** Money is integer cents inside the service and dollars (at most two decimals) at the API edge. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}
