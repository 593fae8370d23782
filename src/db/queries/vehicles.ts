import { and, eq, exists, getTableColumns, sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { ftsPhrase, TRIGRAM_MIN_LENGTH } from "../../domain/model-search";
import type { Database } from "../client";
import { dealerInventory, dealerships, vehicles } from "../schema";
import type { Page } from "./page";
import { vehicleColumns, vehicleFactColumns } from "./vehicle-specs";

/** The FTS5 index of migration 0001 (kept out of schema.ts: drizzle-kit cannot create virtual tables). */
const vehicleModelSearch = sqliteTable("vehicle_model_search", {
  rowid: integer("rowid").notNull(),
  modelSearchKey: text("model_search_key").notNull(),
});

/**
 * Vehicles whose model contains `searchKey` (already normalised) and that are available at
 * least at one approved dealership (of `state`, when given), each listed once, in catalogue
 * (rowid) order.
 *
 * Keys of 3+ characters are looked up in the FTS5 trigram index, at any length (a phrase query
 * has no LIKE-pattern limit). Walking the index in rowid order, which is also the result order,
 * lets SQLite stop as soon as the page is full: a page of a common term costs the same with 1,000
 * or 100,000 vehicles. One- and two-character keys, which trigrams cannot hold, scan with `instr`
 * in the same order, stopping just as early.
 */
export function searchAvailableVehicles(db: Database, searchKey: string, page: Page, state?: string) {
  const availableSomewhere = exists(
    db
      .select({ one: sql`1` })
      .from(dealerInventory)
      .innerJoin(dealerships, eq(dealerships.id, dealerInventory.dealershipId))
      .where(
        and(
          eq(dealerInventory.vehicleId, vehicles.id),
          eq(dealerInventory.available, true),
          eq(dealerships.approved, true),
          state === undefined ? undefined : eq(dealerships.state, state),
        ),
      ),
  );

  if (searchKey.length < TRIGRAM_MIN_LENGTH) {
    return db
      .select(vehicleColumns)
      .from(vehicles)
      .where(and(sql`instr(${vehicles.modelSearchKey}, ${searchKey}) > 0`, availableSomewhere))
      .orderBy(sql`${vehicles}.rowid`)
      .limit(page.limit)
      .offset(page.offset)
      .all();
  }
  return db
    .select(vehicleColumns)
    .from(vehicleModelSearch)
    .innerJoin(vehicles, sql`${vehicles}.rowid = ${vehicleModelSearch.rowid}`)
    .where(and(sql`${vehicleModelSearch} match ${ftsPhrase(searchKey)}`, availableSomewhere))
    .orderBy(vehicleModelSearch.rowid)
    .limit(page.limit)
    .offset(page.offset)
    .all();
}

/**
 * One page of the catalogue in catalogue (rowid) order, optionally only the models that hold
 * `modelKey` (already normalised; the search's matching, through the same index), whether stocked
 * anywhere or not. With a dealership, each vehicle says whether that dealership stocks it.
 */
export function listCatalogue(db: Database, modelKey: string | undefined, page: Page, dealershipId: string | null = null) {
  const columns = {
    ...getTableColumns(vehicles),
    inStock: dealershipId
      ? sql<number>`exists (select 1 from ${dealerInventory} where ${dealerInventory.dealershipId} = ${dealershipId} and ${dealerInventory.vehicleId} = ${vehicles.id})`
      : sql<number>`0`,
  };
  if (modelKey && modelKey.length >= TRIGRAM_MIN_LENGTH) {
    return db
      .select(columns)
      .from(vehicleModelSearch)
      .innerJoin(vehicles, sql`${vehicles}.rowid = ${vehicleModelSearch.rowid}`)
      .where(sql`${vehicleModelSearch} match ${ftsPhrase(modelKey)}`)
      .orderBy(vehicleModelSearch.rowid)
      .limit(page.limit)
      .offset(page.offset)
      .all();
  }
  return db
    .select(columns)
    .from(vehicles)
    .where(modelKey ? sql`instr(${vehicles.modelSearchKey}, ${modelKey}) > 0` : undefined)
    .orderBy(sql`${vehicles}.rowid`)
    .limit(page.limit)
    .offset(page.offset)
    .all();
}

export type CatalogueVehicleRow = Awaited<ReturnType<typeof listCatalogue>>[number];

/** A catalogue vehicle's facts and list price, as pricing reads them; null when the catalogue has no such vehicle. */
export async function findVehicleFacts(db: Database, vehicleId: string) {
  return (await db.select({ ...vehicleFactColumns, listPriceCents: vehicles.listPriceCents }).from(vehicles).where(eq(vehicles.id, vehicleId)).get()) ?? null;
}
