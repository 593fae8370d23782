import type { AuState } from "../../pricing/au-state";

/**
 * One calendar year of public holidays, for every state and territory: data, kept apart from the
 * rule that reads it (src/domain/orders/business-days.ts), one module per year.
 *
 * Only days that close businesses across the whole state or territory are listed. Left out, and
 * said so in each state's `notes`: part-day holidays (Christmas Eve and New Year's Eve evenings in
 * SA, the NT and QLD), holidays of one region or city only (the Ekka in Brisbane, show days, the
 * Hobart Regatta, Recreation Day in northern Tasmania), and days kept only by a state's own
 * public service (Easter Tuesday in Tasmania). A weekend day is listed when it is gazetted, though
 * it changes no count: weekends are never business days.
 */
export interface HolidayYear {
  year: number;
  /** The day the lists were read as gazetted or announced; a later proclamation may add or move a day. */
  asAt: string;
  states: Readonly<Record<AuState, StateHolidays>>;
}

export interface StateHolidays {
  /** The state government's page the list is read from. */
  source: string;
  /** Each holiday: the day ("YYYY-MM-DD") and its name, in date order. */
  days: readonly (readonly [day: string, name: string])[];
  /** What the list leaves out, or a day that was still to be confirmed. */
  notes?: string;
}
