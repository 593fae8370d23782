import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { issueDealerKey } from "../helpers/admin";
import { fixClock } from "../helpers/clock";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, expectError, get, postJson, registerClient } from "../helpers/http";
import { heldQueue, recordingEmail, runJobs } from "../helpers/queue";
import { CALLBACK } from "../helpers/scenes";
import { sentEvent } from "../helpers/webhooks";
import { signedIn } from "../portal/helpers";
import type { Job } from "../../src/db/job-queue";

// A tender as public procurement keeps one: its deadline to the second (an answer a second after
// it refused, a second before taken; closed by its own alarm with no request), moved only later and
// openly (every dealership told the new deadline and why), awarded whole or split by quantity (the
// quantities together at most the tender's), the dealerships not chosen told their rank and the
// client's reason, and each change in the audit record.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
const ASKED = Date.UTC(2026, 10, 23, 2, 0, 0);
const client = { clientName: "Jo Fleet", clientEmail: "jo@fleet.example.com", postcode: "2000" };

interface TenderBody {
  tenderId: string;
  status: string;
  quantity: number;
  closesAt: string;
  closedAt: string | null;
  closeReason: string | null;
  awardedQuoteId: string | null;
  extensions: { at: string; from: string; to: string; reason: string }[];
  awards: { quoteId: string; dealershipId: string; quantity: number; orderReference: string | null }[];
  quotes: { dealership: { id: string; name: string }; quoteId: string; status: string; outcome: string | null; dealerNotes: string | null }[];
}

afterEach(() => {
  vi.useRealTimers();
});

/** A tender of `prices.length` dealerships that review by hand, the vehicle stocked at each price (dollars), for `quantity` vehicles. */
async function tenderOf(prices: number[], extra: Record<string, unknown> = {}) {
  const key = await registerClient();
  const car = await createVehicle({ tareKg: 1500 });
  const dealers: Awaited<ReturnType<typeof createDealership>>[] = [];
  for (const [i, price] of prices.entries()) {
    const dealer = await createDealership({ name: `Tender Motors ${crypto.randomUUID().slice(0, 8)} ${i}`, contactEmail: `dealer${i}@dealer.example.com` });
    await stock(dealer.id, car.id, price * 100);
    dealers.push(dealer);
  }
  const response = await postJson("/api/v1/tenders", { ...client, globalCarId: car.id, dealershipIds: dealers.map((d) => d.id), ...extra }, bearer(key), { JOBS: heldQueue().queue });
  expect(response.status, await response.clone().text()).toBe(201);
  const tender = await response.json<TenderBody>();
  const quoteOf = (i: number) => tender.quotes.find((q) => q.dealership.id === dealers[i]!.id)!.quoteId;
  return { key, dealers, tender, quoteOf };
}

/** The dealer of `dealershipId` completes the quote (its jobs held); the answer. */
async function complete(dealershipId: string, quoteId: string, body: Record<string, unknown> = {}, queue = heldQueue()) {
  return postJson(`/api/v1/dealer/quotes/${quoteId}/complete`, body, bearer(await issueDealerKey(dealershipId)), { JOBS: queue.queue });
}

const readTender = async (key: string, id: string) => (await get(`/api/v1/tenders/${id}`, key)).json<TenderBody>();
const emailsOf = (kind: string) => env.DB.prepare("select id, quote_id as quoteId, recipient from email_outbox where kind = ? order by rowid").bind(kind).all<{ id: string; quoteId: string; recipient: string }>();
const auditOf = (tenderId: string, action: string) =>
  env.DB.prepare("select actor, actor_type as actorType, client_id as clientId, after from audit_entries where target_id = ? and action = ?").bind(tenderId, action).all<{ actor: string; actorType: string; clientId: string; after: string }>();

/** Sends the held e-mail jobs for real (a recording e-mail binding): what each dealership was sent. */
async function sendEmails(ids: string[]) {
  const email = recordingEmail();
  await runJobs(ids.map((outboxId): Job => ({ type: "email", outboxId })), { EMAIL: email.binding });
  return email.sent;
}

describe("the deadline to the second", () => {
  it("takes an answer one second before closesAt and refuses one a second after it, before any close has run", async () => {
    fixClock(ASKED);
    const closesAt = ASKED + 2 * MINUTE;
    const { key, dealers, tender, quoteOf } = await tenderOf([40_000, 41_000, 42_000], { closesAt: new Date(closesAt).toISOString() });

    vi.setSystemTime(closesAt - SECOND);
    expect((await complete(dealers[0]!.id, quoteOf(0))).status).toBe(200);

    vi.setSystemTime(closesAt + SECOND);
    const refused = await expectError(await complete(dealers[1]!.id, quoteOf(1)), 409, "CONFLICT");
    expect(refused.message).toBe(`Quote ${quoteOf(1)} can no longer be completed: the client's tender closed at ${new Date(closesAt).toISOString()}`);
    // Nothing closed it yet (no cron, no alarm run): the deadline alone refused the answer.
    const read = await readTender(key, tender.tenderId);
    expect(read.closedAt).toBeNull();
    expect(read.quotes.find((q) => q.quoteId === quoteOf(1))!.status).toBe("pending");
  });

  it("is refused in the portal too, after closesAt, with no completion form", async () => {
    fixClock(ASKED);
    const closesAt = ASKED + 2 * MINUTE;
    const { dealers, quoteOf } = await tenderOf([40_000, 41_000], { closesAt: new Date(closesAt).toISOString() });
    const browser = await signedIn(await issueDealerKey(dealers[0]!.id));
    vi.setSystemTime(closesAt + SECOND);
    const page = await (await browser.get(`/dealer/quotes/${quoteOf(0)}`)).text();
    expect(page).toContain("tender has closed");
    expect(page).not.toContain("Complete quote");
  });

  it("is shown to the dealer: closesAt in the dealer API's list and detail, in the portal and in the notice e-mail", async () => {
    fixClock(ASKED);
    const closesAt = new Date(ASKED + 2 * DAY + 28 * SECOND).toISOString();
    const { dealers, quoteOf } = await tenderOf([40_000, 41_000], { closesAt });
    const dealerKey = await issueDealerKey(dealers[0]!.id);
    const detail = await (await get(`/api/v1/dealer/quotes/${quoteOf(0)}`, dealerKey)).json<{ closesAt: string | null }>();
    expect(detail.closesAt).toBe(closesAt);
    const list = await (await get("/api/v1/dealer/quotes?status=pending", dealerKey)).json<{ quotes: { id: string; closesAt: string | null }[] }>();
    expect(list.quotes.find((q) => q.id === quoteOf(0))!.closesAt).toBe(closesAt);

    // In the dealership's own time zone (Sydney, daylight time), to the second.
    const browser = await signedIn(dealerKey);
    expect(await (await browser.get("/dealer/quotes")).text()).toContain("Wed, 25 Nov 2026, 1:00:28 pm AEDT");
    expect(await (await browser.get(`/dealer/quotes/${quoteOf(0)}`)).text()).toContain("Wed, 25 Nov 2026, 1:00:28 pm AEDT");

    const notice = (await emailsOf("quote_to_dealer")).results.find((e) => e.quoteId === quoteOf(0))!;
    const [sent] = await sendEmails([notice.id]);
    expect(sent!.text).toContain("Answer by Wed, 25 Nov 2026, 1:00:28 pm AEDT: the client's tender closes then, and no answer is taken after it.");
  });

  it("closes the tender by its own alarm at closesAt, with no request, through the cron's close", async () => {
    fixClock(ASKED);
    const closesAt = ASKED + MINUTE;
    const { key, tender } = await tenderOf([40_000, 41_000], { closesAt: new Date(closesAt).toISOString(), callbackUrl: CALLBACK });
    const alarm = env.TENDER_ALARMS.get(env.TENDER_ALARMS.idFromName(tender.tenderId));
    await vi.waitUntil(() => runInDurableObject(alarm, (_instance, state) => state.storage.getAlarm()), { timeout: 10_000 });

    vi.setSystemTime(closesAt);
    expect(await runDurableObjectAlarm(alarm)).toBe(true);
    const closed = await readTender(key, tender.tenderId);
    expect(closed).toMatchObject({ status: "closed", closeReason: "deadline", closedAt: new Date(closesAt).toISOString() });
    expect(closed.quotes.map((q) => q.outcome)).toEqual(["lapsed", "lapsed"]);
    expect(await env.DB.prepare("select count(*) as n from webhook_deliveries where tender_id = ? and event = 'tender.closed'").bind(tender.tenderId).first("n")).toBe(1);
  });
});

describe("POST /api/v1/tenders/{id}/extend", () => {
  it("refuses the current deadline, takes one a second later, lists the move and e-mails every dealership still asked the new deadline and the reason", async () => {
    fixClock(ASKED);
    const { key, dealers, tender, quoteOf } = await tenderOf([40_000, 41_000], { closesAt: new Date(ASKED + DAY).toISOString() });
    expect((await complete(dealers[0]!.id, quoteOf(0))).status).toBe(200);
    const extend = (closesAt: number, reason = "Fyshwick asked for one more day") => postJson(`/api/v1/tenders/${tender.tenderId}/extend`, { closesAt: new Date(closesAt).toISOString(), reason }, bearer(key), { JOBS: heldQueue().queue });

    expect((await expectError(await extend(ASKED + DAY), 400, "INVALID_REQUEST")).message).toBe(`Field 'closesAt' must be later than the tender's current closesAt (${new Date(ASKED + DAY).toISOString()})`);
    const before = (await emailsOf("tender_extended_to_dealer")).results.length;
    const moved = await extend(ASKED + DAY + SECOND);
    expect(moved.status, await moved.clone().text()).toBe(200);
    const body = await moved.json<TenderBody>();
    const extension = { at: new Date(ASKED).toISOString(), from: new Date(ASKED + DAY).toISOString(), to: new Date(ASKED + DAY + SECOND).toISOString(), reason: "Fyshwick asked for one more day" };
    expect(body).toMatchObject({ status: "open", closesAt: extension.to, extensions: [extension] });
    expect((await readTender(key, tender.tenderId)).extensions).toEqual([extension]);

    // One e-mail to each dealership asked (the one that priced too), at once.
    const emails = (await emailsOf("tender_extended_to_dealer")).results.slice(before);
    expect(emails.map((e) => e.quoteId).sort()).toEqual([quoteOf(0), quoteOf(1)].sort());
    const sent = await sendEmails(emails.map((e) => e.id));
    expect(sent.map((m) => m.to).sort()).toEqual(["dealer0@dealer.example.com", "dealer1@dealer.example.com"]);
    for (const message of sent) {
      expect(message.text).toContain("New deadline: Tue, 24 Nov 2026, 1:00:01 pm AEDT");
      expect(message.text).toContain("> Fyshwick asked for one more day");
    }
    const [entry] = (await auditOf(tender.tenderId, "tender.extend")).results;
    expect(entry).toMatchObject({ actor: "fmo", actorType: "fmo" });
    expect(JSON.parse(entry!.after)).toEqual(extension);
  });

  it("takes a deadline 30 days after the tender was asked, refuses one a second later, a blank reason, and any move once closed", async () => {
    fixClock(ASKED);
    const { key, tender } = await tenderOf([40_000, 41_000]);
    const extend = (closesAt: number, reason = "More time") => postJson(`/api/v1/tenders/${tender.tenderId}/extend`, { closesAt: new Date(closesAt).toISOString(), reason }, bearer(key), { JOBS: heldQueue().queue });
    expect((await expectError(await extend(ASKED + 30 * DAY + SECOND), 400, "INVALID_REQUEST")).message).toMatch(/^Field 'closesAt' must be at most 30 days after the tender was asked/);
    await expectError(await extend(ASKED + 10 * DAY, " "), 400, "INVALID_REQUEST");
    await expectError(await extend(ASKED + 10 * DAY, "x".repeat(501)), 400, "INVALID_REQUEST");
    expect((await extend(ASKED + 30 * DAY, "x".repeat(500))).status).toBe(200);

    vi.setSystemTime(ASKED + 30 * DAY);
    expect((await expectError(await extend(ASKED + 30 * DAY + MINUTE), 409, "CONFLICT")).message).toMatch(/closed at/);
    const other = await registerClient();
    await expectError(await postJson(`/api/v1/tenders/${tender.tenderId}/extend`, { closesAt: new Date(ASKED + 31 * DAY).toISOString(), reason: "Not mine" }, bearer(other)), 404, "NOT_FOUND");
  });
});

describe("POST /api/v1/tenders/{id}/award", () => {
  it("splits the tender's quantity exactly, refuses one more, tells each dealership its share or its rank and the reason, and sends tender.awarded", async () => {
    const { key, dealers, tender, quoteOf } = await tenderOf([40_000, 41_000, 42_000, 43_000], { quantity: 5, callbackUrl: CALLBACK });
    for (const i of [0, 1, 2]) expect((await complete(dealers[i]!.id, quoteOf(i), i === 0 ? { dealerNotes: "Six in stock, delivered in 10 days" } : {})).status).toBe(200);
    const award = (awards: unknown[], reason?: string) => postJson(`/api/v1/tenders/${tender.tenderId}/award`, { awards, ...(reason && { reason }) }, bearer(key), { JOBS: queue.queue });
    const queue = heldQueue();

    const tooMany = await expectError(await award([{ quoteId: quoteOf(0), quantity: 3 }, { quoteId: quoteOf(1), quantity: 3 }]), 400, "INVALID_REQUEST");
    expect(tooMany.message).toBe("Field 'awards' must award at most the tender's quantity (5) together, not 6");
    await expectError(await award([{ quoteId: quoteOf(0), quantity: 0 }]), 400, "INVALID_REQUEST");
    await expectError(await award([{ quoteId: quoteOf(3), quantity: 1 }]), 409, "CONFLICT");

    const reason = "Split between our two nearest depots";
    const response = await award([{ quoteId: quoteOf(0), quantity: 3, orderReference: "PO-1" }, { quoteId: quoteOf(1), quantity: 2, orderReference: "PO-2" }], reason);
    expect(response.status, await response.clone().text()).toBe(200);
    const awarded = await readTender(key, tender.tenderId);
    expect(awarded).toMatchObject({ status: "awarded", closeReason: "awarded", awardedQuoteId: quoteOf(0), quantity: 5 });
    expect(awarded.awards).toEqual([
      { quoteId: quoteOf(0), dealershipId: dealers[0]!.id, quantity: 3, orderReference: "PO-1" },
      { quoteId: quoteOf(1), dealershipId: dealers[1]!.id, quantity: 2, orderReference: "PO-2" },
    ]);
    expect(awarded.quotes.map((q) => [q.quoteId, q.outcome, q.dealerNotes])).toEqual([
      [quoteOf(0), "accepted", "Six in stock, delivered in 10 days"],
      [quoteOf(1), "accepted", null],
      [quoteOf(2), "not-chosen", null],
      [quoteOf(3), "lapsed", null],
    ]);
    await expectError(await award([{ quoteId: quoteOf(2), quantity: 1 }]), 409, "CONFLICT");

    // The e-mails: each awarded dealership its share and order reference, the one not chosen its rank and the reason, naming no other dealership.
    const jobs = queue.take();
    const sent = await sendEmails(jobs.flatMap((job) => (job.type === "email" ? [job.outboxId] : [])));
    const to = (i: number) => sent.find((m) => m.to === `dealer${i}@dealer.example.com` && !m.subject.startsWith("Fleet tender closed"))!;
    expect(to(0).text).toContain("awarded you 3 of the 5");
    expect(to(0).text).toContain("Their order reference: PO-1");
    expect(to(1).text).toContain("awarded you 2 of the 5");
    expect(to(2).text).toContain("Your price ranked 3rd of 3 priced quotes");
    expect(to(2).text).toContain(`> ${reason}`);
    for (const d of [dealers[0]!, dealers[1]!]) expect(to(2).text).not.toContain(d.name);
    expect(to(2).text).not.toMatch(/40,|41,/);

    const deliveries = jobs.flatMap((job) => (job.type === "webhook" ? [job.deliveryId] : []));
    const events = await Promise.all(deliveries.map(sentEvent));
    const awardedEvent = events.find((e) => e.type === "tender.awarded");
    expect(awardedEvent.data).toMatchObject({ tenderId: tender.tenderId, quantity: 5, reason, awards: awarded.awards });
    expect(events.find((e) => e.type === "tender.closed").data.extensions).toEqual([]);
    const [entry] = (await auditOf(tender.tenderId, "tender.award")).results;
    expect(JSON.parse(entry!.after)).toEqual({ awards: awarded.awards, reason });
  });

  it("takes quantities summing to the tender's with one quote, and the single accept awards the whole quantity in the same record", async () => {
    const { key, dealers, tender, quoteOf } = await tenderOf([40_000, 41_000], { quantity: 4 });
    for (const i of [0, 1]) expect((await complete(dealers[i]!.id, quoteOf(i))).status).toBe(200);
    expect((await postJson(`/api/v1/quotes/${quoteOf(1)}/accept`, { orderReference: "PO-9" }, bearer(key), { JOBS: heldQueue().queue })).status).toBe(200);
    const read = await readTender(key, tender.tenderId);
    expect(read.awards).toEqual([{ quoteId: quoteOf(1), dealershipId: dealers[1]!.id, quantity: 4, orderReference: "PO-9" }]);
    expect((await auditOf(tender.tenderId, "tender.award")).results).toHaveLength(1);
  });
});

describe("the dealer's notes where prices are compared", () => {
  it("are in the tender's line and the quote.completed webhook", async () => {
    const { key, dealers, tender, quoteOf } = await tenderOf([40_000, 41_000], { callbackUrl: CALLBACK });
    const queue = heldQueue();
    expect((await complete(dealers[0]!.id, quoteOf(0), { dealerNotes: "Six in stock" }, queue)).status).toBe(200);
    const line = (await readTender(key, tender.tenderId)).quotes.find((q) => q.quoteId === quoteOf(0))!;
    expect(line.dealerNotes).toBe("Six in stock");
    const delivery = queue.take().find((job) => job.type === "webhook")!;
    expect((await sentEvent((delivery as { deliveryId: string }).deliveryId)).dealerNotes).toBe("Six in stock");
  });
});
