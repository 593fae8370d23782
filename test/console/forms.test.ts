import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bearer, get, postJson } from "../helpers/http";
import { expectPage, signedIn, textOf } from "./helpers";
import { consoleScene } from "./scene";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const audit = (clientId: string, action: string) =>
  env.DB.prepare("select actor, client_id, actor_email, console_session, target_type, target_id, before, after from audit_entries where client_id = ? and action = ? order by at, rowid")
    .bind(clientId, action)
    .all<{ actor: string; client_id: string; actor_email: string; console_session: string; target_type: string; target_id: string; before: string | null; after: string | null }>()
    .then((r) => r.results);

const users = (clientId: string) => env.DB.prepare("select email from console_users where client_id = ? order by created_at, rowid").bind(clientId).all<{ email: string }>().then((r) => r.results.map((u) => u.email));

describe("the console's forms", () => {
  it("refuses every form sent from another site with a 403 page, changing nothing", async () => {
    const s = await consoleScene();
    const forms: [string, Record<string, string>][] = [
      ["/console/users", { email: "x@console.example.com" }],
      [`/console/users/${s.userId}/remove`, {}],
      ["/console/keys/rotate", { graceSeconds: "3600" }],
      ["/console/keys/revoke", { key: "current" }],
      [`/console/deliveries/${s.deliveryId}/redeliver`, {}],
      [`/console/tenders/${s.tenderId}/award`, { [`quantity-${s.tenderQuoteIds[0]}`]: "1" }],
      [`/console/tenders/${s.tenderId}/extend`, { days: "1", reason: "Forged" }],
      [`/console/orders/${crypto.randomUUID()}/withdraw`, { reason: "Forged" }],
      ["/console/sign-out", {}],
      ["/console/sign-in", { email: s.email }],
    ];
    const before = await env.DB.prepare("select key_hash, key_revoked_at from api_clients where id = ?").bind(s.clientId).first();
    for (const [path, form] of forms) {
      const response = await s.browser.post(path, form, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
      expect(textOf(await expectPage(response, 403)), path).toContain("The form was not accepted");
    }
    expect(await env.DB.prepare("select key_hash, key_revoked_at from api_clients where id = ?").bind(s.clientId).first()).toEqual(before);
    expect(await users(s.clientId)).toEqual([s.email]);
    expect((await env.DB.prepare("select status from webhook_deliveries where id = ?").bind(s.deliveryId).first<string>("status"))).toBe("abandoned");
    expect(await env.DB.prepare("select awarded_quote_id, extensions from tenders where id = ?").bind(s.tenderId).first()).toEqual({ awarded_quote_id: null, extensions: "[]" });
    expect((await s.browser.get("/console/overview")).status).toBe(200);
  });

  it("adds a console user, who may then sign in; refuses one already there, the contact address and a malformed one", async () => {
    const s = await consoleScene();
    const added = `new-${crypto.randomUUID().slice(0, 6)}@console.example.com`;
    const response = await s.browser.post("/console/users", { email: added });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/console/users?added");
    expect(await users(s.clientId)).toEqual([s.email, added]);
    expect((await (await signedIn(added)).get("/console/overview")).status).toBe(200);

    const contact = (await env.DB.prepare("select contact_email from api_clients where id = ?").bind(s.clientId).first<string>("contact_email"))!;
    for (const [email, status, message] of [
      [added.toUpperCase(), 409, "This address may sign in already."],
      [contact, 409, "This is the FMO's contact address: it may sign in already."],
      ["not an address", 400, "Enter an e-mail address, such as"],
      ["", 400, "Enter an e-mail address."],
    ] as const) {
      const html = await expectPage(await s.browser.post("/console/users", { email }), status);
      expect(textOf(html), email).toContain(message);
    }
    expect(await users(s.clientId)).toHaveLength(2);
    expect(await audit(s.clientId, "console_user.add")).toEqual([
      expect.objectContaining({ actor: "fmo", actor_email: null, target_type: "console_user" }),
      expect.objectContaining({ actor: "fmo", actor_email: s.email, console_session: expect.stringMatching(/^[0-9a-f]{16}$/), target_type: "console_user", before: null, after: JSON.stringify({ email: added }) }),
    ]);
  });

  it("removes a console user: signed out at once, in the audit record; removing oneself ends one's own session", async () => {
    const s = await consoleScene();
    const other = `other-${crypto.randomUUID().slice(0, 6)}@console.example.com`;
    await s.browser.post("/console/users", { email: other });
    const otherBrowser = await signedIn(other);
    const otherId = (await env.DB.prepare("select id from console_users where email = ?").bind(other).first<string>("id"))!;
    const removed = await s.browser.post(`/console/users/${otherId}/remove`);
    expect(removed.headers.get("Location")).toBe("/console/users?removed");
    expect((await otherBrowser.get("/console/overview")).status).toBe(401);
    expect(await audit(s.clientId, "console_user.remove")).toEqual([expect.objectContaining({ actor_email: s.email, target_id: otherId, before: JSON.stringify({ email: other }), after: null })]);
    expect((await s.browser.post(`/console/users/${s.userId}/remove`)).status).toBe(303);
    expect((await s.browser.get("/console/overview")).status).toBe(401);
    expect((await s.browser.post(`/console/users/${otherId}/remove`)).status).toBe(401);
  });

  it("rotates the key with the grace period chosen: the new key shown once, the old one working until then; in the audit record", async () => {
    const s = await consoleScene();
    const response = await s.browser.post("/console/keys/rotate", { graceSeconds: "900" });
    const html = await expectPage(response, 200);
    const newKey = /svc_[0-9a-f]{60}/.exec(html)![0];
    expect(textOf(html)).toContain("it is shown only this once");
    expect((await get("/api/v1/dealers?limit=1", newKey)).status).toBe(200);
    expect((await get("/api/v1/dealers?limit=1", s.apiKey)).status).toBe(200);
    const row = await env.DB.prepare("select previous_key_expires_at from api_clients where id = ?").bind(s.clientId).first<string>("previous_key_expires_at");
    expect(Date.parse(row!) - Date.now()).toBeGreaterThan(850_000);
    expect(Date.parse(row!) - Date.now()).toBeLessThanOrEqual(900_000);
    const keysPage = await expectPage(await s.browser.get("/console/keys"), 200);
    expect(keysPage).not.toMatch(/svc_[0-9a-f]{60}/);
    expect(textOf(keysPage)).toContain(`${s.apiKey.slice(0, 12)}…`);
    const [entry] = await audit(s.clientId, "client_key.rotate");
    expect(entry).toMatchObject({ actor: "fmo", actor_email: s.email, target_type: "client_key", target_id: s.clientId });
    expect(JSON.parse(entry!.after!)).toMatchObject({ keyPrefix: newKey.slice(0, 12), previousKeyPrefix: s.apiKey.slice(0, 12) });
    expect(JSON.stringify(entry)).not.toContain(newKey);
  });

  it("takes only the grace periods it offers: anything else is the API's default hour", async () => {
    const s = await consoleScene();
    await expectPage(await s.browser.post("/console/keys/rotate", { graceSeconds: "999999999" }), 200);
    const row = await env.DB.prepare("select previous_key_expires_at from api_clients where id = ?").bind(s.clientId).first<string>("previous_key_expires_at");
    expect(Math.round((Date.parse(row!) - Date.now()) / 60_000)).toBe(60);
  });

  it("revokes the previous key at once, then the current one, each in the audit record; the API refuses each from then on", async () => {
    const s = await consoleScene();
    const rotated = await postJson("/api/v1/keys/rotate", { graceSeconds: 3600 }, bearer(s.apiKey));
    const { apiKey: newKey } = await rotated.json<{ apiKey: string }>();
    expect((await s.browser.post("/console/keys/revoke", { key: "previous" })).headers.get("Location")).toBe("/console/keys?done=previous-stopped");
    expect((await get("/api/v1/dealers?limit=1", s.apiKey)).status).toBe(401);
    expect((await get("/api/v1/dealers?limit=1", newKey)).status).toBe(200);
    expect(textOf(await expectPage(await s.browser.post("/console/keys/revoke", { key: "previous" }), 409))).toContain("That key had already stopped working.");
    expect((await s.browser.post("/console/keys/revoke", { key: "current" })).headers.get("Location")).toBe("/console/keys?done=revoked");
    expect((await get("/api/v1/dealers?limit=1", newKey)).status).toBe(401);
    expect((await audit(s.clientId, "client_key.revoke")).map((e) => JSON.parse(e.after!).keyRevokedAt === null)).toEqual([true, false]);
  });

  it("sends a failed webhook again through the API's redelivery: queued, in the audit record; a second time while it runs is a 409 page", async () => {
    const s = await consoleScene();
    const response = await s.browser.post(`/console/deliveries/${s.deliveryId}/redeliver`);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/console/deliveries/${s.deliveryId}?sent`);
    expect(s.browser.queue.take().filter((job) => job.type === "webhook")).toEqual([{ type: "webhook", deliveryId: s.deliveryId }]);
    expect(await env.DB.prepare("select status, redeliveries from webhook_deliveries where id = ?").bind(s.deliveryId).first()).toEqual({ status: "pending", redeliveries: 1 });
    expect(await audit(s.clientId, "webhook_delivery.redeliver")).toEqual([
      expect.objectContaining({ actor: "fmo", actor_email: s.email, target_type: "webhook_delivery", target_id: s.deliveryId, before: JSON.stringify({ status: "abandoned", redeliveries: 0 }), after: JSON.stringify({ status: "pending", redeliveries: 1 }) }),
    ]);
    const again = await s.browser.post(`/console/deliveries/${s.deliveryId}/redeliver`);
    expect(textOf(await expectPage(again, 409))).toContain("A series of attempts is still running for this delivery.");
    expect(await audit(s.clientId, "webhook_delivery.redeliver")).toHaveLength(1);
  });

  it("refuses a body that is no form with a 400 page", async () => {
    const s = await consoleScene();
    const response = await s.browser.post("/console/users", {}, { "Content-Type": "multipart/form-data; boundary=x" });
    expect(textOf(await expectPage(response, 400))).toContain("The form could not be read");
  });

  it("answers a form over 64 KB with a 413 page", async () => {
    const s = await consoleScene();
    const response = await s.browser.post("/console/users", { email: "x".repeat(70_000) });
    expect(textOf(await expectPage(response, 413))).toContain("The form is too large");
  });

  it("holds a session to 120 requests a minute: the 121st is a 429 page", async () => {
    const s = await consoleScene();
    // The clock stands still while the requests are sent, however long they take.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now());
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await s.browser.get("/console/usage")).status);
    expect(statuses.filter((status) => status === 200).length).toBe(120);
    const refused = await s.browser.get("/console/overview");
    expect(textOf(await expectPage(refused, 429))).toContain("Too many requests");
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
