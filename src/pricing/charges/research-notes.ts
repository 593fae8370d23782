import type { ResearchNote } from "../charges-schema";

/*
 * The team's own research notes, cited where a figure rests on them: an estimate the researcher made where
 * nothing is published, or a finding the note reports from sources it does not name. A note explains a
 * figure; it is not public evidence, so it never makes a figure official or corroborated.
 */

/** The researched 2025-26 data set, whose estimates (CTP green slips, plates, ACT registration) have no published figure. */
export const AU_CHARGES_NOTE: ResearchNote = {
  kind: "note",
  title: "Fleet Quote research on the 2025-26 charges (November 2026): the researcher's estimate where no figure is published",
  readOn: "2026-11-22",
};

/**
 * What was found about 2026-27 by November 2026: figures from secondary sources dated July–October 2026 whose
 * names and addresses were not recorded, with agreement and conflicts. Without two named sources such a
 * figure is an estimate.
 */
export const FINDINGS_2026_27_NOTE: ResearchNote = {
  kind: "note",
  title: "Fleet Quote research on the 2026-27 charges (November 2026): figures reported by secondary sources whose names were not recorded",
  readOn: "2026-11-23",
};
