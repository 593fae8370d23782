import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accessoryForm, completionForm, otherIntents, settingsForm, signInForm, stockApplyForm, stockCheckForm, stockRowForm } from "./bodies";
import { hostileString } from "./hostile-input";
import { checkPortalAnswer, portalRequests, type PortalOperation } from "./portal-requests";
import { idOf, path, sameRecord, verbatim } from "./references";
import { accessorySubmitted, fetched, portalCompleted, read, refused, settingsSubmitted, signedIn, signedOut, signedOutEverywhere, stockFileSubmitted, stockRowSubmitted } from "./effects";
import { fuzz, fuzzRuns, fuzzTimeout } from "./runner";

// The dealer portal and the service's front page, as browsers reach them. A new page or form is
// one entry below (its form in bodies.ts), with the least share of its requests that must succeed.
// A fifth of the fuzzers' requests (FUZZ_RUNS).
const RUNS = fuzzRuns(0.2);

const operations: PortalOperation[] = [
  { method: "GET", path: path`/dealer`, query: fc.constantFrom<[string, unknown][]>([], [["next", "/dealer/quotes"]], [["signed-out", ""]], [["next", "https://evil.example/"]]), effect: fetched("the sign-in page", 0.6) },
  { method: "POST", path: path`/dealer/sign-in`, form: signInForm, effect: signedIn(0.15), weight: 2 },
  { method: "POST", path: path`/dealer/sign-out`, effect: signedOut(0.1) },
  { method: "GET", path: path`/dealer/sign-in`, effect: fetched("the sign-in form's address, reloaded", 0.6) },
  { method: "GET", path: path`/dealer/sign-out`, effect: fetched("the sign-out form's address, reloaded", 0.6) },
  { method: "GET", path: path`/dealer/quotes`, query: fc.constantFrom<[string, unknown][]>([], [["page", "1"]], [["page", "2"]], [["page", "9999"]], [["page", "abc"]]), effect: fetched("the quote list", 0.3) },
  { method: "GET", path: path`/dealer/quotes/${idOf("dealerQuote")}`, effect: fetched("a quote's page", 0.3) },
  // The link in a dealer's e-mail, opened in the browser.
  { method: "GET", path: path`${verbatim(sameRecord("link", ["page"]).map((link) => link.page))}`, effect: fetched("a quote's page from its link", 0.25) },
  { method: "POST", path: path`/dealer/quotes/${idOf("pendingQuote")}`, variant: "Complete quote", form: completionForm(fc.constant("complete")), effect: portalCompleted(0.1), weight: 3 },
  // The form's other buttons re-render it: never a success, whatever the status.
  { method: "POST", path: path`/dealer/quotes/${idOf("pendingQuote")}`, variant: "other buttons", form: completionForm(otherIntents), effect: read("the completion form shown again", 0.1) },
  { method: "POST", path: path`/dealer/quotes/${idOf("pendingQuote")}/preview`, form: completionForm(fc.constant("preview")), effect: read("a price previewed", 0.05), weight: 2 },
  { method: "POST", path: path`/dealer/sign-out-everywhere`, effect: signedOutEverywhere(0.1) },
  { method: "GET", path: path`/dealer/stock`, query: fc.constantFrom<[string, unknown][]>([], [["model", "hatch"]], [["page", "2"]], [["imported", "1.2.3"]], [["saved", "x"]]), effect: fetched("the stock page", 0.3) },
  { method: "GET", path: path`/dealer/stock/add`, query: fc.constantFrom<[string, unknown][]>([], [["model", "fz"]], [["page", "9999"]]), effect: fetched("the catalogue to stock from", 0.35) },
  { method: "GET", path: path`/dealer/stock/export`, effect: fetched("the stock file", 0.35) },
  { method: "POST", path: path`/dealer/stock/${fc.oneof(idOf("dealerStock", "vehicleId"), idOf("vehicle"))}`, form: stockRowForm, effect: stockRowSubmitted(0.15) },
  { method: "POST", path: path`/dealer/stock/check`, form: stockCheckForm, effect: read("a stock file checked", 0.2) },
  { method: "POST", path: path`/dealer/stock/apply`, form: stockApplyForm, effect: stockFileSubmitted(0.2) },
  { method: "GET", path: path`/dealer/accessories`, effect: fetched("the accessories page", 0.3) },
  { method: "POST", path: path`/dealer/accessories`, form: accessoryForm, effect: accessorySubmitted(0.2) },
  { method: "POST", path: path`/dealer/accessories/${idOf("dealerAccessory")}`, form: accessoryForm, effect: accessorySubmitted(0.1), weight: 2 },
  { method: "GET", path: path`/dealer/settings`, effect: fetched("the prices page", 0.3) },
  { method: "POST", path: path`/dealer/settings`, form: settingsForm, effect: settingsSubmitted(0.15), weight: 2 },
  // Two of the five queries name days no statement can be of (a page saying so, not the statement),
  // and a session may be forged or spent: 19% to 63% succeeded in runs of 800 requests.
  { method: "GET", path: path`/dealer/credits`, query: fc.constantFrom<[string, unknown][]>([], [["page", "2"]], [["from", "2026-11-01"], ["to", "2026-11-30"]], [["from", "2026-02-30"]], [["from", "2026-11-30"], ["to", "2026-11-01"]]), effect: fetched("the credits page", 0.1) },
  { method: "GET", path: path`/dealer/credits/export`, query: fc.constantFrom<[string, unknown][]>([], [["from", "2026-11-01"]], [["to", "2031-01-01"]]), effect: fetched("the statement file", 0.35) },
  { method: "GET", path: path`/dealer/${hostileString}`, effect: refused("a page the portal does not have") },
  { method: "PUT", path: path`/dealer/quotes`, effect: refused("a method the page does not take") },
  { method: "DELETE", path: path`/dealer/quotes/${idOf("dealerQuote")}`, effect: refused("a method the page does not take") },
];

const frontPage: PortalOperation = {
  method: "GET",
  path: path`/`,
  effect: fetched("the front page", 0.6),
  // An API client gets the pointers to the docs; a browser is sent to the docs page.
  check: ({ request, response, text }) => {
    const browser = /\btext\/html\b/.test(request.headers.get("Accept") ?? "");
    expect(response.status).toBe(browser ? 302 : 200);
    expect(browser ? response.headers.get("Location") : JSON.parse(text)).toEqual(browser ? "/docs/" : { name: "Fleet Quote API", version: "1.1.0", docs: "/docs", openapi: "/api/v1/openapi.json" });
  },
};

describe("hostile input: the dealer portal and the front page", () => {
  it(`answers ${RUNS} generated requests, each with a page (or the preview's JSON) and the portal's security headers, never a 5xx, no write by a refused request, each form's change stored as often as it states, and every job ended`, { timeout: fuzzTimeout(RUNS) }, async () => {
    const portal = portalRequests(operations);
    const front = portalRequests([frontPage]);
    await fuzz({
      title: "hostile input: the dealer portal and the front page",
      atLeast: 0.2,
      sends: { emails: true, webhooks: true },
      runs: RUNS,
      requests: fc.oneof({ weight: operations.length, arbitrary: portal }, { weight: 1, arbitrary: front }),
      check: (answer, world) => (new URL(answer.request.url).pathname.startsWith("/dealer") ? checkPortalAnswer(answer, world) : undefined),
    });
  });
});
