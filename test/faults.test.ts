import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../src/index";
import { createDealership, createVehicle, stock } from "./helpers/fixtures";
import { bearer, expectError, registerClient } from "./helpers/http";

afterEach(() => vi.restoreAllMocks());

/** The D1 binding, failing like an unreachable database once `failAfter` calls have gone through. */
function failingD1(failAfter: number): D1Database {
  let calls = 0;
  const fail = () => {
    if (++calls > failAfter) throw new Error("D1_ERROR: Network connection lost.");
  };
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property) {
        const value = Reflect.get(object, property, object) as (...args: unknown[]) => unknown;
        if (property === "batch") return async (...args: unknown[]) => (fail(), value.apply(object, args));
        if (property === "withSession") return (...args: unknown[]) => wrap(value.apply(object, args) as object);
        if (property === "prepare") return (...args: unknown[]) => wrapStatement(value.apply(object, args) as D1PreparedStatement);
        return typeof value === "function" ? value.bind(object) : value;
      },
    });
  const wrapStatement = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(object, property) {
        const value = Reflect.get(object, property, object) as (...args: unknown[]) => unknown;
        if (property === "bind") return (...args: unknown[]) => wrapStatement(value.apply(object, args) as D1PreparedStatement);
        if (["first", "run", "all", "raw"].includes(String(property))) return async (...args: unknown[]) => (fail(), value.apply(object, args));
        return typeof value === "function" ? value.bind(object) : value;
      },
    });
  return wrap(env.DB);
}

async function quoteSetup() {
  const key = await registerClient();
  const dealer = await createDealership({ tier: "enterprise", autoRespond: true, credits: 5 });
  const vehicle = await createVehicle();
  await stock(dealer.id, vehicle.id);
  const request = () =>
    new Request("https://fleet-quote.test/api/v1/quotes", {
      method: "POST",
      headers: bearer(key, { "Content-Type": "application/json" }),
      body: JSON.stringify({ dealershipId: dealer.id, globalCarId: vehicle.id, clientName: "Jo", clientEmail: "jo@fleet.example.com" }),
    });
  const state = async () => ({
    credits: await env.DB.prepare("SELECT credits FROM dealerships WHERE id = ?").bind(dealer.id).first("credits"),
    quotes: await env.DB.prepare("SELECT count(*) AS n FROM quotes WHERE dealership_id = ?").bind(dealer.id).first("n"),
    emails: await env.DB.prepare("SELECT count(*) AS n FROM email_outbox e JOIN quotes q ON q.id = e.quote_id WHERE q.dealership_id = ?").bind(dealer.id).first("n"),
  });
  return { request, state };
}

describe("faults", () => {
  it.each([
    ["at the key lookup", 0],
    ["at the read before the write", 1],
    ["at the write itself", 2],
  ])("D1 failing %s gives 500 in the envelope and writes nothing", async (_where, failAfter) => {
    const { request, state } = await quoteSetup();
    const before = await state();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await worker.fetch(request(), { ...env, DB: failingD1(failAfter) }, createExecutionContext());
    const error = await expectError(response, 500, "INTERNAL_ERROR");
    expect(error.message).toBe("Internal server error");
    expect(await state()).toEqual(before);
  });

  it("fails open with a logged warning when the rate limiter is unreachable", async () => {
    const key = await registerClient();
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const brokenLimiter = {
      idFromName: () => env.RATE_LIMITER.idFromName("x"),
      get: () => {
        throw new Error("Durable Object unavailable");
      },
    } as unknown as typeof env.RATE_LIMITER;
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request("https://fleet-quote.test/api/v1/dealers", { headers: bearer(key) }), { ...env, RATE_LIMITER: brokenLimiter }, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    expect(response.headers.get("RateLimit")).toBeNull();
    expect(warned.mock.calls.flat().join(" ")).toContain("rate limiter unavailable");
  });
});
