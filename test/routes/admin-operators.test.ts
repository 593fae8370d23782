import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sha256Hex } from "../../src/domain/api-keys";
import worker from "../../src/index";
import { operatorKeys } from "../../src/middleware/authenticate-admin";
import { admin } from "../helpers/admin";
import { databaseText } from "../helpers/database";
import { createDealership } from "../helpers/fixtures";
import { bearer, callWith, expectError, randomAddress } from "../helpers/http";
import { capturedLogs } from "../helpers/logs";

// Operators' changes to dealerships are logged (see dealer-stock.test.ts for the lines themselves).
capturedLogs();
afterEach(() => vi.restoreAllMocks());

interface Created {
  id: string;
  name: string;
  email: string;
  scope: "read" | "write";
  operatorKey: string;
  keyPrefix: string;
  createdAt: string;
  message: string;
}

// Through the Worker module itself, so that this file shares the isolate's operator key cache with
// the app and can fill it as another isolate would have.
async function fetchWorker(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`https://fleet-quote.test${path}`, init), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** An admin request with `key` (an operator key, or the bootstrap token), from an address of its own unless told. */
function asKey(key: string, path: string, method = "GET", body?: unknown, address = randomAddress()): Promise<Response> {
  return fetchWorker(`/admin/v1${path}`, {
    method,
    headers: bearer(key, { "CF-Connecting-IP": address, ...(body === undefined ? {} : { "Content-Type": "application/json" }) }),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function createOperator(scope: "read" | "write", name = `Operator ${crypto.randomUUID().slice(0, 6)}`): Promise<Created> {
  const response = await admin("/operators", "POST", { name, email: "ops@quotes.example.com.au", scope });
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json<Created>();
}

describe("POST /admin/v1/operators", () => {
  it("creates a named operator with a key shown once: stored as its hash and a display prefix, never the key", async () => {
    const response = await admin("/operators", "POST", { name: "  Sam Nguyen  ", email: "sam.nguyen@quotes.example.com.au", scope: "write" });
    expect(response.status).toBe(201);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const created = await response.json<Created>();
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "Sam Nguyen",
      email: "sam.nguyen@quotes.example.com.au",
      scope: "write",
      operatorKey: expect.stringMatching(/^opr_[0-9a-f]{60}$/),
      keyPrefix: created.operatorKey.slice(0, 12),
      createdAt: expect.any(String),
      message: "Give this key to its operator: it is shown only once and cannot be retrieved again.",
    });
    const stored = await env.DB.prepare("select key_hash, key_prefix from operators where id = ?").bind(created.id).first<{ key_hash: string; key_prefix: string }>();
    expect(stored).toEqual({ key_hash: await sha256Hex(created.operatorKey), key_prefix: created.keyPrefix });
    expect(await databaseText()).not.toContain(created.operatorKey);
    // Its key opens the admin API at once.
    expect((await asKey(created.operatorKey, "/operators")).status).toBe(200);
  });

  it("refuses a blank name, a malformed e-mail and a scope other than read or write, with 400 and no operator", async () => {
    const before = await env.DB.prepare("select count(*) as n from operators").first<number>("n");
    for (const body of [{ name: " ", email: "a@b.example.com", scope: "read" }, { name: "A", email: "nope", scope: "read" }, { name: "A", email: "a@b.example.com", scope: "admin" }, { name: "A", email: "a@b.example.com" }]) {
      await expectError(await admin("/operators", "POST", body), 400, "INVALID_REQUEST");
    }
    expect(await env.DB.prepare("select count(*) as n from operators").first<number>("n")).toBe(before);
  });
});

describe("GET /admin/v1/operators", () => {
  it("lists every operator newest first, revoked ones too, never a key", async () => {
    const first = await createOperator("read", "First Operator");
    const second = await createOperator("write", "Second Operator");
    expect((await admin(`/operators/${first.id}/revoke`, "POST")).status).toBe(200);
    const text = await (await admin("/operators?limit=100")).text();
    expect(text).not.toContain(first.operatorKey);
    const listed = (JSON.parse(text) as { operators: { id: string; name: string; scope: string; keyPrefix: string; revokedAt: string | null }[] }).operators;
    const ours = listed.filter((o) => o.id === first.id || o.id === second.id);
    expect(ours.map(({ name, scope, keyPrefix, revokedAt }) => ({ name, scope, keyPrefix, revoked: revokedAt !== null }))).toEqual([
      { name: "Second Operator", scope: "write", keyPrefix: second.keyPrefix, revoked: false },
      { name: "First Operator", scope: "read", keyPrefix: first.keyPrefix, revoked: true },
    ]);
  });
});

describe("scopes", () => {
  it("lets a read key read everything and refuses it every write with 403 in the envelope, writing nothing", async () => {
    const reader = await createOperator("read");
    const dealer = await createDealership();
    for (const path of [`/dealerships/${dealer.id}`, "/dealerships", "/operators", "/audit", "/jobs", `/dealerships/${dealer.id}/credits`]) {
      expect((await asKey(reader.operatorKey, path)).status, path).toBe(200);
    }
    for (const [method, path, body] of [
      ["POST", "/dealerships", { name: "Never Motors" }],
      ["PATCH", `/dealerships/${dealer.id}`, { approved: false }],
      ["POST", `/dealerships/${dealer.id}/credits`, { amount: 5 }],
      ["DELETE", `/dealerships/${dealer.id}/keys/${crypto.randomUUID()}`, undefined],
      ["POST", "/archive/run", undefined],
      ["POST", "/operators", { name: "Escalated", email: "x@quotes.example.com.au", scope: "write" }],
      ["POST", `/operators/${reader.id}/revoke`, undefined],
    ] as const) {
      const error = await expectError(await asKey(reader.operatorKey, path, method, body), 403, "FORBIDDEN");
      expect(error.message).toBe(`This operator key may only read: ${method} needs an operator key with the write scope`);
    }
    expect(await env.DB.prepare("select approved, credits from dealerships where id = ?").bind(dealer.id).first()).toEqual({ approved: 1, credits: 10 });
    expect(await env.DB.prepare("select revoked_at from operators where id = ?").bind(reader.id).first<string | null>("revoked_at")).toBeNull();
  });

  it("lets a write key write, and the bootstrap token keeps working beside named keys", async () => {
    const writer = await createOperator("write");
    const dealer = await createDealership();
    expect((await asKey(writer.operatorKey, `/dealerships/${dealer.id}/credits`, "POST", { amount: 5 })).status).toBe(200);
    expect((await admin(`/dealerships/${dealer.id}/credits`, "POST", { amount: 5 })).status).toBe(200);
    expect(await env.DB.prepare("select credits from dealerships where id = ?").bind(dealer.id).first<number>("credits")).toBe(20);
  });

  it("opens the admin API to operator keys without ADMIN_TOKEN; anything else is then 503", async () => {
    const writer = await createOperator("write");
    expect((await callWith({ ADMIN_TOKEN: undefined }, "/admin/v1/operators", { headers: bearer(writer.operatorKey) })).status).toBe(200);
    await expectError(await callWith({ ADMIN_TOKEN: undefined }, "/admin/v1/operators", { headers: bearer("test-admin-token") }), 503, "SERVICE_UNAVAILABLE");
  });
});

describe("POST /admin/v1/operators/{id}/revoke", () => {
  it("refuses the key from its next request, even where an isolate looked it up a moment ago", async () => {
    const leaving = await createOperator("write");
    expect((await asKey(leaving.operatorKey, "/operators")).status).toBe(200);
    const response = await admin(`/operators/${leaving.id}/revoke`, "POST");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: leaving.id, name: leaving.name, revokedAt: expect.any(String) });

    // As another isolate would have it: the key looked up a moment ago, before it was revoked.
    operatorKeys.remember(await sha256Hex(leaving.operatorKey), { id: leaving.id, name: leaving.name, scope: "write", keyPrefix: leaving.keyPrefix });
    await expectError(await asKey(leaving.operatorKey, "/operators"), 401, "UNAUTHORIZED");
    await expectError(await asKey(leaving.operatorKey, "/dealerships", "POST", { name: "After Hours Motors" }), 401, "UNAUTHORIZED");
  });

  it("refuses a revoked key by its stored revocation when the limiter cannot be reached", async () => {
    const leaving = await createOperator("write");
    expect((await asKey(leaving.operatorKey, `/operators/${leaving.id}/revoke`, "POST")).status).toBe(200);
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const brokenLimiter = {
      idFromName: () => env.RATE_LIMITER.idFromName("x"),
      get: () => {
        throw new Error("Durable Object unavailable");
      },
    } as unknown as typeof env.RATE_LIMITER;
    await expectError(await callWith({ RATE_LIMITER: brokenLimiter }, "/admin/v1/operators", { headers: bearer(leaving.operatorKey) }), 401, "UNAUTHORIZED");
    expect(warned.mock.calls.flat().join(" ")).toContain("rate limiter unavailable");
  });

  it("answers a revoked operator as it stands when revoked again; 404 for an unknown one", async () => {
    const leaving = await createOperator("read");
    const first = await (await admin(`/operators/${leaving.id}/revoke`, "POST")).json<{ revokedAt: string }>();
    const again = await admin(`/operators/${leaving.id}/revoke`, "POST");
    expect(again.status).toBe(200);
    expect((await again.json<{ revokedAt: string }>()).revokedAt).toBe(first.revokedAt);
    await expectError(await admin(`/operators/${crypto.randomUUID()}/revoke`, "POST"), 404, "NOT_FOUND");
  });
});

describe("failed operator keys", () => {
  it("count as failed authentications of their address: after 20, even a right key gets 429 there, and other addresses go on", async () => {
    const writer = await createOperator("write");
    const address = randomAddress();
    const unknown = () => `opr_${Array.from(crypto.getRandomValues(new Uint8Array(30)), (b) => b.toString(16).padStart(2, "0")).join("")}`;
    for (let i = 0; i < 20; i++) await expectError(await asKey(unknown(), "/operators", "GET", undefined, address), 401, "UNAUTHORIZED");
    await expectError(await asKey(unknown(), "/operators", "GET", undefined, address), 429, "RATE_LIMITED");
    await expectError(await asKey(writer.operatorKey, "/operators", "GET", undefined, address), 429, "RATE_LIMITED");
    expect((await asKey(writer.operatorKey, "/operators")).status).toBe(200);
  });
});
