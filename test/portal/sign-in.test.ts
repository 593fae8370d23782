import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sha256Hex } from "../../src/domain/api-keys";
import { purgeExpired } from "../../src/jobs/retention";
import { admin, issueDealerKey } from "../helpers/admin";
import { fixClock } from "../helpers/clock";
import { createDealership } from "../helpers/fixtures";
import { registerClient } from "../helpers/http";
import { Browser, call, expectPage, signedIn, textOf } from "./helpers";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const HOUR = 3_600_000;

async function sessionRows(dealershipId: string) {
  return (await env.DB.prepare("SELECT * FROM portal_sessions WHERE dealership_id = ?").bind(dealershipId).all<Record<string, string | null>>()).results;
}

describe("signing in with a dealer key", () => {
  it("shows a form whose field is labelled Dealer key", async () => {
    const html = await expectPage(await new Browser().get("/dealer"), 200);
    expect(html).toMatch(/<label for="dealer-key">Dealer key<\/label>/);
    expect(html).toMatch(/<input id="dealer-key" name="key" type="password"/);
  });

  it("starts a session: an opaque id in an HttpOnly, Secure, SameSite=Strict cookie scoped to /dealer, for 12 hours", async () => {
    const dealer = await createDealership();
    const key = await issueDealerKey(dealer.id);
    const browser = new Browser();
    fixClock(Date.now());
    const response = await browser.signIn(key);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/dealer/quotes");

    const cookie = browser.setCookieHeaders.find((h) => h.startsWith("__Secure-dealer_session="))!;
    expect(cookie).toMatch(/^__Secure-dealer_session=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/dealer; HttpOnly; Secure; SameSite=Strict$/);
    const sessionId = browser.cookies.get("__Secure-dealer_session")!;

    const [row] = await sessionRows(dealer.id);
    expect(row!.token_hash).toBe(await sha256Hex(sessionId));
    expect(JSON.stringify(row)).not.toContain(sessionId);
    expect(row!.quote_id).toBeNull();
    const lifetime = Date.parse(row!.expires_at!) - Date.parse(row!.created_at!);
    expect(lifetime).toBe(12 * HOUR);
    expect(row!.created_at).toBe(new Date().toISOString());

    const list = await expectPage(await browser.get("/dealer/quotes"), 200);
    expect(textOf(list)).toContain(dealer.name);
  });

  it("goes to the page the dealer asked for, but never off the portal", async () => {
    const dealer = await createDealership();
    const key = await issueDealerKey(dealer.id);
    const quoteId = crypto.randomUUID();
    expect((await new Browser().post("/dealer/sign-in", { key, next: `/dealer/quotes/${quoteId}` })).headers.get("Location")).toBe(`/dealer/quotes/${quoteId}`);
    for (const next of ["https://evil.example/", "//evil.example/dealer/quotes", "/dealer/quotes/../../api", "/api/v1/dealer/quotes"]) {
      expect((await new Browser().post("/dealer/sign-in", { key, next })).headers.get("Location"), next).toBe("/dealer/quotes");
    }
  });

  it.each([
    ["an unknown dealer key", `dlr_${"0".repeat(60)}`, "was not recognised"],
    ["an API key", `svc_${"a".repeat(60)}`, "That is an API key"],
    ["a mistyped key", "dlr_12345", "dlr_ followed by 60"],
    ["nothing", "", "Enter your dealer key"],
  ])("refuses %s with 401 and says why, starting no session", async (_, key, words) => {
    const browser = new Browser();
    const html = await expectPage(await browser.signIn(key), 401);
    expect(textOf(html)).toContain(words);
    expect(html).toContain('aria-invalid="true"');
    expect(browser.cookies.size).toBe(0);
  });

  it("refuses a revoked key, and a revoked key ends the sessions it started", async () => {
    const dealer = await createDealership();
    const key = await issueDealerKey(dealer.id);
    const browser = await signedIn(key);
    const keyId = (await env.DB.prepare("SELECT id FROM dealer_keys WHERE key_hash = ?").bind(await sha256Hex(key)).first<string>("id"))!;
    expect((await admin(`/dealerships/${dealer.id}/keys/${keyId}`, "DELETE")).status).toBe(204);

    const html = await expectPage(await browser.get("/dealer/quotes"), 401);
    expect(textOf(html)).toContain("has been revoked");
    await expectPage(await new Browser().signIn(key), 401);
  });

  it("does not take API keys or dealer keys as a bearer header: only the sign-in form takes a key", async () => {
    const dealer = await createDealership();
    const dealerKey = await issueDealerKey(dealer.id);
    const apiKey = await registerClient();
    for (const key of [dealerKey, apiKey]) {
      const html = await expectPage(await new Browser().get("/dealer/quotes", { Authorization: `Bearer ${key}` }), 401);
      expect(html).toContain('id="dealer-key"');
    }
  });
});

describe("failed sign-ins per address", () => {
  it("allows 10 failures in 15 minutes; the 11th attempt, even with the right key, is a 429 page saying when to retry", async () => {
    const dealer = await createDealership();
    const key = await issueDealerKey(dealer.id);
    const t0 = Date.UTC(2026, 10, 23, 9, 0, 0);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(t0);
    const browser = new Browser();
    const unknownKey = `dlr_${"0".repeat(60)}`;
    for (let i = 0; i < 9; i++) expect(textOf(await expectPage(await browser.signIn(unknownKey), 401))).not.toContain("is now paused");
    expect(textOf(await expectPage(await browser.signIn(unknownKey), 401))).toContain("Sign-in from your network is now paused");
    vi.setSystemTime(t0 + 15 * 60_000 - 1000);
    const refused = await browser.signIn(key);
    const html = await expectPage(refused, 429);
    expect(textOf(html)).toContain("Too many failed sign-ins");
    expect(textOf(html)).toContain("Try again in 1 minute");
    expect(refused.headers.get("Retry-After")).toBe("1");
    expect(browser.cookies.size).toBe(0);

    // Exactly 15 minutes after the first failure, it has left the window: one attempt fits again.
    vi.setSystemTime(t0 + 15 * 60_000);
    expect((await browser.signIn(key)).status).toBe(303);
    // Another address was never affected.
    expect((await new Browser().signIn(key)).status).toBe(303);
  });

  it("starts at most 60 sessions from one address in 15 minutes; the 61st is a 429 page, and starts nothing", async () => {
    const dealer = await createDealership();
    const key = await issueDealerKey(dealer.id);
    const t0 = Date.UTC(2026, 10, 23, 9, 0, 0);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(t0);
    const address = new Browser().address;
    for (let i = 0; i < 60; i++) expect((await new Browser(address).signIn(key)).status, `sign-in ${i + 1}`).toBe(303);
    expect(await sessionRows(dealer.id)).toHaveLength(60);
    const browser = new Browser(address);
    const refused = await browser.signIn(key);
    const text = textOf(await expectPage(refused, 429));
    expect(text).toContain("Too many sign-ins");
    expect(text).toContain("Try again in 15 minutes");
    expect(refused.headers.get("Retry-After")).toBe("900");
    expect(browser.cookies.size).toBe(0);
    expect(await sessionRows(dealer.id)).toHaveLength(60);
    // another address is unaffected, and 15 minutes on, the first sign-in has left the window
    expect((await new Browser().signIn(key)).status).toBe(303);
    vi.setSystemTime(t0 + 15 * 60_000);
    expect((await new Browser(address).signIn(key)).status).toBe(303);
  });

  it("signs in all 30 parallel sign-ins with a valid key from one address: a correct key is never a failure", async () => {
    const key = await issueDealerKey((await createDealership()).id);
    const address = new Browser().address;
    const responses = await Promise.all(Array.from({ length: 30 }, () => new Browser(address).signIn(key)));
    expect(responses.map((r) => r.status)).toEqual(Array(30).fill(303));
  });

  it("answers 10 of 150 parallel wrong keys from one address, and refuses the other 140 with the 429 page", async () => {
    const address = new Browser().address;
    const responses = await Promise.all(Array.from({ length: 150 }, (_, i) => new Browser(address).signIn(`dlr_${i.toString(16).padStart(60, "0")}`)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(140);
  });

  it("stays exact with right and wrong keys in parallel: 9 failures and 20 sign-ins leave exactly one failure to answer", async () => {
    const key = await issueDealerKey((await createDealership()).id);
    const address = new Browser().address;
    const responses = await Promise.all([
      ...Array.from({ length: 20 }, () => new Browser(address).signIn(key)),
      ...Array.from({ length: 9 }, () => new Browser(address).signIn("dlr_wrong")),
    ]);
    expect(responses.map((r) => r.status)).toEqual([...Array(20).fill(303), ...Array(9).fill(401)]);
    await expectPage(await new Browser(address).signIn("dlr_wrong"), 401);
    await expectPage(await new Browser(address).signIn("dlr_wrong"), 429);
    await expectPage(await new Browser(address).signIn(key), 429);
  });

  it("counts failures only: successful sign-ins give their slot back", async () => {
    const dealer = await createDealership();
    const key = await issueDealerKey(dealer.id);
    const browser = new Browser();
    for (let i = 0; i < 9; i++) await expectPage(await browser.signIn("dlr_wrong"), 401);
    for (let i = 0; i < 5; i++) expect((await browser.signIn(key)).status).toBe(303);
    // Nine failures and five successes: the tenth failure is still answered, not throttled.
    await expectPage(await browser.signIn("dlr_wrong"), 401);
    await expectPage(await browser.signIn("dlr_wrong"), 429);
  });
});

describe("sessions", () => {
  it("end after 12 hours: a session is refused from its expiry on, with a page that asks to sign in again", async () => {
    const dealer = await createDealership();
    const browser = await signedIn(await issueDealerKey(dealer.id));
    const hash = await sha256Hex(browser.cookies.get("__Secure-dealer_session")!);
    const expireAt = (ms: number) => env.DB.prepare("UPDATE portal_sessions SET expires_at = ? WHERE token_hash = ?").bind(new Date(ms).toISOString(), hash).run();

    await expireAt(Date.now() + 2000);
    expect((await browser.get("/dealer/quotes")).status).toBe(200);
    await expireAt(Date.now());
    const html = await expectPage(await browser.get("/dealer/quotes"), 401);
    expect(textOf(html)).toContain("Your session has ended");
    expect(html).toContain('id="dealer-key"');
    expect(browser.cookies.has("__Secure-dealer_session")).toBe(false);
  });

  it("end on Sign out: the row goes, the cookies are cleared, and the old id opens nothing", async () => {
    const dealer = await createDealership();
    const browser = await signedIn(await issueDealerKey(dealer.id));
    const sessionId = browser.cookies.get("__Secure-dealer_session")!;
    const out = await browser.post("/dealer/sign-out", {});
    expect(out.status).toBe(303);
    expect(out.headers.get("Location")).toBe("/dealer?signed-out");
    expect(browser.setCookieHeaders.filter((h) => /Max-Age=0/.test(h)).map((h) => h.split("=")[0])).toEqual(["__Secure-dealer_session", "__Secure-dealer_bookmark"]);
    expect(await sessionRows(dealer.id)).toEqual([]);
    expect(textOf(await (await browser.get("/dealer?signed-out")).text())).toContain("You are signed out");

    const replayed = new Browser();
    replayed.cookies.set("__Secure-dealer_session", sessionId);
    await expectPage(await replayed.get("/dealer/quotes"), 401);
  });

  it("reads the session cookie among others, spaced or quoted, and only under its __Secure- name", async () => {
    const dealer = await createDealership();
    const sessionId = (await signedIn(await issueDealerKey(dealer.id))).cookies.get("__Secure-dealer_session")!;
    const open = (cookie: string) => call("/dealer/quotes", { headers: { Cookie: cookie }, redirect: "manual" });
    await expectPage(await open(`theme=dark;  __Secure-dealer_session= "${sessionId}" ; other=1`), 200);
    // Without the prefix the cookie could have been set over plain http: it is no session.
    await expectPage(await open(`dealer_session=${sessionId}`), 401);
  });

  it("a signed-out visitor gets the sign-in page with 401, and signing in leads back to the page asked for", async () => {
    const browser = new Browser();
    const quoteId = crypto.randomUUID();
    const html = await expectPage(await browser.get(`/dealer/quotes/${quoteId}`), 401);
    expect(html).toContain(`name="next" value="/dealer/quotes/${quoteId}"`);
    // A forged cookie is the same as none.
    browser.cookies.set("__Secure-dealer_session", "A".repeat(43));
    await expectPage(await browser.get("/dealer/quotes"), 401);
  });

  it("the cron's purge deletes expired sessions only", async () => {
    await purgeExpired(env); // whatever earlier tests left expired
    const dealer = await createDealership();
    const key = await issueDealerKey(dealer.id);
    await signedIn(key);
    await signedIn(key);
    await env.DB.prepare("UPDATE portal_sessions SET expires_at = ? WHERE rowid = (SELECT min(rowid) FROM portal_sessions WHERE dealership_id = ?)")
      .bind(new Date(Date.now() - 1).toISOString(), dealer.id)
      .run();
    expect((await purgeExpired(env))["expired dealer portal sessions"]).toBe(1);
    expect(await sessionRows(dealer.id)).toHaveLength(1);
  });
});
