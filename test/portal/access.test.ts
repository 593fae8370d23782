import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sha256Hex } from "../../src/domain/api-keys";
import { LINK_VALID_SECONDS, signQuoteLink } from "../../src/notices/signed-link";
import { admin, issueDealerKey } from "../helpers/admin";
import { fixClock } from "../helpers/clock";
import { pendingQuote } from "../helpers/scenes";
import { Browser, ORIGIN, expectPage, signedIn, textOf } from "./helpers";

const SECRET = env.PORTAL_LINK_SECRET!;
const SESSION = "__Secure-dealer_session";

async function linkFor(quoteId: string, dealershipId: string, options: { issued?: Date; generation?: number } = {}) {
  const { token } = await signQuoteLink(SECRET, quoteId, dealershipId, options.issued ?? new Date(), options.generation ?? 1);
  return `/dealer/quotes/${quoteId}?link=${token}`;
}

async function openedLink(quoteId: string, dealershipId: string) {
  const browser = new Browser();
  expect((await browser.get(await linkFor(quoteId, dealershipId))).status).toBe(303);
  return browser;
}

const sessionRows = (dealershipId: string) => env.DB.prepare("SELECT count(*) AS n FROM portal_sessions WHERE dealership_id = ?").bind(dealershipId).first<number>("n");
const sessionRow = async (browser: Browser) =>
  env.DB.prepare("SELECT quote_id, dealer_key_id, created_at, expires_at FROM portal_sessions WHERE token_hash = ?")
    .bind(await sha256Hex(browser.cookies.get(SESSION)!))
    .first<{ quote_id: string | null; dealer_key_id: string | null; created_at: string; expires_at: string }>();

describe("an unapproved dealership", () => {
  it("is told its access has ended: on its open sessions, at sign-in and through its links, and nothing opens", async () => {
    const { dealer, dealerKey, quoteId } = await pendingQuote();
    const keySession = await signedIn(dealerKey);
    const linkSession = await openedLink(quoteId, dealer.id);
    const link = await linkFor(quoteId, dealer.id);
    expect((await admin(`/dealerships/${dealer.id}`, "PATCH", { approved: false })).status).toBe(200);

    for (const browser of [keySession, linkSession]) {
      const page = textOf(await expectPage(await browser.get(`/dealer/quotes/${quoteId}`), 403));
      expect(page).toContain("Your dealership's access has ended");
      expect(browser.cookies.has(SESSION)).toBe(false);
    }
    const signIn = new Browser();
    expect(textOf(await expectPage(await signIn.signIn(dealerKey), 403))).toContain("Your dealership's access has ended");
    expect(signIn.cookies.has(SESSION)).toBe(false);
    const linked = new Browser();
    expect(textOf(await expectPage(await linked.get(link), 403))).toContain("Your dealership's access has ended");
    expect(linked.cookies.has(SESSION)).toBe(false);
    expect(await env.DB.prepare("SELECT status FROM quotes WHERE id = ?").bind(quoteId).first("status")).toBe("pending");
  });

  it("approved again, signs in with its keys, but its earlier links and sessions stay ended", async () => {
    const { dealer, dealerKey, quoteId } = await pendingQuote();
    const earlier = await signedIn(dealerKey);
    const link = await linkFor(quoteId, dealer.id);
    await admin(`/dealerships/${dealer.id}`, "PATCH", { approved: false });
    await admin(`/dealerships/${dealer.id}/approve`, "POST");
    expect(textOf(await expectPage(await earlier.get("/dealer/quotes"), 401))).toContain("Your session has ended");
    expect(textOf(await expectPage(await new Browser().get(link), 403))).toContain("This link no longer works");
    expect((await (await signedIn(dealerKey)).get("/dealer/quotes")).status).toBe(200);
  });
});

describe("the operator ending a dealership's sessions and links (POST /admin/v1/dealerships/{id}/sessions/revoke)", () => {
  it("ends every session of that dealership at once and refuses its links, while new links and other dealerships go on", async () => {
    const { dealer, dealerKey, quoteId } = await pendingQuote();
    const other = await pendingQuote();
    const keySession = await signedIn(dealerKey);
    const linkSession = await openedLink(quoteId, dealer.id);
    const otherSession = await signedIn(other.dealerKey);
    const oldLink = await linkFor(quoteId, dealer.id);

    expect((await admin(`/dealerships/${dealer.id}/sessions/revoke`, "POST")).status).toBe(200);

    for (const browser of [keySession, linkSession]) {
      const page = textOf(await expectPage(await browser.get(`/dealer/quotes/${quoteId}`), 401));
      expect(page).toContain("Your session has ended");
      expect(page).toContain("your Fleet Quote operator ended your dealership's sessions");
    }
    const refused = new Browser();
    expect(textOf(await expectPage(await refused.get(oldLink), 403))).toContain("This link no longer works");
    expect(refused.cookies.has(SESSION)).toBe(false);

    expect((await new Browser().get(await linkFor(quoteId, dealer.id, { generation: 2 }))).status).toBe(303);
    expect((await (await signedIn(dealerKey)).get("/dealer/quotes")).status).toBe(200);
    expect((await otherSession.get("/dealer/quotes")).status).toBe(200);
  });
});

describe("a session opened from a link", () => {
  it("lasts no longer than the link: it ends when the link expires, cookie included", async () => {
    const { dealer, quoteId } = await pendingQuote();
    const issued = new Date(Date.now() - (LINK_VALID_SECONDS - 3600) * 1000); // the link has an hour left
    const browser = new Browser();
    expect((await browser.get(await linkFor(quoteId, dealer.id, { issued }))).status).toBe(303);
    const row = (await sessionRow(browser))!;
    const linkExpiry = Math.floor(issued.getTime() / 1000) * 1000 + LINK_VALID_SECONDS * 1000;
    expect(Date.parse(row.expires_at)).toBe(linkExpiry);
    const cookie = browser.setCookieHeaders.find((h) => h.startsWith(`${SESSION}=`))!;
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)![1]);
    expect(maxAge).toBeGreaterThan(3590);
    expect(maxAge).toBeLessThanOrEqual(3600);
  });

  it("from a link fresh out of the e-mail still lasts 12 hours", async () => {
    const { dealer, quoteId } = await pendingQuote();
    const row = (await sessionRow(await openedLink(quoteId, dealer.id)))!;
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(12 * 3_600_000);
  });
});

describe("opening a link while signed in as another dealership", () => {
  it("says whose quote it is and asks, keeping the session until the dealer chooses", async () => {
    const mine = await pendingQuote();
    const theirs = await pendingQuote();
    const browser = await signedIn(mine.dealerKey);
    const before = browser.cookies.get(SESSION);
    const link = await linkFor(theirs.quoteId, theirs.dealer.id);

    const page = await expectPage(await browser.get(link), 200);
    const text = textOf(page);
    expect(text).toContain(`This quote is for ${theirs.dealer.name}`);
    expect(text).toContain(`You are signed in as ${mine.dealer.name}`);
    expect(text).toContain(`Open it as ${theirs.dealer.name}`);
    expect(text).toContain(`Stay signed in as ${mine.dealer.name}`);
    expect(browser.cookies.get(SESSION)).toBe(before);
    expect((await browser.get("/dealer/quotes")).status).toBe(200);

    const token = new URL(link, ORIGIN).searchParams.get("link")!;
    const opened = await browser.post(`/dealer/quotes/${theirs.quoteId}/open-link`, { link: token });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("Location")).toBe(`/dealer/quotes/${theirs.quoteId}`);
    expect(browser.cookies.get(SESSION)).not.toBe(before);
    expect(textOf(await expectPage(await browser.get(`/dealer/quotes/${theirs.quoteId}`), 200))).toContain(theirs.dealer.name);
    expect(await sessionRows(mine.dealer.id)).toBe(0);
  });

  it("refuses a changed token on the choice's form", async () => {
    const mine = await pendingQuote();
    const theirs = await pendingQuote();
    const browser = await signedIn(mine.dealerKey);
    await expectPage(await browser.post(`/dealer/quotes/${theirs.quoteId}/open-link`, { link: "tampered" }), 403);
    expect((await browser.get("/dealer/quotes")).status).toBe(200);
  });
});

describe("signing in", () => {
  it("leaves no older session of the same browser alive", async () => {
    const { dealer, dealerKey, quoteId } = await pendingQuote();
    const browser = await openedLink(quoteId, dealer.id);
    const linkSession = browser.cookies.get(SESSION)!;
    expect((await browser.signIn(dealerKey)).status).toBe(303);
    const keySession = browser.cookies.get(SESSION)!;
    expect((await browser.signIn(dealerKey)).status).toBe(303);
    expect(await sessionRows(dealer.id)).toBe(1);
    for (const old of [linkSession, keySession]) {
      const replay = await new Browser().get("/dealer/quotes", { Cookie: `${SESSION}=${old}` });
      expect(replay.status).toBe(401);
    }
  });
});

describe("Sign out everywhere", () => {
  it("ends every session of the dealership, in every browser, and says so there", async () => {
    const { dealer, dealerKey, quoteId } = await pendingQuote();
    const here = await signedIn(dealerKey);
    const elsewhere = await signedIn(await issueDealerKey(dealer.id));
    const linkSession = await openedLink(quoteId, dealer.id);
    const other = await pendingQuote();
    const otherSession = await signedIn(other.dealerKey);

    expect(textOf(await expectPage(await here.get("/dealer/quotes"), 200))).toContain("Sign out everywhere");
    const out = await here.post("/dealer/sign-out-everywhere", {});
    expect(out.status).toBe(303);
    expect(out.headers.get("Location")).toBe("/dealer?signed-out-everywhere");
    expect(here.cookies.has(SESSION)).toBe(false);
    expect(textOf(await expectPage(await here.get("/dealer?signed-out-everywhere"), 200))).toContain("You are signed out, and so is everyone else");

    for (const browser of [elsewhere, linkSession]) {
      expect(textOf(await expectPage(await browser.get(`/dealer/quotes/${quoteId}`), 401))).toContain("Someone at your dealership chose “Sign out everywhere”");
    }
    expect((await otherSession.get("/dealer/quotes")).status).toBe(200);
    // Links in e-mails still open their quote.
    expect((await new Browser().get(await linkFor(quoteId, dealer.id))).status).toBe(303);
  });

  it("is for a dealer key's session: a link's session is asked to sign in, and nothing ends", async () => {
    const { dealer, dealerKey, quoteId } = await pendingQuote();
    const keySession = await signedIn(dealerKey);
    const linkSession = await openedLink(quoteId, dealer.id);
    expect(textOf(await expectPage(await linkSession.get(`/dealer/quotes/${quoteId}`), 200))).not.toContain("Sign out everywhere");
    expect(textOf(await expectPage(await linkSession.post("/dealer/sign-out-everywhere", {}), 401))).toContain("Sign in with your dealer key");
    expect((await keySession.get("/dealer/quotes")).status).toBe(200);
  });

  it("refuses a form from another site (403) and ends nothing", async () => {
    const { dealerKey } = await pendingQuote();
    const browser = await signedIn(dealerKey);
    await expectPage(await browser.post("/dealer/sign-out-everywhere", {}, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }), 403);
    expect((await browser.get("/dealer/quotes")).status).toBe(200);
  });
});

describe("the request budget of a portal session", () => {
  afterEach(() => vi.useRealTimers());

  it("serves 120 requests a minute, then answers a readable 429 page with Retry-After and the portal's headers", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    const browser = await signedIn(dealerKey);
    const neighbour = await signedIn(dealerKey);
    // The clock stands still: however slowly a busy machine sends them, the requests fall in one minute.
    fixClock(Date.now());
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) statuses.push((await browser.get("/dealer/quotes")).status);
    expect(new Set(statuses)).toEqual(new Set([200]));

    const refused = await browser.get(`/dealer/quotes/${quoteId}`);
    const page = textOf(await expectPage(refused, 429));
    expect(page).toContain("Too many requests");
    expect(page).toContain("more than 120 pages and prices in one minute");
    expect(page).toMatch(/Try again in \d+ seconds?\./);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    expect(refused.headers.get("Content-Security-Policy")).toContain("default-src 'none'");

    const preview = await browser.post(`/dealer/quotes/${quoteId}/preview`, { vehiclePrice: "45000" });
    expect(preview.status).toBe(429);
    expect((await preview.json<any>()).error.message).toContain("Wait a moment");
    expect((await neighbour.get("/dealer/quotes")).status).toBe(200);
  });
});

describe("portal answers made before the portal's own routes", () => {
  it("carry the portal's headers: the 413 page for a form over 64 KiB, the 405 and 404 pages", async () => {
    const browser = new Browser();
    const answers = [
      await browser.post("/dealer/sign-in", { key: "x".repeat(70_000) }),
      await browser.get("/dealer/sign-in", {}).then(() => browser.post("/dealer/quotes", {})),
      await browser.get("/dealer/nowhere"),
    ];
    expect(answers.map((r) => r.status)).toEqual([413, 405, 404]);
    for (const response of answers) {
      await expectPage(response.clone(), response.status);
      expect(response.headers.get("Content-Security-Policy")).toBe(
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types 'none'",
      );
      expect(response.headers.get("X-Frame-Options")).toBe("DENY");
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
  });
});
