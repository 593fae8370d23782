import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";

/** Everything the portal serves lives under this path; its cookies are sent nowhere else. */
export const PORTAL_PATH = "/dealer";

export const SESSION_SECONDS = 12 * 3600;

/**
 * The session cookie holds an opaque random id (its SHA-256 is the stored key). `__Secure-` makes
 * browsers refuse it over plain http (localhost excepted), `HttpOnly` keeps it from scripts,
 * `SameSite=Strict` keeps it off every cross-site request, and the path keeps it off the JSON API.
 */
const SESSION_COOKIE = "__Secure-dealer_session";
/**
 * The D1 bookmark of the browser's last write (a sign-in, a completion): reads start from it, so a
 * replica that has not yet seen that write is never asked. Not a secret, but kept from scripts all the same.
 */
const BOOKMARK_COOKIE = "__Secure-dealer_bookmark";

const attributes: CookieOptions = { path: PORTAL_PATH, httpOnly: true, secure: true, sameSite: "Strict" };

const SESSION_ID_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const BOOKMARK_FORMAT = /^[\w-]{1,200}$/;

/** A new session id: 32 random bytes, base64url. */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function sessionIdFrom(c: Context): string | null {
  const value = getCookie(c, SESSION_COOKIE);
  return value && SESSION_ID_FORMAT.test(value) ? value : null;
}

export function bookmarkFrom(c: Context): string | null {
  const value = getCookie(c, BOOKMARK_COOKIE);
  return value && BOOKMARK_FORMAT.test(value) ? value : null;
}

export function setSessionCookie(c: Context, sessionId: string): void {
  setCookie(c, SESSION_COOKIE, sessionId, { ...attributes, maxAge: SESSION_SECONDS });
}

export function setBookmarkCookie(c: Context, bookmark: string | null): void {
  if (bookmark && BOOKMARK_FORMAT.test(bookmark)) setCookie(c, BOOKMARK_COOKIE, bookmark, { ...attributes, maxAge: SESSION_SECONDS });
}

export function clearSessionCookies(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, attributes);
  deleteCookie(c, BOOKMARK_COOKIE, attributes);
}
