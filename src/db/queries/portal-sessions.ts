import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import { dealerKeys, dealerships, portalSessions, quotes } from "../schema";

/** A live (not revoked) dealer key by the SHA-256 of its plaintext: who signs in with it. */
export async function findLiveDealerKey(db: Database, keyHash: string): Promise<{ keyId: string; dealershipId: string } | null> {
  const row = await db
    .select({ keyId: dealerKeys.id, dealershipId: dealerKeys.dealershipId })
    .from(dealerKeys)
    .where(and(eq(dealerKeys.keyHash, keyHash), isNull(dealerKeys.revokedAt)))
    .get();
  return row ?? null;
}

export async function insertKeySession(db: Database, session: { tokenHash: string; dealershipId: string; dealerKeyId: string; createdAt: string; expiresAt: string }) {
  await db.insert(portalSessions).values(session);
}

/**
 * Starts a session that opens one quote, only when that quote belongs to the dealership the link
 * names (an INSERT ... SELECT): resolves false, and stores nothing, when it does not.
 */
export async function insertLinkSession(
  db: Database,
  session: { tokenHash: string; dealershipId: string; quoteId: string; createdAt: string; expiresAt: string },
): Promise<boolean> {
  const inserted = await db.run(sql`
    insert into ${portalSessions} (token_hash, dealership_id, quote_id, created_at, expires_at)
    select ${session.tokenHash}, ${quotes.dealershipId}, ${quotes.id}, ${session.createdAt}, ${session.expiresAt}
    from ${quotes} where ${quotes.id} = ${session.quoteId} and ${quotes.dealershipId} = ${session.dealershipId}`);
  return inserted.meta.changes === 1;
}

/**
 * A session by the hash of its id, with its dealership's name and whether the key that started it
 * is still live; expired sessions are returned too, so that the portal can say the session ended.
 */
export async function findPortalSession(db: Database, tokenHash: string) {
  const row = await db
    .select({
      dealershipId: portalSessions.dealershipId,
      dealershipName: dealerships.name,
      dealershipState: dealerships.state,
      quoteId: portalSessions.quoteId,
      dealerKeyId: portalSessions.dealerKeyId,
      dealerKeyPrefix: dealerKeys.keyPrefix,
      expiresAt: portalSessions.expiresAt,
      keyRevoked: sql<number>`${dealerKeys.revokedAt} is not null`,
    })
    .from(portalSessions)
    .innerJoin(dealerships, eq(dealerships.id, portalSessions.dealershipId))
    .leftJoin(dealerKeys, eq(dealerKeys.id, portalSessions.dealerKeyId))
    .where(eq(portalSessions.tokenHash, tokenHash))
    .get();
  return row ? { ...row, keyRevoked: Boolean(row.keyRevoked) } : null;
}

export async function deletePortalSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(portalSessions).where(eq(portalSessions.tokenHash, tokenHash));
}

