import { archiveKeyOf, serializeRecord, writeVerified } from "../db/archive";
import { archivableQuoteIds, loadArchiveRecords, swapForThinRows } from "../db/queries/archive";
import { emailIdsOf } from "../domain/quotes/email-ids";
import type { Env } from "../env";

const DAY_MS = 24 * 3600 * 1000;
export const DEFAULT_ARCHIVE_AFTER_DAYS = 90;
/** Quotes per batch: two R2 calls each (write, read back), three D1 round trips a batch. */
export const ARCHIVE_BATCH = 50;
/** Batches per hourly run: 800 R2 calls, within a Worker invocation's 1,000 subrequests. */
export const ARCHIVE_BATCHES_PER_RUN = 8;
/** R2 writes in flight at once. */
const CONCURRENCY = 10;

/** ARCHIVE_AFTER_DAYS as a whole number of days (0 allowed), else the default. */
export function archiveAfterDays(env: Pick<Env, "ARCHIVE_AFTER_DAYS">): number {
  return /^\d{1,5}$/.test(env.ARCHIVE_AFTER_DAYS ?? "") ? Number(env.ARCHIVE_AFTER_DAYS) : DEFAULT_ARCHIVE_AFTER_DAYS;
}

export interface ArchiveBatchResult {
  archived: { quoteId: string; objectKey: string }[];
  /** Whether more quotes were ready than this batch took. */
  more: boolean;
}

/**
 * Archives one batch: picks the quotes that can no longer change and have not for ARCHIVE_AFTER_DAYS,
 * writes each one's record to R2 and reads it back, then swaps the verified ones for thin rows in one
 * D1 batch. Stopped anywhere, every quote stays readable in full (live until the swap commits; the
 * swap is one transaction), and the next batch finishes the work; a quote archived already is never
 * picked again.
 */
export async function archiveBatch(env: Env, now: Date, limit = ARCHIVE_BATCH): Promise<ArchiveBatchResult> {
  const cutoff = new Date(now.getTime() - archiveAfterDays(env) * DAY_MS);
  const ids = await archivableQuoteIds(env.DB, cutoff, now, limit + 1);
  const batch = ids.slice(0, limit);
  if (batch.length === 0) return { archived: [], more: false };
  const emailIds = Object.fromEntries(await Promise.all(batch.map(async (id) => [id, await emailIdsOf(id)] as const)));
  const loaded = await loadArchiveRecords(env.DB, batch, emailIds, now);
  const verified: { id: string; objectKey: string; jobsState: string; emailIds: string[] }[] = [];
  for (let i = 0; i < loaded.length; i += CONCURRENCY) {
    await Promise.all(
      loaded.slice(i, i + CONCURRENCY).map(async ({ record, jobsState }) => {
        const objectKey = archiveKeyOf(record.quote.id);
        if (await writeVerified(env.ARCHIVE, objectKey, serializeRecord(record))) verified.push({ id: record.quote.id, objectKey, jobsState, emailIds: emailIds[record.quote.id]! });
        else console.error(JSON.stringify({ message: "archive object did not read back as written", quoteId: record.quote.id, objectKey }));
      }),
    );
  }
  const swapped = new Set(verified.length ? await swapForThinRows(env.DB, verified, cutoff, now) : []);
  return {
    archived: verified.filter((q) => swapped.has(q.id)).map(({ id, objectKey }) => ({ quoteId: id, objectKey })),
    more: ids.length > limit,
  };
}

/** The hourly cron's archive: batches until none is left or the run's share is done. */
export async function archiveOldQuotes(env: Env, now: Date): Promise<number> {
  let archived = 0;
  for (let i = 0; i < ARCHIVE_BATCHES_PER_RUN; i++) {
    const batch = await archiveBatch(env, now);
    archived += batch.archived.length;
    if (!batch.more) break;
  }
  return archived;
}
