import type { Context } from "hono";
import { primarySession, sessionFrom } from "../web/database";
import type { PortalEnv } from "./portal-env";
import { bookmarkFrom, setBookmarkCookie } from "./session-cookie";

export { bindingsWith, primarySession } from "../web/database";

/**
 * The portal reads through a D1 session that starts at the bookmark of this browser's last write
 * (kept in a cookie), so any replica that has caught up with it may answer: a dealer sees their
 * own sign-in and completion at once, and everything else at replica speed.
 */
export function readingSession(c: Context<PortalEnv>): D1DatabaseSession {
  return sessionFrom(c.env, bookmarkFrom(c));
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
