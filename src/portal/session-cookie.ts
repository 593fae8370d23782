import { PORTAL_PATH } from "../notices/portal-path";
import { sessionCookies } from "../web/session-cookies";

export const SESSION_SECONDS = 12 * 3600;

/**
 * The portal's cookies, `__Secure-dealer_session` and `__Secure-dealer_bookmark`, on `/dealer`
 * only (their attributes and why: src/web/session-cookies.ts).
 */
export const { sessionIdFrom, bookmarkFrom, setSessionCookie, setBookmarkCookie, clearSessionCookies } = sessionCookies(PORTAL_PATH, "dealer", SESSION_SECONDS);

export { newSessionId } from "../web/session-cookies";
