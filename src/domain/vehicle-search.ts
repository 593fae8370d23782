import { TRIGRAM_MIN_LENGTH } from "./model-search";

/** The longest `q` a search takes. */
export const SEARCH_TEXT_MAX = 100;

/**
 * The words of a search's `q`: Unicode-normalised, lower-case, split on spaces and commas, each
 * once. Every word must be found somewhere in a vehicle's words (its make, model, version, engine,
 * body, cab, drive and powertrain: migration 0019's `vehicle_search_words`), anywhere in them: "lux"
 * finds "HiLux", "dual cab" finds a dual-cab ute.
 */
export function searchWords(q: string | undefined): string[] {
  if (q === undefined) return [];
  return [...new Set(q.normalize("NFKC").toLowerCase().split(/[\s,]+/u).filter((word) => word.length > 0))];
}

/**
 * The words as one FTS5 query for the trigram index: each word a phrase, all of them required.
 * Words shorter than a trigram cannot be looked up in it and are matched by a scan instead
 * (`shortWords`); resolves null when no word is long enough.
 */
export function trigramQuery(words: string[]): string | null {
  const indexed = words.filter((word) => word.length >= TRIGRAM_MIN_LENGTH);
  return indexed.length === 0 ? null : indexed.map((word) => `"${word.replaceAll('"', '""')}"`).join(" AND ");
}

/** The words too short for the trigram index. */
export function shortWords(words: string[]): string[] {
  return words.filter((word) => word.length < TRIGRAM_MIN_LENGTH);
}
