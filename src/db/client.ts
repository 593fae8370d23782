import { drizzle } from "drizzle-orm/d1";

export type Database = ReturnType<typeof database>;

export function database(d1: D1Database | D1DatabaseSession) {
  // A session has the two methods Drizzle uses (prepare, batch); it routes them to a replica or the primary.
  return drizzle(d1 as D1Database);
}

/**
 * Reads that may be a moment stale (dealers, stock, search, key lookups) go through a D1 session
 * that any read replica may serve: in production the nearest copy, not the primary's region.
 */
export function replicaDatabase(d1: D1Database) {
  return database(replicaSession(d1));
}

/** The same session, for statements written with D1's own API (./statement.ts). */
export function replicaSession(d1: D1Database): D1DatabaseSession {
  return d1.withSession("first-unconstrained");
}

export const BOOKMARK_HEADER = "X-D1-Bookmark";
const BOOKMARK_FORMAT = /^[\w-]{1,200}$/;

/** What `sessionFor` reads of a request's context: its D1 binding and its headers (a Hono context has both). */
interface RequestWithD1 {
  env: { DB: D1Database };
  req: { header(name: string): string | undefined };
}

/**
 * A session for a client's own data: it starts from the bookmark the client got with its last
 * write (so a replica that has caught up may serve it), or at the primary when there is none,
 * so a quote is always readable right after its creation.
 */
export function sessionFor(c: RequestWithD1): D1DatabaseSession {
  const bookmark = c.req.header(BOOKMARK_HEADER);
  return c.env.DB.withSession(bookmark && BOOKMARK_FORMAT.test(bookmark) ? bookmark : "first-primary");
}
