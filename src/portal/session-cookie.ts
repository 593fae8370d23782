import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import { PORTAL_PATH } from "../notices/portal-path";

export const SESSION_SECONDS = 12 * 3600;

/**
 * The session cookie holds an opaque random id (its SHA-256 is the stored key): `__Secure-dealer_session`.
 * The `__Secure-` prefix makes browsers refuse it over plain http (localhost excepted), `HttpOnly`
 * keeps it from scripts, `SameSite=Strict` keeps it off every cross-site request, and the path
 * keeps it off the JSON API and the docs.
 *
 * Not `__Host-`: that prefix demands `Path=/`, so the session id would travel with every request to
 * the origin (the API, the docs page's "Try it out", static files), which never need it. What
 * `__Host-` adds, a cookie no other host of the domain can set, is worth less here than keeping
 * the id to the portal's own paths: a planted cookie could only be a session its planter started.
 */
const SESSION_COOKIE = "dealer_session";
/**
 * The D1 bookmark of the browser's last write (a sign-in, a completion): reads start from it, so a
 * replica that has not yet seen that write is never asked. Not a secret, but kept from scripts all
 * the same: `__Secure-dealer_bookmark`, with the session cookie's attributes.
 */
const BOOKMARK_COOKIE = "dealer_bookmark";

/** Every portal cookie's prefix and attributes, in one place. */
const ATTRIBUTES = { prefix: "secure", path: PORTAL_PATH, httpOnly: true, secure: true, sameSite: "Strict" } as const satisfies CookieOptions;

const SESSION_ID_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const BOOKMARK_FORMAT = /^[\w-]{1,200}$/;

/** A new session id: 32 random bytes, base64url. */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** A cookie's value from the request, only when it has the expected form. */
function cookie(c: Context, name: string, format: RegExp): string | null {
  const value = getCookie(c, name, ATTRIBUTES.prefix);
  return value !== undefined && format.test(value) ? value : null;
}

export function sessionIdFrom(c: Context): string | null {
  return cookie(c, SESSION_COOKIE, SESSION_ID_FORMAT);
}

export function bookmarkFrom(c: Context): string | null {
  return cookie(c, BOOKMARK_COOKIE, BOOKMARK_FORMAT);
}

/** The session's cookie, kept by the browser no longer than the session lasts (`seconds`). */
export function setSessionCookie(c: Context, sessionId: string, seconds = SESSION_SECONDS): void {
  setCookie(c, SESSION_COOKIE, sessionId, { ...ATTRIBUTES, maxAge: seconds });
}

export function setBookmarkCookie(c: Context, bookmark: string | null): void {
  if (bookmark && BOOKMARK_FORMAT.test(bookmark)) setCookie(c, BOOKMARK_COOKIE, bookmark, { ...ATTRIBUTES, maxAge: SESSION_SECONDS });
}

export function clearSessionCookies(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, ATTRIBUTES);
  deleteCookie(c, BOOKMARK_COOKIE, ATTRIBUTES);
}
