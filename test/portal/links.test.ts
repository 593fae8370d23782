import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LINK_VALID_SECONDS, signQuoteLink, verifyQuoteLink } from "../../src/notices/signed-link";
import { recordingEmail, runJobs } from "../helpers/queue";
import { createQuote, pendingQuote } from "../helpers/scenes";
import { Browser, expectPage, signedIn, textOf } from "./helpers";

const SECRET = env.PORTAL_LINK_SECRET!;
const ISSUED = new Date(Date.UTC(2026, 10, 23, 9, 0, 0));
const quoteId = "7d0f1e38-2c5b-4c55-9d3e-3f1f4a1b2c3d";
const dealershipId = "4c4f2d24-128e-5c0c-89e5-df7b7e072620";
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

describe("signed quote links", () => {
  it("open the quote they were signed for, for 14 days: valid one second before, expired at exactly 14 days", async () => {
    const { token, expiresAt } = await signQuoteLink(SECRET, quoteId, dealershipId, ISSUED);
    expect(expiresAt.getTime() - ISSUED.getTime()).toBe(LINK_VALID_SECONDS * 1000);
    expect(LINK_VALID_SECONDS).toBe(14 * 24 * 3600);
    expect(await verifyQuoteLink(SECRET, quoteId, token, ISSUED)).toEqual({ ok: true, quoteId, dealershipId, generation: 1, expiresAt });
    expect((await verifyQuoteLink(SECRET, quoteId, token, new Date(expiresAt.getTime() - 1000))).ok).toBe(true);
    expect(await verifyQuoteLink(SECRET, quoteId, token, expiresAt)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse another quote, another dealership, a changed expiry or signature, another secret, and no secret at all", async () => {
    const { token } = await signQuoteLink(SECRET, quoteId, dealershipId, ISSUED);
    const [dealer, generation, expiry, signature] = token.split(".") as [string, string, string, string];
    expect(generation).toBe("g1");
    const otherDealer = "ac5c66879f575464807291b135294356";
    const flipped = signature.slice(0, 10) + (signature[10] === "A" ? "B" : "A") + signature.slice(11);
    const cases: [string, string, string][] = [
      ["another quote", "0f6a3b1e-5d4c-4b3a-8f2e-1d0c9b8a7f6e", token],
      ["another dealership", quoteId, `${otherDealer}.${generation}.${expiry}.${signature}`],
      ["another generation", quoteId, `${dealer}.g2.${expiry}.${signature}`],
      ["no generation (read as the v1 format)", quoteId, `${dealer}.${expiry}.${signature}`],
      ["a later expiry", quoteId, `${dealer}.${generation}.${Number(expiry) + 86_400}.${signature}`],
      ["a changed signature", quoteId, `${dealer}.${generation}.${expiry}.${flipped}`],
      ["a cut-short token", quoteId, token.slice(0, -1)],
      // The last character's two unused bits: another spelling of the same bytes is refused too.
      ["another spelling of the signature", quoteId, `${dealer}.${generation}.${expiry}.${signature.slice(0, -1)}${B64[B64.indexOf(signature[42]!) ^ 1]}`],
      ["garbage", quoteId, "<script>"],
    ];
    for (const [what, quote, candidate] of cases) {
      expect(await verifyQuoteLink(SECRET, quote, candidate, ISSUED), what).toEqual({ ok: false, reason: "invalid" });
    }
    expect(await verifyQuoteLink("another-secret", quoteId, token, ISSUED)).toEqual({ ok: false, reason: "invalid" });
    expect(await verifyQuoteLink(undefined, quoteId, token, ISSUED)).toEqual({ ok: false, reason: "invalid" });
    // A tampered token is refused as tampered even when it is also past its expiry.
    const expiredFlipped = `${dealer}.${generation}.${expiry}.${flipped}`;
    expect(await verifyQuoteLink(SECRET, quoteId, expiredFlipped, new Date(ISSUED.getTime() + 20 * 86_400_000))).toEqual({ ok: false, reason: "invalid" });
  });
});

async function linkFor(quote: string, dealership: string, issued = new Date()) {
  const { token } = await signQuoteLink(SECRET, quote, dealership, issued);
  return `/dealer/quotes/${quote}?link=${token}`;
}

describe("opening a link", () => {
  it("starts a session for that quote and sends the browser to the page without the token", async () => {
    const { dealer, quoteId } = await pendingQuote();
    const browser = new Browser();
    const opened = await browser.get(await linkFor(quoteId, dealer.id));
    expect(opened.status).toBe(303);
    expect(opened.headers.get("Location")).toBe(`/dealer/quotes/${quoteId}`);
    expect(browser.cookies.has("__Secure-dealer_session")).toBe(true);
    const row = await env.DB.prepare("SELECT quote_id, dealer_key_id, expires_at, created_at FROM portal_sessions WHERE quote_id = ?").bind(quoteId).first<any>();
    expect(row).toMatchObject({ quote_id: quoteId, dealer_key_id: null });
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(12 * 3_600_000);

    const page = textOf(await expectPage(await browser.get(`/dealer/quotes/${quoteId}`), 200));
    expect(page).toContain("Quote for Jo Fleet");
    expect(page).toContain("Sign in for all quotes");
  });

  it("clicked on another site (webmail), is first reopened from the portal's own page, where the browser sends the portal's cookies", async () => {
    const { dealer, quoteId } = await pendingQuote();
    const link = await linkFor(quoteId, dealer.id);
    const browser = new Browser();
    const bounced = await browser.get(link, { "Sec-Fetch-Site": "cross-site" });
    const html = await expectPage(bounced, 200);
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${link.replace(/&/g, "&amp;")}"/>`);
    expect(html).toContain(`href="${link}"`);
    expect(bounced.headers.getSetCookie()).toEqual([]);
    // The refresh is a same-origin navigation: now the session starts.
    expect((await browser.get(link, { "Sec-Fetch-Site": "same-origin" })).status).toBe(303);
    expect(browser.cookies.has("__Secure-dealer_session")).toBe(true);
    // A bad link is refused at once, wherever it was clicked.
    await expectPage(await new Browser().get(link.replace(/\.\d{10}\./, ".9999999999."), { "Sec-Fetch-Site": "cross-site" }), 403);
  });

  it("opens that quote only: another quote is 403, the list asks for the dealer key", async () => {
    const { dealer, quoteId, clientKey, vehicle } = await pendingQuote();
    const other = await createQuote(clientKey, { dealershipId: dealer.id, globalCarId: vehicle.id, clientName: "Sam", clientEmail: "sam@fleet.example.com" });
    const browser = new Browser();
    await browser.get(await linkFor(quoteId, dealer.id));
    const refused = await expectPage(await browser.get(`/dealer/quotes/${other}`), 403);
    expect(textOf(refused)).toContain("This link opens another quote");
    expect(refused).toContain('href="/dealer"');
    const list = await expectPage(await browser.get("/dealer/quotes"), 401);
    expect(textOf(list)).toContain("opens one quote only");
    expect(list).toContain('id="dealer-key"');
  });

  it("is refused when expired (401) or tampered (403), with a page that offers sign-in", async () => {
    const { dealer, quoteId } = await pendingQuote();
    const expired = await linkFor(quoteId, dealer.id, new Date(Date.now() - LINK_VALID_SECONDS * 1000));
    const browser = new Browser();
    const expiredPage = await expectPage(await browser.get(expired), 401);
    expect(textOf(expiredPage)).toContain("This link has expired");
    expect(expiredPage).toContain(`name="next" value="/dealer/quotes/${quoteId}"`);

    const valid = await linkFor(quoteId, dealer.id);
    const tampered = valid.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    const tamperedPage = await expectPage(await browser.get(tampered), 403);
    expect(textOf(tamperedPage)).toContain("This link is not valid");
    expect(tamperedPage).toContain('href="/dealer"');
    expect(browser.cookies.size).toBe(0);
  });

  it("signed for another dealership opens nothing: 404, no session", async () => {
    const { quoteId } = await pendingQuote();
    const other = await pendingQuote();
    const browser = new Browser();
    const page = await expectPage(await browser.get(await linkFor(quoteId, other.dealer.id)), 404);
    expect(textOf(page)).toContain("Quote not found");
    expect(browser.cookies.size).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM portal_sessions WHERE quote_id = ?").bind(quoteId).first("n")).toBe(0);
  });

  it("keeps a dealer key's session of the same dealership instead of narrowing it to the quote", async () => {
    const { dealer, dealerKey, quoteId } = await pendingQuote();
    const browser = await signedIn(dealerKey);
    const session = browser.cookies.get("__Secure-dealer_session");
    expect((await browser.get(await linkFor(quoteId, dealer.id))).status).toBe(303);
    expect(browser.cookies.get("__Secure-dealer_session")).toBe(session);
    expect((await browser.get("/dealer/quotes")).status).toBe(200);
  });
});

describe("the dealer's notice", () => {
  async function noticeText(quoteId: string, bindings: Partial<typeof env> = {}) {
    const outboxId = (await env.DB.prepare("SELECT id FROM email_outbox WHERE quote_id = ? AND kind = 'quote_to_dealer'").bind(quoteId).first<string>("id"))!;
    await env.DB.prepare("UPDATE email_outbox SET status = 'pending', attempts = 0, locked_until = NULL WHERE id = ?").bind(outboxId).run();
    const email = recordingEmail();
    expect(await runJobs([{ type: "email", outboxId }], { ...bindings, EMAIL: email.binding })).toEqual({ acked: 1, retried: 0, delays: [] });
    expect(email.sent).toHaveLength(1);
    return email.sent[0]!.text;
  }

  it("holds a link that opens the quote, and says in words what it does and when it expires", async () => {
    const { quoteId } = await pendingQuote();
    const text = await noticeText(quoteId);
    const url = /^(https:\/\/fleet-quote\.test\/dealer\/quotes\/\S+)$/m.exec(text)?.[1];
    expect(url).toMatch(new RegExp(`/dealer/quotes/${quoteId}\\?link=[0-9a-f]{32}\\.g1\\.\\d+\\.[\\w-]{43}$`));
    expect(text).toContain("opens this one quote, without your dealer key, and stops working after 14 days, on ");
    // Australian English writes June, July and Sept with four letters in a date.
    expect(text).toMatch(/on \w{3}, \d{1,2} \w{3,4} \d{4}, \d{1,2}:\d{2} [ap]m AE[DS]T\./);
    expect(text).toContain("sign in at https://fleet-quote.test/dealer with your dealer key");

    const browser = new Browser();
    const opened = await browser.get(url!.slice("https://fleet-quote.test".length));
    expect(opened.headers.get("Location")).toBe(`/dealer/quotes/${quoteId}`);
  });

  it("without PORTAL_LINK_SECRET has no link and says how to sign in instead", async () => {
    const { quoteId } = await pendingQuote();
    const text = await noticeText(quoteId, { PORTAL_LINK_SECRET: undefined });
    expect(text).not.toContain("?link=");
    expect(text).toContain("Sign in to the dealer portal at https://fleet-quote.test/dealer with your dealer key");
  });
});
