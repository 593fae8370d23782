import { and, eq, isNull, sql } from "drizzle-orm";
import type { ChangeMade } from "../../domain/changed-by";
import type { Database } from "../client";
import { dealerKeys, dealerships } from "../schema";
import { audited, rowFields, runAudited } from "./audit";

/**
 * Whether the dealership is approved, and the hashes of its live (not revoked) dealer keys: what
 * each key's limiter must say of it. One read; empty for an unknown dealership.
 */
export async function dealershipKeyAccess(db: Database, dealershipId: string): Promise<{ approved: boolean; keyHashes: string[] } | null> {
  const rows = await db
    .select({ approved: dealerships.approved, keyHash: dealerKeys.keyHash })
    .from(dealerships)
    .leftJoin(dealerKeys, and(eq(dealerKeys.dealershipId, dealerships.id), isNull(dealerKeys.revokedAt)))
    .where(eq(dealerships.id, dealershipId));
  if (rows.length === 0) return null;
  return { approved: rows[0]!.approved, keyHashes: rows.flatMap((row) => (row.keyHash === null ? [] : [row.keyHash])) };
}

/**
 * Ends a dealership's portal sessions (their generation moves on) and, with `links`, every portal
 * link issued so far (so does theirs): the operator's ending of both, or a dealer's "Sign out
 * everywhere" (sessions only), recorded with the generations before and after. Resolves the
 * generations now in force, or null (nothing recorded) for an unknown dealership.
 */
export async function endPortalAccess(db: Database, dealershipId: string, made: ChangeMade, ends: { links: boolean }) {
  const fields = rowFields(dealerships, { linkGeneration: dealerships.linkGeneration, sessionGeneration: dealerships.sessionGeneration }, eq(dealerships.id, dealershipId));
  const [moved] = await runAudited(
    db,
    audited(
      db,
      { action: "portal_sessions.end", targetType: "portal_sessions", targetId: dealershipId, dealershipId, made },
      { before: fields, after: fields, when: sql`exists (select 1 from ${dealerships} where ${dealerships.id} = ${dealershipId})` },
      db
        .update(dealerships)
        .set({
          sessionGeneration: sql`${dealerships.sessionGeneration} + 1`,
          ...(ends.links ? { linkGeneration: sql`${dealerships.linkGeneration} + 1` } : {}),
        })
        .where(eq(dealerships.id, dealershipId))
        .returning({ linkGeneration: dealerships.linkGeneration, sessionGeneration: dealerships.sessionGeneration }),
    ),
  );
  return (moved as { linkGeneration: number; sessionGeneration: number }[])[0] ?? null;
}

/** What a portal link of the dealership must carry to open, and whether the dealership may use the portal at all. */
export function findLinkAccess(db: Database, dealershipId: string) {
  return db
    .select({ name: dealerships.name, approved: dealerships.approved, linkGeneration: dealerships.linkGeneration })
    .from(dealerships)
    .where(eq(dealerships.id, dealershipId))
    .get();
}
