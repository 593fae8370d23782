import { and, desc, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import type { ByFmo, ChangeMade } from "../../domain/changed-by";
import type { Database } from "../client";
import { apiClients, consoleSessions, consoleSignInLinks, consoleUsers } from "../schema";
import { audited, knownFields, runAudited } from "./audit";

// Who may be in the FMO console: sign-in links, sessions, and the rule both follow. An FMO's
// console is open only while the FMO has a live key (its current key not revoked, or a previous key
// still in its grace period): revoking its last key, or the operator's off-boarding, closes it at
// once, since every session check and every sign-in reads it.

/** Whether the FMO of `clients` has a live key at `now` (an ISO instant). */
export function hasLiveKey(now: string): SQL {
  return sql`(${apiClients.keyRevokedAt} is null or (${apiClients.previousKeyHash} is not null and ${apiClients.previousKeyExpiresAt} > ${now}))`;
}

/** Someone who may sign in with an address: the FMO's contact (no console user) or one of its console users. */
export interface SignInAddressee {
  clientId: string;
  companyName: string;
  consoleUserId: string | null;
  recipient: string;
}

/**
 * The FMOs whose console `email` may sign in to (any case), at most `limit`, each with a live key:
 * as its contact address, or as one of its console users (the newest first of each). Through api_clients_contact_email_idx
 * and console_users_email_idx.
 */
export async function findSignInAddressees(db: Database, email: string, now: string, limit: number): Promise<SignInAddressee[]> {
  const address = email.toLowerCase();
  const [contacts, users] = await db.batch([
    db
      .select({ clientId: apiClients.id, companyName: apiClients.companyName, recipient: apiClients.contactEmail })
      .from(apiClients)
      .where(and(sql`lower(${apiClients.contactEmail}) = ${address}`, hasLiveKey(now)))
      .orderBy(desc(apiClients.createdAt))
      .limit(limit),
    // No two columns of one name (D1's batch answers rows as objects): the client's id is the user's client_id.
    db
      .select({ clientId: consoleUsers.clientId, companyName: apiClients.companyName, consoleUserId: consoleUsers.id, recipient: consoleUsers.email })
      .from(consoleUsers)
      .innerJoin(apiClients, eq(apiClients.id, consoleUsers.clientId))
      .where(and(sql`lower(${consoleUsers.email}) = ${address}`, hasLiveKey(now)))
      .orderBy(desc(consoleUsers.createdAt))
      .limit(limit),
  ]);
  return [...contacts.map((row) => ({ ...row, consoleUserId: null })), ...users].slice(0, limit);
}

/** A sign-in link to write: its id (from which the e-mail derives the token) and the token's hash. */
export interface NewSignInLink {
  id: string;
  clientId: string;
  consoleUserId: string | null;
  recipient: string;
  tokenHash: string;
  expiresAt: string;
  createdAt: string;
}

export async function insertSignInLinks(db: Database, links: NewSignInLink[]): Promise<void> {
  if (links.length === 0) return;
  await db.insert(consoleSignInLinks).values(links.map((link) => ({ ...link, nextAttemptAt: link.createdAt })));
}

/** A sign-in link by its token's hash, with its FMO's name and whether it may still start a session at `now`. */
export async function findSignInLink(db: Database, tokenHash: string, now: string) {
  const row = await db
    .select({
      clientId: consoleSignInLinks.clientId,
      companyName: apiClients.companyName,
      recipient: consoleSignInLinks.recipient,
      expiresAt: consoleSignInLinks.expiresAt,
      usedAt: consoleSignInLinks.usedAt,
      liveKey: sql<number>`${hasLiveKey(now)}`,
    })
    .from(consoleSignInLinks)
    .innerJoin(apiClients, eq(apiClients.id, consoleSignInLinks.clientId))
    .where(eq(consoleSignInLinks.tokenHash, tokenHash))
    .get();
  return row ? { ...row, liveKey: Boolean(row.liveKey) } : null;
}

/**
 * Exchanges a sign-in link (read a moment ago by findSignInLink) for a session, once: in one batch
 * (one transaction, so two clicks at once start one session) the session is written only while the
 * link is unused, unexpired, still there (removing its console user deletes it) and its FMO has a
 * live key; the link is then marked used, and the sign-in recorded in the audit record. Resolves
 * false when nothing started.
 */
export async function useSignInLink(
  db: Database,
  link: { tokenHash: string; clientId: string; email: string },
  session: { tokenHash: string; createdAt: string; expiresAt: string },
  made: ChangeMade<ByFmo>,
): Promise<boolean> {
  const now = session.createdAt;
  const usable = sql`exists (select 1 from ${consoleSignInLinks} inner join ${apiClients} on ${apiClients.id} = ${consoleSignInLinks.clientId}
    where ${consoleSignInLinks.tokenHash} = ${link.tokenHash} and ${consoleSignInLinks.clientId} = ${link.clientId}
      and ${consoleSignInLinks.usedAt} is null and ${consoleSignInLinks.expiresAt} > ${now} and ${hasLiveKey(now)})`;
  const [inserted] = (await runAudited(
    db,
    audited(
      db,
      { action: "console.sign_in", targetType: "client", targetId: link.clientId, dealershipId: null, made },
      { before: null, after: knownFields({ email: link.email }), when: usable },
      db
        .insert(consoleSessions)
        .select(sql`select ${session.tokenHash}, ${consoleSignInLinks.clientId}, ${consoleSignInLinks.consoleUserId}, ${consoleSignInLinks.recipient}, ${now}, ${session.expiresAt}
          from ${consoleSignInLinks} where ${consoleSignInLinks.tokenHash} = ${link.tokenHash} and ${usable}`)
        .returning({ tokenHash: consoleSessions.tokenHash }),
      db.update(consoleSignInLinks).set({ usedAt: now }).where(and(eq(consoleSignInLinks.tokenHash, link.tokenHash), isNull(consoleSignInLinks.usedAt))),
    ),
  )) as [{ tokenHash: string }[]];
  return inserted.length === 1;
}

/** A session by the hash of its id: its FMO, address, expiry, and whether the FMO still has a live key at `now`. */
export async function findConsoleSession(db: Database, tokenHash: string, now: string) {
  const row = await db
    .select({
      clientId: consoleSessions.clientId,
      companyName: apiClients.companyName,
      contactEmail: apiClients.contactEmail,
      consoleUserId: consoleSessions.consoleUserId,
      email: consoleSessions.email,
      expiresAt: consoleSessions.expiresAt,
      liveKey: sql<number>`${hasLiveKey(now)}`,
    })
    .from(consoleSessions)
    .innerJoin(apiClients, eq(apiClients.id, consoleSessions.clientId))
    .where(eq(consoleSessions.tokenHash, tokenHash))
    .get();
  return row ? { ...row, liveKey: Boolean(row.liveKey) } : null;
}

/** Signs out: the session row goes, recorded in the audit record. */
export async function endConsoleSession(db: Database, tokenHash: string, made: ChangeMade<ByFmo>): Promise<void> {
  const mine = eq(consoleSessions.tokenHash, tokenHash);
  await runAudited(
    db,
    audited(
      db,
      { action: "console.sign_out", targetType: "client", targetId: made.by.clientId, dealershipId: null, made },
      { before: knownFields({ email: made.by.email }), after: null, when: sql`exists (select 1 from ${consoleSessions} where ${mine})` },
      db.delete(consoleSessions).where(mine),
    ),
  );
}

/** Deletes a session that can no longer be used (expired, its FMO without a live key), unrecorded: nobody signed out. */
export async function dropConsoleSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(consoleSessions).where(eq(consoleSessions.tokenHash, tokenHash));
}
