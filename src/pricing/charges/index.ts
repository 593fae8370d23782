import type { ChargesData, ChargesYear } from "../charges-schema";
import { CHARGES_2025_26 } from "./2025-26";
import { CHARGES_2026_27 } from "./2026-27";
import { ANNOUNCED_RULES } from "./announced";

/**
 * Every financial year of charges the engine knows, oldest first, each following the one before without a
 * gap. A new year is one new module added at the end of this list (see docs/pricing-data.md, "The yearly update").
 */
export const CHARGE_YEARS: readonly ChargesYear[] = [CHARGES_2025_26, CHARGES_2026_27];

/** What the engine prices with: the years, and the rules announced past the last of them. */
export const CHARGES: ChargesData = { years: CHARGE_YEARS, announced: ANNOUNCED_RULES };
