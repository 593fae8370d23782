import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { OPENING_NOTE } from "../../src/domain/credits";
import { admin, issueDealerKey } from "../helpers/admin";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, call, expectError, get, postJson, registerClient } from "../helpers/http";
import { creditsOf, expectLedgerAddsUp, storedStatement } from "../helpers/ledger";
import { createQuote, quoteRequest } from "../helpers/scenes";

interface Entry {
  id: number;
  at: string;
  change: number;
  balance: number;
  reason: string;
  quoteId: string | null;
  tenderId: string | null;
  note: string | null;
}
interface Statement {
  dealershipId: string;
  balance: number;
  entries: Entry[];
  pagination: { limit: number; offset: number; count: number };
}

const statementOf = async (dealershipId: string, query = "") => (await admin(`/dealerships/${dealershipId}/credits${query}`)).json<Statement>();
const adjust = (dealershipId: string, body: unknown) => admin(`/dealerships/${dealershipId}/credits/adjustments`, "POST", body);

/** A dealership created as the operator creates one (no credits, no statement yet). */
async function newDealership(extra: Record<string, unknown> = {}): Promise<string> {
  const response = await admin("/dealerships", "POST", { name: `Ledger Motors ${crypto.randomUUID().slice(0, 8)}`, ...extra });
  expect(response.status).toBe(201);
  return (await response.json<{ id: string }>()).id;
}

/** Inserts statement entries at given instants, each adding one credit (to test the period's bounds). */
async function entriesAt(dealershipId: string, instants: string[]) {
  await env.DB.batch([
    ...instants.map((at, i) =>
      env.DB.prepare("insert into credit_entries (dealership_id, seq, at, change, balance, reason) values (?1, ?2, ?3, 1, ?2, 'purchase')").bind(dealershipId, i + 1, at),
    ),
    env.DB.prepare("update dealerships set credits = ?2 where id = ?1").bind(dealershipId, instants.length),
  ]);
}

describe("GET /admin/v1/dealerships/{id}/credits", () => {
  it("opens with the balance a dealership already held, then an entry for every purchase, quote and adjustment, newest first", async () => {
    const dealer = await createDealership({ credits: 3 });
    const car = await createVehicle();
    await stock(dealer.id, car.id);
    const key = await registerClient();
    expect((await admin(`/dealerships/${dealer.id}/credits`, "POST", { amount: 50 })).status).toBe(200);
    const quoteId = await createQuote(key, quoteRequest(dealer.id, car.id));
    expect((await adjust(dealer.id, { change: -2, note: "Two test quotes" })).status).toBe(201);

    const statement = await statementOf(dealer.id);
    expect(statement.balance).toBe(50);
    expect(statement.entries.map(({ id, change, balance, reason, quoteId, tenderId, note }) => ({ id, change, balance, reason, quoteId, tenderId, note }))).toEqual([
      { id: 4, change: -2, balance: 50, reason: "adjustment", quoteId: null, tenderId: null, note: "Two test quotes" },
      { id: 3, change: -1, balance: 52, reason: "quote", quoteId, tenderId: null, note: null },
      { id: 2, change: 50, balance: 53, reason: "purchase", quoteId: null, tenderId: null, note: null },
      { id: 1, change: 3, balance: 3, reason: "adjustment", quoteId: null, tenderId: null, note: OPENING_NOTE },
    ]);
    expect(statement.pagination).toEqual({ limit: 20, offset: 0, count: 4 });
    await expectLedgerAddsUp(dealer.id);
  });

  it("writes a tender's quote entries with the quote and the tender, one at each dealership that got a quote", async () => {
    const car = await createVehicle();
    const [a, b] = [await createDealership({ credits: 2 }), await createDealership({ credits: 1 })];
    for (const d of [a, b]) await stock(d.id, car.id);
    const key = await registerClient();
    const response = await postJson("/api/v1/tenders", { globalCarId: car.id, dealershipIds: [a.id, b.id], clientName: "Jo", clientEmail: "jo@fleet.example.com" }, bearer(key));
    expect(response.status).toBe(201);
    const { tenderId, quotes } = await response.json<{ tenderId: string; quotes: { dealership: { id: string }; quoteId: string }[] }>();
    for (const d of [a, b]) {
      const [entry] = (await statementOf(d.id)).entries;
      expect(entry).toMatchObject({ id: 2, change: -1, balance: d.credits - 1, reason: "quote", tenderId, quoteId: quotes.find((q) => q.dealership.id === d.id)!.quoteId });
      await expectLedgerAddsUp(d.id);
    }
  });

  it("pages like every list, and narrows to whole days in the dealership's own time zone, both days included", async () => {
    // Perth keeps UTC+8 all year: 2026-11-10 there runs from 2026-11-09T16:00Z to 2026-11-10T16:00Z.
    const dealer = await createDealership({ state: "WA", credits: 0 });
    await env.DB.prepare("delete from credit_entries where dealership_id = ?1").bind(dealer.id).run();
    await entriesAt(dealer.id, ["2026-11-09T15:59:59.999Z", "2026-11-09T16:00:00.000Z", "2026-11-11T15:59:59.999Z", "2026-11-11T16:00:00.000Z"]);
    const ids = async (query: string) => (await statementOf(dealer.id, query)).entries.map((e) => e.id);
    expect(await ids("?from=2026-11-10&to=2026-11-11")).toEqual([3, 2]);
    expect(await ids("?from=2026-11-10")).toEqual([4, 3, 2]);
    expect(await ids("?to=2026-11-09")).toEqual([1]);
    expect(await ids("?from=2026-11-10&to=2026-11-10")).toEqual([2]);
    expect(await ids("?limit=2&offset=1")).toEqual([3, 2]);
    const page = await statementOf(dealer.id, "?limit=2&offset=3");
    expect(page.pagination).toEqual({ limit: 2, offset: 3, count: 1 });
    expect(page.balance).toBe(4);
  });

  it("takes Sydney's days for a dealership without a state, daylight saving included", async () => {
    // 2026-11-10 in Sydney (AEDT, UTC+11) runs from 2026-11-09T13:00Z to 2026-11-10T13:00Z.
    const dealer = await createDealership({ state: null, credits: 0 });
    await env.DB.prepare("delete from credit_entries where dealership_id = ?1").bind(dealer.id).run();
    await entriesAt(dealer.id, ["2026-11-09T12:59:59.999Z", "2026-11-09T13:00:00.000Z", "2026-11-10T12:59:59.999Z", "2026-11-10T13:00:00.000Z"]);
    expect((await statementOf(dealer.id, "?from=2026-11-10&to=2026-11-10")).entries.map((e) => e.id)).toEqual([3, 2]);
  });

  it("answers 400 for a day that is not one, or a period that ends before it starts; 404 for an unknown dealership", async () => {
    const dealer = await createDealership();
    await expectError(await admin(`/dealerships/${dealer.id}/credits?from=2026-02-30`), 400, "INVALID_REQUEST");
    await expectError(await admin(`/dealerships/${dealer.id}/credits?from=10/11/2026`), 400, "INVALID_REQUEST");
    await expectError(await admin(`/dealerships/${dealer.id}/credits?from=2026-11-11&to=2026-11-10`), 400, "INVALID_REQUEST");
    expect((await admin(`/dealerships/${dealer.id}/credits?from=2026-11-10&to=2026-11-10`)).status).toBe(200);
    await expectError(await admin(`/dealerships/${crypto.randomUUID()}/credits`), 404, "NOT_FOUND");
  });
});

describe("POST /admin/v1/dealerships/{id}/credits/adjustments", () => {
  it("adds or takes credits with a note, answering the entry and the balance", async () => {
    const id = await newDealership();
    const added = await adjust(id, { change: 1_000_000, note: "  Goodwill for the outage of 3 November  " });
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({
      dealershipId: id,
      balance: 1_000_000,
      entry: { id: 1, at: expect.any(String), change: 1_000_000, balance: 1_000_000, reason: "adjustment", quoteId: null, tenderId: null, note: "Goodwill for the outage of 3 November" },
    });
    const taken = await adjust(id, { change: -1_000_000, note: "Entered twice" });
    expect(await taken.json()).toMatchObject({ balance: 0, entry: { id: 2, change: -1_000_000, balance: 0 } });
    await expectLedgerAddsUp(id);
  });

  it("refuses a change of 0 or beyond 1,000,000 either way, and a missing or blank note, with 400 and nothing written", async () => {
    const id = await newDealership();
    for (const body of [{ change: 0, note: "x" }, { change: 1_000_001, note: "x" }, { change: -1_000_001, note: "x" }, { change: 1.5, note: "x" }, { change: 1 }, { change: 1, note: "   " }, { change: 1, note: "x".repeat(501) }]) {
      await expectError(await adjust(id, body), 400, "INVALID_REQUEST");
    }
    expect((await adjust(id, { change: 1, note: "x".repeat(500) })).status).toBe(201);
    expect(await storedStatement(id)).toHaveLength(1);
  });

  it("answers 409 when the change would take the balance below 0, and writes neither an entry nor an audit record", async () => {
    const id = await newDealership();
    expect((await adjust(id, { change: 5, note: "Trial credits" })).status).toBe(201);
    const refused = await adjust(id, { change: -6, note: "Too many" });
    await expectError(refused, 409, "CONFLICT");
    expect(await creditsOf(id)).toBe(5);
    expect(await storedStatement(id)).toHaveLength(1);
    expect(await env.DB.prepare("select count(*) as n from audit_entries where request_id = ?1").bind(refused.headers.get("X-Request-Id")).first<number>("n")).toBe(0);
    expect((await adjust(id, { change: -5, note: "All of them" })).status).toBe(201);
    expect(await creditsOf(id)).toBe(0);
  });

  it("answers 404 for an unknown dealership", async () => {
    await expectError(await adjust(crypto.randomUUID(), { change: 1, note: "x" }), 404, "NOT_FOUND");
  });
});

describe("POST /admin/v1/dealerships/{id}/credits", () => {
  it("records each purchase as an entry of the statement", async () => {
    const id = await newDealership();
    const response = await admin(`/dealerships/${id}/credits`, "POST", { amount: 25 });
    expect(await response.json()).toMatchObject({ id, credits: 25 });
    expect(await storedStatement(id)).toEqual([{ seq: 1, at: expect.any(String), change: 25, balance: 25, reason: "purchase", quote_id: null, tender_id: null, note: null }]);
  });

  it("keeps a purchase's note on its entry, as the operator and the dealer read the statement", async () => {
    const id = await newDealership({ approved: true, contactEmail: "sales@ledger.example.com.au" });
    expect((await admin(`/dealerships/${id}/credits`, "POST", { amount: 50, note: "  Invoice 2026-118  " })).status).toBe(200);
    expect((await statementOf(id)).entries.map(({ reason, change, note }) => ({ reason, change, note }))).toEqual([{ reason: "purchase", change: 50, note: "Invoice 2026-118" }]);
    const key = await issueDealerKey(id);
    expect((await (await get("/api/v1/dealer/credits", key)).json<Statement>()).entries[0]!.note).toBe("Invoice 2026-118");
  });

  it("refuses a blank note, or one of more than 500 characters, with 400 and nothing written", async () => {
    const id = await newDealership();
    for (const note of ["", "   ", "x".repeat(501), "a\nb"]) await expectError(await admin(`/dealerships/${id}/credits`, "POST", { amount: 5, note }), 400, "INVALID_REQUEST");
    expect(await storedStatement(id)).toEqual([]);
    expect((await admin(`/dealerships/${id}/credits`, "POST", { amount: 5, note: "x".repeat(500) })).status).toBe(200);
  });
});

describe("GET /api/v1/dealer/credits", () => {
  it("shows the dealership its own statement and balance, never another's", async () => {
    const mine = await createDealership({ credits: 7 });
    const other = await createDealership({ credits: 9 });
    await admin(`/dealerships/${other.id}/credits`, "POST", { amount: 1 });
    const key = await issueDealerKey(mine.id);
    const response = await get("/api/v1/dealer/credits", key);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      dealershipId: mine.id,
      balance: 7,
      entries: [{ id: 1, at: expect.any(String), change: 7, balance: 7, reason: "adjustment", quoteId: null, tenderId: null, note: OPENING_NOTE }],
      pagination: { limit: 20, offset: 0, count: 1 },
    });
  });

  it("narrows to the dealership's days like the operator's view, and refuses a bad period with 400", async () => {
    const dealer = await createDealership({ state: "WA", credits: 0 });
    await env.DB.prepare("delete from credit_entries where dealership_id = ?1").bind(dealer.id).run();
    await entriesAt(dealer.id, ["2026-11-09T15:59:59.999Z", "2026-11-09T16:00:00.000Z"]);
    const key = await issueDealerKey(dealer.id);
    expect((await (await get("/api/v1/dealer/credits?from=2026-11-10", key)).json<Statement>()).entries.map((e) => e.id)).toEqual([2]);
    await expectError(await get("/api/v1/dealer/credits?from=2026-11-10&to=2026-11-09", key), 400, "INVALID_REQUEST");
    await expectError(await get("/api/v1/dealer/credits?limit=101", key), 400, "INVALID_REQUEST");
  });

  it("answers 401 without a dealer key", async () => {
    await expectError(await call("/api/v1/dealer/credits"), 401, "UNAUTHORIZED");
  });
});
