import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signQuoteLink } from "../../src/notices/signed-link";
import { pendingQuote } from "../helpers/scenes";
import { Browser, expectPage, signedIn, textOf } from "./helpers";

/** The error page's one way on: [where it leads, what it says]. */
function wayOn(html: string): [string, string] {
  const link = /<p><a class="button" href="([^"]*)">([^<]*)<\/a><\/p><\/section>/.exec(html);
  expect(link, "the error page's button").not.toBeNull();
  return [link![1]!, link![2]!.trim()];
}

describe("the portal's error page", () => {
  it("leads a dealer signed in with the key back to their quotes, not to the sign-in, with the portal's navigation", async () => {
    const { dealerKey } = await pendingQuote();
    const theirs = await pendingQuote();
    const browser = await signedIn(dealerKey);
    const page = await expectPage(await browser.get(`/dealer/quotes/${theirs.quoteId}`), 404);
    expect(textOf(page)).toContain("Quote not found");
    expect(wayOn(page)).toEqual(["/dealer/quotes", "Back to your quotes"]);
    expect(textOf(page)).toMatch(/Quotes Orders Stock Accessories Settings Sign out/);
    expect(wayOn(await expectPage(await browser.post(`/dealer/stock/${crypto.randomUUID()}`, { price: "1" }), 404))).toEqual(["/dealer/quotes", "Back to your quotes"]);
  });

  it("leads an e-mail link's session back to its one quote", async () => {
    const { quoteId, dealer } = await pendingQuote();
    const other = await pendingQuote();
    const { token } = await signQuoteLink(env.PORTAL_LINK_SECRET!, quoteId, dealer.id, new Date());
    const browser = new Browser();
    expect((await browser.get(`/dealer/quotes/${quoteId}?link=${token}`)).status).toBe(303);
    const page = await expectPage(await browser.get(`/dealer/quotes/${other.quoteId}`), 403);
    expect(textOf(page)).toContain("This link opens another quote");
    expect(wayOn(page)).toEqual([`/dealer/quotes/${quoteId}`, "Back to the quote"]);
  });

  it("offers the sign-in without a session", async () => {
    const page = await expectPage(await new Browser().post("/dealer/sign-in", { key: "x" }, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }), 403);
    expect(textOf(page)).toContain("The form was not accepted");
    expect(wayOn(page)).toEqual(["/dealer", "Go to sign-in"]);
    expect(page).not.toContain('<nav class="account"');
  });
});
