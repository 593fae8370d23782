import type { SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";

const dialect = new SQLiteAsyncDialect();

/**
 * A statement for the batches written with D1's own API (guarded INSERT ... SELECTs, which Drizzle's
 * batch cannot carry), from Drizzle's `sql` template: every `${value}` is bound where it stands, a
 * nested `sql` fragment brings its own values along, `sql.raw` is trusted text (a table name). No
 * parameter is numbered by hand, so none can be bound to the wrong place.
 *
 *     statement(d1, sql`update quotes set outcome = 'lapsed', outcome_at = ${at} where tender_id = ${tenderId}`)
 */
export function statement(d1: Pick<D1Database, "prepare">, query: SQL): D1PreparedStatement {
  const { sql: text, params } = compiled(query);
  return d1.prepare(text).bind(...params);
}

/** The SQL text (a `?` for each value) and its values in order: what `statement` prepares. */
export function compiled(query: SQL): { sql: string; params: unknown[] } {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: text, params };
}
