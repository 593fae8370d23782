import type { Context, MiddlewareHandler } from "hono";
import { database } from "../db/client";
import { endPortalAccess } from "../db/queries/dealer-access";
import { deletePortalSession, findPortalSession, insertKeySession, insertLinkSession } from "../db/queries/portal-sessions";
import { sha256Hex } from "../domain/api-keys";
import type { ChangeMade } from "../domain/changed-by";
import { primarySession, readingSession, rememberWrite } from "./database";
import { PortalError, type PortalProblem } from "./errors";
import type { PortalEnv, PortalSession } from "./portal-env";
import { countSessionRequest } from "./request-budget";
import { clearSessionCookies, newSessionId, SESSION_SECONDS, sessionIdFrom, setSessionCookie } from "./session-cookie";

export type SessionLookup =
  | { status: "active"; session: PortalSession; d1: D1DatabaseSession }
  | { status: "none" | "ended" | "revoked" | "access-ended" | "ended-elsewhere" };

/**
 * This browser's session, checked against D1: one read, on a replica from the browser's bookmark.
 * A miss there (a cookie without its bookmark, from a session started a moment ago) is asked once
 * more at the primary. The D1 session that answered is handed on, so the page's reads see at
 * least what the check saw.
 */
export async function lookUpSession(c: Context<PortalEnv>, now: Date): Promise<SessionLookup> {
  const sessionId = sessionIdFrom(c);
  if (!sessionId) return { status: "none" };
  const tokenHash = await sha256Hex(sessionId);
  let d1 = readingSession(c);
  let row = await findPortalSession(database(d1), tokenHash);
  if (!row) {
    d1 = primarySession(c.env);
    row = await findPortalSession(database(d1), tokenHash);
  }
  if (!row) return { status: "none" };
  if (!row.approved) return { status: "access-ended" };
  if (!row.current) return { status: "ended-elsewhere" };
  if (row.expiresAt <= now.toISOString()) return { status: "ended" };
  if (row.keyRevoked) return { status: "revoked" };
  const dealerKey = row.dealerKeyId && row.dealerKeyPrefix ? { id: row.dealerKeyId, prefix: row.dealerKeyPrefix } : null;
  return { status: "active", d1, session: { tokenHash, dealershipId: row.dealershipId, dealershipName: row.dealershipName, dealershipState: row.dealershipState, quoteId: row.quoteId, dealerKey } };
}

const problemFor: Record<Exclude<SessionLookup["status"], "active">, PortalProblem> = {
  none: "signed-out",
  ended: "session-ended",
  revoked: "key-revoked",
  "access-ended": "access-ended",
  "ended-elsewhere": "signed-out-everywhere",
};

/**
 * Lets a request through with a live session (as `session`, and the D1 session as `d1`), within
 * the session's request budget (`withinLimit`: await it before writing); otherwise the sign-in
 * page, the page saying access has ended, or the 429 page.
 */
export function requireSession(): MiddlewareHandler<PortalEnv> {
  return async function requireSession(c, next) {
    const found = await lookUpSession(c, new Date());
    if (found.status !== "active") {
      if (found.status !== "none" || sessionIdFrom(c)) clearSessionCookies(c);
      throw new PortalError(problemFor[found.status]);
    }
    c.set("session", found.session);
    c.set("d1", found.d1);
    const withinBudget = countSessionRequest(c, found.session.tokenHash);
    c.set("withinLimit", withinBudget);
    await next();
    await withinBudget;
  };
}

/**
 * Writes a new session through `insert` and hands its id to the browser, ending the session the
 * browser held before (signing in again leaves no older session of this browser alive). Resolves
 * false, changing nothing, when `insert` stored nothing; throws the portal's 429 when `admitted`
 * (the address's count of sessions started, from `countSessionStart`) refuses it.
 */
async function startSession(
  c: Context<PortalEnv>,
  admitted: Promise<void>,
  insert: (db: ReturnType<typeof database>, tokenHash: string) => Promise<boolean>,
  seconds: number,
): Promise<boolean> {
  await admitted;
  const sessionId = newSessionId();
  const previous = sessionIdFrom(c);
  const d1 = primarySession(c.env);
  const db = database(d1);
  const [started] = await Promise.all([insert(db, await sha256Hex(sessionId)), previous ? sha256Hex(previous).then((hash) => deletePortalSession(db, hash)) : undefined]);
  if (!started) return false;
  setSessionCookie(c, sessionId, seconds);
  rememberWrite(c, d1);
  return true;
}

/** Starts a dealer key's session, 12 hours long: a fresh id in the cookie, its hash in D1. Resolves false when the dealership is not approved. */
export function startKeySession(c: Context<PortalEnv>, admitted: Promise<void>, key: { keyId: string; dealershipId: string }, now: Date): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + SESSION_SECONDS * 1000);
  return startSession(
    c,
    admitted,
    (db, tokenHash) => insertKeySession(db, { tokenHash, dealershipId: key.dealershipId, dealerKeyId: key.keyId, createdAt: now.toISOString(), expiresAt: expiresAt.toISOString() }),
    SESSION_SECONDS,
  );
}

/**
 * Starts a session that opens one quote, from a verified e-mail link. It lasts 12 hours, or until
 * the link expires when that comes first (the cookie not a second longer). Resolves false (nothing
 * stored) when that quote is not the dealership's, the dealership is not approved, or the link's
 * generation has been withdrawn.
 */
export function startLinkSession(
  c: Context<PortalEnv>,
  admitted: Promise<void>,
  link: { quoteId: string; dealershipId: string; generation: number; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  const expiresAt = new Date(Math.min(now.getTime() + SESSION_SECONDS * 1000, link.expiresAt.getTime()));
  const cookieSeconds = Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return startSession(
    c,
    admitted,
    (db, tokenHash) =>
      insertLinkSession(db, {
        tokenHash,
        quoteId: link.quoteId,
        dealershipId: link.dealershipId,
        linkGeneration: link.generation,
        createdAt: now.toISOString(),
        expiresAt: expiresAt.toISOString(),
      }),
    cookieSeconds,
  );
}

/** Signs out: the session row goes, and so do the cookies. */
export async function endSession(c: Context<PortalEnv>): Promise<void> {
  const sessionId = sessionIdFrom(c);
  if (sessionId) await deletePortalSession(database(primarySession(c.env)), await sha256Hex(sessionId));
  clearSessionCookies(c);
}

/**
 * "Sign out everywhere": every session of the dealership ends, in every browser (this one too),
 * recorded in the audit record as the change `made` in this session. Links in e-mails still open their quote.
 */
export async function endEverySession(c: Context<PortalEnv>, dealershipId: string, made: ChangeMade): Promise<void> {
  await endPortalAccess(database(primarySession(c.env)), dealershipId, made, { links: false });
  await endSession(c);
}
