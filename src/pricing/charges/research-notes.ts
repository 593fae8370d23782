import type { SourceRef } from "../charges-schema";

/*
 * The team's own research notes, cited where a figure rests on them: an estimate the researcher made where
 * nothing is published, or a finding the note reports from sources it does not name.
 */

/** The researched 2025-26 data set; section 3 holds the estimates (CTP green slips, plates, ACT registration). */
export const AU_CHARGES_NOTE: SourceRef = {
  title: "Fleet Quote research note au-charges.md (2025-26 charges, with confidence remarks) – researcher's estimate where no figure is published",
  url: "shared/pricing/au-charges.md",
  readOn: "2026-11-22",
};

/** What was found about 2026-27 by November 2026: which secondary sources agree, which conflict. */
export const FINDINGS_2026_27_NOTE: SourceRef = {
  title: "Fleet Quote research note au-charges-2026-27-findings.md (2026-27 figures from secondary sources dated July–October 2026, with agreement and conflicts)",
  url: "shared/pricing/au-charges-2026-27-findings.md",
  readOn: "2026-11-23",
};
