import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { lapseStatements, type Lapse } from "../../../src/db/queries/quote-lapses";
import { createDealership, createVehicle, stock } from "../../helpers/fixtures";
import { registerClient } from "../../helpers/http";
import { creditsOf, expectLedgerAddsUp } from "../../helpers/ledger";
import { CALLBACK, createQuote, quoteRequest } from "../../helpers/scenes";

/** Three pending quotes with a callbackUrl at a dealership, and a lapse planned for all three as they were read. */
async function plannedLapse() {
  const key = await registerClient();
  const dealer = await createDealership({ credits: 10 });
  const car = await createVehicle();
  await stock(dealer.id, car.id);
  const ids = [];
  for (let i = 0; i < 3; i++) ids.push(await createQuote(key, quoteRequest(dealer.id, car.id, { callbackUrl: CALLBACK })));
  const lapse: Lapse = {
    dealershipId: dealer.id,
    at: new Date().toISOString(),
    quoteIds: ids,
    webhooks: ids.map((quoteId) => ({ quoteId, deliveryId: crypto.randomUUID(), payload: JSON.stringify({ type: "quote.lapsed", data: { quoteId } }) })),
  };
  await env.DB.prepare("update dealerships set approved = 0 where id = ?").bind(dealer.id).run();
  return { dealer, ids, lapse };
}

const outcomes = async (ids: string[]) =>
  (await env.DB.prepare("select status, outcome from quotes where id in (select value from json_each(?)) order by rowid").bind(JSON.stringify(ids)).all<{ status: string; outcome: string | null }>()).results;
const deliveries = async (ids: string[]) =>
  (await env.DB.prepare("select quote_id as quoteId from webhook_deliveries where quote_id in (select value from json_each(?)) order by quote_id").bind(JSON.stringify(ids)).all<{ quoteId: string }>()).results.map((r) => r.quoteId);
const returned = async (ids: string[]) =>
  (await env.DB.prepare("select quote_id as quoteId from credit_entries where reason = 'returned' and quote_id in (select value from json_each(?)) order by quote_id").bind(JSON.stringify(ids)).all<{ quoteId: string }>()).results.map((r) => r.quoteId);

describe("a lapse's guarded batch", () => {
  it("lapses only the quotes still pending and undecided as it runs: one completed and one decided meanwhile keep what they have, with no credit back and no webhook", async () => {
    const { dealer, ids, lapse } = await plannedLapse();
    const [waiting, completed, decided] = ids as [string, string, string];
    // Between the read and the batch: a dealer's completion lands, and a tender's close lapsed another a moment before.
    await env.DB.prepare("update quotes set status = 'sent', sent_at = ?2, valid_until = ?2 where id = ?1").bind(completed, lapse.at).run();
    await env.DB.prepare("update quotes set outcome = 'lapsed', outcome_at = ?2 where id = ?1").bind(decided, "2026-01-01T00:00:00.000Z").run();
    const before = await creditsOf(dealer.id);

    const [lapsed] = await env.DB.batch(lapseStatements(env.DB, lapse));
    expect(lapsed!.meta.changes).toBe(1);
    expect(await outcomes(ids)).toEqual([
      { status: "pending", outcome: "lapsed" },
      { status: "sent", outcome: null },
      { status: "pending", outcome: "lapsed" },
    ]);
    expect(await env.DB.prepare("select outcome_at from quotes where id = ?").bind(decided).first<string>("outcome_at")).toBe("2026-01-01T00:00:00.000Z");
    expect(await returned(ids)).toEqual([waiting]);
    expect(await deliveries(ids)).toEqual([waiting]);
    expect(await creditsOf(dealer.id)).toBe(before + 1);
    await expectLedgerAddsUp(dealer.id);
  });

  it("lapses nothing when the dealership was approved again before it ran", async () => {
    const { dealer, ids, lapse } = await plannedLapse();
    await env.DB.prepare("update dealerships set approved = 1 where id = ?").bind(dealer.id).run();
    const [lapsed] = await env.DB.batch(lapseStatements(env.DB, lapse));
    expect(lapsed!.meta.changes).toBe(0);
    expect((await outcomes(ids)).map((q) => q.outcome)).toEqual([null, null, null]);
    expect(await returned(ids)).toEqual([]);
    expect(await deliveries(ids)).toEqual([]);
  });

  it("run twice, lapses each quote once: one credit back and one webhook each", async () => {
    const { dealer, ids, lapse } = await plannedLapse();
    await env.DB.batch(lapseStatements(env.DB, lapse));
    const again = await env.DB.batch(lapseStatements(env.DB, { ...lapse, at: new Date(Date.parse(lapse.at) + 1).toISOString(), webhooks: lapse.webhooks.map((w) => ({ ...w, deliveryId: crypto.randomUUID() })) }));
    expect(again[0]!.meta.changes).toBe(0);
    expect(await returned(ids)).toEqual([...ids].sort());
    expect(await deliveries(ids)).toEqual([...ids].sort());
    await expectLedgerAddsUp(dealer.id);
  });
});
