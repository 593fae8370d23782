import { eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { dealerships, vehicles } from "../schema";

export type DealershipRow = typeof dealerships.$inferSelect;

export function findDealership(db: Database, id: string) {
  return db.select().from(dealerships).where(eq(dealerships.id, id)).get();
}

export function insertDealership(db: Database, row: typeof dealerships.$inferInsert) {
  return db.insert(dealerships).values(row).returning().get();
}

/**
 * Writes the operator's changes. Unapproving ends the dealership's portal sessions and links in the
 * same statement (their generations move on) when the row it writes is approved: decided on the row
 * as it is written, not as it was read before, so a concurrent approval can neither make it miss
 * nor make it end them twice.
 */
export function updateDealership(db: Database, id: string, changes: Partial<typeof dealerships.$inferInsert>) {
  const unapproving =
    changes.approved === false
      ? {
          sessionGeneration: sql`case when ${dealerships.approved} then ${dealerships.sessionGeneration} + 1 else ${dealerships.sessionGeneration} end`,
          linkGeneration: sql`case when ${dealerships.approved} then ${dealerships.linkGeneration} + 1 else ${dealerships.linkGeneration} end`,
        }
      : {};
  return db
    .update(dealerships)
    .set({ ...changes, ...unapproving })
    .where(eq(dealerships.id, id))
    .returning()
    .get();
}

/** Adds credits in place, so a concurrent quote's charge is never lost. */
export function addCredits(db: Database, id: string, amount: number) {
  return db
    .update(dealerships)
    .set({ credits: sql`${dealerships.credits} + ${amount}` })
    .where(eq(dealerships.id, id))
    .returning()
    .get();
}

export type VehicleRow = typeof vehicles.$inferSelect;

export function insertVehicle(db: Database, row: typeof vehicles.$inferInsert) {
  return db.insert(vehicles).values(row).returning().get();
}

export function findVehicle(db: Database, id: string) {
  return db.select().from(vehicles).where(eq(vehicles.id, id)).get();
}

/** Changes a catalogue vehicle's facts; the FTS trigger keeps the model index in step. Resolves undefined when there is no such vehicle. */
export function updateVehicle(db: Database, id: string, changes: Partial<typeof vehicles.$inferInsert>) {
  return db.update(vehicles).set(changes).where(eq(vehicles.id, id)).returning().get();
}
