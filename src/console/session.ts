import type { Context, MiddlewareHandler } from "hono";
import { database } from "../db/client";
import { dropConsoleSession, endConsoleSession, findConsoleSession } from "../db/queries/console-access";
import { sha256Hex } from "../domain/api-keys";
import type { ByFmo, ChangeMade } from "../domain/changed-by";
import { primarySession, sessionFrom } from "../web/database";
import { ConsoleError, type ConsoleProblem } from "./errors";
import type { ConsoleEnv, ConsoleSession } from "./console-env";
import { countSessionRequest } from "./request-budget";
import { bookmarkFrom, clearSessionCookies, sessionIdFrom, setBookmarkCookie } from "./session-cookie";

export type SessionLookup = { status: "active"; session: ConsoleSession; d1: D1DatabaseSession } | { status: "none" | "ended" | "access-ended" };

/**
 * This browser's session, checked against D1: one read, on a replica from the browser's bookmark,
 * asked once more at the primary on a miss. It joins the FMO, so a session ends at once when its
 * console user is removed (its row goes with the user) or the FMO has no live key left.
 */
export async function lookUpSession(c: Context<ConsoleEnv>, now: Date): Promise<SessionLookup> {
  const sessionId = sessionIdFrom(c);
  if (!sessionId) return { status: "none" };
  const tokenHash = await sha256Hex(sessionId);
  let d1 = sessionFrom(c.env, bookmarkFrom(c));
  let row = await findConsoleSession(database(d1), tokenHash, now.toISOString());
  if (!row) {
    d1 = primarySession(c.env);
    row = await findConsoleSession(database(d1), tokenHash, now.toISOString());
  }
  if (!row) return { status: "none" };
  if (row.expiresAt <= now.toISOString()) return { status: "ended" };
  if (!row.liveKey) return { status: "access-ended" };
  return { status: "active", d1, session: { tokenHash, clientId: row.clientId, companyName: row.companyName, email: row.email, consoleUserId: row.consoleUserId } };
}

const problemFor: Record<Exclude<SessionLookup["status"], "active">, ConsoleProblem> = { none: "signed-out", ended: "session-ended", "access-ended": "access-ended" };

/**
 * Lets a request through with a live session (as `session`, and the D1 session as `d1`), within the
 * session's request budget (`withinLimit`: await it before writing); otherwise the sign-in page, the
 * page saying the console is closed, or the 429 page. A session that can no longer be used is
 * deleted and its cookie cleared.
 */
export function requireSession(): MiddlewareHandler<ConsoleEnv> {
  return async function requireSession(c, next) {
    const found = await lookUpSession(c, new Date());
    if (found.status !== "active") {
      const sessionId = sessionIdFrom(c);
      if (sessionId) {
        clearSessionCookies(c);
        if (found.status !== "none") await dropConsoleSession(database(primarySession(c.env)), await sha256Hex(sessionId));
      }
      throw new ConsoleError(problemFor[found.status]);
    }
    c.set("session", found.session);
    c.set("d1", found.d1);
    const withinBudget = countSessionRequest(c.env, found.session.tokenHash);
    c.set("withinLimit", withinBudget);
    await next();
    await withinBudget;
  };
}

/** A change made in this session, as the audit record keeps it: the FMO, the address signed in with, the session, now and the request. */
export function consoleChange(c: Context<ConsoleEnv>, at = new Date()): ChangeMade<ByFmo> {
  const { session } = c.var;
  return { by: { by: "fmo", clientId: session.clientId, email: session.email, consoleSession: session.tokenHash.slice(0, 16) }, at: at.toISOString(), requestId: c.var.requestId };
}

/** The primary, for a change: once the session's request budget allows it. */
export async function writingSession(c: Context<ConsoleEnv>): Promise<D1DatabaseSession> {
  await c.var.withinLimit;
  return primarySession(c.env);
}

/** Keeps the bookmark of a write made through `session`, for this browser's next reads. */
export function rememberWrite(c: Context, session: D1DatabaseSession): void {
  setBookmarkCookie(c, session.getBookmark());
}

/** Signs out: the session row goes (in the audit record), and so do the cookies. */
export async function endSession(c: Context<ConsoleEnv>): Promise<void> {
  const found = await lookUpSession(c, new Date());
  if (found.status === "active") {
    c.set("session", found.session);
    await endConsoleSession(database(primarySession(c.env)), found.session.tokenHash, consoleChange(c));
  }
  clearSessionCookies(c);
}
