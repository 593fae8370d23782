import { createScheduledController, env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../src/index";
import { RETENTION_CRON } from "../../src/jobs/schedule";
import { issueDealerKey } from "../helpers/admin";
import { fixClock } from "../helpers/clock";
import { wrapD1 } from "../helpers/database";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, expectError, get, postJson, registerClient } from "../helpers/http";
import { heldQueue } from "../helpers/queue";
import { CALLBACK } from "../helpers/scenes";

const client = { clientName: "Jo Fleet", clientEmail: "jo@fleet.example.com" };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface TenderBody {
  tenderId: string;
  status: string;
  closesAt: string;
  closedAt: string | null;
  closeReason: string | null;
  awardedQuoteId: string | null;
  best: string | null;
  quotes: { dealership: { id: string }; quoteId: string | null; status: string; outcome: string | null }[];
}

const credits = (id: string) => env.DB.prepare("select credits from dealerships where id = ?").bind(id).first<number>("credits");
const deliveriesOf = (tenderId: string) =>
  env.DB.prepare("select id, event, payload, url from webhook_deliveries where tender_id = ?").bind(tenderId).all<{ id: string; event: string; payload: string; url: string }>();
const emailsOf = (quoteId: string) => env.DB.prepare("select kind, recipient from email_outbox where quote_id = ? order by kind").bind(quoteId).all<{ kind: string; recipient: string }>();

/** The minute cron, as Cloudflare runs it, at `at`. */
async function minuteCron(at: number, bindings: Partial<typeof env> = {}) {
  await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: at }), { ...env, JOBS: heldQueue().queue, ...bindings });
}

/**
 * D1 that holds each write closing the tender until `closers` of them have come, then lets them all
 * go at once: each closer has read the tender open and planned its close before any of them writes.
 * `arrived` resolves when the first one is held.
 */
function closersMeet(tenderId: string, closers: number) {
  let held = 0;
  let release!: () => void;
  let first!: () => void;
  const together = new Promise<void>((resolve) => (release = resolve));
  const arrived = new Promise<void>((resolve) => (first = resolve));
  const closing = (sql: string, values: unknown[]) => /update\s+tenders\s+set\s+closed_at/i.test(sql) && values.includes(tenderId);
  const DB = wrapD1(env.DB, async (sql, run, values) => {
    if (sql.some((statement, i) => closing(statement, values[i]!))) {
      first();
      if (++held >= closers) release();
      await together;
    }
    return run();
  });
  return { DB, arrived };
}

/** A tender of two dealerships that review by hand (10 credits each), for one vehicle the first stocks at $40,000 and the second at $41,000. */
async function manualTender(extra: Record<string, unknown> = {}) {
  const key = await registerClient();
  const car = await createVehicle({ tareKg: 1500 });
  const first = await createDealership({ contactEmail: "first@dealer.example.com" });
  const second = await createDealership({ contactEmail: "second@dealer.example.com" });
  await stock(first.id, car.id, 4_000_000);
  await stock(second.id, car.id, 4_100_000);
  const response = await postJson("/api/v1/tenders", { ...client, globalCarId: car.id, dealershipIds: [first.id, second.id], postcode: "2000", ...extra }, bearer(key));
  expect(response.status, await response.clone().text()).toBe(201);
  const tender = await response.json<TenderBody>();
  const quoteOf = (dealershipId: string) => tender.quotes.find((q) => q.dealership.id === dealershipId)!.quoteId!;
  return { key, car, first, second, tender, firstQuote: quoteOf(first.id), secondQuote: quoteOf(second.id) };
}

const readTender = async (key: string, id: string) => (await get(`/api/v1/tenders/${id}`, key)).json<TenderBody>();

afterEach(() => {
  vi.useRealTimers();
});

describe("a tender's closesAt", () => {
  it("is 72 hours after the tender is asked when left out, and open until then", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.UTC(2026, 10, 26, 3, 0, 0));
    const { tender } = await manualTender();
    expect(tender).toMatchObject({ status: "open", closesAt: "2026-11-29T03:00:00.000Z", closedAt: null, closeReason: null, awardedQuoteId: null });
  });

  it("takes a date-time from 1 minute to 30 days ahead, and refuses one a millisecond outside either end", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const now = Date.UTC(2026, 10, 26, 3, 0, 0);
    vi.setSystemTime(now);
    const at = (ms: number) => new Date(now + ms).toISOString();
    expect((await manualTender({ closesAt: at(MINUTE) })).tender.closesAt).toBe(at(MINUTE));
    expect((await manualTender({ closesAt: at(30 * 24 * HOUR) })).tender.closesAt).toBe(at(30 * 24 * HOUR));
    // An offset is read as written: 14:00 in Sydney (daylight time) is 03:00 UTC, so an hour ahead is 15:00+11:00.
    expect((await manualTender({ closesAt: "2026-11-26T15:00:00+11:00" })).tender.closesAt).toBe(at(HOUR));

    const key = await registerClient();
    const car = await createVehicle();
    const ids = [(await createDealership()).id, (await createDealership()).id];
    for (const id of ids) await stock(id, car.id);
    const refused = async (closesAt: string) =>
      expectError(await postJson("/api/v1/tenders", { ...client, globalCarId: car.id, dealershipIds: ids, closesAt }, bearer(key)), 400, "INVALID_REQUEST");
    expect((await refused(at(MINUTE - 1))).message).toBe("Field 'closesAt' must be at least 1 minute from now");
    expect((await refused(at(30 * 24 * HOUR + 1))).message).toBe("Field 'closesAt' must be at most 30 days from now");
    expect((await refused("next tuesday")).message).toMatch(/closesAt/);
    expect(await env.DB.prepare("select count(*) as n from quotes where dealership_id in (?, ?)").bind(...ids).first("n")).toBe(0);
  });
});

describe("a tender's deadline, to the second", () => {
  it("takes an answer a second before closesAt and refuses one a second after, before any close has run", async () => {
    fixClock(Date.UTC(2026, 10, 26, 3, 0, 0));
    const closesAt = new Date(Date.now() + HOUR).toISOString();
    const { key, first, second, tender, firstQuote, secondQuote } = await manualTender({ closesAt });
    const complete = async (dealershipId: string, quoteId: string) =>
      postJson(`/api/v1/dealer/quotes/${quoteId}/complete`, {}, bearer(await issueDealerKey(dealershipId)), { JOBS: heldQueue().queue });

    vi.setSystemTime(Date.parse(closesAt) - 1000);
    expect((await complete(first.id, firstQuote)).status).toBe(200);
    vi.setSystemTime(Date.parse(closesAt) + 1000);
    const late = await expectError(await complete(second.id, secondQuote), 409, "CONFLICT");
    expect(late.message).toBe(`Quote ${secondQuote} can no longer be answered: the client's tender closed at ${closesAt}`);
    // Refused although no close has run: the tender still reads open until the cron or an alarm closes it.
    expect((await readTender(key, tender.tenderId)).quotes.find((q) => q.quoteId === secondQuote)).toMatchObject({ status: "pending" });
  });
});

describe("a tender's clock", () => {
  /** A tender of two dealerships asked `askedAgo` ago and due to close `closesIn` after that; its clock set. */
  async function tenderAskedBefore(askedAgo: number, closesIn: number) {
    fixClock(Date.now() - askedAgo);
    const key = await registerClient();
    const car = await createVehicle();
    const dealers = [await createDealership(), await createDealership()];
    for (const dealer of dealers) await stock(dealer.id, car.id);
    const closesAt = new Date(Date.now() + closesIn).toISOString();
    const created = await postJson("/api/v1/tenders", { ...client, globalCarId: car.id, dealershipIds: dealers.map((d) => d.id), closesAt }, bearer(key), { JOBS: heldQueue().queue });
    vi.useRealTimers();
    const { tenderId } = await created.json<TenderBody>();
    return { key, tenderId, closesAt, clock: env.TENDER_CLOCK.get(env.TENDER_CLOCK.idFromName(tenderId)) };
  }

  it("rings at closesAt and closes the tender with no request made", async () => {
    const { key, tenderId, closesAt, clock } = await tenderAskedBefore(2 * MINUTE, MINUTE + 1000);
    expect(await runInDurableObject(clock, (_, state) => state.storage.getAlarm())).not.toBeNull();
    expect(await runDurableObjectAlarm(clock)).toBe(true);
    const closed = await readTender(key, tenderId);
    expect(closed).toMatchObject({ status: "closed", closeReason: "deadline" });
    expect(Date.parse(closed.closedAt!)).toBeGreaterThanOrEqual(Date.parse(closesAt));
    expect(closed.quotes.map((q) => q.outcome)).toEqual(["lapsed", "lapsed"]);
  });

  it("rung before closesAt, closes nothing and rings again at it", async () => {
    const { key, tenderId, closesAt, clock } = await tenderAskedBefore(0, HOUR);
    expect(await runDurableObjectAlarm(clock)).toBe(true);
    expect(await readTender(key, tenderId)).toMatchObject({ status: "open", closedAt: null });
    const again = await runInDurableObject(clock, (_, state) => state.storage.getAlarm());
    // The alarm is on the runtime's real clock (performance.now(), from the epoch); the deadline on the service's (Date).
    expect(Math.abs(again! - performance.now() - (Date.parse(closesAt) - Date.now()))).toBeLessThan(5_000);
  });
});

describe("a dealer's notes where prices are compared", () => {
  it("are on the dealer's line of the tender and of its tender.closed webhook; a line not yet priced has none", async () => {
    const { key, first, second, tender, firstQuote, secondQuote } = await manualTender({ callbackUrl: CALLBACK });
    const complete = async (dealershipId: string, quoteId: string, body: Record<string, unknown>) =>
      postJson(`/api/v1/dealer/quotes/${quoteId}/complete`, body, bearer(await issueDealerKey(dealershipId)), { JOBS: heldQueue().queue });
    const notesOf = (lines: { quoteId: string | null; dealerNotes?: string | null }[]) => Object.fromEntries(lines.map((q) => [q.quoteId, q.dealerNotes]));

    expect((await complete(first.id, firstQuote, { dealerNotes: "Six in stock, delivered in 10 days" })).status).toBe(200);
    expect(notesOf((await readTender(key, tender.tenderId)).quotes)).toEqual({ [firstQuote]: "Six in stock, delivered in 10 days", [secondQuote]: null });
    expect((await complete(second.id, secondQuote, {})).status).toBe(200);
    const [closed] = (await deliveriesOf(tender.tenderId)).results;
    expect(notesOf(JSON.parse(closed!.payload).data.quotes)).toEqual({ [firstQuote]: "Six in stock, delivered in 10 days", [secondQuote]: null });
  });
});

describe("a tender closes when every dealership has answered", () => {
  it("closes as the last pending quote is completed, with its tender.closed webhook to the tender's callbackUrl", async () => {
    const { key, first, second, tender, firstQuote, secondQuote } = await manualTender({ callbackUrl: CALLBACK });
    const complete = async (dealershipId: string, quoteId: string) =>
      postJson(`/api/v1/dealer/quotes/${quoteId}/complete`, {}, bearer(await issueDealerKey(dealershipId)), { JOBS: heldQueue().queue });

    expect((await complete(first.id, firstQuote)).status).toBe(200);
    expect(await readTender(key, tender.tenderId)).toMatchObject({ status: "open", closedAt: null });
    expect((await deliveriesOf(tender.tenderId)).results).toEqual([]);

    expect((await complete(second.id, secondQuote)).status).toBe(200);
    const closed = await readTender(key, tender.tenderId);
    expect(closed).toMatchObject({ status: "closed", closeReason: "all-answered", awardedQuoteId: null });
    expect(closed.closedAt).not.toBeNull();
    expect(closed.quotes.map((q) => [q.quoteId, q.status, q.outcome])).toEqual([
      [firstQuote, "sent", null],
      [secondQuote, "sent", null],
    ]);

    const [delivery, ...more] = (await deliveriesOf(tender.tenderId)).results;
    expect(more).toEqual([]);
    expect(delivery).toMatchObject({ event: "tender.closed", url: CALLBACK });
    const payload = JSON.parse(delivery!.payload);
    expect(payload).toEqual({
      type: "tender.closed",
      data: { tenderId: tender.tenderId, closedAt: closed.closedAt, closeReason: "all-answered", best: closed.best, quotes: closed.quotes, extensions: [] },
    });
    expect(payload.data.best).toBe(firstQuote);
  });

  it("closes at once when every dealership prices it as it is asked, in the creation answer", async () => {
    const key = await registerClient();
    const car = await createVehicle();
    const dealers = [await createDealership({ tier: "enterprise", autoRespond: true }), await createDealership({ tier: "enterprise", autoRespond: true })];
    for (const d of dealers) await stock(d.id, car.id);
    const queue = heldQueue();
    const response = await postJson("/api/v1/tenders", { ...client, globalCarId: car.id, dealershipIds: dealers.map((d) => d.id), callbackUrl: CALLBACK }, bearer(key), {
      JOBS: queue.queue,
    });
    expect(response.status).toBe(201);
    const created = await response.json<TenderBody>();
    expect(created).toMatchObject({ status: "closed", closeReason: "all-answered" });
    expect(await readTender(key, created.tenderId)).toMatchObject({ status: "closed", closeReason: "all-answered", closedAt: created.closedAt });
    const [delivery] = (await deliveriesOf(created.tenderId)).results;
    expect(queue.take()).toContainEqual({ type: "webhook", deliveryId: delivery!.id });
  });

  it("closes once when the minute cron closes it as the last completion does: one tender.closed webhook", async () => {
    const { key, first, second, tender, firstQuote, secondQuote } = await manualTender({ callbackUrl: CALLBACK });
    const held = { JOBS: heldQueue().queue };
    expect((await postJson(`/api/v1/dealer/quotes/${firstQuote}/complete`, {}, bearer(await issueDealerKey(first.id)), held)).status).toBe(200);
    // The last completion has written its quote and read the tender answered; before its close is
    // written, the minute cron finds the tender answered and open, and closes it too.
    const { DB, arrived } = closersMeet(tender.tenderId, 2);
    const completing = postJson(`/api/v1/dealer/quotes/${secondQuote}/complete`, {}, bearer(await issueDealerKey(second.id)), { ...held, DB });
    await arrived;
    const [completed] = await Promise.all([completing, minuteCron(Date.now(), { DB })]);
    expect(completed.status).toBe(200);

    const closed = await readTender(key, tender.tenderId);
    expect(closed).toMatchObject({ status: "closed", closeReason: "all-answered" });
    const deliveries = (await deliveriesOf(tender.tenderId)).results;
    expect(deliveries).toHaveLength(1);
    expect(JSON.parse(deliveries[0]!.payload).data.closedAt).toBe(closed.closedAt);
  });

  it("stays open while a quote is pending, and sends no webhook without a callbackUrl", async () => {
    const { key, first, tender, firstQuote } = await manualTender();
    await postJson(`/api/v1/dealer/quotes/${firstQuote}/complete`, {}, bearer(await issueDealerKey(first.id)));
    expect((await readTender(key, tender.tenderId)).status).toBe("open");
    expect((await deliveriesOf(tender.tenderId)).results).toEqual([]);
  });
});

describe("a tender closes at its closesAt", () => {
  it("closes within a minute of it with no request arriving: pending quotes lapse, their credits come back once, their dealers are told", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const asked = Date.UTC(2026, 10, 26, 3, 0, 0);
    vi.setSystemTime(asked);
    const closesAt = asked + 2 * HOUR;
    const { key, first, second, tender, firstQuote, secondQuote } = await manualTender({ closesAt: new Date(closesAt).toISOString(), callbackUrl: CALLBACK });
    expect([await credits(first.id), await credits(second.id)]).toEqual([9, 9]);
    vi.setSystemTime(asked + HOUR);
    expect((await postJson(`/api/v1/dealer/quotes/${firstQuote}/complete`, {}, bearer(await issueDealerKey(first.id)))).status).toBe(200);

    // A minute before its close, the cron leaves it open.
    await minuteCron(closesAt - MINUTE);
    expect((await readTender(key, tender.tenderId)).status).toBe("open");

    // The tick at its close runs twice at once (a retried trigger): one close, one credit back.
    await Promise.all([minuteCron(closesAt), minuteCron(closesAt)]);
    vi.setSystemTime(closesAt + 30_000);
    const closed = await readTender(key, tender.tenderId);
    expect(closed).toMatchObject({ status: "closed", closeReason: "deadline", closedAt: new Date(closesAt).toISOString() });
    expect(closed.quotes.map((q) => [q.quoteId, q.status, q.outcome])).toEqual([
      [firstQuote, "sent", null],
      [secondQuote, "pending", "lapsed"],
    ]);
    expect([await credits(first.id), await credits(second.id)]).toEqual([9, 10]);
    await minuteCron(closesAt + MINUTE);
    expect(await credits(second.id)).toBe(10);

    expect((await emailsOf(secondQuote)).results).toEqual([
      { kind: "quote_lapsed_to_dealer", recipient: "second@dealer.example.com" },
      { kind: "quote_to_dealer", recipient: "second@dealer.example.com" },
    ]);
    const deliveries = (await deliveriesOf(tender.tenderId)).results;
    expect(deliveries).toHaveLength(1);
    expect(JSON.parse(deliveries[0]!.payload).data).toMatchObject({ closeReason: "deadline", quotes: closed.quotes });
  });

  it("lets the lapsed quote's dealer complete it no more: the API answers 409 naming the close", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const asked = Date.UTC(2026, 10, 26, 3, 0, 0);
    vi.setSystemTime(asked);
    const { second, secondQuote } = await manualTender({ closesAt: new Date(asked + HOUR).toISOString() });
    await minuteCron(asked + HOUR);
    vi.setSystemTime(asked + HOUR + 1000);
    const dealerKey = await issueDealerKey(second.id);
    const refused = await expectError(await postJson(`/api/v1/dealer/quotes/${secondQuote}/complete`, {}, bearer(dealerKey)), 409, "CONFLICT");
    expect(refused.message).toBe(`Quote ${secondQuote} lapsed: the client's tender closed at 2026-11-26T04:00:00.000Z before it was completed, and its credit was returned`);
    const seen = await (await get(`/api/v1/dealer/quotes/${secondQuote}`, dealerKey)).json<{ status: string; outcome: string }>();
    expect(seen).toMatchObject({ status: "pending", outcome: "lapsed" });
    const listed = await (await get("/api/v1/dealer/quotes", dealerKey)).json<{ quotes: { id: string; outcome: string | null }[] }>();
    expect(listed.quotes.find((q) => q.id === secondQuote)?.outcome).toBe("lapsed");
  });

  it("keeps a tender whose closesAt has not come open, whatever the retention cron does", async () => {
    const { key, tender } = await manualTender();
    await worker.scheduled(createScheduledController({ cron: RETENTION_CRON, scheduledTime: Date.now() }), env);
    await minuteCron(Date.now());
    expect((await readTender(key, tender.tenderId)).status).toBe("open");
  });
});
