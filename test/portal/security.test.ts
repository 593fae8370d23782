import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signQuoteLink } from "../../src/notices/signed-link";
import { failingD1 } from "../helpers/database";
import { bearer, call, callWith, expectError, postJson } from "../helpers/http";
import { createQuote, pendingQuote } from "../helpers/scenes";
import { Browser, ORIGIN, expectPage, formBody, quoteRow, signedIn, textOf } from "./helpers";

afterEach(() => vi.restoreAllMocks());

const XSS = `<script>alert("x")</script>"><img src=x onerror=alert(1)>`;

describe("headers", () => {
  /** The portal's headers: a strict Content-Security-Policy, no framing, no sniffing, no referrer, never cached. */
  function expectPortalHeaders(response: Response, where: string) {
    expect(response.headers.get("Content-Security-Policy"), where).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types 'none'",
    );
    expect(response.headers.get("X-Frame-Options"), where).toBe("DENY");
    expect(response.headers.get("X-Content-Type-Options"), where).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy"), where).toBe("no-referrer");
    expect(response.headers.get("Cache-Control"), where).toBe("no-store");
  }

  it("every portal page has a strict Content-Security-Policy, no inline script or style, and is never cached", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    const browser = await signedIn(dealerKey);
    for (const [path, visitor] of [["/dealer", new Browser()], ["/dealer/quotes", browser], [`/dealer/quotes/${quoteId}`, browser], ["/dealer/nowhere", browser]] as const) {
      const response = await visitor.get(path);
      expectPortalHeaders(response, path);
      const html = await response.text();
      expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script src="/portal/portal.js" defer="">']);
      expect(html).not.toMatch(/<style|\sstyle=|\son\w+=/i);
    }
  });

  it("so do the pages refusing a request before the portal's routes see it: a form too large, a method not allowed", async () => {
    const tooLarge = await new Browser().post("/dealer/sign-in", { key: "x".repeat(70_000) });
    await expectPage(tooLarge, 413);
    expectPortalHeaders(tooLarge, "413");
    const put = await call("/dealer/quotes", { method: "PUT", headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" } });
    await expectPage(put, 405);
    expectPortalHeaders(put, "405");
  });
});

describe("CSRF", () => {
  const crossSite = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };

  it("refuses a form posted from another site with a 403 page, and changes nothing", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    const browser = await signedIn(dealerKey);
    const refused = await browser.post(`/dealer/quotes/${quoteId}`, { intent: "complete" }, crossSite);
    expect(textOf(await expectPage(refused, 403))).toContain("The form was not accepted");
    expect((await quoteRow(quoteId))!.status).toBe("pending");

    await expectPage(await browser.post("/dealer/sign-out", {}, crossSite), 403);
    expect((await browser.get("/dealer/quotes")).status).toBe(200);

    const signIn = await new Browser().post("/dealer/sign-in", { key: dealerKey }, crossSite);
    await expectPage(signIn, 403);
    expect(signIn.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a form with neither Origin nor Sec-Fetch-Site, and the preview from another site", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    const browser = await signedIn(dealerKey);
    const bare = await call(`/dealer/quotes/${quoteId}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `__Secure-dealer_session=${browser.cookies.get("__Secure-dealer_session")}` },
      body: formBody({ intent: "complete" }),
    });
    await expectPage(bare, 403);
    expect((await browser.post(`/dealer/quotes/${quoteId}/preview`, {}, crossSite)).status).toBe(403);
    // An older browser that sends only Origin is accepted from the portal's own origin.
    expect((await browser.post(`/dealer/quotes/${quoteId}/preview`, {}, { Origin: ORIGIN, "Sec-Fetch-Site": "" })).status).toBe(200);
    expect((await quoteRow(quoteId))!.status).toBe("pending");
  });
});

describe("text typed by an FMO or a dealer", () => {
  it("is rendered escaped, as inert text, on the list, the quote page, the stock choice and the sent quote", async () => {
    const { dealerKey, dealer, clientKey } = await pendingQuote();
    const quoteId = await createQuote(clientKey, { dealershipId: dealer.id, model: XSS, clientName: XSS, clientEmail: "jo@fleet.example.com", clientPhone: "<b>1</b>", notes: XSS });
    const browser = await signedIn(dealerKey);
    const list = await expectPage(await browser.get("/dealer/quotes"), 200);
    const page = await expectPage(await browser.get(`/dealer/quotes/${quoteId}`), 200);
    for (const html of [list, page]) {
      expect(html).not.toContain("<script>alert");
      expect(html).not.toContain("<img src=x");
      expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
      expect(textOf(html)).toContain(XSS);
    }
    expect(page).toContain("&lt;b&gt;1&lt;/b&gt;");

    const { quoteId: other, dealerKey: otherKey } = await pendingQuote();
    const otherBrowser = await signedIn(otherKey);
    const sent = await otherBrowser.post(`/dealer/quotes/${other}`, { accessoryName: XSS, accessoryPrice: "10", notes: XSS, intent: "complete" });
    expect(sent.status).toBe(303);
    const sentPage = await expectPage(await otherBrowser.get(`/dealer/quotes/${other}`), 200);
    expect(sentPage).not.toContain("<script>alert");
    expect(textOf(sentPage).split(XSS).length - 1).toBe(2); // the accessory line and the notes, as text
  });
});

describe("the portal and the API keep their credentials apart", () => {
  it("the JSON API does not accept the portal's session cookie", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    const browser = await signedIn(dealerKey);
    const cookie = `__Secure-dealer_session=${browser.cookies.get("__Secure-dealer_session")}`;
    await expectError(await call("/api/v1/dealer/quotes", { headers: { Cookie: cookie } }), 401, "UNAUTHORIZED");
    await expectError(await postJson(`/api/v1/dealer/quotes/${quoteId}/complete`, {}, { Cookie: cookie, Origin: ORIGIN }), 401, "UNAUTHORIZED");
    expect((await quoteRow(quoteId))!.status).toBe("pending");
  });

  it("the portal does not accept API or dealer keys as bearer credentials (see sign-in tests), nor the admin token", async () => {
    const html = await expectPage(await new Browser().get("/dealer/quotes", bearer(env.ADMIN_TOKEN!)), 401);
    expect(html).toContain('id="dealer-key"');
  });
});

describe("the portal's own error pages", () => {
  it("an unknown /dealer address is an HTML 404, a wrong method an HTML 405 with Allow, an oversized form an HTML 413", async () => {
    const browser = new Browser();
    expect(textOf(await expectPage(await browser.get("/dealer/nowhere"), 404))).toContain("Page not found");
    const put = await call("/dealer/quotes", { method: "PUT", headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" } });
    await expectPage(put, 405);
    expect(put.headers.get("Allow")).toContain("GET");
    const huge = await browser.post("/dealer/sign-in", { key: "x".repeat(70_000) });
    expect(textOf(await expectPage(huge, 413))).toContain("The form is too large");
    // The API keeps its JSON envelope.
    await expectError(await call("/api/v1/nowhere"), 404, "NOT_FOUND");
  });

  it("an unexpected failure is a 500 page with a reference, logged without the session or the link's token", async () => {
    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(" ")));
    const { dealer, quoteId } = await pendingQuote();
    const { token } = await signQuoteLink(env.PORTAL_LINK_SECRET!, quoteId, dealer.id, new Date());
    const response = await callWith({ DB: failingD1() }, `/dealer/quotes/${quoteId}?link=${token}`, { headers: { Cookie: "__Secure-dealer_session=" + "S".repeat(43) } });
    const html = await expectPage(response, 500);
    expect(textOf(html)).toContain("Something went wrong on our side");
    expect(html).toContain(response.headers.get("X-Request-Id")!);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("unhandled portal error");
    expect(errors[0]).not.toContain(token);
    expect(errors[0]).not.toContain("S".repeat(43));
  });

  it("nothing the portal logs in a whole session carries a session id, a link token or a key", async () => {
    const logged: string[] = [];
    for (const level of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    }
    const { dealer, dealerKey, quoteId } = await pendingQuote();
    const { token } = await signQuoteLink(env.PORTAL_LINK_SECRET!, quoteId, dealer.id, new Date());
    const linked = new Browser();
    await linked.get(`/dealer/quotes/${quoteId}?link=${token}`);
    await linked.get(`/dealer/quotes/${quoteId}?link=${token.slice(0, -2)}xx`);
    const browser = await signedIn(dealerKey);
    await new Browser().signIn(dealerKey.replace(/.$/, "0"));
    await browser.post(`/dealer/quotes/${quoteId}/preview`, { vehiclePrice: "1" });
    await browser.post(`/dealer/quotes/${quoteId}`, { intent: "complete" });
    await browser.post("/dealer/sign-out", {});

    const text = logged.join("\n");
    const stored = JSON.stringify((await env.DB.prepare("SELECT * FROM portal_sessions").all()).results);
    for (const secret of [token, dealerKey, linked.cookies.get("__Secure-dealer_session")!, ...browser.setCookieHeaders.map((h) => h.split(";")[0]!.split("=")[1]!).filter((v) => v.length === 43)]) {
      expect(text.includes(secret)).toBe(false);
      expect(stored.includes(secret)).toBe(false);
    }
  });
});
