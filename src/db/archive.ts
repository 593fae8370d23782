import type { StoredPricing } from "../domain/quotes/price-quote";

/**
 * An archived quote's object in the ARCHIVE bucket (R2): everything D1 held of the quote when it was
 * archived, as one immutable JSON document that reads without D1 (its breakdown unpacked, its webhook
 * payloads as text). D1 keeps a thin row that names it (archived_quotes.object_key).
 */
export interface ArchivedQuoteRecord {
  format: 1;
  archivedAt: string;
  /** The quotes row as stored (column names as in D1), its breakdown unpacked. */
  quote: Record<string, unknown> & { id: string; pricing: StoredPricing | null };
  /** Its webhook deliveries as stored (payload as text, or null where composed when sent), each with its attempts' rows. */
  deliveries: { row: Record<string, unknown> & { id: string }; attempts: Record<string, unknown>[] }[];
  /** Its e-mails' rows: what was sent to whom, when, and how it ended (bodies are never stored). */
  emails: Record<string, unknown>[];
  /**
   * The order an accepted quote became, its row as it ended (invoiced, declined or withdrawn: a quote
   * with an order is archived only then). Its row stays in D1 too, where the lists of orders read it
   * without R2. Absent from objects written before orders.
   */
  order?: Record<string, unknown> | null;
}

/**
 * Where one write of a quote's object goes: a key of its own under the quote's (`quotes/<id>/` and 8
 * random hex digits), so that two archive runs that overlap, or a run and a retry after it stopped,
 * never write the same object. The thin row names the one whose swap won; every other is never read.
 */
export function archiveKeyOf(quoteId: string): string {
  const write = Array.from(crypto.getRandomValues(new Uint8Array(4)), (b) => b.toString(16).padStart(2, "0")).join("");
  return `quotes/${quoteId}/${write}`;
}

export function serializeRecord(record: ArchivedQuoteRecord): string {
  return JSON.stringify(record);
}

/**
 * Writes a quote's object where nothing is yet, and reads it back: resolves true only when what R2
 * now holds is exactly what was written. The write is conditional (R2 refuses it when the key holds
 * an object already), so an object, once written, is never written again: not by another run, nor
 * by this one.
 */
export async function writeVerified(bucket: R2Bucket, key: string, text: string): Promise<boolean> {
  const written = await bucket.put(key, text, { httpMetadata: { contentType: "application/json" }, onlyIf: { etagDoesNotMatch: "*" } });
  if (written === null) return false;
  const stored = await bucket.get(key);
  return stored !== null && (await stored.text()) === text;
}

export class ArchivedQuoteMissingError extends Error {}

/** An archived quote's object. A thin row without its object is a broken archive: that is an error, never a 404. */
export async function readRecord(bucket: R2Bucket, key: string): Promise<ArchivedQuoteRecord> {
  const object = await bucket.get(key);
  if (!object) throw new ArchivedQuoteMissingError(`archived quote object ${key} is missing`);
  return (await object.json()) as ArchivedQuoteRecord;
}
