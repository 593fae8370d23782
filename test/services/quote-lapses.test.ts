import { env } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Job } from "../../src/jobs/job";
import { lapsePendingQuotes } from "../../src/services/quote-lapses";
import { ADMIN_TOKEN, issueDealerKey } from "../helpers/admin";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, callWith, expectError, get, postJson, register } from "../helpers/http";
import { expectLedgerAddsUp } from "../helpers/ledger";
import { capturedLogs } from "../helpers/logs";
import { heldQueue } from "../helpers/queue";
import { CALLBACK, createQuote, quoteRequest } from "../helpers/scenes";
import { attempt } from "../helpers/webhooks";

// Unapproving is logged as a change of the dealership (see dealer-stock.test.ts for the lines).
capturedLogs();
afterEach(() => vi.restoreAllMocks());

/** The operator unapproves the dealership, through a queue that holds the jobs it makes: resolves them. */
async function unapprove(dealershipId: string): Promise<Job[]> {
  const held = heldQueue();
  const response = await callWith({ JOBS: held.queue }, `/admin/v1/dealerships/${dealershipId}`, {
    method: "PATCH",
    headers: bearer(ADMIN_TOKEN, { "Content-Type": "application/json" }),
    body: JSON.stringify({ approved: false }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(await response.json()).toMatchObject({ id: dealershipId, approved: false });
  return held.take();
}

const quoteOf = async (key: string, id: string) => (await get(`/api/v1/quotes/${id}`, key)).json<{ status: string; outcome: string | null }>();
const lapsedAt = (id: string) => env.DB.prepare("select outcome_at from quotes where id = ?").bind(id).first<string>("outcome_at");
const webhooksOf = (jobs: Job[]) => jobs.flatMap((job) => (job.type === "webhook" ? [job.deliveryId] : []));

/** An FMO with three quotes at a dealership that reviews by hand: two pending (one with a callbackUrl), one the dealer has priced. */
async function dealershipWithPendingQuotes() {
  const { apiKey, webhookSecret } = await register("Waiting Fleet");
  const dealer = await createDealership({ contactEmail: "leaving@dealer.example.com", credits: 10 });
  const car = await createVehicle();
  await stock(dealer.id, car.id, 4_000_000);
  const withCallback = await createQuote(apiKey, quoteRequest(dealer.id, car.id, { clientName: "Jo Fleet", callbackUrl: CALLBACK }));
  const withoutCallback = await createQuote(apiKey, quoteRequest(dealer.id, car.id, { clientName: "Sam Fleet" }));
  const priced = await createQuote(apiKey, quoteRequest(dealer.id, car.id, { callbackUrl: CALLBACK }));
  expect((await postJson(`/api/v1/dealer/quotes/${priced}/complete`, {}, bearer(await issueDealerKey(dealer.id)), { JOBS: heldQueue().queue })).status).toBe(200);
  return { apiKey, webhookSecret, dealer, car, withCallback, withoutCallback, priced };
}

describe("off-boarding a dealership (unapproving it)", () => {
  it("lapses its pending quotes at once, gives each credit back with its statement entry, and leaves its priced quotes as they are", async () => {
    const s = await dealershipWithPendingQuotes();
    const emailsBefore = await env.DB.prepare("select count(*) as n from email_outbox where quote_id in (?, ?)").bind(s.withCallback, s.withoutCallback).first<number>("n");
    await unapprove(s.dealer.id);

    for (const id of [s.withCallback, s.withoutCallback]) expect(await quoteOf(s.apiKey, id)).toMatchObject({ status: "pending", outcome: "lapsed" });
    expect(await quoteOf(s.apiKey, s.priced)).toMatchObject({ status: "sent", outcome: null });
    const statement = await expectLedgerAddsUp(s.dealer.id);
    expect(statement.slice(-2).map(({ change, reason, quote_id }) => ({ change, reason, quote_id }))).toEqual(
      [s.withCallback, s.withoutCallback].map((quoteId) => ({ change: 1, reason: "returned", quote_id: quoteId })).sort((a, b) => a.quote_id.localeCompare(b.quote_id)),
    );
    expect(statement.at(-1)!.balance).toBe(10 - 3 + 2);
    // Nobody is e-mailed: the dealership's access has ended, and the FMO hears by its webhook.
    expect(await env.DB.prepare("select count(*) as n from email_outbox where quote_id in (?, ?)").bind(s.withCallback, s.withoutCallback).first<number>("n")).toBe(emailsBefore);
    // Its dealers can no longer complete them, and the FMO can no longer accept them.
    await expectError(await postJson(`/api/v1/quotes/${s.withCallback}/accept`, {}, bearer(s.apiKey)), 409, "CONFLICT");
  });

  it("sends a signed quote.lapsed webhook to each lapsed quote's callbackUrl, logged, retried and redeliverable like quote.completed", async () => {
    const s = await dealershipWithPendingQuotes();
    const jobs = await unapprove(s.dealer.id);
    const [deliveryId, ...others] = webhooksOf(jobs);
    expect(others).toEqual([]);

    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const failed = await attempt(deliveryId!, () => new Response(null, { status: 503 }));
    expect(failed.retryDelays).toEqual([1]);
    expect(warned.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([
      { message: "webhook attempt failed", deliveryId, attempt: 1, abandoned: false, error: "HTTP 503" },
    ]);
    const { received } = await attempt(deliveryId!, () => new Response(null, { status: 204 }));
    const [request] = received;
    expect(request!.url).toBe(CALLBACK);
    expect(request!.headers.get("X-Service-Event")).toBe("quote.lapsed");
    const body = await request!.text();
    const verified = new Webhook(s.webhookSecret).verify(body, Object.fromEntries(request!.headers));
    expect(verified).toEqual({
      type: "quote.lapsed",
      data: { quoteId: s.withCallback, tenderId: null, lapsedAt: await lapsedAt(s.withCallback), reason: "dealership-unapproved", dealership: { id: s.dealer.id, name: s.dealer.name }, clientName: "Jo Fleet", clientEmail: "jo@fleet.example.com" },
    });

    const log = await (await get(`/api/v1/quotes/${s.withCallback}/webhook-deliveries`, s.apiKey)).json<{ deliveries: { id: string; event: string; status: string; attempts: { statusCode: number }[] }[] }>();
    expect(log.deliveries).toEqual([expect.objectContaining({ id: deliveryId, event: "quote.lapsed", status: "delivered", attempts: [expect.objectContaining({ statusCode: 503 }), expect.objectContaining({ statusCode: 204 })] })]);
    // Delivered, so not sent again; a failed one is.
    await expectError(await postJson(`/api/v1/quotes/${s.withCallback}/webhook-deliveries/${deliveryId}/redeliver`, {}, bearer(s.apiKey)), 409, "CONFLICT");
  });

  it("lets the FMO send a failed quote.lapsed delivery again, with the same event", async () => {
    const s = await dealershipWithPendingQuotes();
    const [deliveryId] = webhooksOf(await unapprove(s.dealer.id));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const bodies: string[] = [];
    const failing = async (request: Request) => (bodies.push(await request.text()), new Response(null, { status: 500 }));
    for (let i = 0; i < 3; i++) await attempt(deliveryId!, failing);
    const redelivered = await postJson(`/api/v1/quotes/${s.withCallback}/webhook-deliveries/${deliveryId}/redeliver`, {}, bearer(s.apiKey), { JOBS: heldQueue().queue });
    expect(redelivered.status).toBe(202);
    expect(await redelivered.json()).toMatchObject({ id: deliveryId, event: "quote.lapsed", status: "pending", redeliveries: 1 });
    await attempt(deliveryId!, async (request) => (bodies.push(await request.text()), new Response(null, { status: 204 })));
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!)).toMatchObject({ type: "quote.lapsed", data: { quoteId: s.withCallback } });
  });

  it("counts a tender's lapsed quote answered: the tender closes once every quote is, and tells its callbackUrl", async () => {
    const { apiKey } = await register("Tender Fleet");
    const car = await createVehicle();
    const auto = await createDealership({ tier: "enterprise", autoRespond: true, contactEmail: "auto@dealer.example.com" });
    const leaving = await createDealership({ contactEmail: "leaving@dealer.example.com" });
    const staying = await createDealership({ contactEmail: "staying@dealer.example.com" });
    for (const d of [auto, leaving, staying]) await stock(d.id, car.id, 4_000_000);
    const ask = async (dealershipIds: string[]) => {
      const response = await postJson("/api/v1/tenders", { clientName: "Jo Fleet", clientEmail: "jo@fleet.example.com", globalCarId: car.id, postcode: "2000", dealershipIds, callbackUrl: CALLBACK }, bearer(apiKey), { JOBS: heldQueue().queue });
      expect(response.status).toBe(201);
      return response.json<{ tenderId: string; quotes: { dealership: { id: string }; quoteId: string }[] }>();
    };
    const closing = await ask([auto.id, leaving.id]);
    const open = await ask([leaving.id, staying.id]);

    const jobs = await unapprove(leaving.id);
    const tender = async (id: string) => (await get(`/api/v1/tenders/${id}`, apiKey)).json<{ status: string; closeReason: string | null; quotes: { quoteId: string; outcome: string | null }[] }>();
    expect(await tender(closing.tenderId)).toMatchObject({ status: "closed", closeReason: "all-answered" });
    expect(await tender(open.tenderId)).toMatchObject({ status: "open", closeReason: null });
    const lapsedIn = (t: typeof closing) => t.quotes.find((q) => q.dealership.id === leaving.id)!.quoteId;
    for (const t of [closing, open]) expect((await tender(t.tenderId)).quotes.find((q) => q.quoteId === lapsedIn(t))!.outcome).toBe("lapsed");

    // A quote.lapsed for each of the two lapsed quotes (a tender's quotes carry its callbackUrl), and the closing tender's tender.closed.
    const events = await env.DB.prepare("select event, quote_id as quoteId, tender_id as tenderId from webhook_deliveries where id in (select value from json_each(?)) order by event, quote_id")
      .bind(JSON.stringify(webhooksOf(jobs)))
      .all<{ event: string; quoteId: string | null; tenderId: string | null }>();
    expect(events.results).toEqual([
      ...[lapsedIn(closing), lapsedIn(open)].sort().map((quoteId) => ({ event: "quote.lapsed", quoteId, tenderId: null })),
      { event: "tender.closed", quoteId: null, tenderId: closing.tenderId },
    ]);
  });

  it("lapses nothing while the dealership is approved, and a quote once: unapproving again changes nothing", async () => {
    const s = await dealershipWithPendingQuotes();
    expect(await lapsePendingQuotes(env, s.dealer.id, new Date())).toEqual([]);
    expect(await quoteOf(s.apiKey, s.withCallback)).toMatchObject({ outcome: null });
    await unapprove(s.dealer.id);
    const statement = await expectLedgerAddsUp(s.dealer.id);
    expect(await unapprove(s.dealer.id)).toEqual([]);
    expect(await expectLedgerAddsUp(s.dealer.id)).toEqual(statement);
  });

  it("resolves a quote left pending at a dealership unapproved before: unapproving it again lapses it", async () => {
    const s = await dealershipWithPendingQuotes();
    // As a version before this one left it: unapproved, its quotes still pending.
    await env.DB.prepare("update dealerships set approved = 0 where id = ?").bind(s.dealer.id).run();
    expect(webhooksOf(await unapprove(s.dealer.id))).toHaveLength(1);
    expect(await quoteOf(s.apiKey, s.withoutCallback)).toMatchObject({ outcome: "lapsed" });
  });
});
