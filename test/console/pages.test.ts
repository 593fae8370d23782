import { describe, expect, it } from "vitest";
import { consoleFmo, ConsoleBrowser, expectPage, signedIn, textOf } from "./helpers";
import { consoleScene } from "./scene";

/** Every page of the console, for a scene's own ids. */
const pagesOf = (s: Awaited<ReturnType<typeof consoleScene>>) => [
  "/console/overview",
  "/console/tenders",
  `/console/tenders/${s.tenderId}`,
  "/console/quotes",
  "/console/quotes?status=pending",
  `/console/quotes/${s.quoteId}`,
  "/console/orders",
  "/console/orders?status=placed",
  "/console/vehicles",
  `/console/vehicles?q=${encodeURIComponent(s.car.model)}`,
  "/console/deliveries",
  "/console/deliveries?failed",
  `/console/deliveries/${s.deliveryId}`,
  "/console/keys",
  "/console/usage",
  "/console/users",
];

describe("the console's pages", () => {
  it("serves every page to a signed-in user, as HTML with the web UIs' headers and no cache", async () => {
    const s = await consoleScene();
    for (const path of pagesOf(s)) {
      const response = await s.browser.get(path);
      await expectPage(response, 200);
      expect(response.headers.get("Cache-Control"), path).toBe("no-store");
      expect(response.headers.get("Content-Security-Policy"), path).toMatch(/default-src 'none'; script-src 'self'; style-src 'self'/);
      expect(response.headers.get("X-Frame-Options"), path).toBe("DENY");
    }
  });

  it("asks a browser without a session to sign in, on every page, with a 401 page", async () => {
    const s = await consoleScene();
    const stranger = new ConsoleBrowser();
    for (const path of pagesOf(s)) {
      const html = await expectPage(await stranger.get(path), 401);
      expect(textOf(html), path).toContain("Please sign in");
    }
    expect((await stranger.get("/console/overview", { Cookie: `__Secure-console_session=${"S".repeat(43)}` })).status).toBe(401);
  });

  it("answers another FMO's tender, quote and delivery with a 404 page, as it does a made-up or malformed id", async () => {
    const mine = await consoleScene();
    const theirs = await consoleScene();
    const cases = [
      [`/console/tenders/${theirs.tenderId}`, "Tender not found"],
      [`/console/quotes/${theirs.quoteId}`, "Quote not found"],
      [`/console/quotes/${theirs.tenderQuoteIds[0]}`, "Quote not found"],
      [`/console/deliveries/${theirs.deliveryId}`, "Webhook delivery not found"],
      [`/console/tenders/${crypto.randomUUID()}`, "Tender not found"],
      ["/console/quotes/not-an-id", "Quote not found"],
      ["/console/deliveries/12345", "Webhook delivery not found"],
      ["/console/no-such-page", "Page not found"],
    ] as const;
    for (const [path, title] of cases) expect(textOf(await expectPage(await mine.browser.get(path), 404)), path).toContain(title);
    // Nor can another FMO's delivery be sent again, or its user removed.
    expect((await mine.browser.post(`/console/deliveries/${theirs.deliveryId}/redeliver`)).status).toBe(404);
    expect((await mine.browser.post(`/console/users/${theirs.userId}/remove`)).status).toBe(404);
    expect((await theirs.browser.get("/console/users")).status).toBe(200);
    expect(textOf(await expectPage(await theirs.browser.get("/console/users"), 200))).toContain(theirs.email);
  });

  it("lists only the FMO's own tenders, quotes and deliveries", async () => {
    const mine = await consoleScene();
    const theirs = await consoleScene();
    const pages = await Promise.all(["/console/tenders", "/console/quotes", "/console/deliveries"].map(async (path) => expectPage(await mine.browser.get(path), 200)));
    for (const html of pages) {
      expect(html).not.toContain(theirs.tenderId);
      expect(html).not.toContain(theirs.quoteId);
      expect(html).not.toContain(theirs.deliveryId);
    }
    expect(pages.join()).toContain(mine.tenderId);
    expect(pages.join()).toContain(mine.deliveryId);
  });

  it("shows the tender's comparison: each dealership's drive-away price, its lines and until when it holds, cheapest first", async () => {
    const s = await consoleScene();
    const text = textOf(await expectPage(await s.browser.get(`/console/tenders/${s.tenderId}`), 200));
    const [cheap, dear, manual] = s.dealers.map((d) => text.indexOf(d.name));
    expect(cheap).toBeGreaterThan(0);
    expect(cheap).toBeLessThan(dear!);
    expect(dear).toBeLessThan(manual!);
    expect(text).toMatch(/Best offer Priced \$[\d,]+\.\d\d \$40,000\.00/);
    expect(text).toContain("With the dealer");
    expect(text).toMatch(/Valid until/);
  });

  it("writes whatever an FMO or a dealer typed as text: markup in a company or client name never becomes an element", async () => {
    const hostile = `<script>alert(1)</script><img src=x onerror=alert(2)>`;
    const s = await consoleScene(hostile);
    const fmo = await consoleFmo(hostile);
    const browser = await signedIn(fmo.contactEmail);
    for (const [who, path] of [[s.browser, "/console/quotes"], [browser, "/console/overview"], [browser, "/console/keys"]] as const) {
      const html = await expectPage(await who.get(path), 200);
      expect(html).not.toContain("<script>alert");
      expect(html).not.toContain("<img src=x");
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    }
  });

  it("shows the overview: this hour's requests of 100, the open tender with its deadline, the failed delivery", async () => {
    const s = await consoleScene();
    const text = textOf(await expectPage(await s.browser.get("/console/overview"), 200));
    expect(text).toMatch(/Requests this hour (\d+) of 100/);
    expect(Number(/Requests this hour (\d+) of 100/.exec(text)![1])).toBeGreaterThanOrEqual(3);
    expect(text).toContain(s.car.model);
    expect(text).toMatch(/closes \w{3}, \d{1,2} \w{3} \d{4}/);
    expect(text).toContain("quote.completed Failed");
  });

  it("shows a delivery's attempts with their HTTP status", async () => {
    const s = await consoleScene();
    const text = textOf(await expectPage(await s.browser.get(`/console/deliveries/${s.deliveryId}`), 200));
    expect(text.match(/Attempt \d .*? 503/g)).toHaveLength(3);
    expect(text).toContain("Send it again");
  });
});
