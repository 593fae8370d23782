import type { Context } from "hono";
import { PORTAL_PATH } from "../notices/portal-path";

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

/** Every portal cookie's attributes, in one place (hand-written: the two fixed cookies need no general cookie library). */
const ATTRIBUTES = `Path=${PORTAL_PATH}; HttpOnly; Secure; SameSite=Strict`;

const SESSION_ID_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const BOOKMARK_FORMAT = /^[\w-]{1,200}$/;

/** A new session id: 32 random bytes, base64url. */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** A cookie's value from the request, only when it has the expected form. */
function cookie(c: Context, name: string, format: RegExp): string | null {
  for (const pair of (c.req.header("Cookie") ?? "").split(";")) {
    const [key, value] = pair.trim().split("=", 2);
    if (key === name && value && format.test(value)) return value;
  }
  return null;
}

function setCookie(c: Context, name: string, value: string, maxAge: number): void {
  c.header("Set-Cookie", `${name}=${value}; Max-Age=${maxAge}; ${ATTRIBUTES}`, { append: true });
}

export function sessionIdFrom(c: Context): string | null {
  return cookie(c, SESSION_COOKIE, SESSION_ID_FORMAT);
}

export function bookmarkFrom(c: Context): string | null {
  return cookie(c, BOOKMARK_COOKIE, BOOKMARK_FORMAT);
}

export function setSessionCookie(c: Context, sessionId: string): void {
  setCookie(c, SESSION_COOKIE, sessionId, SESSION_SECONDS);
}

export function setBookmarkCookie(c: Context, bookmark: string | null): void {
  if (bookmark && BOOKMARK_FORMAT.test(bookmark)) setCookie(c, BOOKMARK_COOKIE, bookmark, SESSION_SECONDS);
}

export function clearSessionCookies(c: Context): void {
  setCookie(c, SESSION_COOKIE, "", 0);
  setCookie(c, BOOKMARK_COOKIE, "", 0);
}
