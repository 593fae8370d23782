import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { countRows, failingAfter } from "./helpers/database";
import { bearer, callWith, expectError, registerClient } from "./helpers/http";
import { quoteRequest, quoteScene } from "./helpers/scenes";

afterEach(() => vi.restoreAllMocks());

describe("faults", () => {
  it.each([
    ["at the key lookup", 0],
    ["at the read before the write", 1],
    ["at the write itself", 2],
  ])("D1 failing %s gives 500 in the envelope and writes nothing", async (_where, callsThrough) => {
    const { clientKey, dealer, vehicle } = await quoteScene({ tier: "enterprise", autoRespond: true, credits: 5 });
    const state = async () => ({
      credits: await env.DB.prepare("SELECT credits FROM dealerships WHERE id = ?").bind(dealer.id).first("credits"),
      quotes: await countRows("quotes", "dealership_id = ?", dealer.id),
      emails: await countRows("email_outbox e JOIN quotes q ON q.id = e.quote_id", "q.dealership_id = ?", dealer.id),
    });
    const before = await state();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await callWith({ DB: failingAfter(callsThrough) }, "/api/v1/quotes", {
      method: "POST",
      headers: bearer(clientKey, { "Content-Type": "application/json" }),
      body: JSON.stringify(quoteRequest(dealer.id, vehicle.id)),
    });
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
    const response = await callWith({ RATE_LIMITER: brokenLimiter }, "/api/v1/dealers", { headers: bearer(key) });
    expect(response.status).toBe(200);
    expect(response.headers.get("RateLimit")).toBeNull();
    expect(warned.mock.calls.flat().join(" ")).toContain("rate limiter unavailable");
  });
});
