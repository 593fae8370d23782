import { and, desc, eq, getTableColumns, or, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { AuditAction, AuditTarget } from "../../domain/audit";
import type { ChangeMade } from "../../domain/changed-by";
import type { Database } from "../client";
import { dealerships, isoSql, millisecondsSql, vehicles } from "../schema";
import { audited, rowFields, runAudited } from "./audit";
import type { Page } from "./page";

export type DealershipRow = typeof dealerships.$inferSelect;

export function findDealership(db: Database, id: string) {
  return db.select().from(dealerships).where(eq(dealerships.id, id)).get();
}

/**
 * When the dealership was last asked for a quote: its newest live quote or its newest archived one,
 * whichever is later, each one step down its table's (dealership, created) index. Qualified by hand:
 * drizzle writes a one-table select's columns unqualified, which inside a subquery would name the quote's own.
 */
const lastQuoteAt = sql<string | null>`nullif(max(
  coalesce((select q.created_at from quotes as q where q.dealership_id = "dealerships"."id" order by ${sql.raw(millisecondsSql("q.created_at"))} desc limit 1), ''),
  coalesce((select ${sql.raw(isoSql("a.created_ms"))} from archived_quotes as a where a.dealership_id = "dealerships"."id" order by a.created_ms desc limit 1), '')
), '')`;

/**
 * The operator's list: a page of dealerships, newest first, each with when it was last asked for a
 * quote. `q` is matched, in any case, inside the name, suburb or contact e-mail. The dealerships
 * table is small (one row per dealership): filters scan it, the order comes from
 * dealerships_created_idx, and each row's last quote is lastQuoteAt's.
 */
export function listDealerships(db: Database, filter: { approved?: boolean; state?: string; q?: string }, page: Page) {
  const needle = filter.q?.toLowerCase();
  const holds = (column: typeof dealerships.name | typeof dealerships.suburb | typeof dealerships.contactEmail) => sql`instr(lower(coalesce(${column}, '')), ${needle}) > 0`;
  return db
    .select({ ...getTableColumns(dealerships), lastQuoteAt: lastQuoteAt })
    .from(dealerships)
    .where(
      and(
        filter.approved === undefined ? undefined : eq(dealerships.approved, filter.approved),
        filter.state === undefined ? undefined : eq(dealerships.state, filter.state),
        needle === undefined ? undefined : or(holds(dealerships.name), holds(dealerships.suburb), holds(dealerships.contactEmail)),
      ),
    )
    .orderBy(desc(dealerships.createdAt), desc(sql`${dealerships}.rowid`))
    .limit(page.limit)
    .offset(page.offset)
    .all();
}

/** Columns the audit record leaves out: who changed a row last is the entry itself, and the generations are the sessions' business. */
const UNAUDITED = new Set(["id", "createdAt", "settingsUpdatedAt", "settingsUpdatedBy", "settingsUpdatedByKeyId", "linkGeneration", "sessionGeneration", "modelSearchKey"]);

/** The columns of `table` named by `keys` (its property names, which the audit record uses as field names). */
function auditedColumns(table: typeof dealerships | typeof vehicles, keys: string[]): Record<string, SQLiteColumn> {
  const columns = getTableColumns(table) as Record<string, SQLiteColumn>;
  return Object.fromEntries(keys.filter((key) => !UNAUDITED.has(key) && columns[key]).map((key) => [key, columns[key]!]));
}

/** Creates a dealership, recorded with every field it was created with. */
export async function insertDealership(db: Database, row: typeof dealerships.$inferInsert & { id: string }, made: ChangeMade) {
  const fields = rowFields(dealerships, auditedColumns(dealerships, Object.keys(getTableColumns(dealerships))), eq(dealerships.id, row.id));
  const [written] = await runAudited(
    db,
    audited(db, { action: "dealership.create", targetType: "dealership", targetId: row.id, dealershipId: row.id, made }, { before: null, after: fields }, db.insert(dealerships).values({ createdAt: made.at, ...row }).returning()),
  );
  return (written as DealershipRow[])[0]!;
}

/**
 * Changes a dealership's columns, recorded as `action` with the fields changed before and after.
 * Resolves the row as it now is, or undefined (nothing recorded) when there is no such dealership.
 * Unapproving ends the dealership's portal sessions and links in the same statement (their
 * generations move on) when the row it writes is approved: decided on the row as it is written, not
 * as it was read before, so a concurrent approval can neither make it miss nor make it end them twice.
 */
export async function updateDealership(
  db: Database,
  id: string,
  changes: Partial<typeof dealerships.$inferInsert>,
  record: { made: ChangeMade; action: AuditAction; targetType: AuditTarget },
) {
  const fields = rowFields(dealerships, auditedColumns(dealerships, Object.keys(changes)), eq(dealerships.id, id));
  const unapproving =
    changes.approved === false
      ? {
          sessionGeneration: sql`case when ${dealerships.approved} then ${dealerships.sessionGeneration} + 1 else ${dealerships.sessionGeneration} end`,
          linkGeneration: sql`case when ${dealerships.approved} then ${dealerships.linkGeneration} + 1 else ${dealerships.linkGeneration} end`,
        }
      : {};
  const [written] = await runAudited(
    db,
    audited(
      db,
      { action: record.action, targetType: record.targetType, targetId: id, dealershipId: id, made: record.made },
      { before: fields, after: fields, when: sql`exists (select 1 from ${dealerships} where ${dealerships.id} = ${id})` },
      db
        .update(dealerships)
        .set({ ...changes, ...unapproving })
        .where(eq(dealerships.id, id))
        .returning(),
    ),
  );
  return (written as DealershipRow[])[0];
}

export type VehicleRow = typeof vehicles.$inferSelect;

export async function insertVehicle(db: Database, row: typeof vehicles.$inferInsert & { id: string }, made: ChangeMade) {
  const fields = rowFields(vehicles, auditedColumns(vehicles, Object.keys(getTableColumns(vehicles))), eq(vehicles.id, row.id));
  const [written] = await runAudited(
    db,
    audited(db, { action: "vehicle.create", targetType: "vehicle", targetId: row.id, dealershipId: null, made }, { before: null, after: fields }, db.insert(vehicles).values({ createdAt: made.at, ...row }).returning()),
  );
  return (written as VehicleRow[])[0]!;
}

export function findVehicle(db: Database, id: string) {
  return db.select().from(vehicles).where(eq(vehicles.id, id)).get();
}

/**
 * Changes a catalogue vehicle's facts, recorded with the fields before and after; the FTS trigger
 * keeps the model index in step. Resolves undefined (nothing recorded) when there is no such vehicle.
 */
export async function updateVehicle(db: Database, id: string, changes: Partial<typeof vehicles.$inferInsert>, made: ChangeMade) {
  const fields = rowFields(vehicles, auditedColumns(vehicles, Object.keys(changes)), eq(vehicles.id, id));
  const [written] = await runAudited(
    db,
    audited(
      db,
      { action: "vehicle.update", targetType: "vehicle", targetId: id, dealershipId: null, made },
      { before: fields, after: fields, when: sql`exists (select 1 from ${vehicles} where ${vehicles.id} = ${id})` },
      db.update(vehicles).set(changes).where(eq(vehicles.id, id)).returning(),
    ),
  );
  return (written as VehicleRow[])[0];
}
