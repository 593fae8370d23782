import { createScheduledController, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../src/index";
import { sha256Hex } from "../../src/domain/api-keys";
import type { AuditAction, AuditActorType, AuditTarget } from "../../src/domain/audit";
import { RETENTION_CRON } from "../../src/jobs/schedule";
import { purgeExpired } from "../../src/jobs/retention";
import { describedOperations } from "../../src/openapi/document";
import { admin as bootstrap, issueDealerKey } from "../helpers/admin";
import { createAccessory, createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, call, callWith, expectError, postJson, register, registerClient } from "../helpers/http";
import { heldQueue } from "../helpers/queue";
import { createQuote, quoteRequest } from "../helpers/scenes";
import { signedIn } from "../portal/helpers";

interface Entry {
  id: string;
  at: string;
  actor: { type: AuditActorType; id: string | null; name: string | null };
  keyPrefix: string | null;
  dealershipId: string | null;
  keyId: string | null;
  portalSession: string | null;
  requestId: string;
  action: AuditAction;
  target: { type: AuditTarget; id: string };
  before: Record<string, unknown> | Record<string, unknown>[] | null;
  after: Record<string, unknown> | Record<string, unknown>[] | null;
}

/** The operator every case below acts as: a named one, with a write key of their own (created with the bootstrap token). */
const operator = { id: "", name: "Audrey Auditor", key: "" };
beforeAll(async () => {
  const created = await bootstrap("/operators", "POST", { name: operator.name, email: "audrey@quotes.example.com.au", scope: "write" });
  expect(created.status).toBe(201);
  const body = await created.json<{ id: string; operatorKey: string }>();
  Object.assign(operator, { id: body.id, key: body.operatorKey });
});

/** An admin request made by that operator. */
function admin(path: string, method = "GET", body?: unknown, bindings?: Partial<typeof env>): Promise<Response> {
  const init = { method, headers: bearer(operator.key, body === undefined ? {} : { "Content-Type": "application/json" }), body: body === undefined ? undefined : JSON.stringify(body) };
  return bindings ? callWith(bindings, `/admin/v1${path}`, init) : call(`/admin/v1${path}`, init);
}

const dealerCall = (key: string, path: string, method: string, body?: unknown, type = "application/json") =>
  call(path, { method, headers: bearer(key, body === undefined ? {} : { "Content-Type": type }), body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body) });
const keyIdOf = async (key: string) => (await env.DB.prepare("select id from dealer_keys where key_hash = ?").bind(await sha256Hex(key)).first<string>("id"))!;
const entriesOf = async (query: string) => (await (await admin(`/audit?${query}`)).json<{ entries: Entry[] }>()).entries;

/** The entry a request wrote, found by its X-Request-Id, through the API. */
async function entryOf(response: Response): Promise<Entry> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  const requestId = response.headers.get("X-Request-Id")!;
  const rows = await env.DB.prepare("select target_id as targetId from audit_entries where request_id = ?").bind(requestId).all<{ targetId: string }>();
  expect(rows.results, `the audit entries of request ${requestId}`).toHaveLength(1);
  const entries = await entriesOf(`targetId=${rows.results[0]!.targetId}&limit=100`);
  return entries.find((entry) => entry.requestId === requestId)!;
}

/** A dealership with a contact address, a vehicle in stock and not, an accessory, and a dealer key. */
async function scene(overrides: Parameters<typeof createDealership>[0] = {}) {
  const dealer = await createDealership(overrides);
  const stocked = await createVehicle();
  const unstocked = await createVehicle();
  await stock(dealer.id, stocked.id, 4_000_000, true);
  const accessory = await createAccessory(dealer.id, "Floor mats", 25_000);
  const key = await issueDealerKey(dealer.id);
  return { dealer, stocked, unstocked, accessory, key, keyId: await keyIdOf(key) };
}

type Scene = Awaited<ReturnType<typeof scene>>;
interface WriteCase {
  action: AuditAction;
  /** Makes the write succeed; resolves its response and what the entry must say. */
  run: (s: Scene) => Promise<{ response: Response; expected: Partial<Entry> }>;
}

/** Who the operator's changes name: the operator, by id and name, and the key's prefix. */
const named = () => ({ actor: { type: "operator" as const, id: operator.id, name: operator.name }, keyPrefix: operator.key.slice(0, 12), keyId: null, portalSession: null });
const byOperator = (s: Scene) => ({ ...named(), dealershipId: s.dealer.id });
const byDealer = (s: Scene) => ({ actor: { type: "dealer" as const, id: s.dealer.id, name: s.dealer.name }, keyPrefix: s.key.slice(0, 12), keyId: s.keyId, portalSession: null, dealershipId: s.dealer.id });

/**
 * Every admin and dealer write operation, by operation id: how to make it succeed, and the entry it
 * must leave. A new write operation fails "has a case for every admin and dealer write" until it
 * is added here, and its case fails until the write records its entry.
 */
const writes: Record<string, WriteCase> = {
  adminCreateDealership: {
    action: "dealership.create",
    run: async () => {
      const response = await admin("/dealerships", "POST", { name: "Audited Motors", deliveryFee: 990 });
      const { id } = await response.clone().json<{ id: string }>();
      return { response, expected: { ...named(), dealershipId: id, target: { type: "dealership", id }, before: null, after: expect.objectContaining({ name: "Audited Motors", deliveryFee: 990, approved: false, credits: 0 }) } };
    },
  },
  adminUpdateDealership: {
    action: "dealership.update",
    run: async (s) => ({
      response: await admin(`/dealerships/${s.dealer.id}`, "PATCH", { name: "Renamed Motors", standardMargin: 1200 }),
      expected: { ...byOperator(s), target: { type: "dealership", id: s.dealer.id }, before: { name: s.dealer.name, standardMargin: 1000 }, after: { name: "Renamed Motors", standardMargin: 1200 } },
    }),
  },
  adminApproveDealership: {
    action: "dealership.approve",
    run: async (s) => {
      await env.DB.prepare("update dealerships set approved = 0 where id = ?").bind(s.dealer.id).run();
      return { response: await admin(`/dealerships/${s.dealer.id}/approve`, "POST"), expected: { ...byOperator(s), target: { type: "dealership", id: s.dealer.id }, before: { approved: false }, after: { approved: true } } };
    },
  },
  adminAddCredits: {
    action: "credits.purchase",
    run: async (s) => ({
      response: await admin(`/dealerships/${s.dealer.id}/credits`, "POST", { amount: 5, note: "Invoice 2026-118" }),
      expected: { ...byOperator(s), target: { type: "credits", id: s.dealer.id }, before: { credits: 10 }, after: { credits: 15, note: "Invoice 2026-118" } },
    }),
  },
  adminAdjustCredits: {
    action: "credits.adjust",
    run: async (s) => ({
      response: await admin(`/dealerships/${s.dealer.id}/credits/adjustments`, "POST", { change: -3, note: "Test quotes" }),
      expected: { ...byOperator(s), target: { type: "credits", id: s.dealer.id }, before: { credits: 10 }, after: { credits: 7, note: "Test quotes" } },
    }),
  },
  adminUpsertInventory: {
    action: "stock.set",
    run: async (s) => ({
      response: await admin(`/dealerships/${s.dealer.id}/inventory/${s.unstocked.id}`, "PUT", { price: 31990.5, available: false }),
      expected: { ...byOperator(s), target: { type: "stock", id: s.unstocked.id }, before: null, after: { price: 31990.5, available: false } },
    }),
  },
  adminCreateAccessory: {
    action: "accessory.create",
    run: async (s) => {
      const response = await admin(`/dealerships/${s.dealer.id}/accessories`, "POST", { name: "Tow bar", price: 990 });
      const { id } = await response.clone().json<{ id: string }>();
      return { response, expected: { ...byOperator(s), target: { type: "accessory", id }, before: null, after: { name: "Tow bar", price: 990 } } };
    },
  },
  adminUpsertAccessory: {
    action: "accessory.update",
    run: async (s) => ({
      response: await admin(`/dealerships/${s.dealer.id}/accessories/${s.accessory.id}`, "PUT", { name: "Rubber mats", price: 300 }),
      expected: { ...byOperator(s), target: { type: "accessory", id: s.accessory.id }, before: { name: "Floor mats", price: 250 }, after: { name: "Rubber mats", price: 300 } },
    }),
  },
  adminDeleteAccessory: {
    action: "accessory.delete",
    run: async (s) => ({
      response: await admin(`/dealerships/${s.dealer.id}/accessories/${s.accessory.id}`, "DELETE"),
      expected: { ...byOperator(s), target: { type: "accessory", id: s.accessory.id }, before: { name: "Floor mats", price: 250 }, after: null },
    }),
  },
  adminIssueDealerKey: {
    action: "dealer_key.issue",
    run: async (s) => {
      const response = await admin(`/dealerships/${s.dealer.id}/keys`, "POST");
      const { id, keyPrefix } = await response.clone().json<{ id: string; keyPrefix: string }>();
      return { response, expected: { ...byOperator(s), target: { type: "dealer_key", id }, before: null, after: { id, keyPrefix } } };
    },
  },
  adminRevokeDealerKey: {
    action: "dealer_key.revoke",
    run: async (s) => ({
      response: await admin(`/dealerships/${s.dealer.id}/keys/${s.keyId}`, "DELETE"),
      expected: { ...byOperator(s), target: { type: "dealer_key", id: s.keyId }, before: { keyPrefix: s.key.slice(0, 12), revokedAt: null }, after: { keyPrefix: s.key.slice(0, 12), revokedAt: expect.any(String) } },
    }),
  },
  adminEndDealershipSessions: {
    action: "portal_sessions.end",
    run: async (s) => ({
      response: await admin(`/dealerships/${s.dealer.id}/sessions/revoke`, "POST"),
      expected: { ...byOperator(s), target: { type: "portal_sessions", id: s.dealer.id }, before: { linkGeneration: 1, sessionGeneration: 1 }, after: { linkGeneration: 2, sessionGeneration: 2 } },
    }),
  },
  adminReplaceClientKey: {
    action: "client_key.replace",
    run: async () => {
      const { apiKey } = await register("Audited Fleet");
      const clientId = (await env.DB.prepare("select id from api_clients where key_prefix = ?").bind(apiKey.slice(0, 12)).first<string>("id"))!;
      const response = await admin(`/clients/${clientId}/keys`, "POST");
      const { keyPrefix } = await response.clone().json<{ keyPrefix: string }>();
      return { response, expected: { ...named(), dealershipId: null, target: { type: "client_key", id: clientId }, before: { keyPrefix: apiKey.slice(0, 12), previousKeyPrefix: null }, after: { keyPrefix, previousKeyPrefix: null } } };
    },
  },
  adminOffboardClient: {
    action: "client.offboard",
    run: async () => {
      const { apiKey } = await register("Leaving Fleet");
      const clientId = (await env.DB.prepare("select id from api_clients where key_prefix = ?").bind(apiKey.slice(0, 12)).first<string>("id"))!;
      const response = await admin(`/clients/${clientId}/offboard`, "POST");
      const { endedAt } = await response.clone().json<{ endedAt: string }>();
      const keys = { keyPrefix: apiKey.slice(0, 12), previousKeyPrefix: null, previousKeyExpiresAt: null };
      return { response, expected: { ...named(), dealershipId: null, target: { type: "client", id: clientId }, before: { ...keys, keyRevokedAt: null }, after: { ...keys, keyRevokedAt: endedAt } } };
    },
  },
  adminCreateVehicle: {
    action: "vehicle.create",
    run: async () => {
      const response = await admin("/vehicles", "POST", { model: "Audit Ute", version: "SR", bodyClass: "passenger", bodyType: "Ute", powertrain: "ice", listPrice: 55000 });
      const { id } = await response.clone().json<{ id: string }>();
      return { response, expected: { ...named(), dealershipId: null, target: { type: "vehicle", id }, before: null, after: expect.objectContaining({ model: "Audit Ute", listPrice: 55000 }) } };
    },
  },
  adminUpdateVehicle: {
    action: "vehicle.update",
    run: async (s) => ({
      response: await admin(`/vehicles/${s.stocked.id}`, "PATCH", { tareKg: 1850 }),
      expected: { ...named(), dealershipId: null, target: { type: "vehicle", id: s.stocked.id }, before: { tareKg: null }, after: { tareKg: 1850 } },
    }),
  },
  adminCreateOperator: {
    action: "operator.create",
    run: async () => {
      const response = await admin("/operators", "POST", { name: "Rea Der", email: "rea@quotes.example.com.au", scope: "read" });
      const { id, keyPrefix } = await response.clone().json<{ id: string; keyPrefix: string }>();
      return { response, expected: { ...named(), dealershipId: null, target: { type: "operator", id }, before: null, after: { name: "Rea Der", email: "rea@quotes.example.com.au", scope: "read", keyPrefix, revokedAt: null } } };
    },
  },
  adminRevokeOperator: {
    action: "operator.revoke",
    run: async () => {
      const { id } = await (await admin("/operators", "POST", { name: "Leaving Soon", email: "leaving@quotes.example.com.au", scope: "write" })).json<{ id: string }>();
      const response = await admin(`/operators/${id}/revoke`, "POST");
      return { response, expected: { ...named(), dealershipId: null, target: { type: "operator", id }, before: { revokedAt: null }, after: { revokedAt: expect.any(String) } } };
    },
  },
  adminRunArchive: {
    action: "archive.run",
    run: async (s) => {
      const quoteId = await finishedQuote(s);
      const response = await admin("/archive/run", "POST", undefined, { ARCHIVE_AFTER_DAYS: "0" });
      const { archived } = await response.clone().json<{ archived: { quoteId: string }[] }>();
      expect(archived.map((a) => a.quoteId)).toContain(quoteId);
      return { response, expected: { ...named(), dealershipId: null, target: { type: "archive", id: expect.any(String) }, before: null, after: { archived: archived.length } } };
    },
  },
  upsertDealerStock: {
    action: "stock.set",
    run: async (s) => ({
      response: await dealerCall(s.key, `/api/v1/dealer/inventory/${s.stocked.id}`, "PUT", { price: 41000, available: false }),
      expected: { ...byDealer(s), target: { type: "stock", id: s.stocked.id }, before: { price: 40000, available: true }, after: { price: 41000, available: false } },
    }),
  },
  importDealerStock: {
    action: "stock.import",
    run: async (s) => ({
      response: await dealerCall(s.key, "/api/v1/dealer/inventory/import", "POST", `globalCarId,price,available\r\n${s.stocked.id},40000,true\r\n${s.unstocked.id},29990,true\r\n`, "text/csv"),
      expected: { ...byDealer(s), target: { type: "stock", id: s.dealer.id }, before: [], after: [{ globalCarId: s.unstocked.id, price: 29990, available: true }] },
    }),
  },
  createDealerAccessory: {
    action: "accessory.create",
    run: async (s) => {
      const response = await dealerCall(s.key, "/api/v1/dealer/accessories", "POST", { name: "Tinting", price: 450 });
      const { id } = await response.clone().json<{ id: string }>();
      return { response, expected: { ...byDealer(s), target: { type: "accessory", id }, before: null, after: { name: "Tinting", price: 450 } } };
    },
  },
  updateDealerAccessory: {
    action: "accessory.update",
    run: async (s) => ({
      response: await dealerCall(s.key, `/api/v1/dealer/accessories/${s.accessory.id}`, "PUT", { name: "Floor mats", price: 275.5 }),
      expected: { ...byDealer(s), target: { type: "accessory", id: s.accessory.id }, before: { name: "Floor mats", price: 250 }, after: { name: "Floor mats", price: 275.5 } },
    }),
  },
  deleteDealerAccessory: {
    action: "accessory.delete",
    run: async (s) => ({
      response: await dealerCall(s.key, `/api/v1/dealer/accessories/${s.accessory.id}`, "DELETE"),
      expected: { ...byDealer(s), target: { type: "accessory", id: s.accessory.id }, before: { name: "Floor mats", price: 250 }, after: null },
    }),
  },
  updateDealerSettings: {
    action: "settings.update",
    run: async (s) => ({
      response: await dealerCall(s.key, "/api/v1/dealer/settings", "PATCH", { deliveryFee: 990, apiMargin: 500 }),
      expected: { ...byDealer(s), target: { type: "settings", id: s.dealer.id }, before: { deliveryFee: 1500, apiMargin: null }, after: { deliveryFee: 990, apiMargin: 500 } },
    }),
  },
  acknowledgeDealerOrder: orderStep("acknowledge", "placed", () => ({ etaDate: tomorrow() }), (body) => ({ status: "acknowledged", etaDate: body["etaDate"] })),
  declineDealerOrder: orderStep("decline", "placed", () => ({ reason: "Cannot supply" }), () => ({ status: "declined", declineReason: "Cannot supply" })),
  changeDealerOrderEta: orderStep("eta", "acknowledged", () => ({ etaDate: tomorrow(), reason: "Late ship" }), (body) => ({ status: "acknowledged", etaDate: body["etaDate"] })),
  deliverDealerOrder: orderStep("deliver", "acknowledged", () => ({ deliveredOn: new Date().toLocaleDateString("en-CA", { timeZone: "Australia/Sydney" }), vin: "JTMW43FV60D123456", registrationPlate: "AB12", odometerKm: 9 }), () => ({ status: "delivered", vin: "JTMW43FV60D123456" })),
  invoiceDealerOrder: orderStep("invoice", "delivered", () => ({ invoiceNumber: "INV-9", lines: [{ kind: "vehicle", description: "Car", amount: 1 }] }), () => ({ status: "invoiced", invoiceNumber: "INV-9" })),
};

/** A day after today in every state: an ETA any of them takes. */
const tomorrow = () => new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * A dealer's step on an order of the scene's dealership, brought to the state `from` first: the
 * dealer completes a client's quote, the client accepts it (an `order.place` entry of the FMO's),
 * the order is moved on in D1 as the earlier steps would.
 */
function orderStep(step: string, from: string, body: () => Record<string, unknown>, after: (body: Record<string, unknown>) => Record<string, unknown>): WriteCase {
  return {
    action: `order.${step}` as AuditAction,
    run: async (s) => {
      const client = await registerClient();
      const quoteId = await createQuote(client, quoteRequest(s.dealer.id, s.stocked.id));
      expect((await dealerCall(s.key, `/api/v1/dealer/quotes/${quoteId}/complete`, "POST", {})).status).toBe(200);
      expect((await postJson(`/api/v1/quotes/${quoteId}/accept`, {}, bearer(client))).status).toBe(200);
      const orderId = (await env.DB.prepare("select id from orders where quote_id = ?").bind(quoteId).first<string>("id"))!;
      await env.DB.prepare("update orders set status = ?2, eta_date = case when ?2 = 'placed' then null else '2026-01-01' end where id = ?1").bind(orderId, from).run();
      const sent = body();
      return {
        response: await dealerCall(s.key, `/api/v1/dealer/orders/${orderId}/${step}`, "POST", sent),
        expected: { ...byDealer(s), target: { type: "order", id: orderId }, before: expect.objectContaining({ status: from }), after: expect.objectContaining(after(sent)) },
      };
    },
  };
}

/**
 * Writes whose record is kept elsewhere. Completing a quote is the dealer's answer to a client, not
 * a change of the dealership's own data: the quote itself keeps who completed it and when (its
 * completion, sentAt and pricing), and the FMO's webhook and e-mail say so.
 */
const RECORDED_ELSEWHERE = new Set(["completeDealerQuote"]);

/** A quote of the scene's dealership that can no longer change, with no job left: ready to archive at once. */
async function finishedQuote(s: Scene): Promise<string> {
  await env.DB.prepare("update dealerships set tier = 'enterprise', auto_respond = 1 where id = ?").bind(s.dealer.id).run();
  const held = { JOBS: heldQueue().queue };
  const key = await registerClient();
  const created = await postJson("/api/v1/quotes", quoteRequest(s.dealer.id, s.stocked.id), bearer(key), held);
  expect(created.status).toBe(201);
  const { quoteId } = await created.json<{ quoteId: string }>();
  expect((await postJson(`/api/v1/quotes/${quoteId}/accept`, {}, bearer(key), held)).status).toBe(200);
  await env.DB.prepare("update email_outbox set status = 'sent', finished_at = ?2 where quote_id = ?1").bind(quoteId, new Date().toISOString()).run();
  // Its order ended as it was placed (declined): the quote goes with it.
  await env.DB.prepare("update orders set status = 'declined', finished_at = placed_at where quote_id = ?").bind(quoteId).run();
  return quoteId;
}

describe("the audit record", () => {
  it("has a case for every admin and dealer write operation", () => {
    const writeOperations = describedOperations()
      .filter((op) => (op.tag === "Admin" || op.tag === "Dealer") && op.method !== "get")
      .map((op) => op.operationId);
    expect(writeOperations.filter((id) => !(id in writes) && !RECORDED_ELSEWHERE.has(id))).toEqual([]);
    expect(Object.keys(writes).filter((id) => !writeOperations.includes(id))).toEqual([]);
  });

  for (const [operationId, write] of Object.entries(writes)) {
    it(`${operationId} records ${write.action} in the same batch: when, who, the target, the fields before and after`, async () => {
      const s = await scene({ state: "NSW", standardMarginCents: 100_000, deliveryFeeCents: 150_000 });
      const { response, expected } = await write.run(s);
      const entry = await entryOf(response);
      expect(entry).toEqual({ id: expect.any(String), at: expect.any(String), requestId: response.headers.get("X-Request-Id"), action: write.action, keyId: null, portalSession: null, consoleUser: null, consoleSession: null, ...expected });
    });
  }

  it("records changes made in the dealer portal with the session's key and the session, never the session itself", async () => {
    const s = await scene();
    const browser = await signedIn(s.key);
    const sessionHash = await sha256Hex(browser.cookies.get("__Secure-dealer_session")!);
    const response = await browser.post("/dealer/settings", { deliveryFee: "990", standardMargin: "1000", apiMargin: "" });
    expect(response.status).toBe(303);
    const [entry] = await entriesOf(`targetId=${s.dealer.id}&actor=${s.keyId}`);
    expect(entry).toMatchObject({ action: "settings.update", actor: { type: "dealer", id: s.dealer.id, name: s.dealer.name }, keyPrefix: s.key.slice(0, 12), keyId: s.keyId, portalSession: sessionHash.slice(0, 16), before: { deliveryFee: 1500 }, after: { deliveryFee: 990 } });
    expect(entry!.requestId).toBe(response.headers.get("X-Request-Id"));
  });

  it("names the bootstrap token as `bootstrap`, with no name and no key prefix", async () => {
    const s = await scene();
    const entry = await entryOf(await bootstrap(`/dealerships/${s.dealer.id}/credits`, "POST", { amount: 1 }));
    expect(entry).toMatchObject({ action: "credits.purchase", actor: { type: "bootstrap", id: null, name: null }, keyPrefix: null, keyId: null });
  });

  it("records the hourly cron's archive runs as the service's own (`system`), one entry a batch that archived anything", async () => {
    const s = await scene();
    const quoteId = await finishedQuote(s);
    await worker.scheduled(createScheduledController({ cron: RETENTION_CRON, scheduledTime: Date.now() }), { ...env, ARCHIVE_AFTER_DAYS: "0" });
    const [entry] = await entriesOf("actor=system");
    expect(entry).toMatchObject({ action: "archive.run", actor: { type: "system", id: null, name: null }, keyPrefix: null, dealershipId: null, target: { type: "archive" }, before: null });
    expect((entry!.after as { archived: number }).archived).toBeGreaterThanOrEqual(1);
    expect(entry!.requestId).toMatch(/^cron:/);
    expect(await env.DB.prepare("select count(*) as n from quotes where id = ?").bind(quoteId).first<number>("n")).toBe(0);
  });

  it("records a dealer's Sign out everywhere, with the session's key and the session", async () => {
    const s = await scene();
    const browser = await signedIn(s.key);
    const sessionHash = await sha256Hex(browser.cookies.get("__Secure-dealer_session")!);
    const response = await browser.post("/dealer/sign-out-everywhere", {});
    expect(response.status).toBe(303);
    const [entry] = await entriesOf(`targetId=${s.dealer.id}&actor=${s.keyId}`);
    expect(entry).toMatchObject({
      action: "portal_sessions.end",
      actor: { type: "dealer", id: s.dealer.id, name: s.dealer.name },
      keyPrefix: s.key.slice(0, 12),
      portalSession: sessionHash.slice(0, 16),
      target: { type: "portal_sessions", id: s.dealer.id },
      before: { linkGeneration: 1, sessionGeneration: 1 },
      after: { linkGeneration: 1, sessionGeneration: 2 },
    });
    expect(entry!.requestId).toBe(response.headers.get("X-Request-Id"));
  });

  it("answers a change that changes nothing as any other, and records none", async () => {
    const s = await scene({ approved: true, contactEmail: "same@dealer.example.com" });
    const unapproved = await createDealership({ approved: false });
    const { id: revoked } = await (await admin("/operators", "POST", { name: "Gone", email: "gone@quotes.example.com.au", scope: "read" })).json<{ id: string }>();
    expect((await admin(`/operators/${revoked}/revoke`, "POST")).status).toBe(200);
    const unchanged = [
      ["re-approving an approved dealership", await admin(`/dealerships/${s.dealer.id}/approve`, "POST")],
      ["setting its fields to what they are", await admin(`/dealerships/${s.dealer.id}`, "PATCH", { name: s.dealer.name, tier: "standard", approved: true })],
      ["unapproving an unapproved dealership", await admin(`/dealerships/${unapproved.id}`, "PATCH", { approved: false })],
      ["a stock row set to what it is", await admin(`/dealerships/${s.dealer.id}/inventory/${s.stocked.id}`, "PUT", { price: 40000, available: true })],
      ["an accessory set to what it is", await admin(`/dealerships/${s.dealer.id}/accessories/${s.accessory.id}`, "PUT", { name: "Floor mats", price: 250 })],
      ["a vehicle's facts set to what they are", await admin(`/vehicles/${s.stocked.id}`, "PATCH", { tareKg: null })],
      ["the dealer's prices set to what they are", await dealerCall(s.key, "/api/v1/dealer/settings", "PATCH", { deliveryFee: 1500 })],
      ["revoking a revoked operator", await admin(`/operators/${revoked}/revoke`, "POST")],
      ["an archive run with nothing to archive", await admin("/archive/run", "POST")],
    ] as const;
    for (const [what, response] of unchanged) {
      expect(response.status, what).toBe(200);
      expect(await env.DB.prepare("select count(*) as n from audit_entries where request_id = ?").bind(response.headers.get("X-Request-Id")).first<number>("n"), what).toBe(0);
    }
    // The same requests that do change something are recorded.
    expect((await entryOf(await admin(`/dealerships/${s.dealer.id}`, "PATCH", { approved: false }))).after).toEqual({ approved: false });
    expect((await entryOf(await admin(`/dealerships/${s.dealer.id}/approve`, "POST"))).after).toEqual({ approved: true });
  });

  it("writes nothing for a refused or empty change", async () => {
    const s = await scene();
    const requests = [
      await admin(`/dealerships/${s.dealer.id}`, "PATCH", { tier: "nope" }),
      await admin(`/dealerships/${s.dealer.id}`, "PATCH", {}),
      await admin(`/dealerships/${s.dealer.id}/keys/${crypto.randomUUID()}`, "DELETE"),
      await admin(`/dealerships/${s.dealer.id}/accessories/${crypto.randomUUID()}`, "DELETE"),
      await admin(`/dealerships/${crypto.randomUUID()}/credits`, "POST", { amount: 1 }),
      await dealerCall(s.key, `/api/v1/dealer/accessories/${crypto.randomUUID()}`, "PUT", { name: "x", price: 1 }),
      await dealerCall(s.key, `/api/v1/dealer/inventory/${s.stocked.id}`, "PUT", { price: 40000, available: true }),
    ];
    expect(requests.map((r) => r.status)).toEqual([400, 200, 404, 404, 404, 404, 200]);
    for (const response of requests) {
      expect(await env.DB.prepare("select count(*) as n from audit_entries where request_id = ?").bind(response.headers.get("X-Request-Id")).first<number>("n")).toBe(0);
    }
  });

  it("never holds a key, a key's hash or a session", async () => {
    const s = await scene();
    const issued = await (await admin(`/dealerships/${s.dealer.id}/keys`, "POST")).json<{ dealerKey: string }>();
    const browser = await signedIn(s.key);
    await browser.post("/dealer/settings", { deliveryFee: "990", standardMargin: "1000", apiMargin: "" });
    const session = browser.cookies.get("__Secure-dealer_session")!;
    const text = JSON.stringify((await env.DB.prepare("select * from audit_entries where dealership_id = ?").bind(s.dealer.id).all()).results);
    for (const secret of [s.key, issued.dealerKey, await sha256Hex(s.key), await sha256Hex(issued.dealerKey), session, await sha256Hex(session)]) expect(text).not.toContain(secret);
  });
});

describe("GET /admin/v1/audit", () => {
  it("narrows by target (a dealership's id finds everything about it), by actor (the operator, a dealership, one key), newest first", async () => {
    const s = await scene();
    const other = await issueDealerKey(s.dealer.id);
    await admin(`/dealerships/${s.dealer.id}/credits`, "POST", { amount: 1 });
    await dealerCall(s.key, `/api/v1/dealer/accessories/${s.accessory.id}`, "PUT", { name: "Mats", price: 1 });
    await dealerCall(other, "/api/v1/dealer/settings", "PATCH", { deliveryFee: 1 });
    const actions = async (query: string) => (await entriesOf(query)).map((e) => e.action);
    expect(await actions(`targetId=${s.dealer.id}`)).toEqual(["settings.update", "accessory.update", "credits.purchase", "dealer_key.issue", "dealer_key.issue"]);
    expect(await actions(`targetId=${s.accessory.id}`)).toEqual(["accessory.update"]);
    expect(await actions(`targetId=${s.dealer.id}&actor=operator`)).toEqual(["credits.purchase", "dealer_key.issue", "dealer_key.issue"]);
    expect(await actions(`actor=${s.dealer.id}`)).toEqual(["settings.update", "accessory.update"]);
    expect(await actions(`actor=${s.keyId.replaceAll("-", "").toUpperCase()}`)).toEqual(["accessory.update"]);
    expect(await actions(`targetId=${s.dealer.id}&limit=2&offset=1`)).toEqual(["accessory.update", "credits.purchase"]);
  });

  it("narrows by who made the change: a named operator (by id), the bootstrap token, or the operator's whole side", async () => {
    const s = await scene();
    await bootstrap(`/dealerships/${s.dealer.id}/credits`, "POST", { amount: 1 });
    await admin(`/dealerships/${s.dealer.id}/credits/adjustments`, "POST", { change: 1, note: "By name" });
    const actions = async (query: string) => (await entriesOf(`targetId=${s.dealer.id}&${query}`)).map((e) => [e.action, e.actor.type]);
    expect(await actions(`actor=${operator.id}`)).toEqual([["credits.adjust", "operator"]]);
    expect(await actions(`actor=${operator.id.replaceAll("-", "").toUpperCase()}`)).toEqual([["credits.adjust", "operator"]]);
    expect(await actions("actor=bootstrap")).toEqual([
      ["credits.purchase", "bootstrap"],
      ["dealer_key.issue", "bootstrap"],
    ]);
    expect(await actions("actor=operator")).toEqual([
      ["credits.adjust", "operator"],
      ["credits.purchase", "bootstrap"],
      ["dealer_key.issue", "bootstrap"],
    ]);
    expect(await actions("actor=system")).toEqual([]);
  });

  it("reads an entry written before actors were named as it was made: the operator's side was the bootstrap token", async () => {
    const target = crypto.randomUUID();
    await env.DB.prepare("insert into audit_entries (id, at, actor, request_id, action, target_type, target_id) values (?1, '2026-11-01T00:00:00.000Z', 'operator', 'old', 'vehicle.update', 'vehicle', ?2)")
      .bind(crypto.randomUUID(), target)
      .run();
    expect((await entriesOf(`targetId=${target}&actor=bootstrap`)).map((e) => [e.requestId, e.actor, e.keyPrefix])).toEqual([["old", { type: "bootstrap", id: null, name: null }, null]]);
  });

  it("narrows to whole days in Sydney, both included", async () => {
    // 10 March 2031 in Sydney (UTC+11) runs from 2031-03-09T13:00Z to 2031-03-10T13:00Z.
    const target = crypto.randomUUID();
    const times = ["2031-03-09T12:59:59.999Z", "2031-03-09T13:00:00.000Z", "2031-03-10T12:59:59.999Z", "2031-03-10T13:00:00.000Z"];
    await env.DB.batch(
      times.map((at, i) =>
        env.DB.prepare("insert into audit_entries (id, at, actor, request_id, action, target_type, target_id) values (?1, ?2, 'operator', ?3, 'vehicle.update', 'vehicle', ?4)").bind(crypto.randomUUID(), at, `r${i}`, target),
      ),
    );
    const requests = async (query: string) => (await entriesOf(`targetId=${target}&${query}`)).map((e) => e.requestId);
    expect(await requests("from=2031-03-10&to=2031-03-10")).toEqual(["r2", "r1"]);
    expect(await requests("from=2031-03-10")).toEqual(["r3", "r2", "r1"]);
    expect(await requests("to=2031-03-09")).toEqual(["r0"]);
  });

  it("answers 400 for an actor that is neither operator nor an id, a day that is not one, or to before from", async () => {
    for (const query of ["actor=dealer", "actor=", "actor=nobody", "targetId=nope", "from=2031-02-29", "from=2031-03-10&to=2031-03-09", "limit=101"]) {
      await expectError(await admin(`/audit?${query}`), 400, "INVALID_REQUEST");
    }
  });

  it("keeps entries seven years: the hourly retention removes older ones", async () => {
    const now = new Date("2033-06-01T00:00:00.000Z");
    const target = crypto.randomUUID();
    await env.DB.batch(
      [
        ["old", "2026-05-31T23:59:59.999Z"],
        ["kept", "2026-06-01T00:00:00.000Z"],
      ].map(([requestId, at]) =>
        env.DB.prepare("insert into audit_entries (id, at, actor, request_id, action, target_type, target_id) values (?1, ?2, 'operator', ?3, 'vehicle.update', 'vehicle', ?4)").bind(crypto.randomUUID(), at, requestId, target),
      ),
    );
    const purged = await purgeExpired(env, now);
    expect(purged["audit entries older than seven years"]).toBeGreaterThanOrEqual(1);
    expect((await entriesOf(`targetId=${target}`)).map((e) => e.requestId)).toEqual(["kept"]);
  });
});

