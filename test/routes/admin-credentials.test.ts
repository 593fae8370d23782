import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sha256Hex } from "../../src/domain/api-keys";
import worker from "../../src/index";
import { rememberOwner } from "../../src/middleware/key-cache";
import { ADMIN_TOKEN } from "../helpers/admin";
import { fixClock } from "../helpers/clock";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, call, expectError, postJson, randomAddress, registerClient } from "../helpers/http";
import { Browser } from "../portal/helpers";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Through the Worker module itself (not the test runner's copy of it), so that this file shares
// the isolate's key cache with the app and can fill it as another isolate would have.
async function fetchWorker(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`https://fleet-quote.test${path}`, init), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const asAdmin = (path: string, method = "GET", body?: unknown) =>
  fetchWorker(`/admin/v1${path}`, {
    method,
    headers: bearer(ADMIN_TOKEN, { "CF-Connecting-IP": randomAddress(), ...(body === undefined ? {} : { "Content-Type": "application/json" }) }),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const asKey = (path: string, key: string, init: RequestInit = {}) => fetchWorker(path, { ...init, headers: { ...bearer(key), ...(init.headers as Record<string, string>) } });

async function register(contactEmail = `fleet-${crypto.randomUUID().slice(0, 8)}@support.example.com`) {
  const response = await postJson("/api/v1/register", { companyName: "Lost Key Fleet", contactEmail }, { "CF-Connecting-IP": randomAddress() });
  return { ...(await response.json<{ apiKey: string }>()), contactEmail };
}

async function dealershipWithKey() {
  const dealer = await createDealership();
  const vehicle = await createVehicle();
  await stock(dealer.id, vehicle.id);
  const issued = await (await asAdmin(`/dealerships/${dealer.id}/keys`, "POST")).json<{ id: string; dealerKey: string }>();
  return { dealer, keyId: issued.id, dealerKey: issued.dealerKey };
}

describe("GET /admin/v1/clients", () => {
  it("finds the FMOs with that contact address in any case, with the state of their keys and never a key", async () => {
    const { apiKey, contactEmail } = await register();
    const response = await asAdmin(`/clients?email=${encodeURIComponent(contactEmail.toUpperCase())}`);
    expect(response.status).toBe(200);
    const { clients } = await response.json<any>();
    expect(clients).toHaveLength(1);
    expect(clients[0]).toMatchObject({
      companyName: "Lost Key Fleet",
      contactEmail,
      keyPrefix: apiKey.slice(0, 12),
      previousKeyPrefix: null,
      previousKeyExpiresAt: null,
      webhookSecretRotatedAt: null,
      previousWebhookSecretExpiresAt: null,
    });
    expect(JSON.stringify(clients)).not.toContain(apiKey);
    expect(await (await asAdmin("/clients?email=nobody%40support.example.com")).json()).toEqual({ clients: [], pagination: { limit: 20, offset: 0, count: 0 } });
  });

  it("needs a well-formed address (400) and the admin token (401)", async () => {
    await expectError(await asAdmin("/clients?email=not-an-address"), 400, "INVALID_REQUEST");
    await expectError(await fetchWorker("/admin/v1/clients?email=a%40b.example.com", { headers: { "CF-Connecting-IP": randomAddress() } }), 401, "UNAUTHORIZED");
  });
});

describe("POST /admin/v1/clients/{id}/keys", () => {
  it("issues a new key shown once and refuses the old one at once, even where a lookup of it was cached", async () => {
    const { apiKey, contactEmail } = await register();
    expect((await asKey("/api/v1/dealers?limit=1", apiKey)).status).toBe(200);
    const [client] = (await (await asAdmin(`/clients?email=${encodeURIComponent(contactEmail)}`)).json<any>()).clients;
    const response = await asAdmin(`/clients/${client.id}/keys`, "POST");
    expect(response.status).toBe(201);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const issued = await response.json<any>();
    expect(issued).toMatchObject({ clientId: client.id, apiKey: expect.stringMatching(/^svc_[0-9a-f]{60}$/) });
    expect(issued.keyPrefix).toBe(issued.apiKey.slice(0, 12));

    // As another isolate would have it: the old key looked up a moment ago.
    rememberOwner(await sha256Hex(apiKey), client.id);
    await expectError(await asKey("/api/v1/dealers", apiKey), 401, "UNAUTHORIZED");
    expect((await asKey("/api/v1/dealers?limit=1", issued.apiKey)).status).toBe(200);
  });

  it("also ends a key still in a rotation's grace period", async () => {
    const { apiKey, contactEmail } = await register();
    const rotated = await asKey("/api/v1/keys/rotate", apiKey, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    const { apiKey: current } = await rotated.json<any>();
    const [client] = (await (await asAdmin(`/clients?email=${encodeURIComponent(contactEmail)}`)).json<any>()).clients;
    expect(client.previousKeyPrefix).toBe(apiKey.slice(0, 12));
    await asAdmin(`/clients/${client.id}/keys`, "POST");
    for (const key of [apiKey, current]) await expectError(await asKey("/api/v1/dealers", key), 401, "UNAUTHORIZED");
  });

  it("is 404 for an unknown client", async () => {
    await expectError(await asAdmin(`/clients/${crypto.randomUUID()}/keys`, "POST"), 404, "NOT_FOUND");
  });
});

describe("revoking a dealer key", () => {
  it("refuses it at once, even where a lookup of it was cached (another isolate)", async () => {
    const { dealer, keyId, dealerKey } = await dealershipWithKey();
    expect((await asKey("/api/v1/dealer/quotes", dealerKey)).status).toBe(200);
    expect((await asAdmin(`/dealerships/${dealer.id}/keys/${keyId}`, "DELETE")).status).toBe(204);
    rememberOwner(await sha256Hex(dealerKey), dealer.id);
    await expectError(await asKey("/api/v1/dealer/quotes", dealerKey), 401, "UNAUTHORIZED");
  });
});

describe("unapproving a dealership (PATCH approved: false)", () => {
  it("makes its keys unknown to every dealer route at once, cached or not, and approving it again brings them back", async () => {
    const { dealer, dealerKey } = await dealershipWithKey();
    const clientKey = (await register()).apiKey;
    const created = await asKey("/api/v1/quotes", clientKey, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ dealershipId: dealer.id, model: "anything", clientName: "Jo", clientEmail: "jo@fleet.example.com" }),
    });
    const { quoteId } = await created.json<any>();
    expect((await asKey("/api/v1/dealer/quotes", dealerKey)).status).toBe(200);

    expect((await asAdmin(`/dealerships/${dealer.id}`, "PATCH", { approved: false })).status).toBe(200);
    rememberOwner(await sha256Hex(dealerKey), dealer.id);
    await expectError(await asKey("/api/v1/dealer/quotes", dealerKey), 401, "UNAUTHORIZED");
    await expectError(await asKey(`/api/v1/dealer/quotes/${quoteId}`, dealerKey), 401, "UNAUTHORIZED");
    const completion = await asKey(`/api/v1/dealer/quotes/${quoteId}/complete`, dealerKey, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    await expectError(completion, 401, "UNAUTHORIZED");
    expect(await env.DB.prepare("SELECT status FROM quotes WHERE id = ?").bind(quoteId).first("status")).toBe("pending");

    expect((await asAdmin(`/dealerships/${dealer.id}/approve`, "POST")).status).toBe(200);
    expect((await asKey("/api/v1/dealer/quotes", dealerKey)).status).toBe(200);
  });

  it("ends the dealership's portal sessions and links once, in the write that unapproves it: again while unapproved ends nothing more", async () => {
    const { dealer } = await dealershipWithKey();
    const generations = () => env.DB.prepare("SELECT link_generation AS links, session_generation AS sessions FROM dealerships WHERE id = ?").bind(dealer.id).first();
    for (const body of [{ approved: false }, { approved: false }, { approved: false, name: "Renamed Motors" }]) {
      expect((await asAdmin(`/dealerships/${dealer.id}`, "PATCH", body)).status).toBe(200);
      expect(await generations()).toEqual({ links: 2, sessions: 2 });
    }
    expect((await asAdmin(`/dealerships/${dealer.id}/approve`, "POST")).status).toBe(200);
    expect(await generations()).toEqual({ links: 2, sessions: 2 });
    expect((await asAdmin(`/dealerships/${dealer.id}`, "PATCH", { approved: false })).status).toBe(200);
    expect(await generations()).toEqual({ links: 3, sessions: 3 });
  });

  it("is unknown to the dealer API straight from D1 too (no cache, no limiter)", async () => {
    const { dealer, dealerKey } = await dealershipWithKey();
    await env.DB.prepare("UPDATE dealerships SET approved = 0 WHERE id = ?").bind(dealer.id).run();
    await expectError(await asKey("/api/v1/dealer/quotes", dealerKey), 401, "UNAUTHORIZED");
  });
});

describe("approving and unapproving at the same moment", () => {
  /** What each way in says of the dealership now: its dealer key (API and portal) and the FMOs' view of it. */
  async function accessOf(dealershipId: string, dealerKey: string, clientKey: string) {
    const [stored, api, portal, fmo] = await Promise.all([
      asAdmin(`/dealerships/${dealershipId}`).then((r) => r.json<{ approved: boolean }>()),
      call("/api/v1/dealer/quotes?limit=1", { headers: bearer(dealerKey, { "CF-Connecting-IP": randomAddress() }) }),
      new Browser().signIn(dealerKey),
      call(`/api/v1/dealers/${dealershipId}/inventory?limit=1`, { headers: bearer(clientKey) }),
    ]);
    return { approved: stored.approved, api: api.status, portal: portal.status, fmo: fmo.status };
  }
  const agreeing = (approved: boolean) => (approved ? { approved, api: 200, portal: 303, fmo: 200 } : { approved, api: 401, portal: 403, fmo: 404 });

  it("leaves dealer keys, portal sign-in and the FMOs' view agreeing with the stored approval, whatever order 30 races land in", async () => {
    const clientKey = await registerClient();
    const outcomes: { race: number; approved: boolean; api: number; portal: number; fmo: number }[] = [];
    for (let race = 0; race < 30; race++) {
      const { dealer, dealerKey } = await dealershipWithKey();
      const unapprove = () => call(`/admin/v1/dealerships/${dealer.id}`, { method: "PATCH", headers: bearer(ADMIN_TOKEN, { "Content-Type": "application/json" }), body: '{"approved":false}' });
      const approve = () =>
        race % 3 === 0
          ? call(`/admin/v1/dealerships/${dealer.id}/approve`, { method: "POST", headers: bearer(ADMIN_TOKEN) })
          : call(`/admin/v1/dealerships/${dealer.id}`, { method: "PATCH", headers: bearer(ADMIN_TOKEN, { "Content-Type": "application/json" }), body: '{"approved":true}' });
      // Two of each, interleaved, the first one either way.
      const answers = await Promise.all(race % 2 === 0 ? [unapprove(), approve(), unapprove(), approve()] : [approve(), unapprove(), approve(), unapprove()]);
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      outcomes.push({ race, ...(await accessOf(dealer.id, dealerKey, clientKey)) });
    }
    expect(outcomes.filter(({ race: _, ...outcome }) => JSON.stringify(outcome) !== JSON.stringify(agreeing(outcome.approved)))).toEqual([]);
  }, 120_000);

  it("mends, on approving, a key its limiter holds ended while the dealership is approved", async () => {
    const clientKey = await registerClient();
    for (const approve of [{ method: "POST", path: "/approve" }, { method: "PATCH", path: "", body: { approved: true } }]) {
      const { dealer, dealerKey } = await dealershipWithKey();
      // As an unapproval that lost a race to an approval left it: D1 says approved, the key's limiter says ended.
      const keyHash = await sha256Hex(dealerKey);
      await env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`hourly:${keyHash}`)).endAt(keyHash, Date.now() - 1000);
      expect(await accessOf(dealer.id, dealerKey, clientKey)).toEqual({ approved: true, api: 401, portal: 303, fmo: 200 });

      expect((await asAdmin(`/dealerships/${dealer.id}${approve.path}`, approve.method, approve.body)).status).toBe(200);
      expect(await accessOf(dealer.id, dealerKey, clientKey)).toEqual(agreeing(true));
    }
  });
});

describe("POST /admin/v1/dealerships/{id}/sessions/revoke", () => {
  it("moves the dealership's link and session generations on, and no other dealership's", async () => {
    const { dealer } = await dealershipWithKey();
    const other = await createDealership();
    fixClock(Date.now());
    const response = await asAdmin(`/dealerships/${dealer.id}/sessions/revoke`, "POST");
    expect(response.status).toBe(200);
    const body = await response.json<any>();
    expect(body).toMatchObject({ dealershipId: dealer.id, message: expect.stringContaining("dealer keys still work") });
    expect(body.endedAt).toBe(new Date().toISOString());
    const generations = (id: string) => env.DB.prepare("SELECT link_generation AS links, session_generation AS sessions FROM dealerships WHERE id = ?").bind(id).first();
    expect(await generations(dealer.id)).toEqual({ links: 2, sessions: 2 });
    expect(await generations(other.id)).toEqual({ links: 1, sessions: 1 });
  });

  it("is 404 for an unknown dealership", async () => {
    await expectError(await asAdmin(`/dealerships/${crypto.randomUUID()}/sessions/revoke`, "POST"), 404, "NOT_FOUND");
  });
});
