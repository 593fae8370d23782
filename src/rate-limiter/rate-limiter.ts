import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env";

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the oldest counted request leaves the window and frees a slot. */
  resetSeconds: number;
}

/**
 * Sliding-window request counter, one object per key.
 *
 * Every accepted request is a row in the object's own SQLite storage, so the count survives
 * eviction. `consume` is fully synchronous: with no await inside it, the object's input gate
 * runs concurrent calls one after another, which makes the count exact under concurrency.
 * The caller passes the clock, so tests can drive time.
 */
export class RateLimiter extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS hits (at INTEGER NOT NULL)");
    ctx.storage.sql.exec("CREATE INDEX IF NOT EXISTS hits_at ON hits (at)");
  }

  consume(nowMs: number, limit: number, windowMs: number): RateLimitDecision {
    const sql = this.ctx.storage.sql;
    // A request exactly `windowMs` old has left the window.
    sql.exec("DELETE FROM hits WHERE at <= ?", nowMs - windowMs);
    const { n, oldest } = sql.exec<{ n: number; oldest: number | null }>("SELECT count(*) AS n, min(at) AS oldest FROM hits").one();
    const resetSeconds = (oldestAt: number) => Math.max(1, Math.ceil((oldestAt + windowMs - nowMs) / 1000));

    // Rejected requests are not recorded: a client that backs off gets its quota back on time.
    if (n >= limit) return { allowed: false, limit, remaining: 0, resetSeconds: resetSeconds(oldest ?? nowMs) };

    sql.exec("INSERT INTO hits (at) VALUES (?)", nowMs);
    return { allowed: true, limit, remaining: limit - n - 1, resetSeconds: resetSeconds(oldest ?? nowMs) };
  }
}
