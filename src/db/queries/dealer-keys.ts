import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { ChangeMade } from "../../domain/changed-by";
import type { Database } from "../client";
import { dealerKeys, dealerships } from "../schema";
import { audited, knownFields, rowFields, runAudited } from "./audit";
import type { KeyOwner } from "./clients";
import type { Page } from "./page";

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

/** Stores a new key (its hash, never the key), recorded with its id and display prefix. */
export async function insertDealerKey(db: Database, key: typeof dealerKeys.$inferInsert & { id: string }, made: ChangeMade): Promise<void> {
  await runAudited(
    db,
    audited(
      db,
      { action: "dealer_key.issue", targetType: "dealer_key", targetId: key.id, dealershipId: key.dealershipId, made },
      { before: null, after: knownFields({ id: key.id, keyPrefix: key.keyPrefix }) },
      db.insert(dealerKeys).values({ createdAt: made.at, ...key }),
    ),
  );
}

/** Revokes a key of this dealership, recorded; resolves its hash, or null (nothing recorded) when there is no such live key. */
export async function revokeDealerKey(db: Database, dealershipId: string, keyId: string, made: ChangeMade): Promise<string | null> {
  const live = and(eq(dealerKeys.id, keyId), eq(dealerKeys.dealershipId, dealershipId), isNull(dealerKeys.revokedAt))!;
  const fields = rowFields(dealerKeys, { keyPrefix: dealerKeys.keyPrefix, revokedAt: dealerKeys.revokedAt }, eq(dealerKeys.id, keyId));
  const [revoked] = await runAudited(
    db,
    audited(
      db,
      { action: "dealer_key.revoke", targetType: "dealer_key", targetId: keyId, dealershipId, made },
      {
        before: fields,
        after: fields,
        when: sql`exists (select 1 from ${dealerKeys} where ${live})`,
      },
      db.update(dealerKeys).set({ revokedAt: made.at }).where(live).returning({ keyHash: dealerKeys.keyHash }),
    ),
  );
  return (revoked as { keyHash: string }[])[0]?.keyHash ?? null;
}

/**
 * A page of a dealership's keys, newest first (never a key or its hash), read with the dealership
 * in one batch: null when there is no such dealership. dealer_keys_dealership_idx serves it.
 */
export async function listDealerKeys(db: Database, dealershipId: string, page: Page) {
  const [found, rows] = await db.batch([
    db.select({ id: dealerships.id }).from(dealerships).where(eq(dealerships.id, dealershipId)),
    db
      .select({ id: dealerKeys.id, keyPrefix: dealerKeys.keyPrefix, createdAt: dealerKeys.createdAt, lastUsedAt: dealerKeys.lastUsedAt, revokedAt: dealerKeys.revokedAt })
      .from(dealerKeys)
      .where(eq(dealerKeys.dealershipId, dealershipId))
      .orderBy(desc(dealerKeys.createdAt), desc(sql`${dealerKeys}.rowid`))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return found.length === 0 ? null : rows;
}

export type DealerKeyListRow = NonNullable<Awaited<ReturnType<typeof listDealerKeys>>>[number];

/** Records a use of the key, never moving its time back (isolates write out of order); off the request's path. */
export async function recordDealerKeyUse(d1: D1Database, keyHash: string, at: string): Promise<void> {
  await d1.prepare("update dealer_keys set last_used_at = ?2 where key_hash = ?1 and (last_used_at is null or last_used_at < ?2)").bind(keyHash, at).run();
}
