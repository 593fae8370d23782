import { eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { archivedQuotes, dealerKeys, dealerships, portalSessions, quotes } from "../schema";

/**
 * Starts a key's session in the dealership's current session generation (INSERT ... SELECT), only
 * while the dealership is approved; resolves false, storing nothing, otherwise.
 */
export async function insertKeySession(db: Database, session: { tokenHash: string; dealershipId: string; dealerKeyId: string; createdAt: string; expiresAt: string }) {
  const inserted = await db.run(sql`
    insert into ${portalSessions} (token_hash, dealership_id, dealer_key_id, generation, created_at, expires_at)
    select ${session.tokenHash}, ${dealerships.id}, ${session.dealerKeyId}, ${dealerships.sessionGeneration}, ${session.createdAt}, ${session.expiresAt}
    from ${dealerships} where ${dealerships.id} = ${session.dealershipId} and ${dealerships.approved} = 1`);
  return inserted.meta.changes === 1;
}

/**
 * Starts a session that opens one quote, only when that quote belongs to the dealership the link
 * names, the dealership is approved and the link is of its current link generation (an INSERT ...
 * SELECT): resolves false, and stores nothing, when any of that fails.
 */
export async function insertLinkSession(
  db: Database,
  session: { tokenHash: string; dealershipId: string; quoteId: string; linkGeneration: number; createdAt: string; expiresAt: string },
): Promise<boolean> {
  // The quote is live or archived: an e-mailed link opens it either way.
  const inserted = await db.run(sql`
    insert into ${portalSessions} (token_hash, dealership_id, quote_id, generation, created_at, expires_at)
    select ${session.tokenHash}, ${dealerships.id}, ${session.quoteId}, ${dealerships.sessionGeneration}, ${session.createdAt}, ${session.expiresAt}
    from ${dealerships}
    where ${dealerships.id} = ${session.dealershipId} and ${dealerships.approved} = 1 and ${dealerships.linkGeneration} = ${session.linkGeneration}
      and (exists (select 1 from ${quotes} where ${quotes.id} = ${session.quoteId} and ${quotes.dealershipId} = ${session.dealershipId})
        or exists (select 1 from ${archivedQuotes} where substr(${archivedQuotes.id}, 1, 8) = substr(${session.quoteId}, 1, 8)
          and ${archivedQuotes.id} = ${session.quoteId} and ${archivedQuotes.dealershipId} = ${session.dealershipId}))`);
  return inserted.meta.changes === 1;
}

/**
 * A session by the hash of its id, with its dealership's name, whether the dealership is still
 * approved, whether the session is of the dealership's current generation, and whether the key
 * that started it is still live; expired sessions are returned too, so that the portal can say
 * why the session ended.
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
      approved: dealerships.approved,
      current: sql<number>`${portalSessions.generation} = ${dealerships.sessionGeneration}`,
      keyRevoked: sql<number>`${dealerKeys.revokedAt} is not null`,
    })
    .from(portalSessions)
    .innerJoin(dealerships, eq(dealerships.id, portalSessions.dealershipId))
    .leftJoin(dealerKeys, eq(dealerKeys.id, portalSessions.dealerKeyId))
    .where(eq(portalSessions.tokenHash, tokenHash))
    .get();
  return row ? { ...row, current: Boolean(row.current), keyRevoked: Boolean(row.keyRevoked) } : null;
}

export async function deletePortalSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(portalSessions).where(eq(portalSessions.tokenHash, tokenHash));
}
