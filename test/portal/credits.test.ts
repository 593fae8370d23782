import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { OPENING_NOTE } from "../../src/domain/credits";
import { admin, issueDealerKey } from "../helpers/admin";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { registerClient } from "../helpers/http";
import { createQuote, pendingQuote, quoteRequest } from "../helpers/scenes";
import { Browser, signedIn, textOf } from "./helpers";

/** A dealership (Perth: UTC+8 all year) with its opening entry, a purchase, a quote and an adjustment, and a signed-in browser. */
async function dealerWithStatement() {
  const dealer = await createDealership({ state: "WA", credits: 3 });
  const car = await createVehicle();
  await stock(dealer.id, car.id);
  await admin(`/dealerships/${dealer.id}/credits`, "POST", { amount: 50 });
  const quoteId = await createQuote(await registerClient(), quoteRequest(dealer.id, car.id));
  await admin(`/dealerships/${dealer.id}/credits/adjustments`, "POST", { change: -2, note: "=Two test quotes" });
  return { dealer, quoteId, browser: await signedIn(await issueDealerKey(dealer.id)) };
}

/** Entries at given instants, each adding a credit, in place of a dealership's statement (for the period's bounds and the file's size). */
async function statementAt(dealershipId: string, instants: string[]) {
  await env.DB.batch([
    env.DB.prepare("delete from credit_entries where dealership_id = ?1").bind(dealershipId),
    ...instants.map((at, i) =>
      env.DB.prepare("insert into credit_entries (dealership_id, seq, at, change, balance, reason) values (?1, ?2, ?3, 1, ?2, 'purchase')").bind(dealershipId, i + 1, at),
    ),
    env.DB.prepare("update dealerships set credits = ?2 where id = ?1").bind(dealershipId, instants.length),
  ]);
}

describe("GET /dealer/credits", () => {
  it("shows the balance and the statement, newest first: each entry's number, time in the dealership's zone, what it was, change and balance", async () => {
    const { quoteId, browser } = await dealerWithStatement();
    const response = await browser.get("/dealer/credits");
    expect(response.status).toBe(200);
    const html = await response.text();
    // Reached from Settings, whose link the header marks.
    expect(html).toContain('<a href="/dealer/settings" aria-current="page">Settings</a>');
    expect(await (await browser.get("/dealer/settings")).text()).toContain('<a href="/dealer/credits">your credit statement</a>');
    const text = textOf(html);
    expect(text).toContain("Your balance 50 credits");
    expect(text).toMatch(/4 [^]*AWST Adjustment: =Two test quotes -2 50 3 [^]*AWST Quote asked of you \( ?the quote ?\) -1 52 2 [^]*Credits bought \+50 53 1 [^]*Adjustment: Opening balance/);
    expect(html).toContain(`<a href="/dealer/quotes/${quoteId}">the quote</a>`);
    expect(text).toContain(OPENING_NOTE);
  });

  it("narrows to whole days in the dealership's time zone, both included, and pages 50 entries at a time", async () => {
    const dealer = await createDealership({ state: "WA", credits: 0 });
    const browser = await signedIn(await issueDealerKey(dealer.id));
    // 10 November 2026 in Perth runs from 2026-11-09T16:00Z to 2026-11-10T16:00Z.
    const bounds = ["2026-11-09T15:59:59.999Z", "2026-11-09T16:00:00.000Z", "2026-11-10T15:59:59.999Z", "2026-11-10T16:00:00.000Z"];
    const many = Array.from({ length: 51 }, (_, i) => new Date(Date.UTC(2026, 11, 1) + i * 60_000).toISOString());
    await statementAt(dealer.id, [...bounds, ...many]);
    const rows = (html: string) => [...html.matchAll(/<td data-label="Entry" class="numeric">(\d+)<\/td>/g)].map((m) => Number(m[1]));
    expect(rows(await (await browser.get("/dealer/credits?from=2026-11-10&to=2026-11-10")).text())).toEqual([3, 2]);
    const first = await (await browser.get("/dealer/credits")).text();
    expect(rows(first)).toEqual(Array.from({ length: 50 }, (_, i) => 55 - i));
    expect(first).toContain('href="/dealer/credits?page=2"');
    expect(rows(await (await browser.get("/dealer/credits?page=2")).text())).toEqual([5, 4, 3, 2, 1]);
  });

  it("answers a period it cannot read with the page, saying what to put right (400)", async () => {
    const { browser } = await dealerWithStatement();
    for (const query of ["from=2026-02-30", "from=10/11/2026", "from=2026-11-11&to=2026-11-10"]) {
      const response = await browser.get(`/dealer/credits?${query}`);
      expect(response.status, query).toBe(400);
      expect(textOf(await response.text())).toContain("Please check the form");
    }
  });

  it("asks a session opened from an e-mail link to sign in with the dealer key", async () => {
    const { quoteId, dealer } = await pendingQuote();
    const browser = new Browser();
    const { signQuoteLink } = await import("../../src/notices/signed-link");
    const { token } = await signQuoteLink(env.PORTAL_LINK_SECRET!, quoteId, dealer.id, new Date());
    await browser.get(`/dealer/quotes/${quoteId}?link=${token}`);
    const response = await browser.get("/dealer/credits");
    expect(response.status).toBe(401);
    expect(textOf(await response.text())).toContain("to see your credits");
  });
});

describe("GET /dealer/credits/export", () => {
  it("downloads the statement as CSV, oldest first, with each time as written and in the dealership's zone, formulas guarded", async () => {
    const { dealer, quoteId, browser } = await dealerWithStatement();
    const response = await browser.get("/dealer/credits/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="credits-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe("entry,at,localTime,reason,change,balance,quoteId,tenderId,note");
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(["1", "2", "3", "4"]);
    expect(lines[3]).toMatch(new RegExp(`^3,[^,]+Z,"[^"]+AWST",quote,-1,52,${quoteId},,$`));
    expect(lines[4]).toMatch(/^4,.*,adjustment,-2,50,,,'=Two test quotes$/);
    const stored = await env.DB.prepare("select count(*) as n from credit_entries where dealership_id = ?").bind(dealer.id).first<number>("n");
    expect(lines).toHaveLength(1 + stored!);
  });

  it("holds the period asked for, and refuses a file of more than 10,000 entries with a page saying to choose a shorter period", async () => {
    const dealer = await createDealership({ state: "WA", credits: 0 });
    const browser = await signedIn(await issueDealerKey(dealer.id));
    await env.DB.batch([
      env.DB.prepare("delete from credit_entries where dealership_id = ?1").bind(dealer.id),
      // 10,001 entries, one a minute from 2026-11-09T16:00Z (10 November in Perth) on.
      env.DB.prepare(
        `with recursive n(i) as (select 1 union all select i + 1 from n where i < 10001)
         insert into credit_entries (dealership_id, seq, at, change, balance, reason)
         select ?1, i, strftime('%Y-%m-%dT%H:%M:%fZ', '2026-11-09T16:00:00.000Z', '+' || (i - 1) || ' minutes'), 1, i, 'purchase' from n`,
      ).bind(dealer.id),
      env.DB.prepare("update dealerships set credits = 10001 where id = ?1").bind(dealer.id),
    ]);
    const refused = await browser.get("/dealer/credits/export");
    expect(refused.status).toBe(400);
    expect(textOf(await refused.text())).toContain("Choose a shorter period");
    // 10 November in Perth holds the first 1,440 entries.
    const day = await browser.get("/dealer/credits/export?from=2026-11-10&to=2026-11-10");
    expect(day.status).toBe(200);
    expect((await day.text()).trimEnd().split("\r\n")).toHaveLength(1 + 1_440);
  });
});
