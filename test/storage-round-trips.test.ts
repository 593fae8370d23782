import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../src/index";
import { bearer, registerClient } from "./helpers/http";
import { countingEnv } from "./helpers/round-trips";
import { quoteRequest, quoteScene, stockedDealership } from "./helpers/scenes";

async function roundTripsOf(path: string, init: RequestInit = {}) {
  const counter = countingEnv();
  const response = await worker.fetch(new Request(`https://fleet-quote.test${path}`, init), counter.env, createExecutionContext());
  counter.stop();
  return { status: response.status, roundTrips: counter.roundTrips() };
}

describe("storage round trips on the critical path", () => {
  // A key is looked up before anything else (an unknown key must cost nothing); each isolate then
  // remembers it for a minute. The rate limiter's decision overlaps the route's reads.

  it("reads that need no owner take 2 with a key seen for the first time, then 1", async () => {
    const { dealer } = await stockedDealership();
    for (const path of ["/api/v1/dealers", `/api/v1/dealers/${dealer.id}/inventory`, "/api/v1/inventory?model=hilux"]) {
      const key = await registerClient();
      expect(await roundTripsOf(path, { headers: bearer(key) }), path).toEqual({ status: 200, roundTrips: 2 });
      expect(await roundTripsOf(path, { headers: bearer(key) }), path).toEqual({ status: 200, roundTrips: 1 });
    }
  });

  it("reads scoped to the client take the same: the key, then the read beside the limiter", async () => {
    for (const path of ["/api/v1/quotes", `/api/v1/quotes/${crypto.randomUUID()}`]) {
      const key = await registerClient();
      expect((await roundTripsOf(path, { headers: bearer(key) })).roundTrips, path).toBe(2);
      expect((await roundTripsOf(path, { headers: bearer(key) })).roundTrips, path).toBe(1);
    }
  });

  it("quote creation takes 3 with a new key and 2 with a known one (the read batch beside the limiter, then one write batch), on either path", async () => {
    for (const dealerSettings of [{ tier: "enterprise", autoRespond: true } as const, {}]) {
      const { clientKey: key, dealer, vehicle } = await quoteScene(dealerSettings);
      const create = () =>
        roundTripsOf("/api/v1/quotes", {
          method: "POST",
          headers: bearer(key, { "Content-Type": "application/json" }),
          body: JSON.stringify(quoteRequest(dealer.id, vehicle.id)),
        });
      expect(await create()).toEqual({ status: 201, roundTrips: 3 });
      expect(await create()).toEqual({ status: 201, roundTrips: 2 });
    }
  });

  it("an unknown key costs its lookup (the replica, then the primary) and nothing else", async () => {
    const unknown = `svc_${Array.from(crypto.getRandomValues(new Uint8Array(30)), (b) => b.toString(16).padStart(2, "0")).join("")}`;
    expect(await roundTripsOf("/api/v1/dealers", { headers: bearer(unknown) })).toEqual({ status: 401, roundTrips: 2 });
  });
});
