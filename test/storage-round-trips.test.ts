import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../src/index";
import { createDealership, createVehicle, stock } from "./helpers/fixtures";
import { countingEnv } from "./helpers/round-trips";
import { bearer, registerClient } from "./helpers/http";

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
    const dealer = await createDealership();
    const vehicle = await createVehicle();
    await stock(dealer.id, vehicle.id);
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
    for (const dealer of [await createDealership({ tier: "enterprise", autoRespond: true }), await createDealership()]) {
      const key = await registerClient();
      const vehicle = await createVehicle();
      await stock(dealer.id, vehicle.id);
      const create = () =>
        roundTripsOf("/api/v1/quotes", {
          method: "POST",
          headers: bearer(key, { "Content-Type": "application/json" }),
          body: JSON.stringify({ dealershipId: dealer.id, globalCarId: vehicle.id, clientName: "Jo", clientEmail: "jo@fleet.example.com" }),
        });
      expect(await create()).toEqual({ status: 201, roundTrips: 3 });
      expect(await create()).toEqual({ status: 201, roundTrips: 2 });
    }
  });

  it("a tender of 20 dealerships takes what one quote takes: the read batch beside the limiter, then one write batch", async () => {
    const vehicle = await createVehicle();
    const dealers: string[] = [];
    for (let i = 0; i < 20; i++) {
      const dealer = await createDealership(i % 2 === 0 ? { tier: "enterprise", autoRespond: true } : {});
      await stock(dealer.id, vehicle.id);
      dealers.push(dealer.id);
    }
    const key = await registerClient();
    const create = () =>
      roundTripsOf("/api/v1/tenders", {
        method: "POST",
        headers: bearer(key, { "Content-Type": "application/json" }),
        body: JSON.stringify({ dealershipIds: dealers, globalCarId: vehicle.id, clientName: "Jo", clientEmail: "jo@fleet.example.com" }),
      });
    expect(await create()).toEqual({ status: 201, roundTrips: 3 });
    expect(await create()).toEqual({ status: 201, roundTrips: 2 });
  });

  it("a tender's and the tender list's reads take the key and one read", async () => {
    for (const path of ["/api/v1/tenders", `/api/v1/tenders/${crypto.randomUUID()}`]) {
      const key = await registerClient();
      expect((await roundTripsOf(path, { headers: bearer(key) })).roundTrips, path).toBe(2);
      expect((await roundTripsOf(path, { headers: bearer(key) })).roundTrips, path).toBe(1);
    }
  });

  it("an unknown key costs its lookup (the replica, then the primary) and nothing else", async () => {
    const unknown = `svc_${Array.from(crypto.getRandomValues(new Uint8Array(30)), (b) => b.toString(16).padStart(2, "0")).join("")}`;
    expect(await roundTripsOf("/api/v1/dealers", { headers: bearer(unknown) })).toEqual({ status: 401, roundTrips: 2 });
  });
});
