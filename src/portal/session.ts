import type { Context, MiddlewareHandler } from "hono";
import { database } from "../db/client";
import { deletePortalSession, findPortalSession, insertKeySession, insertLinkSession } from "../db/queries/portal-sessions";
import { sha256Hex } from "../domain/api-keys";
import { primarySession, readingSession, rememberWrite } from "./database";
import { PortalError } from "./errors";
import type { PortalEnv, PortalSession } from "./portal-env";
import { clearSessionCookies, newSessionId, SESSION_SECONDS, sessionIdFrom, setSessionCookie } from "./session-cookie";

export type SessionLookup = { status: "active"; session: PortalSession; d1: D1DatabaseSession } | { status: "none" | "ended" | "revoked" };

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
  if (row.expiresAt <= now.toISOString()) return { status: "ended" };
  if (row.keyRevoked) return { status: "revoked" };
  const dealerKey = row.dealerKeyId && row.dealerKeyPrefix ? { id: row.dealerKeyId, prefix: row.dealerKeyPrefix } : null;
  return { status: "active", d1, session: { tokenHash, dealershipId: row.dealershipId, dealershipName: row.dealershipName, dealershipState: row.dealershipState, quoteId: row.quoteId, dealerKey } };
}

/** Lets a request through with a live session (as `session`, and the D1 session as `d1`); otherwise the sign-in page. */
export function requireSession(): MiddlewareHandler<PortalEnv> {
  return async function requireSession(c, next) {
    const found = await lookUpSession(c, new Date());
    if (found.status !== "active") {
      if (found.status !== "none" || sessionIdFrom(c)) clearSessionCookies(c);
      throw new PortalError(found.status === "ended" ? "session-ended" : found.status === "revoked" ? "key-revoked" : "signed-out");
    }
    c.set("session", found.session);
    c.set("d1", found.d1);
    await next();
  };
}

function sessionTimes(now: Date) {
  return { createdAt: now.toISOString(), expiresAt: new Date(now.getTime() + SESSION_SECONDS * 1000).toISOString() };
}

/** Starts a dealer key's session: a fresh id in the cookie, its hash in D1. */
export async function startKeySession(c: Context<PortalEnv>, key: { keyId: string; dealershipId: string }, now: Date): Promise<void> {
  const sessionId = newSessionId();
  const d1 = primarySession(c.env);
  await insertKeySession(database(d1), { tokenHash: await sha256Hex(sessionId), dealershipId: key.dealershipId, dealerKeyId: key.keyId, ...sessionTimes(now) });
  setSessionCookie(c, sessionId);
  rememberWrite(c, d1);
}

/**
 * Starts a session that opens one quote, from a verified e-mail link. Resolves false (nothing
 * stored) when that quote is not the dealership's.
 */
export async function startLinkSession(c: Context<PortalEnv>, link: { quoteId: string; dealershipId: string }, now: Date): Promise<boolean> {
  const sessionId = newSessionId();
  const d1 = primarySession(c.env);
  const started = await insertLinkSession(database(d1), { tokenHash: await sha256Hex(sessionId), ...link, ...sessionTimes(now) });
  if (!started) return false;
  setSessionCookie(c, sessionId);
  rememberWrite(c, d1);
  return true;
}

/** Signs out: the session row goes, and so do the cookies. */
export async function endSession(c: Context<PortalEnv>): Promise<void> {
  const sessionId = sessionIdFrom(c);
  if (sessionId) await deletePortalSession(database(primarySession(c.env)), await sha256Hex(sessionId));
  clearSessionCookies(c);
}

