import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sha256Hex } from "../../src/domain/api-keys";
import { bearer, call, get, postJson } from "../helpers/http";
import { admin } from "../helpers/admin";
import { ConsoleBrowser, addUser, consoleFmo, expectPage, linksFor, signedIn, textOf } from "./helpers";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Moves the clock `ms` ahead of the real one (Date only), until the test ends. */
function later(ms: number) {
  const at = Date.now() + ms;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
}

const sessions = (clientId: string) => env.DB.prepare("select count(*) as n from console_sessions where client_id = ?").bind(clientId).first<number>("n");

describe("the console's sign-in", () => {
  it("answers every address the same page, and writes a link only for the contact address and a console user", async () => {
    const fmo = await consoleFmo();
    const user = `sam-${crypto.randomUUID().slice(0, 6)}@console.example.com`;
    await addUser(fmo.apiKey, user);
    const pages: string[] = [];
    for (const email of [`nobody-${crypto.randomUUID().slice(0, 6)}@console.example.com`, fmo.contactEmail.toUpperCase(), user]) {
      const response = await new ConsoleBrowser().askForLink(email);
      pages.push(textOf(await expectPage(response, 200)));
    }
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).toContain("If this address may sign in, a link is on its way.");
    expect(await linksFor(fmo.contactEmail)).toHaveLength(1);
    expect(await linksFor(user)).toHaveLength(1);
  });

  it("keeps only the link's hash: the e-mailed token is nowhere in D1", async () => {
    const fmo = await consoleFmo();
    await new ConsoleBrowser().askForLink(fmo.contactEmail);
    const [link] = await linksFor(fmo.contactEmail);
    expect(link!.token_hash).toBe(await sha256Hex(link!.token));
    const row = await env.DB.prepare("select * from console_sign_in_links where id = ?").bind(link!.id).first();
    expect(JSON.stringify(row)).not.toContain(link!.token);
  });

  it("refuses a malformed address with a 400 page saying so, and writes nothing", async () => {
    const browser = new ConsoleBrowser();
    const html = await expectPage(await browser.askForLink("not an address"), 400);
    expect(textOf(html)).toContain("Enter an e-mail address");
    expect(textOf(await expectPage(await browser.askForLink(""), 400))).toContain("Enter your work e-mail address.");
  });

  it("opens a page that asks to confirm, without using the link; the button signs in and sends to the overview", async () => {
    const fmo = await consoleFmo("Confirm <em>Fleet</em>");
    const browser = new ConsoleBrowser();
    await browser.askForLink(fmo.contactEmail);
    const [link] = await linksFor(fmo.contactEmail);
    for (let i = 0; i < 2; i++) {
      const html = await expectPage(await browser.get(`/console/sign-in/link?token=${link!.token}`), 200);
      expect(textOf(html)).toMatch(new RegExp(`Sign in to Confirm <em>Fleet</em> ?'s console as ${fmo.contactEmail.replaceAll(".", "\\.")}`));
      expect(html).toContain("Confirm &lt;em&gt;Fleet&lt;/em&gt;");
    }
    expect((await linksFor(fmo.contactEmail))[0]!.used_at).toBeNull();
    const signIn = await browser.useLink(link!.token);
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get("Location")).toBe("/console/overview");
    expect(textOf(await expectPage(await browser.get("/console/overview"), 200))).toContain(`Signed in as ${fmo.contactEmail}`);
  });

  it("signs in once: the same link a second time is a 403 page and starts no session", async () => {
    const fmo = await consoleFmo();
    const first = new ConsoleBrowser();
    await first.askForLink(fmo.contactEmail);
    const [link] = await linksFor(fmo.contactEmail);
    expect((await first.useLink(link!.token)).status).toBe(303);
    const second = new ConsoleBrowser();
    expect(textOf(await expectPage(await second.useLink(link!.token), 403))).toContain("This sign-in link has been used");
    expect(textOf(await expectPage(await second.get(`/console/sign-in/link?token=${link!.token}`), 403))).toContain("This sign-in link has been used");
    expect(second.sessionCookie).toBeUndefined();
    expect(await sessions(fmo.clientId)).toBe(1);
  });

  it("starts one session of two clicks at once", async () => {
    const fmo = await consoleFmo();
    const browser = new ConsoleBrowser();
    await browser.askForLink(fmo.contactEmail);
    const [link] = await linksFor(fmo.contactEmail);
    const answers = await Promise.all([new ConsoleBrowser().useLink(link!.token), new ConsoleBrowser().useLink(link!.token), new ConsoleBrowser().useLink(link!.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([303, 403, 403]);
    expect(await sessions(fmo.clientId)).toBe(1);
  });

  it("works for 15 minutes: at 14 min 59 s it signs in, at 15 min it is an expired page", async () => {
    const fmo = await consoleFmo();
    await new ConsoleBrowser().askForLink(fmo.contactEmail);
    await new ConsoleBrowser().askForLink(fmo.contactEmail);
    const [newer, older] = await linksFor(fmo.contactEmail);
    const expiresAt = Date.parse(older!.expires_at);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(expiresAt);
    expect(textOf(await expectPage(await new ConsoleBrowser().useLink(older!.token), 403))).toContain("This sign-in link has expired");
    vi.setSystemTime(Date.parse(newer!.expires_at) - 1_000);
    expect((await new ConsoleBrowser().useLink(newer!.token)).status).toBe(303);
  });

  it("stops working when its console user is removed", async () => {
    const fmo = await consoleFmo();
    const user = `leaver-${crypto.randomUUID().slice(0, 6)}@console.example.com`;
    const userId = await addUser(fmo.apiKey, user);
    await new ConsoleBrowser().askForLink(user);
    const [link] = await linksFor(user);
    const removed = await call(`/api/v1/console-users/${userId}`, { method: "DELETE", headers: bearer(fmo.apiKey) });
    expect(removed.status).toBe(204);
    expect(textOf(await expectPage(await new ConsoleBrowser().useLink(link!.token), 403))).toContain("This sign-in link is not valid");
    expect(await sessions(fmo.clientId)).toBe(0);
  });

  it("refuses a made-up or malformed token with the same 403 page", async () => {
    const browser = new ConsoleBrowser();
    for (const token of ["A".repeat(43), "short", `${"A".repeat(42)}!`]) {
      expect(textOf(await expectPage(await browser.useLink(token), 403))).toContain("This sign-in link is not valid");
    }
  });

  it("gives a 12-hour session whose cookie is HttpOnly, Secure, SameSite=Strict and on /console, its id stored only as a hash", async () => {
    const fmo = await consoleFmo();
    const browser = await signedIn(fmo.contactEmail);
    const cookie = browser.setCookieHeaders.find((header) => header.startsWith("__Secure-console_session="))!;
    expect(cookie).toMatch(/; Max-Age=43200; Path=\/console; HttpOnly; Secure; SameSite=Strict$/);
    const id = browser.sessionCookie!;
    const row = await env.DB.prepare("select token_hash, expires_at, created_at from console_sessions where client_id = ?").bind(fmo.clientId).first<{ token_hash: string; expires_at: string; created_at: string }>();
    expect(row!.token_hash).toBe(await sha256Hex(id));
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(12 * 3600 * 1000);
    later(12 * 3600 * 1000);
    expect(textOf(await expectPage(await browser.get("/console/overview"), 401))).toContain("Your session has ended");
    expect(browser.sessionCookie).toBeUndefined();
  });

  it("ends a console user's session at once when the user is removed", async () => {
    const fmo = await consoleFmo();
    const user = `removed-${crypto.randomUUID().slice(0, 6)}@console.example.com`;
    const userId = await addUser(fmo.apiKey, user);
    const browser = await signedIn(user);
    expect((await browser.get("/console/overview")).status).toBe(200);
    expect((await call(`/api/v1/console-users/${userId}`, { method: "DELETE", headers: bearer(fmo.apiKey) })).status).toBe(204);
    expect(textOf(await expectPage(await browser.get("/console/overview"), 401))).toContain("Please sign in");
  });

  it("closes the console when the FMO's last key is revoked, and only then: a previous key in its grace period keeps it open", async () => {
    const fmo = await consoleFmo();
    const browser = await signedIn(fmo.contactEmail);
    const rotated = await postJson("/api/v1/keys/rotate", { graceSeconds: 3600 }, bearer(fmo.apiKey));
    expect(rotated.status).toBe(200);
    expect((await browser.post("/console/keys/revoke", { key: "current" })).status).toBe(303);
    expect((await browser.get("/console/overview")).status).toBe(200);
    expect((await get("/api/v1/dealers?limit=1", fmo.apiKey)).status).toBe(200);
    expect((await browser.post("/console/keys/revoke", { key: "previous" })).status).toBe(303);
    expect(textOf(await expectPage(await browser.get("/console/overview"), 403))).toContain("Your organisation's console is closed");
    expect(await sessions(fmo.clientId)).toBe(0);
    expect((await get("/api/v1/dealers?limit=1", fmo.apiKey)).status).toBe(401);
    // Nobody can sign in meanwhile: no link is written.
    await new ConsoleBrowser().askForLink(fmo.contactEmail);
    expect(await linksFor(fmo.contactEmail)).toHaveLength(1);
  });

  it("closes the console when the grace period of the last live key ends", async () => {
    const fmo = await consoleFmo();
    const browser = await signedIn(fmo.contactEmail);
    await postJson("/api/v1/keys/rotate", { graceSeconds: 600 }, bearer(fmo.apiKey));
    await browser.post("/console/keys/revoke", { key: "current" });
    expect((await browser.get("/console/overview")).status).toBe(200);
    later(600_000);
    expect((await browser.get("/console/overview")).status).toBe(403);
  });

  it("ends every session when the operator off-boards the FMO; support's new key lets its staff sign in again", async () => {
    const fmo = await consoleFmo();
    const user = `staff-${crypto.randomUUID().slice(0, 6)}@console.example.com`;
    await addUser(fmo.apiKey, user);
    const [contact, staff] = [await signedIn(fmo.contactEmail), await signedIn(user)];
    const offboarded = await admin(`/clients/${fmo.clientId}/offboard`, "POST");
    expect(offboarded.status).toBe(200);
    expect(await sessions(fmo.clientId)).toBe(0);
    for (const browser of [contact, staff]) expect((await browser.get("/console/overview")).status).toBe(401);
    expect((await get("/api/v1/dealers?limit=1", fmo.apiKey)).status).toBe(401);
    await new ConsoleBrowser().askForLink(user);
    expect(await linksFor(user)).toHaveLength(1);
    expect((await admin(`/clients/${fmo.clientId}/keys`, "POST")).status).toBe(201);
    const again = await signedIn(user);
    expect((await again.get("/console/overview")).status).toBe(200);
  });

  it("signs out: the session row goes and the cookie with it; the sign-in and the sign-out are in the audit record", async () => {
    const fmo = await consoleFmo();
    const browser = await signedIn(fmo.contactEmail);
    const out = await browser.post("/console/sign-out");
    expect(out.status).toBe(303);
    expect(out.headers.get("Location")).toBe("/console?signed-out");
    expect(browser.sessionCookie).toBeUndefined();
    expect(await sessions(fmo.clientId)).toBe(0);
    const { results } = await env.DB.prepare("select action, actor, client_id, actor_email, console_session, target_type, target_id from audit_entries where client_id = ? order by at, rowid").bind(fmo.clientId).all();
    expect(results).toEqual([
      { action: "console.sign_in", actor: "fmo", client_id: fmo.clientId, actor_email: fmo.contactEmail, console_session: expect.stringMatching(/^[0-9a-f]{16}$/), target_type: "client", target_id: fmo.clientId },
      { action: "console.sign_out", actor: "fmo", client_id: fmo.clientId, actor_email: fmo.contactEmail, console_session: results[0]!.console_session, target_type: "client", target_id: fmo.clientId },
    ]);
    // The operator reads them by the FMO's id, the FMO named as it is.
    const record = await admin(`/audit?actor=${fmo.clientId}`);
    expect(record.status).toBe(200);
    const { entries } = await record.json<{ entries: Record<string, unknown>[] }>();
    expect(entries.map((entry) => [entry.action, entry.actor, entry.keyPrefix, entry.consoleUser])).toEqual([
      ["console.sign_out", { type: "fmo", id: fmo.clientId, name: "Console Test Fleet" }, null, fmo.contactEmail],
      ["console.sign_in", { type: "fmo", id: fmo.clientId, name: "Console Test Fleet" }, null, fmo.contactEmail],
    ]);
  });

  it("allows 20 sign-in steps from one address in 15 minutes; the 21st is a 429 page saying when to try again", async () => {
    const browser = new ConsoleBrowser();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await browser.askForLink(`throttled-${i}@console.example.com`)).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    const refused = await browser.askForLink("throttled@console.example.com");
    expect(textOf(await expectPage(refused, 429))).toMatch(/Too many sign-ins .* Try again in \d+ minutes?\./);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("e-mails one address at most 5 links in 15 minutes, answering the 6th request as any other", async () => {
    const fmo = await consoleFmo();
    for (let i = 0; i < 6; i++) {
      const response = await new ConsoleBrowser().askForLink(fmo.contactEmail);
      expect(textOf(await expectPage(response, 200))).toContain("If this address may sign in, a link is on its way.");
    }
    expect(await linksFor(fmo.contactEmail)).toHaveLength(5);
  });

  it("puts each link's e-mail on the queue", async () => {
    const fmo = await consoleFmo();
    const browser = new ConsoleBrowser();
    await browser.askForLink(fmo.contactEmail);
    const [link] = await linksFor(fmo.contactEmail);
    expect(browser.queue.take()).toEqual([{ type: "console-link", linkId: link!.id }]);
  });
});
