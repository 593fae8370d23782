/**
 * The years a day or a date-time the service takes may fall in (query, body or form, in the API,
 * the admin API and the portal): 2000 to 2100, both whole. The service's own dates all lie well
 * inside, and so does any day a statement, a report or a quote can mean; outside, the date
 * arithmetic meets years JavaScript writes otherwise (`9999-12-31` plus a day is `+010000-01-01`)
 * and no rule of the service applies. Checked on the year as written, before anything reads it.
 */
export const EARLIEST_YEAR = 2000;
export const LATEST_YEAR = 2100;

/** How a refused date is told, after the field's name. */
export const OUT_OF_YEARS = `must be in the years ${EARLIEST_YEAR} to ${LATEST_YEAR}`;

/** Whether a day ("YYYY-MM-DD") or a date-time ("YYYY-MM-DDThh:mm…") is written in the years the service takes. */
export function inServiceYears(date: string): boolean {
  const year = /^(\d{4})-/.exec(date)?.[1];
  return year !== undefined && Number(year) >= EARLIEST_YEAR && Number(year) <= LATEST_YEAR;
}
