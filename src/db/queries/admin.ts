import { and, desc, eq, getTableColumns, or, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { AuditAction, AuditTarget } from "../../domain/audit";
import type { ChangeMade } from "../../domain/changed-by";
import type { Database } from "../client";
import { dealerships, vehicles } from "../schema";
import { audited, rowFields, runAudited } from "./audit";
import type { Page } from "./page";

export type DealershipRow = typeof dealerships.$inferSelect;

export function findDealership(db: Database, id: string) {
  return db.select().from(dealerships).where(eq(dealerships.id, id)).get();
}

/**
 * The operator's list: a page of dealerships, newest first, each with when it was last asked for a
 * quote. `q` is matched, in any case, inside the name, suburb or contact e-mail. The dealerships
 * table is small (one row per dealership): filters scan it, the order comes from
 * dealerships_created_idx, and each row's last quote is one step down quotes_dealership_created_idx.
 */
export function listDealerships(db: Database, filter: { approved?: boolean; state?: string; q?: string }, page: Page) {
  const needle = filter.q?.toLowerCase();
  const holds = (column: typeof dealerships.name | typeof dealerships.suburb | typeof dealerships.contactEmail) => sql`instr(lower(coalesce(${column}, '')), ${needle}) > 0`;
  return db
    // Qualified by hand: drizzle writes a one-table select's columns unqualified, which inside the
    // subquery would name the quote's own id.
    .select({ ...getTableColumns(dealerships), lastQuoteAt: sql<string | null>`(select max(q.created_at) from quotes q where q.dealership_id = "dealerships"."id")` })
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
    audited(db, { action: "dealership.create", targetType: "dealership", targetId: row.id, dealershipId: row.id, made }, { before: null, after: fields }, db.insert(dealerships).values(row).returning()),
  );
  return (written as DealershipRow[])[0]!;
}

/**
 * Changes a dealership's columns, recorded as `action` with the fields changed before and after.
 * Resolves the row as it now is, or undefined (nothing recorded) when there is no such dealership.
 */
export async function updateDealership(
  db: Database,
  id: string,
  changes: Partial<typeof dealerships.$inferInsert>,
  record: { made: ChangeMade; action: AuditAction; targetType: AuditTarget },
) {
  const fields = rowFields(dealerships, auditedColumns(dealerships, Object.keys(changes)), eq(dealerships.id, id));
  const [written] = await runAudited(
    db,
    audited(
      db,
      { action: record.action, targetType: record.targetType, targetId: id, dealershipId: id, made: record.made },
      { before: fields, after: fields, when: sql`exists (select 1 from ${dealerships} where ${dealerships.id} = ${id})` },
      db.update(dealerships).set(changes).where(eq(dealerships.id, id)).returning(),
    ),
  );
  return (written as DealershipRow[])[0];
}

export type VehicleRow = typeof vehicles.$inferSelect;

export async function insertVehicle(db: Database, row: typeof vehicles.$inferInsert & { id: string }, made: ChangeMade) {
  const fields = rowFields(vehicles, auditedColumns(vehicles, Object.keys(getTableColumns(vehicles))), eq(vehicles.id, row.id));
  const [written] = await runAudited(
    db,
    audited(db, { action: "vehicle.create", targetType: "vehicle", targetId: row.id, dealershipId: null, made }, { before: null, after: fields }, db.insert(vehicles).values(row).returning()),
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
