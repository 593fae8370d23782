import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { dealerKeys, dealerships } from "../schema";
import type { KeyOwner } from "./clients";

/** A live (not revoked) dealer key by the SHA-256 of its plaintext: who signs in with it, and whether that dealership may. */
export async function findLiveDealerKey(db: Database, keyHash: string): Promise<{ keyId: string; keyPrefix: string; dealershipId: string; approved: boolean } | null> {
  const row = await db
    .select({ keyId: dealerKeys.id, keyPrefix: dealerKeys.keyPrefix, dealershipId: dealerKeys.dealershipId, approved: dealerships.approved })
    .from(dealerKeys)
    .innerJoin(dealerships, eq(dealerships.id, dealerKeys.dealershipId))
    .where(and(eq(dealerKeys.keyHash, keyHash), isNull(dealerKeys.revokedAt)))
    .get();
  return row ?? null;
}

/** The dealership of a live key; a revoked key, or a key of an unapproved dealership, is no key at all. */
export async function findDealershipIdByKeyHash(db: Database, keyHash: string): Promise<KeyOwner | null> {
  const row = await db
    .select({ dealershipId: dealerKeys.dealershipId })
    .from(dealerKeys)
    .innerJoin(dealerships, eq(dealerships.id, dealerKeys.dealershipId))
    .where(and(eq(dealerKeys.keyHash, keyHash), isNull(dealerKeys.revokedAt), eq(dealerships.approved, true)))
    .get();
  return row ? { ownerId: row.dealershipId, expiresAt: null } : null;
}

export async function insertDealerKey(db: Database, key: typeof dealerKeys.$inferInsert): Promise<void> {
  await db.insert(dealerKeys).values(key);
}

/** Revokes a key of this dealership; resolves its hash, or null when there is no such live key. */
export async function revokeDealerKey(db: Database, dealershipId: string, keyId: string, at: string): Promise<string | null> {
  const revoked = await db
    .update(dealerKeys)
    .set({ revokedAt: at })
    .where(and(eq(dealerKeys.id, keyId), eq(dealerKeys.dealershipId, dealershipId), isNull(dealerKeys.revokedAt)))
    .returning({ keyHash: dealerKeys.keyHash })
    .get();
  return revoked?.keyHash ?? null;
}
