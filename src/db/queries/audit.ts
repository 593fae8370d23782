import { and, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { AuditAction, AuditTarget } from "../../domain/audit";
import type { ByFmo, ChangedBy, ChangeMade } from "../../domain/changed-by";
import type { Database } from "../client";
import { auditEntries } from "../schema";
import type { Page } from "./page";

// The audit record, written in the batch of the change it records: an entry with the target's
// fields as they were (read by the batch itself, so a concurrent change cannot slip between the
// reading and the writing), then the change's own statements, then the same fields as they are
// now. A change that turns out to change nothing (its target is gone) leaves no entry when its
// `when` says so.

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
 * `after` filled in]. `when` (optional) is a condition the batch checks before the change: false,
 * and no entry is written (the change's own guard will have found nothing to change either).
 * The change's results are at indexes 1 .. change.length of the batch's results.
 */
export function audited(db: Database, facts: AuditFacts, fields: { before: SQL | null; after: SQL | null; when?: SQL }, ...change: BatchItem[]): BatchItem[] {
  const id = crypto.randomUUID();
  const { made } = facts;
  const keyId = made.by.by === "dealer" ? made.by.keyId : null;
  const fmo = made.by.by === "fmo" ? made.by : null;
  // Query builders, not db.run: drizzle's D1 batch cannot bind the parameters of a raw statement
  // (drizzle-orm issue #2277). The select gives every column, in the table's order.
  const entry = db.insert(auditEntries).select(sql`
    select ${id}, ${made.at}, ${made.by.by}, ${facts.dealershipId}, ${keyId}, ${made.portalSession ?? null}, ${made.requestId},
      ${facts.action}, ${facts.targetType}, ${facts.targetId}, ${fields.before ?? null}, null,
      ${fmo?.clientId ?? null}, ${fmo?.email ?? null}, ${fmo?.consoleSession ?? null}
    where ${fields.when ?? sql`true`}`);
  const after = db
    .update(auditEntries)
    .set({ after: fields.after ?? sql`null` })
    .where(eq(auditEntries.id, id));
  return [entry, ...change, after];
}

/** Runs an audited batch; resolves the change's own results (the entry's statements left out). */
export async function runAudited(db: Database, items: BatchItem[]): Promise<unknown[]> {
  const results = await db.batch(items as unknown as Parameters<Database["batch"]>[0]);
  return (results as unknown as unknown[]).slice(1, -1);
}

export type AuditEntryRow = typeof auditEntries.$inferSelect;

/**
 * A page of the record, newest first. `targetId` matches the target or the dealership a change
 * concerns (a dealership's id finds its keys, stock, accessories and credits too); `actor` is
 * `operator`, a dealership's id (its dealers' changes), a dealer key's id or an FMO's id (its
 * console's and its key's changes). Each filter has an index that starts with it; `from`/`to` are
 * instants (inclusive, exclusive).
 */
export function listAuditEntries(db: Database, filter: { targetId?: string; actor?: string; from?: string; to?: string }, page: Page) {
  const actor =
    filter.actor === undefined
      ? undefined
      : filter.actor === "operator"
        ? eq(auditEntries.actor, "operator")
        : or(and(eq(auditEntries.actor, "dealer"), eq(auditEntries.dealershipId, filter.actor)), eq(auditEntries.actorKeyId, filter.actor), eq(auditEntries.clientId, filter.actor));
  return db
    .select()
    .from(auditEntries)
    .where(
      and(
        filter.targetId === undefined ? undefined : or(eq(auditEntries.targetId, filter.targetId), eq(auditEntries.dealershipId, filter.targetId)),
        actor,
        filter.from ? gte(auditEntries.at, filter.from) : undefined,
        filter.to ? lt(auditEntries.at, filter.to) : undefined,
      ),
    )
    .orderBy(desc(auditEntries.at), desc(sql`${auditEntries}.rowid`))
    .limit(page.limit)
    .offset(page.offset)
    .all();
}
