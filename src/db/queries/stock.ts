import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import type { ChangeMade } from "../../domain/changed-by";
import type { Database } from "../client";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { dealerInventory, dealerKeys, vehicles } from "../schema";
import { audited, rowFields, rowsFields, runAudited } from "./audit";
import { rowChange } from "./changes";
import type { Page } from "./page";

// A dealership's stock as the dealership and the operator keep it (available or not), written by
// both through the same functions, each change stamped with its author.

const stockItemColumns = {
  vehicleId: dealerInventory.vehicleId,
  model: vehicles.model,
  version: vehicles.version,
  listPriceCents: vehicles.listPriceCents,
  priceCents: dealerInventory.priceCents,
  available: dealerInventory.available,
  updatedAt: dealerInventory.updatedAt,
  updatedBy: dealerInventory.updatedBy,
  updatedByKeyPrefix: dealerKeys.keyPrefix,
};

export interface StockItemRow {
  vehicleId: string;
  model: string;
  version: string;
  listPriceCents: number | null;
  priceCents: number;
  available: boolean;
  updatedAt: string;
  updatedBy: "operator" | "dealer" | null;
  updatedByKeyPrefix: string | null;
}

function stockRows(db: Database, where: SQL | undefined) {
  return db
    .select(stockItemColumns)
    .from(dealerInventory)
    .innerJoin(vehicles, eq(vehicles.id, dealerInventory.vehicleId))
    .leftJoin(dealerKeys, eq(dealerKeys.id, dealerInventory.updatedByKeyId))
    .where(where)
    .orderBy(asc(vehicles.model), asc(vehicles.version), asc(dealerInventory.vehicleId));
}

/** Whether a vehicle's model holds the search key (already normalised): the same substring match as search. */
function modelMatches(modelKey: string | undefined) {
  return modelKey ? sql`instr(${vehicles.modelSearchKey}, ${modelKey}) > 0` : undefined;
}

/**
 * One page of a dealership's stock, available or not, in model and version order, optionally only
 * the models that hold `modelKey`. A dealership's stock is a few thousand rows at most: the match
 * scans them, under the primary key's dealership prefix.
 */
export function listStock(db: Database, dealershipId: string, modelKey: string | undefined, page: Page): Promise<StockItemRow[]> {
  return stockRows(db, and(eq(dealerInventory.dealershipId, dealershipId), modelMatches(modelKey))).limit(page.limit).offset(page.offset).all();
}

/** The whole stock, for the CSV export. */
export function allStock(db: Database, dealershipId: string): Promise<StockItemRow[]> {
  return stockRows(db, eq(dealerInventory.dealershipId, dealershipId)).all();
}

/** One vehicle of a dealership's stock as the list shows it; undefined when the dealership does not stock it. */
export function findStockItem(db: Database, dealershipId: string, vehicleId: string): Promise<StockItemRow | undefined> {
  return stockRows(db, and(eq(dealerInventory.dealershipId, dealershipId), eq(dealerInventory.vehicleId, vehicleId))).get();
}

/** Whether a stock row already has this price and availability: saving them again changes nothing, and records no change. */
export function sameStock<Row extends { priceCents: number; available: boolean }>(row: Row | undefined, item: { priceCents: number; available: boolean }): row is Row {
  return row !== undefined && row.priceCents === item.priceCents && row.available === item.available;
}

/** A catalogue vehicle as a stock row shows it; undefined when the catalogue has no such vehicle. */
export function findCatalogueVehicle(db: Database, id: string) {
  return db.select({ id: vehicles.id, model: vehicles.model, version: vehicles.version, listPriceCents: vehicles.listPriceCents }).from(vehicles).where(eq(vehicles.id, id)).get();
}

/** What the audit record keeps of a stock row. */
const stockFields = { priceCents: dealerInventory.priceCents, available: dealerInventory.available };

/** Adds a catalogue vehicle to a dealership's stock, or changes its price and availability; audited in the same batch. */
export async function upsertStockItem(db: Database, item: { dealershipId: string; vehicleId: string; priceCents: number; available: boolean }, made: ChangeMade) {
  const change = rowChange(made.by, made.at);
  const row = and(eq(dealerInventory.dealershipId, item.dealershipId), eq(dealerInventory.vehicleId, item.vehicleId))!;
  const fields = rowFields(dealerInventory, stockFields, row);
  const [written] = await runAudited(
    db,
    audited(
      db,
      { action: "stock.set", targetType: "stock", targetId: item.vehicleId, dealershipId: item.dealershipId, made },
      { before: fields, after: fields },
      db
        .insert(dealerInventory)
        .values({ ...item, ...change })
        .onConflictDoUpdate({
          target: [dealerInventory.dealershipId, dealerInventory.vehicleId],
          set: { priceCents: item.priceCents, available: item.available, ...change },
        })
        .returning(),
    ),
  );
  return (written as (typeof dealerInventory.$inferSelect)[])[0]!;
}

/**
 * What an import needs to know about the vehicles of a file, in one round trip: which are in the
 * catalogue, which the dealership stocks and how, and how many stocked vehicles the file leaves out.
 * The ids travel as one JSON parameter (D1 binds at most 100 parameters to a statement).
 */
export async function stockImportFacts(db: Database, dealershipId: string, vehicleIds: string[]) {
  const ids = JSON.stringify(vehicleIds);
  const inFile = (column: SQLiteColumn) => sql`${column} in (select value from json_each(${ids}))`;
  const [catalogue, stocked, [left]] = await db.batch([
    db.select({ id: vehicles.id, model: vehicles.model, version: vehicles.version }).from(vehicles).where(inFile(vehicles.id)),
    db
      .select({ vehicleId: dealerInventory.vehicleId, priceCents: dealerInventory.priceCents, available: dealerInventory.available })
      .from(dealerInventory)
      .where(and(eq(dealerInventory.dealershipId, dealershipId), inFile(dealerInventory.vehicleId))),
    db
      .select({ rows: count() })
      .from(dealerInventory)
      .where(and(eq(dealerInventory.dealershipId, dealershipId), sql`not ${inFile(dealerInventory.vehicleId)}`)),
  ]);
  return {
    catalogue: new Map(catalogue.map((v) => [v.id, { model: v.model, version: v.version }])),
    stock: new Map(stocked.map((s) => [s.vehicleId, { priceCents: s.priceCents, available: s.available }])),
    notInFile: left?.rows ?? 0,
  };
}

/**
 * Writes an import's changes: one INSERT ... ON CONFLICT statement over a JSON list of rows, in one
 * batch with its audit entry, so every row is written or, should any fail, none is. One parameter
 * carries all of them: 5,000 rows are about 300 KB, within D1's 2 MB per value.
 */
export async function applyStockChanges(
  db: Database,
  dealershipId: string,
  changes: { vehicleId: string; priceCents: number; available: boolean }[],
  made: ChangeMade,
): Promise<void> {
  if (changes.length === 0) return;
  const rows = JSON.stringify(changes.map((c) => [c.vehicleId, c.priceCents, c.available ? 1 : 0]));
  const change = rowChange(made.by, made.at);
  // The audit entry keeps every row the file changed, before and after (a few hundred KB at most).
  const inFile = sql`${dealerInventory.dealershipId} = ${dealershipId} and ${dealerInventory.vehicleId} in (select json_extract(value, '$[0]') from json_each(${rows}))`;
  const fields = rowsFields(dealerInventory, { globalCarId: dealerInventory.vehicleId, ...stockFields }, inFile, dealerInventory.vehicleId);
  await runAudited(
    db,
    audited(
      db,
      { action: "stock.import", targetType: "stock", targetId: dealershipId, dealershipId, made },
      { before: fields, after: fields },
      // Every column in the table's order (dealership, vehicle, price, available, the three audit columns).
      db
        .insert(dealerInventory)
        .select(
          sql`select ${dealershipId}, json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), ${change.updatedAt}, ${change.updatedBy}, ${change.updatedByKeyId}
            from json_each(${rows}) where true`,
        )
        .onConflictDoUpdate({
          target: [dealerInventory.dealershipId, dealerInventory.vehicleId],
          set: {
            priceCents: sql`excluded.price_cents`,
            available: sql`excluded.available`,
            updatedAt: sql`excluded.updated_at`,
            updatedBy: sql`excluded.updated_by`,
            updatedByKeyId: sql`excluded.updated_by_key_id`,
          },
        }),
    ),
  );
}
