import { HOLIDAYS_2026 } from "./2026";
import { HOLIDAYS_2027 } from "./2027";
import type { HolidayYear } from "./holiday-year";

/**
 * Every year of public holidays the service knows, oldest first. A new year is one new module added
 * here (docs/orders.md, "Business days"); a day past the last year counts weekends only.
 */
export const HOLIDAY_YEARS: readonly HolidayYear[] = [HOLIDAYS_2026, HOLIDAYS_2027];
