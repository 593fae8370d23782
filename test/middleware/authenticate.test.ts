import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { watchedD1 } from "../helpers/database";
import { bearer, call, callWith, expectError, get, registerClient } from "../helpers/http";

const randomKey = () => `svc_${Array.from(crypto.getRandomValues(new Uint8Array(30)), (b) => b.toString(16).padStart(2, "0")).join("")}`;

const unknownKey = `svc_${"0".repeat(60)}`;

describe("API key authentication", () => {
  it.each([
    ["no Authorization header", undefined],
    ["another scheme", (key: string) => `Basic ${key}`],
    ["lower-case scheme", (key: string) => `bearer ${key}`],
    ["wrong prefix", (key: string) => `Bearer dlr_${key.slice(4)}`],
    ["59 hex characters", (key: string) => `Bearer ${key.slice(0, -1)}`],
    ["61 hex characters", (key: string) => `Bearer ${key}0`],
    ["upper-case hex", (key: string) => `Bearer svc_${key.slice(4).toUpperCase()}`],
    ["trailing garbage", (key: string) => `Bearer ${key} x`],
  ])("answers 401 for %s", async (_name, header) => {
    const key = await registerClient();
    const headers: Record<string, string> = header ? { Authorization: header(key) } : {};
    await expectError(await call("/api/v1/dealers", { headers }), 401, "UNAUTHORIZED");
  });

  it("answers 401 for a well-formed key that was never issued", async () => {
    await expectError(await get("/api/v1/dealers", unknownKey), 401, "UNAUTHORIZED");
  });

  it("protects every operation except register", async () => {
    for (const path of ["/api/v1/dealers", "/api/v1/dealers/00000000-0000-0000-0000-000000000000/inventory", "/api/v1/inventory?model=hilux"]) {
      await expectError(await call(path), 401, "UNAUTHORIZED");
    }
  });
});

describe("hourly limit per API key", () => {
  it("lets exactly 100 of 150 concurrent requests through and answers the rest 429", async () => {
    const key = await registerClient();
    const responses = await Promise.all(Array.from({ length: 150 }, () => get("/api/v1/dealers?limit=1", key)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);

    const refused = responses.find((r) => r.status === 429)!;
    await expectError(refused, 429, "RATE_LIMITED");
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.headers.get("RateLimit")).toMatch(/^"hourly";r=0;t=\d+$/);

    const other = await registerClient();
    expect((await get("/api/v1/dealers", other)).status).toBe(200);
  });

  it("reports the policy and the remaining allowance on every authenticated response", async () => {
    const key = await registerClient();
    const first = await get("/api/v1/dealers", key);
    expect(first.headers.get("RateLimit-Policy")).toBe('"hourly";q=100;w=3600');
    expect(first.headers.get("RateLimit")).toMatch(/^"hourly";r=99;t=(3600|3599)$/);
    const second = await get("/api/v1/inventory", key); // a 400 still counts
    expect(second.status).toBe(400);
    expect(second.headers.get("RateLimit")).toMatch(/^"hourly";r=98;/);
  });

  it("costs nothing for unknown keys: no limiter object, no stored row, no route query", async () => {
    const limiterCalls: string[] = [];
    const queries: string[] = [];
    const watched = {
      RATE_LIMITER: new Proxy(env.RATE_LIMITER, {
        get(target, property) {
          if (property === "idFromName") return (name: string) => (limiterCalls.push(name), target.idFromName(name));
          const value = Reflect.get(target, property, target);
          return typeof value === "function" ? value.bind(target) : value;
        },
      }),
      DB: watchedD1(queries),
    };
    for (let i = 0; i < 20; i++) {
      const response = await callWith(watched, "/api/v1/inventory?model=hilux", { headers: bearer(randomKey()) });
      await expectError(response, 401, "UNAUTHORIZED");
    }
    expect(limiterCalls).toEqual([]);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((sql) => /from "api_clients"/.test(sql))).toBe(true);
  });

  it("does not answer 429 for an unknown key: it is 401 whatever the count", async () => {
    const responses = await Promise.all(Array.from({ length: 105 }, () => get("/api/v1/dealers", unknownKey)));
    expect(new Set(responses.map((r) => r.status))).toEqual(new Set([401]));
  });
});
