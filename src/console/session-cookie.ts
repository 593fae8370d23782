import { CONSOLE_PATH } from "../notices/console-path";
import { sessionCookies } from "../web/session-cookies";

/** A console session lasts at most 12 hours from sign-in. */
export const CONSOLE_SESSION_SECONDS = 12 * 3600;

/**
 * The console's cookies, `__Secure-console_session` and `__Secure-console_bookmark`, on `/console`
 * only (their attributes and why: src/web/session-cookies.ts).
 */
export const { sessionIdFrom, bookmarkFrom, setSessionCookie, setBookmarkCookie, clearSessionCookies } = sessionCookies(CONSOLE_PATH, "console", CONSOLE_SESSION_SECONDS);
