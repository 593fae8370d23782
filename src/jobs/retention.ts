import { sql, type SQL } from "drizzle-orm";
import { statement } from "../db/statement";
import { auditKeptSince } from "../domain/audit";
import type { Env } from "../env";

const DAY_MS = 24 * 3600 * 1000;
export const ATTEMPT_RETENTION_DAYS = 90;
export const IDEMPOTENCY_RETENTION_HOURS = 24;

/** Rows per statement: each stays a short write, so the hourly run never holds D1 for long. */
const BATCH = 500;
/** Statements per rule and run: a backlog is worked off over the following hours. */
const MAX_BATCHES = 20;

interface Rule {
  name: string;
  /** One bounded statement deleting rows from before `before`; it reports how many rows it changed. */
  sql: (before: string) => SQL;
  before: (now: number) => string;
}

/**
 * What is deleted, and when (docs/jobs-and-retention.md, "Retention"). Only deletes: D1 gives a
 * deleted row's pages back, never a row's made smaller. E-mail bodies are never stored (composed from
 * the quote when sent), nor are completed quotes' event payloads; quotes themselves move to R2 (./archive.ts).
 */
const rules: Rule[] = [
  {
    name: "webhook attempts",
    sql: (before) => sql`delete from webhook_attempts where rowid in (select rowid from webhook_attempts where attempted_at < ${before} limit ${BATCH})`,
    before: (now) => new Date(now - ATTEMPT_RETENTION_DAYS * DAY_MS).toISOString(),
  },
  {
    name: "idempotency keys",
    sql: (before) => sql`delete from idempotency_keys where rowid in (select rowid from idempotency_keys where created_at < ${before} limit ${BATCH})`,
    before: (now) => new Date(now - IDEMPOTENCY_RETENTION_HOURS * 3600 * 1000).toISOString(),
  },
  {
    name: "expired dealer portal sessions",
    sql: (before) => sql`delete from portal_sessions where rowid in (select rowid from portal_sessions where expires_at <= ${before} limit ${BATCH})`,
    before: (now) => new Date(now).toISOString(),
  },
  {
    name: "expired FMO console sessions",
    sql: (before) => sql`delete from console_sessions where rowid in (select rowid from console_sessions where expires_at <= ${before} limit ${BATCH})`,
    before: (now) => new Date(now).toISOString(),
  },
  {
    // A day after it expired, used or not: its sending is long over (its attempts end within the 15 minutes).
    name: "FMO console sign-in links a day past their expiry",
    sql: (before) => sql`delete from console_sign_in_links where rowid in (select rowid from console_sign_in_links where expires_at < ${before} limit ${BATCH})`,
    before: (now) => new Date(now - DAY_MS).toISOString(),
  },
  {
    name: "audit entries older than seven years",
    sql: (before) => sql`delete from audit_entries where rowid in (select rowid from audit_entries where at < ${before} limit ${BATCH})`,
    before: (now) => auditKeptSince(new Date(now)).toISOString(),
  },
];

/** The hourly cron's clean-up. Resolves the number of rows changed per rule. */
export async function purgeExpired(env: Env, now = new Date()): Promise<Record<string, number>> {
  const purged: Record<string, number> = {};
  for (const rule of rules) {
    const purge = statement(env.DB, rule.sql(rule.before(now.getTime())));
    let total = 0;
    for (let i = 0; i < MAX_BATCHES; i++) {
      const { meta } = await purge.run();
      total += meta.changes;
      if (meta.changes < BATCH) break;
    }
    purged[rule.name] = total;
  }
  return purged;
}
