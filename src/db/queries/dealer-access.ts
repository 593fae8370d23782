import { eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { dealerships } from "../schema";

/**
 * Ends a dealership's portal sessions (their generation moves on) and, with `links`, every portal
 * link issued so far (so does theirs). Resolves the generations now in force, or null for an
 * unknown dealership.
 */
export function moveAccessGenerations(db: Database, dealershipId: string, ends: { links: boolean }) {
  return db
    .update(dealerships)
    .set({
      sessionGeneration: sql`${dealerships.sessionGeneration} + 1`,
      ...(ends.links ? { linkGeneration: sql`${dealerships.linkGeneration} + 1` } : {}),
    })
    .where(eq(dealerships.id, dealershipId))
    .returning({ linkGeneration: dealerships.linkGeneration, sessionGeneration: dealerships.sessionGeneration })
    .get();
}

/** What a portal link of the dealership must carry to open, and whether the dealership may use the portal at all. */
export function findLinkAccess(db: Database, dealershipId: string) {
  return db
    .select({ name: dealerships.name, approved: dealerships.approved, linkGeneration: dealerships.linkGeneration })
    .from(dealerships)
    .where(eq(dealerships.id, dealershipId))
    .get();
}
