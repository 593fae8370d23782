import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";

/**
 * A web UI's two cookies: its session, an opaque random id whose SHA-256 is the stored key, and the
 * D1 bookmark of the browser's last write (reads start from it, so a replica that has not yet seen
 * that write is never asked; not a secret, but kept from scripts all the same).
 *
 * Both `__Secure-` (browsers refuse them over plain http, localhost excepted), `HttpOnly` (kept from
 * scripts), `SameSite=Strict` (off every cross-site request) and limited to the UI's own path (off
 * the JSON API, the docs and the other UI). Not `__Host-`: that prefix demands `Path=/`, so the
 * session id would travel with every request to the origin, which never needs it; what `__Host-`
 * adds, a cookie no other host of the domain can set, is worth less than keeping the id to the
 * UI's own paths: a planted cookie could only be a session its planter started.
 */
export interface SessionCookies {
  sessionIdFrom(c: Context): string | null;
  bookmarkFrom(c: Context): string | null;
  /** The session's cookie, kept by the browser no longer than the session lasts (`seconds`). */
  setSessionCookie(c: Context, sessionId: string, seconds: number): void;
  setBookmarkCookie(c: Context, bookmark: string | null): void;
  clearSessionCookies(c: Context): void;
}

const SESSION_ID_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const BOOKMARK_FORMAT = /^[\w-]{1,200}$/;

/** A new session id (or any other secret token): 32 random bytes, base64url. */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** The cookies `<name>_session` and `<name>_bookmark` under `path`, the bookmark kept `bookmarkSeconds`. */
export function sessionCookies(path: string, name: string, bookmarkSeconds: number): SessionCookies {
  const attributes = { prefix: "secure", path, httpOnly: true, secure: true, sameSite: "Strict" } as const satisfies CookieOptions;
  const session = `${name}_session`;
  const bookmark = `${name}_bookmark`;
  /** A cookie's value from the request, only when it has the expected form. */
  const read = (c: Context, cookie: string, format: RegExp) => {
    const value = getCookie(c, cookie, attributes.prefix);
    return value !== undefined && format.test(value) ? value : null;
  };
  return {
    sessionIdFrom: (c) => read(c, session, SESSION_ID_FORMAT),
    bookmarkFrom: (c) => read(c, bookmark, BOOKMARK_FORMAT),
    setSessionCookie: (c, sessionId, seconds) => setCookie(c, session, sessionId, { ...attributes, maxAge: seconds }),
    setBookmarkCookie: (c, value) => {
      if (value && BOOKMARK_FORMAT.test(value)) setCookie(c, bookmark, value, { ...attributes, maxAge: bookmarkSeconds });
    },
    clearSessionCookies: (c) => {
      deleteCookie(c, session, attributes);
      deleteCookie(c, bookmark, attributes);
    },
  };
}
