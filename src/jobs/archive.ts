import { archiveKeyOf, serializeRecord, writeVerified } from "../db/archive";
import { archivableQuoteIds, loadArchiveRecords, swapForThinRows } from "../db/queries/archive";
import { SYSTEM, type ChangeMade } from "../domain/changed-by";
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

/** The cron's run, as the audit record keeps it: by the service itself, its "request" the cron's tick. */
function cronRun(now: Date): ChangeMade {
  return { by: SYSTEM, at: now.toISOString(), requestId: `cron:${now.toISOString()}` };
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
 * picked again. Each write goes to an object of its own (archiveKeyOf), written only where nothing
 * is: runs that overlap each write their own, the swap names one, and the others are deleted, so
 * the object a thin row names is never written again. `made` says who ran it, for the audit record.
 */
export async function archiveBatch(env: Env, now: Date, made: ChangeMade = cronRun(now), limit = ARCHIVE_BATCH): Promise<ArchiveBatchResult> {
  const cutoff = new Date(now.getTime() - archiveAfterDays(env) * DAY_MS);
  const ids = await archivableQuoteIds(env.DB, cutoff, now, limit + 1);
  const batch = ids.slice(0, limit);
  if (batch.length === 0) return { archived: [], more: false };
  const emailIds = Object.fromEntries(await Promise.all(batch.map(async (id) => [id, await emailIdsOf(id)] as const)));
  const loaded = await loadArchiveRecords(env.DB, batch, emailIds, now);
  const verified: { id: string; objectKey: string; jobsState: string; emailIds: string[] }[] = [];
  const written: string[] = [];
  for (let i = 0; i < loaded.length; i += CONCURRENCY) {
    await Promise.all(
      loaded.slice(i, i + CONCURRENCY).map(async ({ record, jobsState }) => {
        const objectKey = archiveKeyOf(record.quote.id);
        written.push(objectKey);
        if (await writeVerified(env.ARCHIVE, objectKey, serializeRecord(record))) verified.push({ id: record.quote.id, objectKey, jobsState, emailIds: emailIds[record.quote.id]! });
        else console.error(JSON.stringify({ message: "archive object did not read back as written", quoteId: record.quote.id, objectKey }));
      }),
    );
  }
  const swapped = new Set(verified.length ? await swapForThinRows(env.DB, verified, cutoff, now, made) : []);
  const archived = verified.filter((q) => swapped.has(q.id)).map(({ id, objectKey }) => ({ quoteId: id, objectKey }));
  // The swap has answered: an object it did not name (another run archived the quote first, or its
  // jobs changed meanwhile, or it did not read back) is named by nothing, now or later.
  const named = new Set(archived.map((a) => a.objectKey));
  const unnamed = written.filter((key) => !named.has(key));
  if (unnamed.length > 0) await env.ARCHIVE.delete(unnamed);
  return { archived, more: ids.length > limit };
}

/** The hourly cron's archive: batches until none is left or the run's share is done, each recorded as the service's own (`system`). */
export async function archiveOldQuotes(env: Env, now: Date): Promise<number> {
  let archived = 0;
  const made = cronRun(now);
  for (let i = 0; i < ARCHIVE_BATCHES_PER_RUN; i++) {
    const batch = await archiveBatch(env, now, made);
    archived += batch.archived.length;
    if (!batch.more) break;
  }
  return archived;
}
