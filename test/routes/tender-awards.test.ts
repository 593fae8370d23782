import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { issueDealerKey } from "../helpers/admin";
import { fixClock } from "../helpers/clock";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, expectError, get, postJson, registerClient } from "../helpers/http";
import { heldQueue, recordingEmail, runJobs } from "../helpers/queue";
import { CALLBACK } from "../helpers/scenes";
import { sentEvent } from "../helpers/webhooks";
import type { Job } from "../../src/db/job-queue";

// A tender as public procurement keeps one: its deadline moved only later and openly (every
// dealership told the new deadline and why, its clock moved with it), awarded whole or split by
// quantity (the quantities together at most the tender's), the dealerships not chosen told their
// rank and the client's reason, and each change in the audit record.

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

    // The tender's clock moved with it: rung at the old deadline it leaves the tender open, at the new one it closes it.
    const clock = env.TENDER_CLOCK.get(env.TENDER_CLOCK.idFromName(tender.tenderId));
    await vi.waitUntil(() => runInDurableObject(clock, async (_instance, state) => (await state.storage.get<{ closesAt: string }>("deadline"))?.closesAt === extension.to), { timeout: 10_000 });
    vi.setSystemTime(ASKED + DAY);
    await runDurableObjectAlarm(clock);
    expect((await readTender(key, tender.tenderId)).closedAt).toBeNull();
    vi.setSystemTime(ASKED + DAY + SECOND);
    expect(await runDurableObjectAlarm(clock)).toBe(true);
    expect(await readTender(key, tender.tenderId)).toMatchObject({ status: "closed", closeReason: "deadline", closedAt: extension.to });
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
