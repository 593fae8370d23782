import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDealership, createVehicle, stock, uniqueName } from "../helpers/fixtures";
import { admin, issueDealerKey } from "../helpers/admin";
import { bearer, expectError, get, postJson, registerClient } from "../helpers/http";
import { sentEvent } from "../helpers/webhooks";

const client = { clientName: "Jo Fleet", clientEmail: "jo@fleet.example.com" };

function tender(key: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return postJson("/api/v1/tenders", { ...client, ...body }, bearer(key, headers));
}

const credits = (id: string) => env.DB.prepare("select credits from dealerships where id = ?").bind(id).first<number>("credits");
const count = (sql: string, ...args: unknown[]) => env.DB.prepare(sql).bind(...args).first<number>("n");

/** An auto-responding dealership with no margin and no delivery: its quote's vehicle price is its stock price. */
const autoDealer = (overrides: Parameters<typeof createDealership>[0] = {}) =>
  createDealership({ tier: "enterprise", autoRespond: true, apiMarginCents: 0, deliveryFeeCents: 0, ...overrides });

interface TenderBody {
  tenderId: string;
  createdAt: string;
  vehicle: { globalCarId: string | null; model: string; version: string | null };
  state: string | null;
  quotes: {
    dealership: { id: string; name: string | null; suburb: string | null; state: string | null };
    quoteId: string | null;
    status: string;
    reason: string | null;
    pricing: { totalDriveAway: number; lineItems: unknown } | null;
    validUntil: string | null;
    expired: boolean;
  }[];
  best: string | null;
  closesAt: string;
}

describe("POST /api/v1/tenders", () => {
  it("creates one quote per dealership that can take it and lists the rest as declined, priced ones first", async () => {
    const key = await registerClient();
    const car = await createVehicle({ tareKg: 1500 });
    const cheap = await autoDealer({ name: uniqueName("Cheap Motors") });
    const dear = await autoDealer({ name: uniqueName("Dear Motors") });
    const manual = await createDealership({ name: uniqueName("Manual Motors") });
    const broke = await autoDealer({ name: uniqueName("Broke Motors"), credits: 0 });
    const empty = await createDealership({ name: uniqueName("Empty Motors") });
    const unapproved = await createDealership({ name: uniqueName("Unapproved Motors"), approved: false });
    await stock(cheap.id, car.id, 4_000_000);
    await stock(dear.id, car.id, 4_100_000);
    await stock(manual.id, car.id, 3_900_000);
    await stock(broke.id, car.id, 3_000_000);
    await stock(unapproved.id, car.id, 3_000_000);
    const unknown = crypto.randomUUID();

    const ids = [unknown, manual.id, dear.id, broke.id, empty.id, unapproved.id, cheap.id];
    const response = await tender(key, { globalCarId: car.id, dealershipIds: ids, postcode: "2000" });
    expect(response.status).toBe(201);
    const body = await response.json<TenderBody>();
    expect(response.headers.get("Location")).toBe(`/api/v1/tenders/${body.tenderId}`);
    expect(body.vehicle).toEqual({ globalCarId: car.id, model: car.model, version: car.version });
    expect(body.quotes.map((q) => [q.dealership.id, q.status, q.reason])).toEqual([
      [cheap.id, "completed", null],
      [dear.id, "completed", null],
      [manual.id, "pending", null],
      [unknown, "declined", "NOT_FOUND"],
      [broke.id, "declined", "NO_CREDITS"],
      [empty.id, "declined", "NOT_STOCKED"],
      [unapproved.id, "declined", "NOT_FOUND"],
    ]);
    const [first, second, pending] = body.quotes;
    expect(first!.pricing!.totalDriveAway).toBeLessThan(second!.pricing!.totalDriveAway);
    expect(body.best).toBe(first!.quoteId);
    expect(pending).toMatchObject({ pricing: null, validUntil: null, expired: false });
    expect(body.quotes[3]!.dealership).toEqual({ id: unknown, name: null, suburb: null, state: null });
    expect(body.quotes[6]!.dealership).toEqual({ id: unapproved.id, name: null, suburb: null, state: null });
    expect(first!.dealership).toEqual({ id: cheap.id, name: cheap.name, suburb: cheap.suburb, state: cheap.state });

    // one credit each from the three that got a quote, none from the others
    expect(await Promise.all([cheap, dear, manual, broke, empty, unapproved].map((d) => credits(d.id)))).toEqual([9, 9, 9, 0, 10, 10]);
    expect(await count("select count(*) as n from quotes where tender_id = ?", body.tenderId)).toBe(3);
    // the priced quotes are e-mailed to the client, the pending one notifies its dealer
    expect(await count("select count(*) as n from email_outbox e join quotes q on q.id = e.quote_id where q.tender_id = ? and e.kind = 'quote_to_client'", body.tenderId)).toBe(2);
    expect(await count("select count(*) as n from email_outbox e join quotes q on q.id = e.quote_id where q.tender_id = ? and e.kind = 'quote_to_dealer'", body.tenderId)).toBe(1);
  });

  it("makes each quote an ordinary quote of the client, carrying the tender's id", async () => {
    const key = await registerClient();
    const car = await createVehicle();
    const [a, b] = [await autoDealer(), await createDealership()];
    await stock(a.id, car.id);
    await stock(b.id, car.id);
    const body = await (await tender(key, { globalCarId: car.id, dealershipIds: [a.id, b.id] })).json<TenderBody>();
    const [priced, pending] = body.quotes;
    const detail = await (await get(`/api/v1/quotes/${priced!.quoteId}`, key)).json<{ tenderId: string; status: string; validUntil: string }>();
    expect(detail).toMatchObject({ tenderId: body.tenderId, status: "sent", validUntil: priced!.validUntil });
    const list = await (await get("/api/v1/quotes?limit=2", key)).json<{ quotes: { id: string; tenderId: string | null }[] }>();
    expect(list.quotes.map((q) => q.tenderId)).toEqual([body.tenderId, body.tenderId]);
    expect(list.quotes.map((q) => q.id).sort()).toEqual([priced!.quoteId, pending!.quoteId].sort());
  });

  it("asks every approved dealership of a state that stocks the vehicle, the first 20 by name", async () => {
    const key = await registerClient();
    const car = await createVehicle();
    const prefix = uniqueName("Tas Tender");
    const stocking = [];
    for (let i = 0; i < 21; i++) {
      const dealer = await createDealership({ name: `${prefix} ${String(i).padStart(2, "0")}`, state: "TAS", postcode: "7000" });
      await stock(dealer.id, car.id);
      stocking.push(dealer);
    }
    const unavailable = await createDealership({ name: `${prefix} 00 unavailable`, state: "TAS" });
    await stock(unavailable.id, car.id, 4_000_000, false);
    const unapproved = await createDealership({ name: `${prefix} 00 unapproved`, state: "TAS", approved: false });
    await stock(unapproved.id, car.id);
    const elsewhere = await createDealership({ name: `${prefix} 00 elsewhere`, state: "VIC" });
    await stock(elsewhere.id, car.id);

    const body = await (await tender(key, { globalCarId: car.id, state: "TAS" })).json<TenderBody>();
    expect(body.state).toBe("TAS");
    expect(body.quotes).toHaveLength(20);
    expect(new Set(body.quotes.map((q) => q.dealership.id))).toEqual(new Set(stocking.slice(0, 20).map((d) => d.id)));
    expect(body.quotes.every((q) => q.status === "pending")).toBe(true);
  });

  it("answers 404 when no approved dealership of the state has the vehicle", async () => {
    const key = await registerClient();
    const car = await createVehicle();
    const elsewhere = await createDealership({ state: "VIC" });
    await stock(elsewhere.id, car.id);
    const error = await expectError(await tender(key, { globalCarId: car.id, state: "NT" }), 404, "NOT_FOUND");
    expect(error.message).toBe("No approved dealership in NT has this vehicle available");
  });

  it("declines a dealership whose stock has nothing matching a model text", async () => {
    const key = await registerClient();
    const model = uniqueName("Tendermodel");
    const car = await createVehicle({ model });
    const [has, hasNot] = [await autoDealer(), await autoDealer()];
    await stock(has.id, car.id);
    const body = await (await tender(key, { model, dealershipIds: [has.id, hasNot.id] })).json<TenderBody>();
    expect(body.vehicle).toEqual({ globalCarId: null, model, version: null });
    expect(body.quotes.map((q) => [q.dealership.id, q.status, q.reason])).toEqual([
      [has.id, "completed", null],
      [hasNot.id, "declined", "NOT_STOCKED"],
    ]);
  });

  it("answers 402 and stores nothing when every dealership is out of credits", async () => {
    const key = await registerClient();
    const car = await createVehicle();
    const [a, b] = [await autoDealer({ credits: 0 }), await createDealership({ credits: 0 })];
    await stock(a.id, car.id);
    await stock(b.id, car.id);
    await expectError(await tender(key, { globalCarId: car.id, dealershipIds: [a.id, b.id] }), 402, "INSUFFICIENT_CREDITS");
    expect(await count("select count(*) as n from quotes where dealership_id in (?, ?)", a.id, b.id)).toBe(0);
    expect((await (await get("/api/v1/tenders", key)).json<{ tenders: unknown[] }>()).tenders).toEqual([]);
  });

  it("answers 404 and stores nothing when the refusals are not all for credits", async () => {
    const key = await registerClient();
    const car = await createVehicle();
    const [broke, empty] = [await autoDealer({ credits: 0 }), await autoDealer()];
    await stock(broke.id, car.id);
    await expectError(await tender(key, { globalCarId: car.id, dealershipIds: [broke.id, empty.id] }), 404, "NOT_FOUND");
    expect((await (await get("/api/v1/tenders", key)).json<{ tenders: unknown[] }>()).tenders).toEqual([]);
  });

  it.each([
    { what: "one dealership", body: (ids: string[]) => ({ dealershipIds: ids.slice(0, 1) }), message: "Field 'dealershipIds' must have at least 2 items" },
    { what: "21 dealerships", body: (ids: string[]) => ({ dealershipIds: [...ids, ...Array.from({ length: 19 }, () => crypto.randomUUID())] }), message: "Field 'dealershipIds' must have at most 20 items" },
    { what: "the same dealership twice, once compact", body: (ids: string[]) => ({ dealershipIds: [ids[0], ids[0]!.replaceAll("-", "").toUpperCase()] }), message: "Field 'dealershipIds' must not name a dealership twice" },
    { what: "both dealershipIds and state", body: (ids: string[]) => ({ dealershipIds: ids, state: "NSW" }), message: "Field 'dealershipIds' or 'state' is required, but not both" },
    { what: "neither dealershipIds nor state", body: () => ({}), message: "Field 'dealershipIds' or 'state' is required, but not both" },
    { what: "an unknown state", body: () => ({ state: "XYZ" }), message: 'Field \'state\' must be one of "NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"' },
    {
      what: "accessories (each dealership's own)",
      body: (ids: string[]) => ({ dealershipIds: ids, accessoryIds: [crypto.randomUUID()] }),
      message: "Field 'accessoryIds' is not part of a tender: accessories are each dealership's own, so ask for them in a single quote",
    },
  ])("refuses $what with 400", async ({ body, message }) => {
    const key = await registerClient();
    const car = await createVehicle();
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    const response = await tender(key, { globalCarId: car.id, ...body(ids) });
    expect((await expectError(response, 400, "INVALID_REQUEST")).message).toBe(message);
  });

  it("replays a retried tender with the same Idempotency-Key instead of creating another, and refuses the key for another body", async () => {
    const key = await registerClient();
    const car = await createVehicle();
    const [a, b] = [await autoDealer(), await createDealership()];
    await stock(a.id, car.id);
    await stock(b.id, car.id);
    const body = { globalCarId: car.id, dealershipIds: [a.id, b.id] };
    const first = await (await tender(key, body, { "Idempotency-Key": "tender-1" })).json<TenderBody>();
    const again = await tender(key, body, { "Idempotency-Key": "tender-1" });
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    // the creation answer again, in its own words: the quote priced at once is "completed"
    const replayed = await again.json<TenderBody>();
    expect(replayed.tenderId).toBe(first.tenderId);
    expect(replayed.quotes.map((q) => [q.quoteId, q.status])).toEqual(first.quotes.map((q) => [q.quoteId, q.status]));
    expect(replayed.quotes.map((q) => q.status)).toEqual(["completed", "pending"]);
    expect(await credits(a.id)).toBe(9);
    expect(await count("select count(*) as n from quotes where tender_id is not null and dealership_id = ?", a.id)).toBe(1);
    await expectError(await tender(key, { ...body, quantity: 2 }, { "Idempotency-Key": "tender-1" }), 422, "IDEMPOTENCY_KEY_REUSED");
    // a quote may not take a tender's key either, nor a tender a quote's: the answer says which it was
    const quote = await postJson("/api/v1/quotes", { dealershipId: a.id, globalCarId: car.id, ...client }, bearer(key, { "Idempotency-Key": "tender-1" }));
    expect((await expectError(quote, 422, "IDEMPOTENCY_KEY_REUSED")).message).toBe("This Idempotency-Key was already used for a tender: send another key");
    expect((await postJson("/api/v1/quotes", { dealershipId: a.id, globalCarId: car.id, ...client }, bearer(key, { "Idempotency-Key": "quote-1" }))).status).toBe(201);
    const tenderWithQuoteKey = await tender(key, body, { "Idempotency-Key": "quote-1" });
    expect((await expectError(tenderWithQuoteKey, 422, "IDEMPOTENCY_KEY_REUSED")).message).toBe("This Idempotency-Key was already used for a quote: send another key");
  });

  it("counts as one request against the hourly limit", async () => {
    const key = await registerClient();
    const car = await createVehicle();
    const dealers = [await autoDealer(), await autoDealer(), await autoDealer(), await createDealership(), await createDealership()];
    for (const d of dealers) await stock(d.id, car.id);
    const remaining = (response: Response) => Number(/;r=(\d+);/.exec(response.headers.get("RateLimit") ?? "")?.[1]);
    const before = remaining(await get("/api/v1/dealers?limit=1", key));
    expect(before).toBe(99);
    const response = await tender(key, { globalCarId: car.id, dealershipIds: dealers.map((d) => d.id) });
    expect(response.status).toBe(201);
    expect(remaining(response)).toBe(98);
    expect(remaining(await get("/api/v1/dealers?limit=1", key))).toBe(97);
  });

  it("keeps credits exact under concurrency: 30 tenders of 5 dealerships holding 10 credits each make 10 quotes a dealership", async () => {
    const car = await createVehicle();
    const dealers = [await autoDealer(), await autoDealer(), await createDealership(), await createDealership(), await autoDealer()];
    for (const d of dealers) await stock(d.id, car.id);
    const keys = await Promise.all(Array.from({ length: 3 }, () => registerClient()));
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => tender(keys[i % 3]!, { globalCarId: car.id, dealershipIds: dealers.map((d) => d.id) })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(20);
    for (const d of dealers) {
      expect(await count("select count(*) as n from quotes where dealership_id = ?", d.id)).toBe(10);
      expect(await credits(d.id)).toBe(0);
    }
  });
});

describe("GET /api/v1/tenders/{id}", () => {
  it("shows the tender live: a pending quote its dealer has completed since shows its price and status sent, and best moves", async () => {
    const key = await registerClient();
    const car = await createVehicle({ tareKg: 1500 });
    const auto = await autoDealer();
    const manual = await createDealership({ standardMarginCents: 0, deliveryFeeCents: 0 });
    await stock(auto.id, car.id, 4_500_000);
    await stock(manual.id, car.id, 4_500_000);
    const created = await (
      await tender(key, { globalCarId: car.id, dealershipIds: [auto.id, manual.id], callbackUrl: "https://hooks.fleet.example.com/tenders" })
    ).json<TenderBody>();
    const pendingId = created.quotes.find((q) => q.status === "pending")!.quoteId!;
    expect(created.best).toBe(created.quotes[0]!.quoteId);

    // the manual dealer prices $1,000 under the auto-responder
    const dealerKey = await issueDealerKey(manual.id);
    expect((await postJson(`/api/v1/dealer/quotes/${pendingId}/complete`, { vehiclePrice: 44_000 }, bearer(dealerKey))).status).toBe(200);

    const live = await (await get(`/api/v1/tenders/${created.tenderId}`, key)).json<TenderBody>();
    expect(live.quotes.map((q) => [q.quoteId, q.status])).toEqual([
      [pendingId, "sent"],
      [created.quotes[0]!.quoteId, "sent"],
    ]);
    expect(live.best).toBe(pendingId);
    // its quote.completed event says which tender it belongs to
    const deliveryId = await env.DB.prepare("select id from webhook_deliveries where quote_id = ?").bind(pendingId).first<string>("id");
    expect(await sentEvent(deliveryId!)).toMatchObject({ event: "quote.completed", quoteId: pendingId, tenderId: created.tenderId });
    expect(live.quotes[1]!.pricing!.totalDriveAway - live.quotes[0]!.pricing!.totalDriveAway).toBeGreaterThan(1000);
  });

  it("never names an expired price as the best: it stays listed, cheapest first, and best is the cheapest that still holds", async () => {
    const key = await registerClient();
    const car = await createVehicle({ tareKg: 1500 });
    const [cheap, dear] = [await autoDealer(), await autoDealer()];
    await stock(cheap.id, car.id, 4_000_000);
    await stock(dear.id, car.id, 4_100_000);
    const created = await (await tender(key, { globalCarId: car.id, dealershipIds: [cheap.id, dear.id] })).json<TenderBody>();
    const [cheapest, next] = created.quotes.map((q) => q.quoteId!);
    await env.DB.prepare("update quotes set valid_until = ? where id = ?").bind(new Date(Date.now() - 1000).toISOString(), cheapest).run();

    const live = await (await get(`/api/v1/tenders/${created.tenderId}`, key)).json<TenderBody>();
    expect(live.quotes.map((q) => [q.quoteId, q.expired])).toEqual([
      [cheapest, true],
      [next, false],
    ]);
    expect(live.best).toBe(next);
    const listed = await (await get("/api/v1/tenders", key)).json<{ tenders: { best: string | null; bestTotalDriveAway: number | null }[] }>();
    expect(listed.tenders[0]).toMatchObject({ best: next, bestTotalDriveAway: live.quotes[1]!.pricing!.totalDriveAway });

    // once every price has expired there is no best
    await env.DB.prepare("update quotes set valid_until = ? where id = ?").bind(new Date(Date.now() - 1000).toISOString(), next).run();
    expect((await (await get(`/api/v1/tenders/${created.tenderId}`, key)).json<TenderBody>()).best).toBeNull();
    expect((await (await get("/api/v1/tenders", key)).json<{ tenders: unknown[] }>()).tenders[0]).toMatchObject({ best: null, bestTotalDriveAway: null });
  });

  it("is 404 for another client's tender, and 400 for a malformed id", async () => {
    const [owner, other] = [await registerClient(), await registerClient()];
    const car = await createVehicle();
    const [a, b] = [await autoDealer(), await autoDealer()];
    await stock(a.id, car.id);
    await stock(b.id, car.id);
    const { tenderId } = await (await tender(owner, { globalCarId: car.id, dealershipIds: [a.id, b.id] })).json<TenderBody>();
    expect((await get(`/api/v1/tenders/${tenderId}`, owner)).status).toBe(200);
    await expectError(await get(`/api/v1/tenders/${tenderId}`, other), 404, "NOT_FOUND");
    await expectError(await get("/api/v1/tenders/not-an-id", owner), 400, "INVALID_REQUEST");
  });
});

describe("GET /api/v1/tenders", () => {
  it("lists the client's tenders newest first, a page at a time, with counts and the best price", async () => {
    const key = await registerClient();
    const car = await createVehicle();
    const [a, b, c] = [await autoDealer(), await createDealership(), await autoDealer({ credits: 0 })];
    for (const d of [a, b, c]) await stock(d.id, car.id);
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await (await tender(key, { globalCarId: car.id, dealershipIds: [a.id, b.id, c.id] })).json<TenderBody>()).tenderId);
    const page = await (await get("/api/v1/tenders?limit=2&offset=1", key)).json<{ tenders: any[]; pagination: unknown }>();
    expect(page.pagination).toEqual({ limit: 2, offset: 1, count: 2 });
    expect(page.tenders.map((t) => t.tenderId)).toEqual([made[1], made[0]]);
    const detail = await (await get(`/api/v1/tenders/${made[0]}`, key)).json<TenderBody>();
    expect(page.tenders[1]).toEqual({
      tenderId: made[0],
      createdAt: detail.createdAt,
      vehicle: detail.vehicle,
      state: null,
      counts: { priced: 1, pending: 1, declined: 1 },
      best: detail.best,
      bestTotalDriveAway: detail.quotes[0]!.pricing!.totalDriveAway,
      status: "open",
      closesAt: detail.closesAt,
      closedAt: null,
      closeReason: null,
      awardedQuoteId: null,
    });
    expect((await (await get("/api/v1/tenders", await registerClient())).json<{ tenders: unknown[] }>()).tenders).toEqual([]);
  });
});

describe("the best quote of a tender", () => {
  const bestOfList = async (key: string, tenderId: string) =>
    (await (await get("/api/v1/tenders?limit=100", key)).json<{ tenders: { tenderId: string; best: string | null }[] }>()).tenders.find((t) => t.tenderId === tenderId)!.best;

  it("is the same quote in the creation answer, the tender and the list when prices are equal: the dealership asked first, in 12 tenders", async () => {
    const key = await registerClient();
    const car = await createVehicle({ tareKg: 1500 });
    const dealers = [await autoDealer({ credits: 20 }), await autoDealer({ credits: 20 }), await autoDealer({ credits: 20 }), await autoDealer({ credits: 20 })];
    for (const dealer of dealers) await stock(dealer.id, car.id, 4_000_000);
    const answers: { asked: string[]; created: string | null; detail: string | null; listed: string | null; firstAsked: string | null }[] = [];
    for (let i = 0; i < 12; i++) {
      const asked = dealers.map((d) => d.id).sort(() => Math.random() - 0.5);
      const created = await (await tender(key, { globalCarId: car.id, dealershipIds: asked })).json<TenderBody>();
      expect(new Set(created.quotes.map((q) => q.pricing!.totalDriveAway)).size).toBe(1);
      const detail = await (await get(`/api/v1/tenders/${created.tenderId}`, key)).json<TenderBody>();
      const firstAsked = created.quotes.find((q) => q.dealership.id === asked[0])!.quoteId;
      answers.push({ asked, created: created.best, detail: detail.best, listed: await bestOfList(key, created.tenderId), firstAsked });
    }
    expect(answers.filter((a) => !(a.created === a.firstAsked && a.detail === a.firstAsked && a.listed === a.firstAsked))).toEqual([]);
  });

  it("is, between equal prices, the one sent first, whatever order the dealerships were asked in", async () => {
    const key = await registerClient();
    const car = await createVehicle({ tareKg: 1500 });
    const manual = await createDealership({ standardMarginCents: 0, deliveryFeeCents: 0 });
    const auto = await autoDealer();
    await stock(manual.id, car.id, 4_000_000);
    await stock(auto.id, car.id, 4_000_000);
    const created = await (await tender(key, { globalCarId: car.id, dealershipIds: [manual.id, auto.id] })).json<TenderBody>();
    const autoQuote = created.quotes.find((q) => q.dealership.id === auto.id)!.quoteId!;
    const manualQuote = created.quotes.find((q) => q.dealership.id === manual.id)!.quoteId!;
    expect(created.best).toBe(autoQuote);

    // The dealer asked first prices the same total later: the price sent first stays the best.
    expect((await postJson(`/api/v1/dealer/quotes/${manualQuote}/complete`, {}, bearer(await issueDealerKey(manual.id)))).status).toBe(200);
    const detail = await (await get(`/api/v1/tenders/${created.tenderId}`, key)).json<TenderBody>();
    expect(detail.quotes.map((q) => [q.quoteId, q.pricing!.totalDriveAway])).toEqual([
      [autoQuote, detail.quotes[0]!.pricing!.totalDriveAway],
      [manualQuote, detail.quotes[0]!.pricing!.totalDriveAway],
    ]);
    expect(detail.best).toBe(autoQuote);
    expect(await bestOfList(key, created.tenderId)).toBe(autoQuote);
  });
});

describe("quote validity", () => {
  const DAY = 86_400_000;

  it("holds a priced quote for its dealership's quoteValidityDays from when it was sent, 14 by default", async () => {
    const key = await registerClient();
    const car = await createVehicle();
    const [standard, weekly] = [await autoDealer(), await autoDealer()];
    await admin(`/dealerships/${weekly.id}`, "PATCH", { quoteValidityDays: 7 });
    await stock(standard.id, car.id);
    await stock(weekly.id, car.id);
    for (const [dealer, days] of [[standard, 14], [weekly, 7]] as const) {
      const body = await (await postJson("/api/v1/quotes", { dealershipId: dealer.id, globalCarId: car.id, ...client }, bearer(key))).json<{ createdAt: string; validUntil: string }>();
      expect(Date.parse(body.validUntil) - Date.parse(body.createdAt)).toBe(days * DAY);
    }
  });

  it("lets the operator set 1 to 90 days, and no more or less", async () => {
    const dealer = await createDealership();
    for (const [days, status] of [[1, 200], [90, 200], [0, 400], [91, 400]] as const) {
      expect((await admin(`/dealerships/${dealer.id}`, "PATCH", { quoteValidityDays: days })).status, String(days)).toBe(status);
    }
    expect(await (await admin(`/dealerships/${dealer.id}`)).json()).toMatchObject({ quoteValidityDays: 90 });
    // a number beyond any integer's range is told the field's own bound
    for (const [days, message] of [[1e20, "must be at most 90"], [-1e20, "must be at least 1"]] as const) {
      const refused = await admin(`/dealerships/${dealer.id}`, "PATCH", { quoteValidityDays: days });
      expect((await expectError(refused, 400, "INVALID_REQUEST")).message).toBe(`Field 'quoteValidityDays' ${message}`);
    }
  });

  it("says when a quote has expired, without changing its status", async () => {
    const key = await registerClient();
    const car = await createVehicle();
    const dealer = await autoDealer();
    await stock(dealer.id, car.id);
    const { quoteId } = await (await postJson("/api/v1/quotes", { dealershipId: dealer.id, globalCarId: car.id, ...client }, bearer(key))).json<{ quoteId: string }>();
    expect(await (await get(`/api/v1/quotes/${quoteId}`, key)).json()).toMatchObject({ status: "sent", expired: false });
    await env.DB.prepare("update quotes set valid_until = ? where id = ?").bind(new Date(Date.now() - 1000).toISOString(), quoteId).run();
    expect(await (await get(`/api/v1/quotes/${quoteId}`, key)).json()).toMatchObject({ status: "sent", expired: true });
    const list = await (await get("/api/v1/quotes", key)).json<{ quotes: { id: string; expired: boolean }[] }>();
    expect(list.quotes.find((q) => q.id === quoteId)).toMatchObject({ expired: true });
  });

  it("lets the dealer shorten one quote's validity when completing it, never lengthen it or end it in the past", async () => {
    const key = await registerClient();
    const car = await createVehicle();
    const dealer = await createDealership();
    await stock(dealer.id, car.id);
    const dealerKey = await issueDealerKey(dealer.id);
    const pending = async () =>
      (await (await postJson("/api/v1/quotes", { dealershipId: dealer.id, globalCarId: car.id, ...client }, bearer(key))).json<{ quoteId: string }>()).quoteId;
    const complete = (id: string, validUntil?: string) => postJson(`/api/v1/dealer/quotes/${id}/complete`, validUntil ? { validUntil } : {}, bearer(dealerKey));

    const shortened = new Date(Date.now() + 3 * DAY).toISOString();
    const first = await pending();
    const done = await (await complete(first, shortened)).json<{ validUntil: string; sentAt: string }>();
    expect(done.validUntil).toBe(shortened);

    const second = await pending();
    const tooLate = await expectError(await complete(second, new Date(Date.now() + 15 * DAY).toISOString()), 400, "INVALID_REQUEST");
    expect(tooLate.message).toMatch(/^Field 'validUntil' must be after now and no later than .+ \(\d{4}-\d{2}-\d{2} in NSW: the dealership's 14-day validity\)$/);
    await expectError(await complete(second, new Date(Date.now() - DAY).toISOString()), 400, "INVALID_REQUEST");
    const defaulted = await (await complete(second)).json<{ validUntil: string; sentAt: string }>();
    expect(Date.parse(defaulted.validUntil) - Date.parse(defaulted.sentAt)).toBe(14 * DAY);
  });
});
