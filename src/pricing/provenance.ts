import type { Confidence, Dated, SourceRef } from "./charges-schema";

export type { Confidence, SourceRef };

/**
 * Where the pricing day falls against the data for the state:
 * - "within": rules in force that day are held;
 * - "before": earlier than the first rule held (before 1 July 2025; ACT duty before 1 September 2025): the
 *   earliest rules are used and every component is reported as an estimate;
 * - "beyond": later than the last rule held (past validThrough): the newest rules are used and every component
 *   is reported carried-forward at best (an estimate stays an estimate).
 */
export type Coverage = "before" | "within" | "beyond";

/** When a charge's rule took effect, how sure its figure is, and where it was read. */
export interface Provenance {
  effectiveFrom: string;
  /** null: no end is known. */
  effectiveTo: string | null;
  confidence: Confidence;
  sources: SourceRef[];
  /** Why this confidence: what conflicted, what was not found. */
  note?: string;
}

/** A priced line with its provenance. Concessions and rebates have negative cents. */
export interface PricedComponent extends Provenance {
  id: string;
  label: string;
  cents: number;
}

const STRENGTH: Readonly<Record<Confidence, number>> = { official: 3, corroborated: 2, "carried-forward": 1, estimate: 0 };

/** Whether `a` is less certain than `b`. */
export function isWeaker(a: Confidence, b: Confidence): boolean {
  return STRENGTH[a] < STRENGTH[b];
}

/** The less certain of two confidences. */
export function weakerOf(a: Confidence, b: Confidence): Confidence {
  return STRENGTH[a] <= STRENGTH[b] ? a : b;
}

/**
 * A provenance made less certain by what the quote does not know (a tare, a list price): the confidence
 * becomes at most an estimate and the note says what is missing, before the rule's own note.
 */
export function withShortfall(provenance: Provenance, shortfall: string | undefined): Provenance {
  if (shortfall === undefined) return provenance;
  return {
    ...provenance,
    confidence: weakerOf(provenance.confidence, "estimate"),
    note: provenance.note === undefined ? shortfall : `${shortfall} ${provenance.note}`,
  };
}

/** Confidences that make a price an estimate in the buyer's eyes. */
export function isEstimated(confidence: Confidence): boolean {
  return confidence === "carried-forward" || confidence === "estimate";
}

/** An entry's provenance as reported on a pricing day with the given coverage. */
export function provenanceOf(entry: Dated, coverage: Coverage): Provenance {
  // Past the data a figure is at best carried forward; an estimate stays an estimate.
  const confidence: Confidence =
    coverage === "before" ? "estimate" : coverage === "beyond" ? weakerOf(entry.confidence, "carried-forward") : entry.confidence;
  return {
    effectiveFrom: entry.effectiveFrom,
    effectiveTo: entry.effectiveTo,
    confidence,
    sources: entry.sources.map((source) => ({ ...source })),
    ...(entry.note === undefined ? {} : { note: entry.note }),
  };
}
