import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { returnCreditsStatements, type QuotesToReturn } from "../../../src/db/queries/credits";
import { ADMIN_TOKEN } from "../../helpers/admin";
import { createDealership, createVehicle, stock } from "../../helpers/fixtures";
import { bearer, postJson, randomAddress, registerClient } from "../../helpers/http";
import { creditsOf, expectLedgerAddsUp, storedStatement } from "../../helpers/ledger";
import { createQuote, quoteRequest } from "../../helpers/scenes";

/** Later than every entry the scenes write (an entry's time never goes back). */
const NOW = new Date(Date.now() + 3_600_000).toISOString();

/** A tender's pending quotes lapsing, as the tender close does it: the guarded update, then the return, in one batch. */
async function lapse(chosen: QuotesToReturn, lapseWhere: { sql: string; args: unknown[] }, at = NOW) {
  const results = await env.DB.batch([
    env.DB.prepare(`update quotes set outcome = 'lapsed', outcome_at = ? where status = 'pending' and outcome is null and ${lapseWhere.sql}`).bind(at, ...lapseWhere.args),
    ...returnCreditsStatements(env.DB, chosen, at),
  ]);
  return (results[2]?.results ?? []) as { quoteId: string }[];
}

/**
 * An operator's POST, each from an address of its own: the failed-authentication throttle counts
 * every attempt of an address while it is in flight, so 60 at once from one address would be refused.
 */
function operator(path: string, body: unknown) {
  return postJson(`/admin/v1${path}`, body, bearer(ADMIN_TOKEN, { "CF-Connecting-IP": randomAddress() }));
}

/** A reviewing dealership with a vehicle, an FMO, and `count` pending quotes there. */
async function pendingQuotes(count: number, credits = 10) {
  const dealer = await createDealership({ credits });
  const car = await createVehicle();
  await stock(dealer.id, car.id);
  const key = await registerClient();
  const quoteIds: string[] = [];
  for (let i = 0; i < count; i++) quoteIds.push(await createQuote(key, quoteRequest(dealer.id, car.id)));
  return { dealer, car, key, quoteIds };
}

describe("returnCreditsStatements", () => {
  it("gives back one credit per quote of a list, numbering a dealership's entries one after the other with the balance after each", async () => {
    const a = await pendingQuotes(3, 5);
    const b = await pendingQuotes(1, 1);
    const chosen = [a.quoteIds[0]!, a.quoteIds[2]!, b.quoteIds[0]!];
    const returned = await lapse({ quoteIds: chosen }, { sql: "id in (select value from json_each(?))", args: [JSON.stringify(chosen)] });
    expect(returned.map((r) => r.quoteId).sort()).toEqual([...chosen].sort());
    expect(await creditsOf(a.dealer.id)).toBe(4);
    expect(await creditsOf(b.dealer.id)).toBe(1);
    const entries = await expectLedgerAddsUp(a.dealer.id);
    expect(entries.slice(4).map(({ seq, change, balance, reason, quote_id, at }) => ({ seq, change, balance, reason, quote_id, at }))).toEqual(
      [a.quoteIds[0], a.quoteIds[2]].sort().map((quoteId, i) => ({ seq: 5 + i, change: 1, balance: 3 + i, reason: "returned", quote_id: quoteId, at: NOW })),
    );
    await expectLedgerAddsUp(b.dealer.id);
  });

  it("takes the quotes by a condition on the quotes table, with its own values", async () => {
    const { dealer, car, key } = await pendingQuotes(0, 4);
    const answered = await createDealership({ tier: "enterprise", autoRespond: true });
    await stock(answered.id, car.id);
    const response = await postJson("/api/v1/tenders", { globalCarId: car.id, dealershipIds: [dealer.id, answered.id], clientName: "Jo", clientEmail: "jo@fleet.example.com" }, bearer(key));
    expect(response.status, await response.clone().text()).toBe(201);
    const { tenderId, quotes } = await response.json<{ tenderId: string; quotes: { quoteId: string; status: string; dealership: { id: string } }[] }>();
    const pending = quotes.find((q) => q.dealership.id === dealer.id)!;
    expect(pending.status).toBe("pending");
    // Only the pending quote lapses; the priced one, chosen by the same condition, is not lapsed and keeps its credit spent.
    const returned = await lapse({ where: sql`q.tender_id = ${tenderId} and q.outcome = 'lapsed'` }, { sql: "tender_id = ?", args: [tenderId] });
    expect(returned).toEqual([{ quoteId: pending.quoteId }]);
    const entries = await expectLedgerAddsUp(dealer.id);
    expect(entries.at(-1)).toMatchObject({ reason: "returned", change: 1, balance: 4, quote_id: pending.quoteId, tender_id: tenderId });
    expect((await storedStatement(answered.id)).map((e) => e.reason)).toEqual(["adjustment", "quote"]);
  });

  it("gives a quote's credit back once, however often the return runs, and nothing for a quote that does not exist", async () => {
    const { dealer, quoteIds } = await pendingQuotes(2, 2);
    const chosen = { quoteIds: [...quoteIds, crypto.randomUUID()] };
    expect(await lapse(chosen, { sql: "id in (select value from json_each(?))", args: [JSON.stringify(quoteIds)] })).toHaveLength(2);
    expect(await lapse(chosen, { sql: "1", args: [] })).toEqual([]);
    expect(await creditsOf(dealer.id)).toBe(2);
    expect((await storedStatement(dealer.id)).filter((e) => e.reason === "returned")).toHaveLength(2);
    await expectLedgerAddsUp(dealer.id);
  });

  it("gives one credit per quote when 30 returns of the same quotes race", async () => {
    const { dealer, quoteIds } = await pendingQuotes(3, 3);
    const results = await Promise.all(Array.from({ length: 30 }, () => lapse({ quoteIds }, { sql: "id in (select value from json_each(?))", args: [JSON.stringify(quoteIds)] })));
    expect(results.flat()).toHaveLength(3);
    expect(await creditsOf(dealer.id)).toBe(3);
    await expectLedgerAddsUp(dealer.id);
  });
});

describe("the credit ledger under concurrency", () => {
  it("adds up exactly after 30 quotes, 30 tenders, 30 lapses, 30 purchases and 30 adjustments at once", { timeout: 120_000 }, async () => {
    // 30 quotes pending beforehand, to lapse during the storm; then 10 credits left.
    const { dealer, car, quoteIds: toLapse } = await pendingQuotes(30, 40);
    const other = await createDealership({ credits: 1_000 });
    await stock(other.id, car.id);
    const keys = await Promise.all(Array.from({ length: 3 }, () => registerClient()));
    const asked = { clientName: "Jo", clientEmail: "jo@fleet.example.com" };

    const storm = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => postJson("/api/v1/quotes", quoteRequest(dealer.id, car.id), bearer(keys[i % 3]!)).then((r) => ["quote", r.status] as const)),
      ...Array.from({ length: 30 }, (_, i) =>
        postJson("/api/v1/tenders", { globalCarId: car.id, dealershipIds: [dealer.id, other.id], ...asked }, bearer(keys[i % 3]!)).then((r) => ["tender", r.status] as const),
      ),
      ...toLapse.map((quoteId) => lapse({ quoteIds: [quoteId] }, { sql: "id = ?", args: [quoteId] }, new Date().toISOString()).then((r) => ["lapse", r.length] as const)),
      ...Array.from({ length: 30 }, () => operator(`/dealerships/${dealer.id}/credits`, { amount: 1 }).then((r) => ["purchase", r.status] as const)),
      ...Array.from({ length: 30 }, () => operator(`/dealerships/${dealer.id}/credits/adjustments`, { change: -1, note: "Correction" }).then((r) => ["adjustment", r.status] as const)),
    ]);
    const outcomes = (kind: string) => storm.filter(([k]) => k === kind).map(([, outcome]) => outcome);
    expect(outcomes("purchase").every((s) => s === 200)).toBe(true);
    expect(outcomes("lapse").every((returned) => returned === 1)).toBe(true);
    expect(outcomes("tender").every((s) => s === 201)).toBe(true);
    expect(outcomes("quote").every((s) => s === 201 || s === 402)).toBe(true);
    expect(outcomes("adjustment").every((s) => s === 201 || s === 409)).toBe(true);

    const entries = await expectLedgerAddsUp(dealer.id);
    await expectLedgerAddsUp(other.id);
    const count = (sql: string) => env.DB.prepare(sql).bind(dealer.id).first<number>("n");
    const quotesAfter = (await count("select count(*) as n from quotes where dealership_id = ?1"))! - 30;
    const adjusted = outcomes("adjustment").filter((s) => s === 201).length;
    const byReason = (reason: string) => entries.filter((e) => e.reason === reason);
    expect(byReason("quote")).toHaveLength(30 + quotesAfter);
    expect(byReason("purchase")).toHaveLength(30);
    expect(byReason("returned")).toHaveLength(30);
    expect(byReason("adjustment")).toHaveLength(1 + adjusted);
    expect(await creditsOf(dealer.id)).toBe(10 - quotesAfter + 30 + 30 - adjusted);
  });
});
