import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { dealerKeys } from "../schema";

export async function findDealershipIdByKeyHash(db: Database, keyHash: string): Promise<string | null> {
  const row = await db
    .select({ dealershipId: dealerKeys.dealershipId })
    .from(dealerKeys)
    .where(and(eq(dealerKeys.keyHash, keyHash), isNull(dealerKeys.revokedAt)))
    .get();
  return row?.dealershipId ?? null;
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
