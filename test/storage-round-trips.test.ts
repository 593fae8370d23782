import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../src/index";
import { archiveBatch } from "../src/jobs/archive";
import { ADMIN_TOKEN, issueDealerKey } from "./helpers/admin";
import { bearer, registerClient } from "./helpers/http";
import { heldQueue } from "./helpers/queue";
import { countingEnv } from "./helpers/round-trips";
import { createDealership, createVehicle, stock } from "./helpers/fixtures";
import { quoteRequest, quoteScene, stockedDealership } from "./helpers/scenes";

async function roundTripsOf(path: string, init: RequestInit = {}) {
  const counter = countingEnv();
  const response = await worker.fetch(new Request(`https://fleet-quote.test${path}`, init), counter.env, createExecutionContext());
  counter.stop();
  return { status: response.status, roundTrips: counter.roundTrips(), ...(counter.r2Calls() > 0 && { r2Calls: counter.r2Calls() }) };
}

describe("storage round trips on the critical path", () => {
  // A key is looked up before anything else (an unknown key must cost nothing); each isolate then
  // remembers it for a minute. The rate limiter's decision overlaps the route's reads.

  it("reads that need no owner take 2 with a key seen for the first time, then 1", async () => {
    const { dealer } = await stockedDealership();
    for (const path of ["/api/v1/dealers", `/api/v1/dealers/${dealer.id}/inventory`, "/api/v1/inventory?model=hilux", "/api/v1/vehicles?q=ute+4x4&state=qld&include=dealerships"]) {
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

  it("an archived quote's detail takes one R2 read more than a live one's; the list, nothing more", async () => {
    const { clientKey: key, dealer, vehicle } = await quoteScene({ tier: "enterprise", autoRespond: true });
    const created = await worker.fetch(
      new Request("https://fleet-quote.test/api/v1/quotes", { method: "POST", headers: bearer(key, { "Content-Type": "application/json" }), body: JSON.stringify(quoteRequest(dealer.id, vehicle.id)) }),
      { ...env, JOBS: heldQueue().queue },
      createExecutionContext(),
    );
    const { quoteId } = await created.json<{ quoteId: string }>();
    expect(await roundTripsOf(`/api/v1/quotes/${quoteId}`, { headers: bearer(key) })).toEqual({ status: 200, roundTrips: 1 });
    // Accepted (its dealership's e-mail left to no queue: marked sent), then archived at once.
    await roundTripsOf(`/api/v1/quotes/${quoteId}/accept`, { method: "POST", headers: bearer(key, { "Content-Type": "application/json" }), body: "{}" });
    await env.DB.prepare("UPDATE email_outbox SET status = 'sent' WHERE quote_id = ?").bind(quoteId).run();
    await env.DB.prepare("UPDATE orders SET status = 'declined', finished_at = placed_at WHERE quote_id = ?").bind(quoteId).run();
    expect((await archiveBatch({ ...env, ARCHIVE_AFTER_DAYS: "0" }, new Date(Date.now() + 1))).archived.map((a) => a.quoteId)).toContain(quoteId);

    // The R2 read follows the D1 read; the limiter's decision may still be in flight beside both.
    const archived = await roundTripsOf(`/api/v1/quotes/${quoteId}`, { headers: bearer(key) });
    expect(archived).toMatchObject({ status: 200, r2Calls: 1 });
    expect(archived.roundTrips).toBeLessThanOrEqual(2);
    expect(await roundTripsOf("/api/v1/quotes", { headers: bearer(key) })).toEqual({ status: 200, roundTrips: 1 });
  });

  it("an order's reads take one read; a dealer's step two: the order (beside the key's author), then one write batch", async () => {
    const { clientKey: key, dealer, vehicle } = await quoteScene({ tier: "enterprise", autoRespond: true });
    const created = await worker.fetch(
      new Request("https://fleet-quote.test/api/v1/quotes", { method: "POST", headers: bearer(key, { "Content-Type": "application/json" }), body: JSON.stringify(quoteRequest(dealer.id, vehicle.id)) }),
      { ...env, JOBS: heldQueue().queue },
      createExecutionContext(),
    );
    const { quoteId } = await created.json<{ quoteId: string }>();
    await roundTripsOf(`/api/v1/quotes/${quoteId}/accept`, { method: "POST", headers: bearer(key, { "Content-Type": "application/json" }), body: "{}" });
    const orderId = (await env.DB.prepare("SELECT id FROM orders WHERE quote_id = ?").bind(quoteId).first<string>("id"))!;
    expect(await roundTripsOf("/api/v1/orders", { headers: bearer(key) })).toEqual({ status: 200, roundTrips: 1 });
    expect(await roundTripsOf(`/api/v1/orders/${orderId}`, { headers: bearer(key) })).toEqual({ status: 200, roundTrips: 1 });
    const dealerKey = await issueDealerKey(dealer.id);
    await roundTripsOf("/api/v1/dealer/orders", { headers: bearer(dealerKey) });
    expect(await roundTripsOf("/api/v1/dealer/orders", { headers: bearer(dealerKey) })).toEqual({ status: 200, roundTrips: 1 });
    const step = await roundTripsOf(`/api/v1/dealer/orders/${orderId}/acknowledge`, { method: "POST", headers: bearer(dealerKey, { "Content-Type": "application/json" }), body: JSON.stringify({ etaDate: "2099-01-01" }) });
    expect(step).toMatchObject({ status: 200, roundTrips: 2 });
  });

  it("a tender's and the tender list's reads take the key and one read", async () => {
    for (const path of ["/api/v1/tenders", `/api/v1/tenders/${crypto.randomUUID()}`]) {
      const key = await registerClient();
      expect((await roundTripsOf(path, { headers: bearer(key) })).roundTrips, path).toBe(2);
      expect((await roundTripsOf(path, { headers: bearer(key) })).roundTrips, path).toBe(1);
    }
  });

  it("a dealer key's read takes 2 with a key seen for the first time (the lookup, then the read beside the limiter and the address's failure count), then 1", async () => {
    const { dealer } = await stockedDealership();
    const key = await issueDealerKey(dealer.id);
    expect(await roundTripsOf("/api/v1/dealer/inventory?limit=1", { headers: bearer(key) })).toEqual({ status: 200, roundTrips: 2 });
    expect(await roundTripsOf("/api/v1/dealer/inventory?limit=1", { headers: bearer(key) })).toEqual({ status: 200, roundTrips: 1 });
  });

  it("an unknown dealer key costs its lookup (the replica, then the primary), then its failure's count", async () => {
    const unknown = `dlr_${Array.from(crypto.getRandomValues(new Uint8Array(30)), (b) => b.toString(16).padStart(2, "0")).join("")}`;
    expect(await roundTripsOf("/api/v1/dealer/inventory?limit=1", { headers: bearer(unknown) })).toEqual({ status: 401, roundTrips: 3 });
  });

  it("an admin request takes the address's failure count, then the route's own", async () => {
    const { dealer } = await stockedDealership();
    expect(await roundTripsOf(`/admin/v1/dealerships/${dealer.id}`, { headers: bearer(ADMIN_TOKEN) })).toEqual({ status: 200, roundTrips: 2 });
  });

  it("an operator key's request takes the admin token's 2, seen for the first time or not: its lookup beside the address's failure question and its limiter's", async () => {
    const { dealer } = await stockedDealership();
    const created = await worker.fetch(
      new Request("https://fleet-quote.test/admin/v1/operators", { method: "POST", headers: bearer(ADMIN_TOKEN, { "Content-Type": "application/json" }), body: JSON.stringify({ name: "Round Trips", email: "rt@quotes.example.com.au", scope: "read" }) }),
      env,
      createExecutionContext(),
    );
    const { operatorKey } = await created.json<{ operatorKey: string }>();
    expect(await roundTripsOf(`/admin/v1/dealerships/${dealer.id}`, { headers: bearer(operatorKey) })).toEqual({ status: 200, roundTrips: 2 });
    expect(await roundTripsOf(`/admin/v1/dealerships/${dealer.id}`, { headers: bearer(operatorKey) })).toEqual({ status: 200, roundTrips: 2 });
    // An unknown one: the replica, then the primary (the limiter's questions beside them), then its failure's count: 3 at
    // most, 2 when the primary's read starts before the limiter has answered (in flight together, they count once).
    const unknown = `opr_${Array.from(crypto.getRandomValues(new Uint8Array(30)), (b) => b.toString(16).padStart(2, "0")).join("")}`;
    const refused = await roundTripsOf(`/admin/v1/dealerships/${dealer.id}`, { headers: bearer(unknown) });
    expect(refused.status).toBe(401);
    expect([2, 3]).toContain(refused.roundTrips);
  });

  it("an unknown key costs its lookup (the replica, then the primary) and nothing else", async () => {
    const unknown = `svc_${Array.from(crypto.getRandomValues(new Uint8Array(30)), (b) => b.toString(16).padStart(2, "0")).join("")}`;
    expect(await roundTripsOf("/api/v1/dealers", { headers: bearer(unknown) })).toEqual({ status: 401, roundTrips: 2 });
  });

  it("the operator's lists, statements, usage report and audit record take 2: the admin throttle, then one read (a batch)", async () => {
    const dealer = await createDealership();
    const admin = { headers: bearer("test-admin-token") };
    for (const path of [
      "/admin/v1/dealerships?q=motors",
      `/admin/v1/dealerships/${dealer.id}/keys`,
      "/admin/v1/clients?q=fleet",
      `/admin/v1/dealerships/${dealer.id}/credits?from=2026-11-01&to=2026-11-30`,
      "/admin/v1/usage?from=2026-01-01&to=2026-12-31",
      `/admin/v1/usage?from=2026-01-01&to=2026-12-31&dealershipId=${dealer.id}`,
      `/admin/v1/audit?targetId=${dealer.id}&actor=operator`,
    ]) {
      expect(await roundTripsOf(path, admin), path).toEqual({ status: 200, roundTrips: 2 });
    }
  });

  it("an operator's credit change takes 2 (the throttle, then one batch: the credits, the statement entry, the audit entry), and the dealer's statement 2 with a key seen for the first time (the key beside the failure throttle, then the read beside the limiter), then 1", async () => {
    const dealer = await createDealership();
    const adjusted = await roundTripsOf(`/admin/v1/dealerships/${dealer.id}/credits/adjustments`, {
      method: "POST",
      headers: bearer("test-admin-token", { "Content-Type": "application/json" }),
      body: JSON.stringify({ change: 5, note: "Trial" }),
    });
    expect(adjusted).toEqual({ status: 201, roundTrips: 2 });
    const key = await issueDealerKey(dealer.id);
    expect(await roundTripsOf("/api/v1/dealer/credits", { headers: bearer(key) })).toEqual({ status: 200, roundTrips: 2 });
    expect(await roundTripsOf("/api/v1/dealer/credits", { headers: bearer(key) })).toEqual({ status: 200, roundTrips: 1 });
  });
});

describe("D1's per-invocation limits", () => {
  /** The Worker's env with D1 recording each statement it runs: its bound parameters and their sizes. */
  function recordingEnv() {
    const statements: { sql: string; params: unknown[] }[] = [];
    const wrapStatement = (statement: D1PreparedStatement, sql: string, params: unknown[] = []): D1PreparedStatement =>
      new Proxy(statement, {
        get(target, property) {
          const value = Reflect.get(target, property, target);
          if (property === "bind") return (...args: unknown[]) => wrapStatement(value.apply(target, args), sql, args);
          if (["first", "run", "all", "raw"].includes(String(property))) {
            return (...args: unknown[]) => (statements.push({ sql, params }), value.apply(target, args));
          }
          if (property === "__recorded") return { sql, params };
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
    const wrapD1 = <T extends D1Database | D1DatabaseSession>(d1: T): T =>
      new Proxy(d1, {
        get(target, property) {
          const value = Reflect.get(target, property, target) as (...args: unknown[]) => never;
          if (property === "prepare") return (sql: string) => wrapStatement(value.call(target, sql), sql);
          if (property === "batch") {
            return (batch: D1PreparedStatement[]) => {
              for (const statement of batch) statements.push((statement as unknown as { __recorded: { sql: string; params: unknown[] } }).__recorded);
              return value.call(target, batch);
            };
          }
          if (property === "withSession") return (arg: string) => wrapD1(value.call(target, arg));
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
    return { env: { ...env, DB: wrapD1(env.DB) }, statements };
  }

  it("a tender of 20 auto-responding dealerships runs 18 statements or fewer (its close, its credit entries and its charges' sources among them), none binding more than 30 parameters or 200 KB", async () => {
    // D1: 50 queries per invocation on the Free plan (1,000 on Paid), 100 bound parameters per query,
    // 100 KB per statement's text and 1 MB per string: a tender of 20 stays far inside each.
    const vehicle = await createVehicle();
    const dealers: string[] = [];
    for (let i = 0; i < 20; i++) {
      const dealer = await createDealership({ tier: "enterprise", autoRespond: true });
      await stock(dealer.id, vehicle.id);
      dealers.push(dealer.id);
    }
    const key = await registerClient();
    const recorder = recordingEnv();
    const response = await worker.fetch(
      new Request("https://fleet-quote.test/api/v1/tenders", {
        method: "POST",
        headers: bearer(key, { "Content-Type": "application/json", "Idempotency-Key": "limits" }),
        body: JSON.stringify({ dealershipIds: dealers, globalCarId: vehicle.id, clientName: "Jo", clientEmail: "jo@fleet.example.com", notes: "n".repeat(2000) }),
      }),
      recorder.env,
      createExecutionContext(),
    );
    expect(response.status).toBe(201);
    expect((await response.json<{ quotes: { status: string }[] }>()).quotes.map((q) => q.status)).toEqual(Array(20).fill("completed"));
    const { statements } = recorder;
    expect(statements.length).toBeGreaterThanOrEqual(10);
    // Every dealership priced it at once, so the write batch closes the tender too (4 statements).
    expect(statements.length).toBeLessThanOrEqual(18);
    expect(Math.max(...statements.map((s) => s.params.length))).toBeLessThanOrEqual(30);
    expect(Math.max(...statements.map((s) => s.sql.length))).toBeLessThan(5_000);
    const largest = Math.max(...statements.flatMap((s) => s.params.map((p) => (typeof p === "string" ? new TextEncoder().encode(p).length : 8))));
    expect(largest).toBeLessThan(200_000);
  });
});
