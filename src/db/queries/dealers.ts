import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../client";
import { dealerInventory, dealerships, vehicles } from "../schema";
import type { Page } from "./page";
import { vehicleColumns } from "./vehicle-specs";

const dealerColumns = {
  id: dealerships.id,
  name: dealerships.name,
  suburb: dealerships.suburb,
  state: dealerships.state,
  postcode: dealerships.postcode,
  autoRespond: dealerships.autoRespond,
};

/** Approved dealerships in a stable order (name, then id) so pages never overlap. */
export function listApprovedDealers(db: Database, page: Page) {
  return db
    .select(dealerColumns)
    .from(dealerships)
    .where(eq(dealerships.approved, true))
    .orderBy(asc(dealerships.name), asc(dealerships.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
}

/**
 * One page of the approved dealerships (of `state`, when given) that have the vehicle available, in
 * name order, with their number and the vehicle's own existence check in the same batch: one round trip. Resolves
 * `null` for a vehicle the catalogue does not have.
 */
export async function findVehicleStockists(db: Database, vehicleId: string, state: string | undefined, page: Page) {
  const stockedHere = and(
    eq(dealerInventory.vehicleId, vehicleId),
    eq(dealerInventory.available, true),
    eq(dealerships.approved, true),
    state === undefined ? undefined : eq(dealerships.state, state),
  );
  const [vehicle, dealers, [counted]] = await db.batch([
    db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, vehicleId)),
    db
      .select(dealerColumns)
      .from(dealerInventory)
      .innerJoin(dealerships, eq(dealerships.id, dealerInventory.dealershipId))
      .where(stockedHere)
      .orderBy(asc(dealerships.name), asc(dealerships.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(dealerInventory).innerJoin(dealerships, eq(dealerships.id, dealerInventory.dealershipId)).where(stockedHere),
  ]);
  return vehicle.length === 0 ? null : { dealerships: dealers, total: counted?.total ?? 0 };
}

/**
 * One page of an approved dealership's available stock, with the dealership's own existence
 * check in the same batch: one round trip. Resolves `null` for an unknown or unapproved dealership.
 */
export async function findApprovedDealerInventory(db: Database, dealershipId: string, page: Page) {
  const [dealer, items] = await db.batch([
    db
      .select({ id: dealerships.id })
      .from(dealerships)
      .where(and(eq(dealerships.id, dealershipId), eq(dealerships.approved, true))),
    db
      .select(vehicleColumns)
      .from(dealerInventory)
      .innerJoin(vehicles, eq(vehicles.id, dealerInventory.vehicleId))
      .where(and(eq(dealerInventory.dealershipId, dealershipId), eq(dealerInventory.available, true)))
      // The primary key (dealership_id, vehicle_id) walks in this order: a page stops when full.
      .orderBy(asc(dealerInventory.vehicleId))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return dealer.length === 0 ? null : items;
}
