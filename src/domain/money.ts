/** Money is integer cents inside the service and dollars (at most two decimals) at the API edge. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Dollars from a request (validated to at most two decimals) as integer cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** The most any price, fee or margin may be: ten million dollars. */
export const MAX_DOLLARS = 10_000_000;

/** Dollars as people and spreadsheets write them: "31990", "31990.5", "$31,990.00", "31 990". */
const TYPED_DOLLARS = /^\$?\s?(\d{1,3}(?:([, ])\d{3})(?:\2\d{3})*|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Integer cents of dollars as typed in a form or a stock file, or null when the text is not an
 * amount of at most two decimals and at most MAX_DOLLARS. The one reading of typed money: the
 * portal's forms and the CSV import accept the same things.
 */
export function parseTypedDollars(text: string): number | null {
  const match = TYPED_DOLLARS.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[1]!.replace(/[, ]/g, "")) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return cents <= MAX_DOLLARS * 100 ? cents : null;
}
