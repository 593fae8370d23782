import type { Context } from "hono";
import type { Env } from "../env";
import type { PortalEnv } from "./portal-env";
import { bookmarkFrom, setBookmarkCookie } from "./session-cookie";

/**
 * The portal reads through a D1 session that starts at the bookmark of this browser's last write
 * (kept in a cookie), so any replica that has caught up with it may answer: a dealer sees their
 * own sign-in and completion at once, and everything else at replica speed.
 */
export function readingSession(c: Context<PortalEnv>): D1DatabaseSession {
  return c.env.DB.withSession(bookmarkFrom(c) ?? "first-unconstrained");
}

export function primarySession(env: Env): D1DatabaseSession {
  return env.DB.withSession("first-primary");
}

/**
 * The primary, for a signed-in dealer's change: once the session's request budget allows it, so a
 * request over the budget is answered with the 429 page and changes nothing.
 */
export async function writingSession(c: Context<PortalEnv>): Promise<D1DatabaseSession> {
  await c.var.withinLimit;
  return primarySession(c.env);
}

/** Keeps the bookmark of a write made through `session`, for this browser's next reads. */
export function rememberWrite(c: Context, session: D1DatabaseSession): void {
  setBookmarkCookie(c, session.getBookmark());
}

/**
 * The bindings with D1 replaced by a session, so that a shared service's writes (the quote
 * completion) advance the session's bookmark. A session has the two methods the services use
 * (`prepare`, `batch`); the cast is the only gap.
 */
export function bindingsWith(env: Env, session: D1DatabaseSession): Env {
  return { ...env, DB: session as unknown as D1Database };
}
