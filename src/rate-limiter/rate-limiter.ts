import { DurableObject } from "cloudflare:workers";

type NoBindings = Record<never, never>;

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the oldest counted request leaves the window and frees a slot. */
  resetSeconds: number;
  /** Set when the credential the request came with has ended (revoked, replaced, expired): refuse it as unknown. */
  ended?: true;
}

/**
 * Sliding-window request counter, one object per key (an FMO's keys share its client's), which
 * also knows which of the keys it counts for have ended.
 *
 * Every accepted request is a row in the object's own SQLite storage, so the count survives
 * eviction; the same timestamps are kept in memory (loaded once when the object starts) so a
 * decision costs one INSERT, plus a DELETE only when old requests have left the window.
 * `consume` is fully synchronous: with no await inside it, the object's input gate runs
 * concurrent calls one after another, which makes the count exact under concurrency.
 * The caller passes the clock, so tests can drive time. It reads none of the Worker's bindings:
 * typed so, it needs nothing from the Worker's `Env`, which names this class.
 */
export class RateLimiter extends DurableObject<NoBindings> {
  /** Times of the counted requests, oldest first, mirroring the `hits` table. */
  private readonly hits: number[];
  /** Credentials counted here (key hashes) that end, with the moment (ms) each ends. Mirrors the `endings` table. */
  private readonly endings: Map<string, number>;

  constructor(ctx: DurableObjectState, env: NoBindings) {
    super(ctx, env);
    ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS hits (at INTEGER NOT NULL)");
    ctx.storage.sql.exec("CREATE INDEX IF NOT EXISTS hits_at ON hits (at)");
    this.hits = ctx.storage.sql
      .exec<{ at: number }>("SELECT at FROM hits ORDER BY at")
      .toArray()
      .map((row) => row.at);
    ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS endings (credential TEXT PRIMARY KEY, at INTEGER NOT NULL)");
    this.endings = new Map(
      ctx.storage.sql
        .exec<{ credential: string; at: number }>("SELECT credential, at FROM endings")
        .toArray()
        .map((row) => [row.credential, row.at]),
    );
  }

  /**
   * Records that a credential counted here ends at `atMs` (a revoked or replaced key: now; a
   * rotated key: when its grace period runs out), or lives again (null: its dealership was approved
   * again). Every request of a key consults this object anyway, so every isolate refuses an ended
   * key from its very next request, whatever key lookups it has cached.
   */
  endAt(credential: string, atMs: number | null): void {
    if (atMs === null) {
      this.endings.delete(credential);
      this.ctx.storage.sql.exec("DELETE FROM endings WHERE credential = ?", credential);
    } else {
      this.endings.set(credential, atMs);
      this.ctx.storage.sql.exec("INSERT OR REPLACE INTO endings (credential, at) VALUES (?, ?)", credential, atMs);
    }
  }

  /**
   * Counts one request when the window has room; refused requests are not counted. A request that
   * names its `credential` (a key hash) is refused as ended, uncounted, once that credential has ended.
   */
  consume(nowMs: number, limit: number, windowMs: number, credential?: string): RateLimitDecision {
    if (this.hasEnded(credential, nowMs)) return { allowed: false, ended: true, limit, remaining: 0, resetSeconds: 0 };
    const decision = this.peek(nowMs, limit, windowMs);
    if (!decision.allowed) return decision;

    this.ctx.storage.sql.exec("INSERT INTO hits (at) VALUES (?)", nowMs);
    // Callers' clocks can disagree by a few milliseconds: keep the list ordered all the same.
    let position = this.hits.length;
    while (position > 0 && this.hits[position - 1]! > nowMs) position--;
    this.hits.splice(position, 0, nowMs);
    return { ...decision, remaining: limit - this.hits.length };
  }

  /**
   * What `consume` would decide, without counting anything: whether the window still has room. For
   * a count of failures, this is how a success asks whether the failures are already spent; with
   * `credential`, how an operator's key asks whether it has ended.
   */
  check(nowMs: number, limit: number, windowMs: number, credential?: string): RateLimitDecision {
    if (this.hasEnded(credential, nowMs)) return { allowed: false, ended: true, limit, remaining: 0, resetSeconds: 0 };
    return this.peek(nowMs, limit, windowMs);
  }

  private hasEnded(credential: string | undefined, nowMs: number): boolean {
    const endsAt = credential === undefined ? undefined : this.endings.get(credential);
    return endsAt !== undefined && nowMs >= endsAt;
  }

  private peek(nowMs: number, limit: number, windowMs: number): RateLimitDecision {
    // A request exactly `windowMs` old has left the window.
    const windowStart = nowMs - windowMs;
    if (this.hits.length > 0 && this.hits[0]! <= windowStart) {
      while (this.hits.length > 0 && this.hits[0]! <= windowStart) this.hits.shift();
      this.ctx.storage.sql.exec("DELETE FROM hits WHERE at <= ?", windowStart);
    }
    const oldest = this.hits[0] ?? nowMs;
    const resetSeconds = Math.max(1, Math.ceil((oldest + windowMs - nowMs) / 1000));
    const remaining = Math.max(0, limit - this.hits.length);
    return { allowed: remaining > 0, limit, remaining, resetSeconds };
  }

  /**
   * Gives back the slot a `consume` at `atMs` took, for work that was counted up front (so that
   * concurrent callers cannot overshoot) but did not happen after all.
   */
  release(atMs: number): void {
    const index = this.hits.lastIndexOf(atMs);
    if (index === -1) return;
    this.hits.splice(index, 1);
    this.ctx.storage.sql.exec("DELETE FROM hits WHERE rowid = (SELECT rowid FROM hits WHERE at = ? LIMIT 1)", atMs);
  }
}
