import type { AnnouncedRule } from "../charges-schema";

/*
 * Rules announced to start after the last financial year held (a new fee, a rate change): each on its own,
 * with its source and confidence, priced from its first day without writing the whole year (see
 * docs/pricing-data.md, "A rule announced ahead of its year"). When that year's module is written, move each
 * rule starting in it into the module and delete it here: the validator refuses an announced rule that falls
 * inside a year module.
 */
export const ANNOUNCED_RULES: readonly AnnouncedRule[] = [];
