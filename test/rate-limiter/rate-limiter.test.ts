import { env, evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RateLimiter } from "../../src/rate-limiter/rate-limiter";

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);

function limiter() {
  return env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(crypto.randomUUID()));
}

describe("RateLimiter", () => {
  it("accepts exactly the limit within the window and refuses the next", async () => {
    const stub = limiter();
    for (let i = 0; i < 100; i++) {
      const decision = await stub.consume(T0 + i, 100, HOUR);
      expect(decision).toMatchObject({ allowed: true, remaining: 99 - i });
    }
    expect(await stub.consume(T0 + 100, 100, HOUR)).toMatchObject({ allowed: false, remaining: 0 });
  });

  it("is exact under 150 concurrent calls", async () => {
    const stub = limiter();
    const decisions = await Promise.all(Array.from({ length: 150 }, () => stub.consume(T0, 100, HOUR)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(100);
    expect(new Set(decisions.filter((d) => d.allowed).map((d) => d.remaining)).size).toBe(100);
  });

  it("admits a request again once the oldest one is exactly 60 minutes old, not a millisecond earlier", async () => {
    const stub = limiter();
    await stub.consume(T0, 2, HOUR);
    await stub.consume(T0 + 30 * 60_000, 2, HOUR);
    expect(await stub.consume(T0 + HOUR - 1, 2, HOUR)).toMatchObject({ allowed: false, resetSeconds: 1 });
    expect(await stub.consume(T0 + HOUR, 2, HOUR)).toMatchObject({ allowed: true, remaining: 0 });
  });

  it("slides instead of resetting on clock hours: 200 requests around an hour boundary get 100 through", async () => {
    const stub = limiter();
    const boundary = Date.UTC(2026, 10, 22, 10, 0, 0);
    let allowed = 0;
    for (let i = 0; i < 200; i++) {
      const at = boundary - 60_000 + i * 600; // two minutes straddling 10:00
      if ((await stub.consume(at, 100, HOUR)).allowed) allowed++;
    }
    expect(allowed).toBe(100);
  });

  it("checks whether the window has room without counting: full at the limit, open again as the oldest leaves", async () => {
    const stub = limiter();
    await stub.consume(T0, 2, HOUR);
    for (let i = 0; i < 5; i++) expect(await stub.check(T0 + 1, 2, HOUR)).toMatchObject({ allowed: true, remaining: 1 });
    await stub.consume(T0 + 1, 2, HOUR);
    expect(await stub.check(T0 + 2, 2, HOUR)).toMatchObject({ allowed: false, remaining: 0, resetSeconds: 3600 });
    expect(await stub.check(T0 + HOUR, 2, HOUR)).toMatchObject({ allowed: true, remaining: 1 });
  });

  it("does not count refused requests", async () => {
    const stub = limiter();
    await stub.consume(T0, 1, HOUR);
    for (let i = 1; i <= 5; i++) expect((await stub.consume(T0 + i, 1, HOUR)).allowed).toBe(false);
    expect((await stub.consume(T0 + HOUR, 1, HOUR)).allowed).toBe(true);
  });

  it("keeps its count when the object is evicted from memory", async () => {
    const stub = limiter();
    for (let i = 0; i < 3; i++) await stub.consume(T0, 3, HOUR);
    await evictDurableObject(stub);
    expect(await stub.consume(T0 + 1, 3, HOUR)).toMatchObject({ allowed: false });
    const stored = await runInDurableObject(stub, (_instance: RateLimiter, state) => state.storage.sql.exec("SELECT count(*) AS n FROM hits").one().n);
    expect(stored).toBe(3);
  });

  it("keeps its window right when callers' clocks disagree by a few milliseconds", async () => {
    const stub = limiter();
    await stub.consume(T0 + 10, 2, HOUR);
    await stub.consume(T0 + 5, 2, HOUR);
    expect(await stub.consume(T0 + HOUR + 5, 2, HOUR)).toMatchObject({ allowed: true, remaining: 0 });
    await evictDurableObject(stub);
    expect(await stub.consume(T0 + HOUR + 6, 2, HOUR)).toMatchObject({ allowed: false });
    expect(await stub.consume(T0 + HOUR + 10, 2, HOUR)).toMatchObject({ allowed: true });
  });

  it("reports seconds until the oldest counted request leaves the window", async () => {
    const stub = limiter();
    await stub.consume(T0, 10, HOUR);
    expect(await stub.consume(T0 + 10 * 60_000, 10, HOUR)).toMatchObject({ allowed: true, remaining: 8, resetSeconds: 50 * 60 });
  });
});

describe("RateLimiter: credentials that end", () => {
  it("refuses a credential as ended from its end on, uncounted, and no other credential of the bucket", async () => {
    const stub = limiter();
    await stub.endAt("key-a", T0 + 1000);
    expect(await stub.consume(T0 + 999, 10, HOUR, "key-a")).toMatchObject({ allowed: true, remaining: 9 });
    expect(await stub.consume(T0 + 1000, 10, HOUR, "key-a")).toEqual({ allowed: false, ended: true, limit: 10, remaining: 0, resetSeconds: 0 });
    expect(await stub.consume(T0 + 1001, 10, HOUR, "key-b")).toMatchObject({ allowed: true, remaining: 8 });
    expect(await stub.consume(T0 + 1002, 10, HOUR)).toMatchObject({ allowed: true, remaining: 7 });
  });

  it("lets a credential live again when its end is lifted (null)", async () => {
    const stub = limiter();
    await stub.endAt("key-a", T0);
    expect((await stub.consume(T0, 10, HOUR, "key-a")).allowed).toBe(false);
    await stub.endAt("key-a", null);
    expect((await stub.consume(T0 + 1, 10, HOUR, "key-a")).allowed).toBe(true);
  });

  it("remembers an end across eviction (it is stored, not only in memory)", async () => {
    const stub = limiter();
    await stub.endAt("key-a", T0);
    await evictDurableObject(stub);
    expect(await stub.consume(T0 + 1, 10, HOUR, "key-a")).toMatchObject({ allowed: false, ended: true });
  });
});
