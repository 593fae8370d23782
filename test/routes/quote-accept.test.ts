import { env } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it, vi } from "vitest";
import { issueDealerKey } from "../helpers/admin";
import { fixClock } from "../helpers/clock";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, expectError, get, postJson, register, registerClient } from "../helpers/http";
import { heldQueue, recordingEmail, runJobs } from "../helpers/queue";
import { CALLBACK, createQuote, quoteRequest } from "../helpers/scenes";
import { attempt } from "../helpers/webhooks";

const client = { clientName: "Jo Fleet", clientEmail: "jo@fleet.example.com" };
const DAY = 24 * 60 * 60 * 1000;

interface QuoteBody {
  id: string;
  status: string;
  outcome: string | null;
  acceptedAt: string | null;
  orderReference: string | null;
  tenderId: string | null;
}

interface TenderBody {
  tenderId: string;
  status: string;
  closedAt: string | null;
  closeReason: string | null;
  awardedQuoteId: string | null;
  quotes: { dealership: { id: string }; quoteId: string | null; status: string; outcome: string | null }[];
}

const accept = (key: string, quoteId: string, body: Record<string, unknown> = {}, bindings?: Partial<typeof env>) =>
  postJson(`/api/v1/quotes/${quoteId}/accept`, body, bearer(key), bindings);
const credits = (id: string) => env.DB.prepare("select credits from dealerships where id = ?").bind(id).first<number>("credits");
const outcomeEmails = (quoteId: string) =>
  env.DB.prepare("select id, kind, recipient from email_outbox where quote_id = ? and kind not in ('quote_to_client', 'quote_to_dealer')")
    .bind(quoteId)
    .all<{ id: string; kind: string; recipient: string }>()
    .then((r) => r.results);

/** A quote priced at once by an auto-responding dealership, for an FMO registered as "Acme Fleet". */
async function pricedQuote() {
  const { apiKey } = await register("Acme Fleet");
  const dealer = await createDealership({ tier: "enterprise", autoRespond: true, contactEmail: "fleet@winner.example.com" });
  const car = await createVehicle();
  await stock(dealer.id, car.id, 4_000_000);
  const quoteId = await createQuote(apiKey, quoteRequest(dealer.id, car.id, { quantity: 3, clientPhone: "0400 000 000" }));
  return { key: apiKey, dealer, car, quoteId };
}

/**
 * A tender of three: two auto-responding dealerships (priced at once, $40,000 and $41,000) and one
 * that reviews by hand (still pending), with a callbackUrl.
 */
async function tenderOfThree() {
  const key = await registerClient();
  const car = await createVehicle();
  const cheap = await createDealership({ tier: "enterprise", autoRespond: true, contactEmail: "cheap@dealer.example.com" });
  const dear = await createDealership({ tier: "enterprise", autoRespond: true, contactEmail: "dear@dealer.example.com" });
  const manual = await createDealership({ contactEmail: "manual@dealer.example.com" });
  await stock(cheap.id, car.id, 4_000_000);
  await stock(dear.id, car.id, 4_100_000);
  await stock(manual.id, car.id, 3_900_000);
  const response = await postJson(
    "/api/v1/tenders",
    { ...client, globalCarId: car.id, dealershipIds: [cheap.id, dear.id, manual.id], callbackUrl: CALLBACK },
    bearer(key),
    { JOBS: heldQueue().queue },
  );
  expect(response.status).toBe(201);
  const tender = await response.json<TenderBody>();
  const quoteOf = (id: string) => tender.quotes.find((q) => q.dealership.id === id)!.quoteId!;
  return { key, car, cheap, dear, manual, tenderId: tender.tenderId, cheapQuote: quoteOf(cheap.id), dearQuote: quoteOf(dear.id), manualQuote: quoteOf(manual.id) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("POST /api/v1/quotes/{id}/accept", () => {
  it("accepts a priced quote with the client's order reference, and tells its dealership who to contact", async () => {
    const { key, dealer, quoteId } = await pricedQuote();
    const queue = heldQueue();
    fixClock(Date.now());
    const response = await accept(key, quoteId, { orderReference: "PO-4471" }, { JOBS: queue.queue });
    expect(response.status).toBe(200);
    const body = await response.json<QuoteBody>();
    expect(body).toMatchObject({ id: quoteId, status: "sent", outcome: "accepted", orderReference: "PO-4471", tenderId: null });
    expect(body.acceptedAt).toBe(new Date().toISOString());
    expect(await (await get(`/api/v1/quotes/${quoteId}`, key)).json<QuoteBody>()).toMatchObject({ outcome: "accepted", acceptedAt: body.acceptedAt, orderReference: "PO-4471" });

    const [email] = await outcomeEmails(quoteId);
    expect(email).toMatchObject({ kind: "quote_accepted_to_dealer", recipient: "fleet@winner.example.com" });
    expect(queue.take()).toEqual([{ type: "email", outboxId: email!.id }]);
    const mail = recordingEmail();
    await runJobs([{ type: "email", outboxId: email!.id }], { EMAIL: mail.binding });
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]!.subject).toMatch(/^Quote accepted: 3 x .* for Acme Fleet$/);
    expect(mail.sent[0]!.text).toContain("Their order reference: PO-4471");
    expect(mail.sent[0]!.text).toContain("Acme Fleet, fleet@example.com");
    expect(mail.sent[0]!.text).toContain("For: Jo Fleet <jo@fleet.example.com>, 0400 000 000");
    expect(mail.sent[0]!.text).toContain(`Quote id: ${quoteId}`);
    expect(await credits(dealer.id)).toBe(9);
  });

  it("answers the same again for the same order reference (and none for none), 409 for another", async () => {
    const { key, quoteId } = await pricedQuote();
    const first = await (await accept(key, quoteId)).json<QuoteBody>();
    expect(first.orderReference).toBeNull();
    const again = await accept(key, quoteId, {});
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    const other = await expectError(await accept(key, quoteId, { orderReference: "PO-1" }), 409, "CONFLICT");
    expect(other.message).toBe(`Quote ${quoteId} was accepted already, with another order reference`);
    expect(await outcomeEmails(quoteId)).toHaveLength(1);
  });

  it("lets one order reference win of concurrent accepts with different ones: the others get 409, the dealership one e-mail", async () => {
    const { key, quoteId } = await pricedQuote();
    const responses = await Promise.all(["PO-A", "PO-B"].flatMap((orderReference) => Array.from({ length: 4 }, () => accept(key, quoteId, { orderReference }))));
    const won = await Promise.all(responses.filter((r) => r.status === 200).map((r) => r.json<QuoteBody>()));
    const winner = won[0]!.orderReference;
    // Every accept with the winning reference answers as the first did; every one with the other is refused.
    expect(won.map((body) => body.orderReference)).toEqual([winner, winner, winner, winner]);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(4);
    expect(await (await get(`/api/v1/quotes/${quoteId}`, key)).json<QuoteBody>()).toMatchObject({ outcome: "accepted", orderReference: winner });
    expect(await outcomeEmails(quoteId)).toHaveLength(1);
  });

  it("refuses a pending quote, an expired one and another client's, and an order reference over 100 characters", async () => {
    const key = await registerClient();
    const manual = await createDealership();
    const car = await createVehicle();
    await stock(manual.id, car.id);
    const pending = await createQuote(key, quoteRequest(manual.id, car.id));
    expect((await expectError(await accept(key, pending), 409, "CONFLICT")).message).toBe(`Quote ${pending} is pending: only a priced quote can be accepted`);

    const { key: ownerKey, quoteId } = await pricedQuote();
    await expectError(await accept(key, quoteId), 404, "NOT_FOUND");
    await expectError(await accept(ownerKey, quoteId, { orderReference: "x".repeat(101) }), 400, "INVALID_REQUEST");
    await expectError(await accept(ownerKey, quoteId, { orderReference: "PO\u0000" }), 400, "INVALID_REQUEST");
    expect((await accept(ownerKey, quoteId, { orderReference: "x".repeat(100) })).status).toBe(200);

    const expiring = await pricedQuote();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 15 * DAY);
    expect((await expectError(await accept(expiring.key, expiring.quoteId), 409, "CONFLICT")).message).toMatch(/expired at .*: its price no longer holds/);
    expect((await get(`/api/v1/quotes/${expiring.quoteId}`, expiring.key).then((r) => r.json<QuoteBody>())).outcome).toBeNull();
  });

  it("counts as one request against the hourly limit", async () => {
    const { key, quoteId } = await pricedQuote();
    const remaining = (response: Response) => Number(/;r=(\d+);/.exec(response.headers.get("RateLimit") ?? "")?.[1]);
    const before = remaining(await get("/api/v1/dealers?limit=1", key));
    expect(remaining(await accept(key, quoteId))).toBe(before - 1);
  });
});

describe("accepting a tender's quote", () => {
  it("awards the tender: it closes, the pending quote lapses with its credit back, the others are not chosen, every dealership is told", async () => {
    const scene = await tenderOfThree();
    expect(await credits(scene.manual.id)).toBe(9);
    const queue = heldQueue();
    const response = await accept(scene.key, scene.dearQuote, { orderReference: "T-7" }, { JOBS: queue.queue });
    expect(response.status).toBe(200);
    expect(await response.json<QuoteBody>()).toMatchObject({ id: scene.dearQuote, outcome: "accepted", tenderId: scene.tenderId });

    const tender = await (await get(`/api/v1/tenders/${scene.tenderId}`, scene.key)).json<TenderBody>();
    expect(tender).toMatchObject({ status: "awarded", closeReason: "awarded", awardedQuoteId: scene.dearQuote });
    expect(tender.quotes.map((q) => [q.quoteId, q.outcome])).toEqual([
      [scene.cheapQuote, "not-chosen"],
      [scene.dearQuote, "accepted"],
      [scene.manualQuote, "lapsed"],
    ]);
    expect(await credits(scene.manual.id)).toBe(10);
    expect([await credits(scene.cheap.id), await credits(scene.dear.id)]).toEqual([9, 9]);

    const emails = [...(await outcomeEmails(scene.cheapQuote)), ...(await outcomeEmails(scene.dearQuote)), ...(await outcomeEmails(scene.manualQuote))];
    expect(emails.map((e) => [e.kind, e.recipient])).toEqual([
      ["quote_not_chosen_to_dealer", "cheap@dealer.example.com"],
      ["quote_accepted_to_dealer", "dear@dealer.example.com"],
      ["quote_lapsed_to_dealer", "manual@dealer.example.com"],
    ]);
    const [delivery] = (await env.DB.prepare("select id, payload from webhook_deliveries where tender_id = ? and event = 'tender.closed'").bind(scene.tenderId).all<{ id: string; payload: string }>()).results;
    expect(JSON.parse(delivery!.payload).data).toMatchObject({ closeReason: "awarded", quotes: tender.quotes });
    expect(queue.take()).toEqual(expect.arrayContaining([...emails.map((e) => ({ type: "email", outboxId: e.id })), { type: "webhook", deliveryId: delivery!.id }]));
    // Beside the close, the award's own tender.awarded: the whole quantity to the chosen quote.
    const awardedEvent = await env.DB.prepare("select payload from webhook_deliveries where tender_id = ? and event = 'tender.awarded'").bind(scene.tenderId).first<{ payload: string }>();
    expect(JSON.parse(awardedEvent!.payload).data.awards).toEqual([expect.objectContaining({ quoteId: tender.awardedQuoteId })]);

    // The not-chosen dealership hears neither who was chosen nor at what price.
    const mail = recordingEmail();
    await runJobs([{ type: "email", outboxId: emails[0]!.id }], { EMAIL: mail.binding });
    expect(mail.sent[0]!.text).toContain("has chosen another dealership's quote");
    expect(mail.sent[0]!.text).not.toContain(scene.dear.name);
    expect(mail.sent[0]!.text).not.toMatch(/\$/);
  });

  it("lets the dealer of the lapsed quote see it lapsed, and complete it no more", async () => {
    const scene = await tenderOfThree();
    await accept(scene.key, scene.cheapQuote);
    const dealerKey = await issueDealerKey(scene.manual.id);
    expect(await (await get(`/api/v1/dealer/quotes/${scene.manualQuote}`, dealerKey)).json<QuoteBody>()).toMatchObject({ outcome: "lapsed" });
    await expectError(await postJson(`/api/v1/dealer/quotes/${scene.manualQuote}/complete`, {}, bearer(dealerKey)), 409, "CONFLICT");
    const chosenKey = await issueDealerKey(scene.cheap.id);
    expect(await (await get(`/api/v1/dealer/quotes/${scene.cheapQuote}`, chosenKey)).json<QuoteBody>()).toMatchObject({ outcome: "accepted", orderReference: null });
  });

  it("refuses a second quote of an awarded tender, and the lapsed one", async () => {
    const scene = await tenderOfThree();
    await accept(scene.key, scene.cheapQuote);
    const second = await expectError(await accept(scene.key, scene.dearQuote), 409, "CONFLICT");
    expect(second.message).toBe(`Tender ${scene.tenderId} already has an accepted quote (${scene.cheapQuote}): only one of its quotes can be accepted`);
    expect((await expectError(await accept(scene.key, scene.manualQuote), 409, "CONFLICT")).message).toMatch(/lapsed: its tender closed at/);
  });

  it("lets exactly one of concurrent accepts of two quotes of one tender win", async () => {
    const scene = await tenderOfThree();
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => accept(scene.key, scene.cheapQuote, { orderReference: "A" })),
      ...Array.from({ length: 5 }, () => accept(scene.key, scene.dearQuote, { orderReference: "B" })),
    ]);
    const won = responses.filter((r) => r.status === 200);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(5);
    expect(won).toHaveLength(5);
    const winners = new Set(await Promise.all(won.map(async (r) => (await r.json<QuoteBody>()).id)));
    expect(winners.size).toBe(1);
    const accepted = await env.DB.prepare("select count(*) as n from quotes where tender_id = ? and outcome = 'accepted'").bind(scene.tenderId).first("n");
    expect(accepted).toBe(1);
    expect(await credits(scene.manual.id)).toBe(10);
    expect(await env.DB.prepare("select count(*) as n from webhook_deliveries where tender_id = ? and event = 'tender.closed'").bind(scene.tenderId).first("n")).toBe(1);
  });

  it("awards a tender closed already without closing it again or sending its webhook twice", async () => {
    const key = await registerClient();
    const car = await createVehicle();
    const dealers = [await createDealership({ tier: "enterprise", autoRespond: true }), await createDealership({ tier: "enterprise", autoRespond: true })];
    for (const d of dealers) await stock(d.id, car.id);
    const created = await (
      await postJson("/api/v1/tenders", { ...client, globalCarId: car.id, dealershipIds: dealers.map((d) => d.id), callbackUrl: CALLBACK }, bearer(key))
    ).json<TenderBody>();
    expect(created.status).toBe("closed");
    const chosen = created.quotes[1]!.quoteId!;
    expect((await accept(key, chosen)).status).toBe(200);
    const tender = await (await get(`/api/v1/tenders/${created.tenderId}`, key)).json<TenderBody>();
    expect(tender).toMatchObject({ status: "awarded", closeReason: "all-answered", closedAt: created.closedAt, awardedQuoteId: chosen });
    expect(await env.DB.prepare("select count(*) as n from webhook_deliveries where tender_id = ? and event = 'tender.closed'").bind(created.tenderId).first("n")).toBe(1);
  });
});

describe("the tender.closed webhook", () => {
  it("is POSTed signed with the FMO's webhook secret, named in X-Service-Event, its body the tender as it closed", async () => {
    const { apiKey, webhookSecret } = await register("Signed Fleet");
    const car = await createVehicle();
    const dealers = [await createDealership({ tier: "enterprise", autoRespond: true }), await createDealership({ tier: "enterprise", autoRespond: true })];
    for (const d of dealers) await stock(d.id, car.id);
    const queue = heldQueue();
    const created = await postJson("/api/v1/tenders", { ...client, globalCarId: car.id, dealershipIds: dealers.map((d) => d.id), callbackUrl: CALLBACK }, bearer(apiKey), {
      JOBS: queue.queue,
    });
    const tender = await created.json<TenderBody>();
    const job = queue.take().find((j) => j.type === "webhook");
    expect(job).toBeDefined();
    const { received, acked } = await attempt((job as { deliveryId: string }).deliveryId, () => new Response(null, { status: 204 }));
    expect(acked).toBe(true);
    const request = received[0]!;
    expect(request.url).toBe(CALLBACK);
    expect(request.headers.get("X-Service-Event")).toBe("tender.closed");
    expect(request.headers.get("User-Agent")).toBe("Service-Webhook/1.0");
    const body = await request.text();
    const verified = new Webhook(webhookSecret).verify(body, Object.fromEntries(request.headers)) as { type: string; data: { tenderId: string; closeReason: string; quotes: unknown[] } };
    expect(verified).toMatchObject({ type: "tender.closed", data: { tenderId: tender.tenderId, closeReason: "all-answered" } });
    expect(verified.data.quotes).toEqual((await (await get(`/api/v1/tenders/${tender.tenderId}`, apiKey)).json<TenderBody>()).quotes);
    const logged = await (await get(`/api/v1/tenders/${tender.tenderId}/webhook-deliveries`, apiKey)).json<{ deliveries: { status: string; attempts: unknown[] }[] }>();
    expect(logged.deliveries).toEqual([expect.objectContaining({ status: "delivered", attempts: [expect.objectContaining({ attempt: 1, statusCode: 204 })] })]);
  });
});

describe("GET /api/v1/tenders/{id}/webhook-deliveries", () => {
  it("lists the tender's tender.closed delivery, and redelivers it once it has failed", async () => {
    const scene = await tenderOfThree();
    // Held, so no attempt runs in the background while the test marks the delivery failed.
    await accept(scene.key, scene.cheapQuote, {}, { JOBS: heldQueue().queue });
    const list = await (await get(`/api/v1/tenders/${scene.tenderId}/webhook-deliveries`, scene.key)).json<{ deliveries: { id: string; event: string; status: string }[] }>();
    expect(list.deliveries).toEqual([expect.objectContaining({ event: "tender.closed", status: "pending" }), expect.objectContaining({ event: "tender.awarded", status: "pending" })]);
    const deliveryId = list.deliveries[0]!.id;
    await env.DB.prepare("update webhook_deliveries set status = 'abandoned', finished_at = ? where id = ?").bind(new Date().toISOString(), deliveryId).run();
    const redelivered = await postJson(`/api/v1/tenders/${scene.tenderId}/webhook-deliveries/${deliveryId}/redeliver`, {}, bearer(scene.key), { JOBS: heldQueue().queue });
    expect(redelivered.status).toBe(202);
    expect(await redelivered.json()).toMatchObject({ id: deliveryId, event: "tender.closed", status: "pending", redeliveries: 1 });
    // Another client's tender, or a quote's path with the tender's delivery, is 404.
    await expectError(await get(`/api/v1/tenders/${scene.tenderId}/webhook-deliveries`, await registerClient()), 404, "NOT_FOUND");
    await expectError(
      await postJson(`/api/v1/quotes/${scene.cheapQuote}/webhook-deliveries/${deliveryId}/redeliver`, {}, bearer(scene.key)),
      404,
      "NOT_FOUND",
    );
  });
});
