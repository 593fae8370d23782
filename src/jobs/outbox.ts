import { sql } from "drizzle-orm";
import { statement } from "../db/statement";
import type { Job } from "../db/job-queue";

/**
 * The life cycle every outbox row (an e-mail, a webhook delivery) shares; see docs/jobs-and-retention.md.
 *
 * A row is `pending` until it ends `sent`/`delivered` or `abandoned` (with `last_error`). A worker
 * claims one attempt at a time under a lease (`locked_until`), so a redelivered or duplicated
 * queue message can never run an attempt twice at once, and a worker that dies mid-attempt only
 * holds the row until the lease runs out. `next_attempt_at` is when the queue should bring the row
 * back; a pending row that nobody holds and whose time is long past has lost its queue message
 * (a failed send, a dead letter, an outage longer than the queue's retries): the sweep re-drives
 * it, a bounded number of times, or ends it.
 *
 * Every outbox table (e-mails, webhook deliveries, the FMO console's sign-in links) has these
 * columns under the same names, so the statements are written once. A row
 * that ends keeps when it was created and finished, and clears what only a pending row needs
 * (`next_attempt_at`, `enqueued_at`, `locked_until`, `updated_at`): the smaller row is written while its
 * page is still being filled, so the bytes are used again (docs/jobs-and-retention.md).
 */

/** What a row that ends sets beside its status, `at` when. */
const ended = (at: string) => sql`locked_until = null, finished_at = ${at}, next_attempt_at = null, enqueued_at = null, updated_at = null`;
export type OutboxTable = "email_outbox" | "webhook_deliveries" | "console_sign_in_links";

/** How long a claimed attempt may take before its row counts as stuck; also the sweep's patience. */
export const LEASE_MS = 10 * 60_000;
/** A row this old that was never put on the queue lost its send (requests enqueue within milliseconds). */
export const LOST_SEND_MS = 60_000;
/** Times the sweep or the dead-letter consumer puts a row back on the queue before giving up on it. */
export const MAX_REDRIVES = 3;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Takes the row's next attempt: counts it and leases the row to this worker. Resolves null when
 * there is nothing to do (finished, attempts used up, or another worker holds the row).
 */
export function claimAttempt<Row>(d1: D1Database, table: OutboxTable, id: string, maxAttempts: number, now: Date): Promise<Row | null> {
  const at = now.toISOString();
  return statement(
    d1,
    sql`update ${sql.raw(table)} set attempts = attempts + 1, locked_until = ${iso(now.getTime() + LEASE_MS)}, updated_at = ${at}
       where id = ${id} and status = 'pending' and attempts < ${maxAttempts} and (locked_until is null or locked_until <= ${at})
       returning *`,
  ).first<Row>();
}

/** Ends the row as done. */
export function recordSuccess(d1: D1Database, table: OutboxTable, id: string, doneStatus: "sent" | "delivered", now: Date): D1PreparedStatement {
  return statement(d1, sql`update ${sql.raw(table)} set status = ${doneStatus}, last_error = null, ${ended(now.toISOString())} where id = ${id}`);
}

/** Releases the row after a failed attempt: due again after `retryAfterSeconds`, or ended (null). */
export function recordFailure(d1: D1Database, table: OutboxTable, id: string, error: string, retryAfterSeconds: number | null, now: Date): D1PreparedStatement {
  const at = now.toISOString();
  const lastError = error.slice(0, 500);
  return retryAfterSeconds === null
    ? statement(d1, sql`update ${sql.raw(table)} set status = 'abandoned', last_error = ${lastError}, ${ended(at)} where id = ${id}`)
    : statement(
        d1,
        sql`update ${sql.raw(table)} set last_error = ${lastError}, locked_until = null, next_attempt_at = ${iso(now.getTime() + retryAfterSeconds * 1000)}, updated_at = ${at} where id = ${id}`,
      );
}

export function jobOf(table: OutboxTable, id: string): Job {
  if (table === "console_sign_in_links") return { type: "console-link", linkId: id };
  return table === "email_outbox" ? { type: "email", outboxId: id } : { type: "webhook", deliveryId: id };
}

export function rowOf(job: Job): { table: OutboxTable; id: string } {
  if (job.type === "console-link") return { table: "console_sign_in_links", id: job.linkId };
  return job.type === "email" ? { table: "email_outbox", id: job.outboxId } : { table: "webhook_deliveries", id: job.deliveryId };
}

interface PendingRow {
  id: string;
  attempts: number;
  redrives: number;
}

/** Pending rows that nobody holds and whose queue message is lost, oldest first. */
export async function stuckRows(d1: D1Database, table: OutboxTable, now: Date, limit: number): Promise<PendingRow[]> {
  // Rows written by a version before next_attempt_at existed fall back on created_at.
  const { results } = await statement(
    d1,
    sql`select id, attempts, redrives from ${sql.raw(table)}
       where status = 'pending' and coalesce(next_attempt_at, created_at) < ${iso(now.getTime() - LOST_SEND_MS)}
         and (locked_until is null or locked_until <= ${now.toISOString()})
         and (enqueued_at is null or coalesce(next_attempt_at, created_at) < ${iso(now.getTime() - LEASE_MS)})
       order by coalesce(next_attempt_at, created_at) limit ${limit}`,
  ).all<PendingRow>();
  return results;
}

/**
 * What becomes of a pending row whose queue message is gone: back on the queue while it has
 * attempts and re-drives left, else ended with the reason. Resolves the job to enqueue, or null.
 * Guarded on the row's state as read, so two sweeps never both re-drive it.
 */
export async function redriveOrEnd(d1: D1Database, table: OutboxTable, row: PendingRow, maxAttempts: number, why: string, now: Date): Promise<Job | null> {
  const at = now.toISOString();
  const end = row.redrives >= MAX_REDRIVES || row.attempts >= maxAttempts;
  if (end) {
    const reason =
      row.attempts >= maxAttempts
        ? `${why}; its last attempt (${row.attempts} of ${maxAttempts}) was never recorded`
        : `${why}; given up after ${MAX_REDRIVES} re-drives`;
    await statement(
      d1,
      sql`update ${sql.raw(table)} set status = 'abandoned', last_error = ${reason}, ${ended(at)}
         where id = ${row.id} and status = 'pending' and redrives = ${row.redrives}`,
    ).run();
    console.error(JSON.stringify({ message: "job ended without success", table, id: row.id, reason }));
    return null;
  }
  const { meta } = await statement(
    d1,
    sql`update ${sql.raw(table)} set redrives = redrives + 1, last_error = ${why}, next_attempt_at = ${at}, enqueued_at = null, locked_until = null, updated_at = ${at}
       where id = ${row.id} and status = 'pending' and redrives = ${row.redrives}`,
  ).run();
  return meta.changes === 1 ? jobOf(table, row.id) : null;
}
