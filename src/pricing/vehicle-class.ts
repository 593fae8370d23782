import type { AuState } from "./au-state";
import type { ClassPurpose, ClassScheme, Confidence, LegalClass, SourceRef } from "./charges-schema";
import { isWeaker, type Provenance, weakerOf } from "./provenance";
import type { VehicleFacts } from "./vehicle";
import { factsMatch } from "./vehicle-condition";

/** Where a state's classes put a vehicle for one purpose, and how sure the figures for that class are. */
export interface Placement {
  purpose: ClassPurpose;
  /** The class priced; null when none of the state's classes takes the vehicle. */
  classId: string | null;
  label: string | null;
  confidence: Confidence;
  sources: readonly SourceRef[];
  note?: string;
  /** Set when the facts could not decide between classes: which facts were missing and what was priced. */
  undecided?: string;
}

const PURPOSE_WORDS: Readonly<Record<ClassPurpose, string>> = {
  duty: "for stamp duty",
  registration: "for registration",
  ctp: "for CTP insurance",
};

/**
 * The state's class for the vehicle: the first class its facts place it in. Classes the vehicle may be in
 * for want of a fact (a ute's drive type, a van's GVM) come first when they are listed first: if they are
 * other classes, the first is priced and the placement is undecided, and says why.
 */
export function placeVehicle(state: AuState, purpose: ClassPurpose, scheme: ClassScheme, facts: VehicleFacts): Placement {
  const candidates: { legalClass: LegalClass; missing: string[] }[] = [];
  let decided = false;
  for (const legalClass of scheme) {
    const match = factsMatch(legalClass.when, facts);
    if (match.result === "no") continue;
    candidates.push({ legalClass, missing: match.missing });
    if (match.result === "yes") {
      decided = true;
      break;
    }
  }
  const first = candidates[0];
  if (first === undefined) return { purpose, classId: null, label: null, confidence: "official", sources: [] };
  const ids = new Set(candidates.map(({ legalClass }) => legalClass.id));
  const weakest = candidates.reduce((a, b) => (isWeaker(b.legalClass.confidence, a.legalClass.confidence) ? b : a)).legalClass;
  const placement: Placement = {
    purpose,
    classId: first.legalClass.id,
    label: first.legalClass.label,
    confidence: weakest.confidence,
    sources: dedupe(candidates.flatMap(({ legalClass }) => legalClass.sources)),
    ...(weakest.note === undefined ? {} : { note: weakest.note }),
  };
  if (decided && ids.size === 1) return placement;
  const missing = [...new Set(candidates.flatMap((candidate) => candidate.missing))];
  const labels = [...new Set(candidates.map(({ legalClass }) => `"${legalClass.label}"`))];
  const classes = labels.length === 1 ? `as ${labels[0]} or in none of its classes` : `as ${labels.join(" or ")}`;
  return {
    ...placement,
    undecided:
      `The vehicle's ${missing.join(" and ")} ${missing.length === 1 ? "is" : "are"} not known, so ${state} may class it ${PURPOSE_WORDS[purpose]} ${classes}: ` +
      `priced as "${first.legalClass.label}".`,
  };
}

/**
 * A line's provenance for a vehicle of this class: no surer than the class's figures are for it, and an
 * estimate where the class was not decided. The class's sources and note join the line's when they lower it,
 * and always when the class is an estimate (the line then says whose figure it priced).
 */
export function withPlacement<P extends Provenance>(provenance: P, placement: Placement): P {
  if (placement.undecided !== undefined) {
    return {
      ...provenance,
      confidence: weakerOf(provenance.confidence, "estimate"),
      sources: dedupe([...provenance.sources, ...placement.sources]),
      note: joinNotes(placement.undecided, provenance.note),
    };
  }
  // An estimate class always says why (its figures are another class's), even on a line already an estimate.
  if (placement.confidence !== "estimate" && !isWeaker(placement.confidence, provenance.confidence)) return provenance;
  return {
    ...provenance,
    confidence: weakerOf(provenance.confidence, placement.confidence),
    sources: dedupe([...provenance.sources, ...placement.sources]),
    note: joinNotes(placement.note, provenance.note),
  };
}

function joinNotes(first: string | undefined, second: string | undefined): string {
  return [first, second].filter((note) => note !== undefined).join(" ");
}

function dedupe(sources: readonly SourceRef[]): SourceRef[] {
  const seen = new Set<string>();
  return sources.filter((source) => {
    const key = source.kind === "note" ? `note:${source.title}` : source.url;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
