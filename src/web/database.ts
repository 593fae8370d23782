import type { WebEnv } from "../env";

/** The primary, for a write and for a read that must see the latest. */
export function primarySession(env: Pick<WebEnv, "DB">): D1DatabaseSession {
  return env.DB.withSession("first-primary");
}

/**
 * A D1 session that starts at the bookmark of this browser's last write (kept in a cookie), so any
 * replica that has caught up with it may answer: a person sees their own change at once, and
 * everything else at replica speed.
 */
export function sessionFrom(env: Pick<WebEnv, "DB">, bookmark: string | null): D1DatabaseSession {
  return env.DB.withSession(bookmark ?? "first-unconstrained");
}

/**
 * The bindings with D1 replaced by a session, so that a shared service's writes advance the
 * session's bookmark. A session has the two methods the services use (`prepare`, `batch`); the
 * cast is the only gap.
 */
export function bindingsWith<E extends Pick<WebEnv, "DB">>(env: E, session: D1DatabaseSession): E {
  return { ...env, DB: session as unknown as D1Database };
}
