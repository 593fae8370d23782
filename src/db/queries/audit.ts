import { and, desc, eq, gte, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { AuditAction, AuditActorType, AuditTarget } from "../../domain/audit";
import type { ByFmo, ChangedBy, ChangeMade } from "../../domain/changed-by";
import { database, type Database } from "../client";
import { apiClients, auditEntries, dealerships } from "../schema";
import type { Page } from "./page";

// The audit record, written in the batch of the change it records: an entry with the target's
// fields as they were (read by the batch itself, so a concurrent change cannot slip between the
// reading and the writing), then the change's own statements, then the same fields as they are
// now. A change that turns out to change nothing leaves no entry: its target gone (when its `when`
// says so), or its fields after as they were before.

/** A batch item: what db.batch takes. */
type BatchItem = Parameters<Database["batch"]>[0][number];

/** What an entry says about a change, beside the fields (who, when and in which request come from the ChangeMade). */
export interface AuditFacts {
  /** The action, or an SQL expression choosing one as the batch finds things (created or replaced). */
  action: AuditAction | SQL;
  targetType: AuditTarget;
  targetId: string;
  /** The dealership the change concerns (null: a catalogue vehicle, an FMO's own). */
  dealershipId: string | null;
  made: ChangeMade<ChangedBy | ByFmo>;
}

/**
 * The fields of one row as a JSON object, read in SQL: `fields` names each (as the API does, money
 * in cents with a `Cents` suffix) and gives its column; booleans are written as JSON booleans.
 * Resolves null when `where` matches no row.
 */
export function rowFields(table: SQLiteTable, fields: Record<string, SQLiteColumn>, where: SQL): SQL {
  return sql`(select ${fieldsObject(fields)} from ${table} where ${where})`;
}

/** The fields of the rows `where` matches, as a JSON array of objects in `orderBy` order (an import's rows). */
export function rowsFields(table: SQLiteTable, fields: Record<string, SQLiteColumn>, where: SQL, orderBy: SQLiteColumn): SQL {
  return sql`(select json_group_array(json(f)) from (select ${fieldsObject(fields)} as f from ${table} where ${where} order by ${orderBy}))`;
}

function fieldsObject(fields: Record<string, SQLiteColumn>): SQL {
  const pairs = Object.entries(fields).map(([name, column]) =>
    column.dataType === "boolean" ? sql`${name}, json(case when ${column} is null then 'null' when ${column} then 'true' else 'false' end)` : sql`${name}, ${column}`,
  );
  return sql`json_object(${sql.join(pairs, sql`, `)})`;
}

/** A JSON object of known values (a new key's id and prefix, say), for a side the batch need not read. */
export function knownFields(values: Record<string, string | number | boolean | null>): SQL {
  return sql`${JSON.stringify(values)}`;
}

/**
 * The change's statements with its audit entry around them: [the entry with `before`, ...change,
 * `after` filled in, the entry dropped if `after` is `before`]. `when` (optional) is a condition the
 * batch checks before the change: false, and no entry is written (the change's own guard will have
 * found nothing to change either). The change's results are at indexes 1 .. change.length of the
 * batch's results.
 */
export function audited(db: Database, facts: AuditFacts, fields: { before: SQL | null; after: SQL | null; when?: SQL }, ...change: BatchItem[]): BatchItem[] {
  const id = crypto.randomUUID();
  const entry = entryInsert(db, id, facts, fields.before, null, fields.when);
  const after = db
    .update(auditEntries)
    .set({ after: fields.after ?? sql`null` })
    .where(eq(auditEntries.id, id));
  // A change that changed nothing (the fields as they were: approving an approved dealership, a
  // price set to itself) is answered as any other, and leaves no entry.
  const unchanged = db.delete(auditEntries).where(and(eq(auditEntries.id, id), sql`${auditEntries.before} = ${auditEntries.after}`));
  return [entry, ...change, after, unchanged];
}

/**
 * An entry's insert, written only when `when` holds. Query builders, not db.run: drizzle's D1 batch
 * cannot bind the parameters of a raw statement (drizzle-orm issue #2277). The select gives every
 * column, in the table's order.
 */
function entryInsert(db: Database, id: string, facts: AuditFacts, before: SQL | null, after: SQL | null, when: SQL = sql`true`) {
  const { made } = facts;
  const by = actorOf(made.by, facts.dealershipId);
  const fmo = made.by.by === "fmo" ? made.by : null;
  return db.insert(auditEntries).select(sql`
    select ${id}, ${made.at}, ${made.by.by}, ${facts.dealershipId}, ${by.keyId}, ${made.portalSession ?? null}, ${made.requestId},
      ${facts.action}, ${facts.targetType}, ${facts.targetId}, ${before}, ${after},
      ${by.type}, ${by.id}, ${by.name}, ${by.keyPrefix},
      ${fmo?.clientId ?? null}, ${fmo?.email ?? null}, ${fmo?.consoleSession ?? null}
    where ${when}`);
}

/**
 * An entry as one D1 statement, for a batch written with D1's own API (the archive's swap): to run
 * after the change, `after` read then, and written only when `when` finds the change was made.
 */
export function auditEntryStatement(d1: Pick<D1Database, "prepare">, facts: AuditFacts, fields: { after: SQL; when: SQL }): D1PreparedStatement {
  const { sql: text, params } = entryInsert(database(d1 as D1Database), crypto.randomUUID(), facts, null, fields.after, fields.when).toSQL();
  return d1.prepare(text).bind(...params);
}

/**
 * `audited` for a batch written with D1's own API (guarded INSERT ... SELECTs, which Drizzle's batch
 * cannot carry: an order's step with its webhook): the entry with `before` (only when `when` holds),
 * the change's statements, `after`, and the entry dropped if `after` is `before`.
 */
export function auditedStatements(d1: Pick<D1Database, "prepare">, facts: AuditFacts, fields: { before: SQL; after: SQL; when: SQL }, ...change: D1PreparedStatement[]): D1PreparedStatement[] {
  const db = database(d1 as D1Database);
  const id = crypto.randomUUID();
  const prepared = (query: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql: text, params } = query.toSQL();
    return d1.prepare(text).bind(...params);
  };
  return [
    prepared(entryInsert(db, id, facts, fields.before, null, fields.when)),
    ...change,
    prepared(db.update(auditEntries).set({ after: fields.after }).where(eq(auditEntries.id, id))),
    prepared(db.delete(auditEntries).where(and(eq(auditEntries.id, id), sql`${auditEntries.before} = ${auditEntries.after}`))),
  ];
}

/**
 * Who made a change, as an entry's columns: a named operator (its id, its name, its key's prefix),
 * the bootstrap token or the cron (no name, no key), a dealership (its name as it is at the change,
 * read by the batch; its key's id and prefix), or an FMO (its company name, read by the batch; the
 * FMO's id, the console user's address and session go in columns of their own).
 */
export function actorOf(by: ChangedBy | ByFmo, dealershipId: string | null): { type: AuditActorType; id: string | null; name: SQL | string | null; keyId: string | null; keyPrefix: string | null } {
  if (by.by === "fmo") {
    return { type: "fmo", id: null, name: sql`(select ${apiClients.companyName} from ${apiClients} where ${apiClients.id} = ${by.clientId})`, keyId: null, keyPrefix: null };
  }
  if (by.by === "dealer") {
    return { type: "dealer", id: null, name: sql`(select ${dealerships.name} from ${dealerships} where ${dealerships.id} = ${dealershipId})`, keyId: by.keyId, keyPrefix: by.keyPrefix };
  }
  const { actor } = by;
  return actor.type === "operator"
    ? { type: "operator", id: actor.id, name: actor.name, keyId: null, keyPrefix: actor.keyPrefix }
    : { type: actor.type, id: null, name: null, keyId: null, keyPrefix: null };
}

/** Runs an audited batch; resolves the change's own results (the entry's statements left out). */
export async function runAudited(db: Database, items: BatchItem[]): Promise<unknown[]> {
  const results = await db.batch(items as unknown as Parameters<Database["batch"]>[0]);
  return (results as unknown as unknown[]).slice(1, -2);
}

export type AuditEntryRow = typeof auditEntries.$inferSelect;

/**
 * Who the record's `actor` filter names: `operator` (the whole operator's side: named operators,
 * the bootstrap token and the cron), `bootstrap` or `system`, or an id: a named operator's, a
 * dealership's (its dealers' changes), a dealer key's or an FMO's (its console's and its key's changes).
 */
export type AuditActorFilter = "operator" | "bootstrap" | "system" | string;

function actorWhere(actor: AuditActorFilter): SQL | undefined {
  if (actor === "operator") return eq(auditEntries.actor, "operator");
  // Entries of a version that did not record the type were the bootstrap token's (the operator's side had nothing else).
  if (actor === "bootstrap") return and(eq(auditEntries.actor, "operator"), or(eq(auditEntries.actorType, "bootstrap"), isNull(auditEntries.actorType)));
  if (actor === "system") return and(eq(auditEntries.actor, "operator"), eq(auditEntries.actorType, "system"));
  return or(
    eq(auditEntries.actorId, actor),
    and(eq(auditEntries.actor, "dealer"), eq(auditEntries.dealershipId, actor)),
    eq(auditEntries.actorKeyId, actor),
    eq(auditEntries.clientId, actor),
  );
}

/**
 * A page of the record, newest first. `targetId` matches the target or the dealership a change
 * concerns (a dealership's id finds its keys, stock, accessories and credits too); `actor` as
 * AuditActorFilter says. Each filter has an index that starts with it; `from`/`to` are instants
 * (inclusive, exclusive).
 */
export function listAuditEntries(db: Database, filter: { targetId?: string; actor?: AuditActorFilter; from?: string; to?: string }, page: Page) {
  return db
    .select()
    .from(auditEntries)
    .where(
      and(
        filter.targetId === undefined ? undefined : or(eq(auditEntries.targetId, filter.targetId), eq(auditEntries.dealershipId, filter.targetId)),
        filter.actor === undefined ? undefined : actorWhere(filter.actor),
        filter.from ? gte(auditEntries.at, filter.from) : undefined,
        filter.to ? lt(auditEntries.at, filter.to) : undefined,
      ),
    )
    .orderBy(desc(auditEntries.at), desc(sql`${auditEntries}.rowid`))
    .limit(page.limit)
    .offset(page.offset)
    .all();
}
