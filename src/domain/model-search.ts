/**
 * The search key of a model name: Unicode-normalised, lower-case, with whitespace and hyphens
 * removed, so "Hi Lux", "HILUX" and "hilux" (and "D-Max", "dmax") meet on the same key.
 * Stored in `vehicles.model_search_key` and applied to every search term.
 */
export function modelSearchKey(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/[\s\-]+/gu, "");
}

/** The trigram index only holds 3-character grams: shorter terms are matched by a scan instead. */
export const TRIGRAM_MIN_LENGTH = 3;

/** An FTS5 phrase query matching `key` as a substring (with the trigram tokenizer). */
export function ftsPhrase(key: string): string {
  return `"${key.replaceAll('"', '""')}"`;
}

/** A list's model filter as its search key; a filter of only spaces and hyphens filters nothing. */
export function modelFilterKey(model: string | undefined): string | undefined {
  return model === undefined ? undefined : modelSearchKey(model) || undefined;
}
