import { and, asc, exists, sql, eq } from "drizzle-orm";
import { ftsPhrase, TRIGRAM_MIN_LENGTH } from "../../domain/model-search";
import type { Database } from "../client";
import { dealerInventory, dealerships, vehicles } from "../schema";
import type { Page } from "./page";
import { vehicleColumns } from "./vehicle-specs";

/**
 * Vehicles whose model contains `searchKey` (already normalised) and that are available at
 * least at one approved dealership, each listed once.
 * Keys of 3+ characters go through the FTS5 trigram index (any length: a phrase query has no
 * LIKE pattern limit); shorter keys, which the trigram index cannot hold, fall back to `instr`.
 */
export function searchAvailableVehicles(db: Database, searchKey: string, page: Page) {
  const modelMatches =
    searchKey.length >= TRIGRAM_MIN_LENGTH
      ? sql`${vehicles}.rowid in (select rowid from vehicle_model_search where vehicle_model_search match ${ftsPhrase(searchKey)})`
      : sql`instr(${vehicles.modelSearchKey}, ${searchKey}) > 0`;

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
        ),
      ),
  );

  return db
    .select(vehicleColumns)
    .from(vehicles)
    .where(and(modelMatches, availableSomewhere))
    .orderBy(asc(vehicles.model), asc(vehicles.version), asc(vehicles.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
}
