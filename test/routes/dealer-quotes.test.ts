import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sweepOutbox } from "../../src/jobs/outbox-sweep";
import { issueDealerKey } from "../helpers/admin";
import { createAccessory, createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, call, expectError, get, postJson, register } from "../helpers/http";
import { sentEvent } from "../helpers/webhooks";
import { createQuote, pendingQuote, quoteRequest, twoVersionsInStock } from "../helpers/scenes";

afterEach(() => vi.restoreAllMocks());

function complete(dealerKey: string, quoteId: string, body: unknown = {}) {
  return postJson(`/api/v1/dealer/quotes/${quoteId}/complete`, body, bearer(dealerKey));
}

const deliveries = (quoteId: string) => env.DB.prepare("SELECT * FROM webhook_deliveries WHERE quote_id = ?").bind(quoteId).all<any>().then((r) => r.results);

describe("dealer routes: reading quotes", () => {
  it("lists and reads the dealership's own quotes only", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    const other = await pendingQuote();
    const list = await (await get("/api/v1/dealer/quotes?status=pending", dealerKey)).json<any>();
    expect(list.quotes.map((q: any) => q.id)).toEqual([quoteId]);
    expect(list.quotes[0]).toMatchObject({ status: "pending", quantity: 1 });
    const detail = await (await get(`/api/v1/dealer/quotes/${quoteId}`, dealerKey)).json<any>();
    expect(detail).toMatchObject({ id: quoteId, status: "pending", postcode: "2000", notes: null, quantity: 1 });
    await expectError(await get(`/api/v1/dealer/quotes/${other.quoteId}`, dealerKey), 404, "NOT_FOUND");
    await expectError(await complete(dealerKey, other.quoteId), 404, "NOT_FOUND");
  });

  it("never shows the dealer the client's callbackUrl, which may carry a secret", async () => {
    const { dealerKey, quoteId } = await pendingQuote({ callbackUrl: "https://hooks.fleet.example.com/q?token=s3cret" });
    const detail = await get(`/api/v1/dealer/quotes/${quoteId}`, dealerKey);
    expect(await detail.text()).not.toContain("s3cret");
    const completed = await complete(dealerKey, quoteId);
    expect(await completed.text()).not.toContain("s3cret");
  });

  it("counts the dealer key's requests against its own hourly limit", async () => {
    const { dealerKey } = await pendingQuote();
    const response = await get("/api/v1/dealer/quotes", dealerKey);
    expect(response.headers.get("RateLimit")).toMatch(/^"hourly";r=99;/);
  });
});

describe("the accessories a quote was asked with", () => {
  /** A pending quote asking for floor mats ($250) and window tint ($495), in that order; then the dealer changes its list. */
  async function askedThenChanged() {
    const scene = await pendingQuote();
    const tint = await createAccessory(scene.dealer.id, "Window tint", 49_500);
    const quoteId = await createQuote(scene.clientKey, quoteRequest(scene.dealer.id, scene.vehicle.id, { postcode: "2000", accessoryIds: [scene.accessory.id, tint.id] }));
    const renamed = await call(`/api/v1/dealer/accessories/${scene.accessory.id}`, {
      method: "PUT",
      headers: bearer(scene.dealerKey, { "Content-Type": "application/json" }),
      body: JSON.stringify({ name: "Rubber floor mats", price: 320 }),
    });
    expect(renamed.status).toBe(200);
    expect((await call(`/api/v1/dealer/accessories/${tint.id}`, { method: "DELETE", headers: bearer(scene.dealerKey) })).status).toBe(204);
    const asked = [
      { id: scene.accessory.id, name: "Floor mats", price: 250 },
      { id: tint.id, name: "Window tint", price: 495 },
    ];
    return { ...scene, quoteId, asked };
  }

  it("are shown to the dealer as they were when asked, whatever the dealership did to its list since", async () => {
    const { dealerKey, quoteId, asked } = await askedThenChanged();
    const detail = await (await get(`/api/v1/dealer/quotes/${quoteId}`, dealerKey)).json<any>();
    expect(detail.requestedAccessories).toEqual(asked);
  });

  it("are priced by a completion that names no accessories, as they were when asked", async () => {
    const { dealerKey, quoteId, asked } = await askedThenChanged();
    const completed = await (await complete(dealerKey, quoteId)).json<any>();
    expect(completed.pricing.lineItems.accessories).toEqual(asked.map(({ name, price }) => ({ name, price })));
    expect((await (await get(`/api/v1/dealer/quotes/${quoteId}`, dealerKey)).json<any>()).requestedAccessories).toEqual(asked);
  });

  it("can be taken off that one quote by the dealer: a completion's accessories replace them", async () => {
    const { dealerKey, quoteId, asked } = await askedThenChanged();
    const completed = await (await complete(dealerKey, quoteId, { accessories: [{ name: asked[1]!.name, price: 450 }] })).json<any>();
    expect(completed.pricing.lineItems.accessories).toEqual([{ name: "Window tint", price: 450 }]);
  });

  it("are none for a quote asked without any", async () => {
    const { dealerKey, quoteId } = await pendingQuote({ accessoryIds: [] });
    expect((await (await get(`/api/v1/dealer/quotes/${quoteId}`, dealerKey)).json<any>()).requestedAccessories).toEqual([]);
    expect((await (await complete(dealerKey, quoteId)).json<any>()).pricing.lineItems.accessories).toEqual([]);
  });
});

describe("POST /api/v1/dealer/quotes/{id}/complete", () => {
  it("prices the quote with the dealer's current figures and recomputed government charges", async () => {
    const { clientKey, dealerKey, quoteId } = await pendingQuote();
    const response = await complete(dealerKey, quoteId, { dealerNotes: "Ready in two weeks" });
    expect(response.status).toBe(200);
    const body = await response.json<any>();
    // $40,000 + standard margin $1,000 = $41,000; delivery $1,500; mats $250; DV 42,750 -> NSW 428 x $3 = $1,284.
    expect(body.pricing.lineItems).toMatchObject({ vehiclePrice: 41_000, dealerDelivery: 1_500, accessories: [{ name: "Floor mats", price: 250 }], stampDuty: { amount: 1284, state: "NSW" } });
    expect(body).toMatchObject({ status: "sent", dealerNotes: "Ready in two weeks", sentAt: expect.any(String) });

    const seenByClient = await (await get(`/api/v1/quotes/${quoteId}`, clientKey)).json<any>();
    expect(seenByClient).toMatchObject({ status: "sent", sentAt: body.sentAt, dealerNotes: "Ready in two weeks", pricing: body.pricing });
    const email = await env.DB.prepare("SELECT kind, recipient FROM email_outbox WHERE quote_id = ? AND kind = 'quote_to_client'").bind(quoteId).first();
    expect(email).toEqual({ kind: "quote_to_client", recipient: "jo@fleet.example.com" });
  });

  it("takes the dealer's adjusted lines but never government charges typed in", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    const body = await (
      await complete(dealerKey, quoteId, { vehiclePrice: 39_000, dealerDelivery: 0, accessories: [{ name: "Tint", price: 400 }], stampDuty: 1 })
    ).json<any>();
    // DV 39,000 + 0 + 400 = 39,400 -> 394 x $3 = $1,182.
    expect(body.pricing.lineItems).toMatchObject({ vehiclePrice: 39_000, dealerDelivery: 0, accessories: [{ name: "Tint", price: 400 }], stampDuty: { amount: 1182 } });
  });

  it("answers 409 for a quote that is not pending, changing nothing", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    const first = await (await complete(dealerKey, quoteId, { dealerNotes: "first" })).json<any>();
    await expectError(await complete(dealerKey, quoteId, { dealerNotes: "second", vehiclePrice: 1 }), 409, "CONFLICT");
    const detail = await (await get(`/api/v1/dealer/quotes/${quoteId}`, dealerKey)).json<any>();
    expect(detail).toMatchObject({ dealerNotes: "first", sentAt: first.sentAt, pricing: first.pricing });
  });

  it("lets exactly one of several concurrent completions through, with one e-mail and one webhook delivery", async () => {
    const { dealerKey, quoteId } = await pendingQuote({ callbackUrl: "https://hooks.fleet.example.com/q" });
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => complete(dealerKey, quoteId, { dealerNotes: `attempt ${i}` })));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await deliveries(quoteId)).toHaveLength(1);
    const emails = await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE quote_id = ? AND kind = 'quote_to_client'").bind(quoteId).first("n");
    expect(emails).toBe(1);
  });

  it("writes the webhook delivery in the same batch as the status change, and sends the spec's payload with the dealer's notes", async () => {
    const { dealerKey, quoteId, dealer, vehicle } = await pendingQuote({ callbackUrl: "https://hooks.fleet.example.com/q" });
    const done = await (await complete(dealerKey, quoteId, { dealerNotes: "Six in stock, delivered in 10 days" })).json<any>();
    const [delivery] = await deliveries(quoteId);
    expect(delivery).toMatchObject({ url: "https://hooks.fleet.example.com/q", status: "pending", attempts: 0 });
    expect(delivery.payload).toBeNull();
    expect(await sentEvent(delivery.id)).toEqual({
      event: "quote.completed",
      quoteId,
      status: "sent",
      dealership: { name: dealer.name, email: dealer.contactEmail },
      vehicle: { model: vehicle.model, version: vehicle.version, imageUrl: null },
      pricing: done.pricing,
      clientName: "Jo Fleet",
      clientEmail: "jo@fleet.example.com",
      sentAt: done.sentAt,
      validUntil: new Date(Date.parse(done.sentAt) + 14 * 86_400_000).toISOString(),
      tenderId: null,
      dealerNotes: "Six in stock, delivered in 10 days",
    });
  });

  it("writes no delivery for a quote without a callbackUrl", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    const response = await complete(dealerKey, quoteId);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: quoteId, status: "sent" });
    expect(await deliveries(quoteId)).toEqual([]);
  });

  it("loses nothing when the queue send fails after the commit: the cron sweep sends it", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { dealerKey, quoteId } = await pendingQuote({ callbackUrl: "https://hooks.fleet.example.com/q" });
    const brokenQueue = { send: async () => Promise.reject(new Error("queue unavailable")), sendBatch: async () => Promise.reject(new Error("queue unavailable")) };
    const response = await postJson(`/api/v1/dealer/quotes/${quoteId}/complete`, {}, bearer(dealerKey), { JOBS: brokenQueue as unknown as Queue });
    expect(response.status).toBe(200);
    const [lost] = await deliveries(quoteId);
    expect(lost.enqueued_at).toBeNull();

    const { requeued } = await sweepOutbox(env, new Date(Date.now() + 120_000));
    expect(requeued).toBeGreaterThanOrEqual(1);
    expect((await deliveries(quoteId))[0].enqueued_at).not.toBeNull();
  });

  it("lets the dealer choose the vehicle of a quote asked for by model text, and prices and announces that vehicle", async () => {
    const { clientKey, dealer, token, sr5 } = await twoVersionsInStock({ state: "NSW", deliveryFeeCents: 150_000, standardMarginCents: 100_000 });
    const created = await postJson(
      "/api/v1/quotes",
      { dealershipId: dealer.id, model: `${token} hilux`, clientName: "Jo", clientEmail: "jo@fleet.example.com", postcode: "2000", callbackUrl: "https://hooks.fleet.example.com/q" },
      bearer(clientKey),
    );
    const { quoteId } = await created.json<{ quoteId: string }>();
    const dealerKey = await issueDealerKey(dealer.id);

    const asked = await (await get(`/api/v1/dealer/quotes/${quoteId}`, dealerKey)).json<any>();
    expect(asked.vehicle).toEqual({ model: `${token} hilux`, version: "", imageUrl: null });
    const unchosen = await expectError(await complete(dealerKey, quoteId, { dealerNotes: "x" }), 400, "INVALID_REQUEST");
    expect(unchosen.message).toMatch(/'globalCarId' is required.*hilux/);
    expect((await get(`/api/v1/dealer/quotes/${quoteId}`, dealerKey)).status).toBe(200);
    expect(await env.DB.prepare("SELECT status FROM quotes WHERE id = ?").bind(quoteId).first("status")).toBe("pending");

    const done = await (await complete(dealerKey, quoteId, { globalCarId: sr5.id.replaceAll("-", "").toUpperCase() })).json<any>();
    // $50,000 + margin $1,000 = $51,000; delivery $1,500; DV $52,500 -> NSW $1,350 + 5 x 75 = $1,725.
    expect(done).toMatchObject({ status: "sent", vehicle: { model: sr5.model, version: "SR5" } });
    expect(done.pricing.lineItems).toMatchObject({ vehiclePrice: 51_000, stampDuty: { amount: 1725 } });
    const seenByClient = await (await get(`/api/v1/quotes/${quoteId}`, clientKey)).json<any>();
    expect(seenByClient).toMatchObject({ status: "sent", vehicle: { model: sr5.model, version: "SR5" }, pricing: done.pricing });
    const [delivery] = await deliveries(quoteId);
    expect((await sentEvent(delivery.id)).vehicle).toEqual({ model: sr5.model, version: "SR5", imageUrl: null });
  });

  it("answers 400 for a chosen vehicle outside the dealership's available stock, changing nothing", async () => {
    const { dealerKey, quoteId, dealer } = await pendingQuote();
    const elsewhere = await createVehicle();
    const unavailable = await createVehicle();
    await stock(dealer.id, unavailable.id, 3_000_000, false);
    for (const globalCarId of [elsewhere.id, unavailable.id, crypto.randomUUID()]) {
      const error = await expectError(await complete(dealerKey, quoteId, { globalCarId }), 400, "INVALID_REQUEST");
      expect(error.message).toContain(globalCarId);
    }
    await expectError(await complete(dealerKey, quoteId, { globalCarId: "not-an-id" }), 400, "INVALID_REQUEST");
    expect(await env.DB.prepare("SELECT status FROM quotes WHERE id = ?").bind(quoteId).first("status")).toBe("pending");
  });

  it("lets the dealer quote another vehicle of its stock than the one asked for", async () => {
    const { dealerKey, quoteId, dealer } = await pendingQuote();
    const other = await createVehicle({ version: "Other version" });
    await stock(dealer.id, other.id, 3_000_000);
    const done = await (await complete(dealerKey, quoteId, { globalCarId: other.id })).json<any>();
    expect(done).toMatchObject({ vehicle: { model: other.model, version: "Other version" }, pricing: { lineItems: { vehiclePrice: 31_000 } } });
  });

  it("validates the adjustments", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    await expectError(await complete(dealerKey, quoteId, { vehiclePrice: -5 }), 400, "INVALID_REQUEST");
    expect((await expectError(await complete(dealerKey, quoteId, { vehiclePrice: 0 }), 400, "INVALID_REQUEST")).message).toBe("Field 'vehiclePrice' must be more than 0");
    await expectError(await complete(dealerKey, quoteId, { dealerNotes: "x".repeat(2001) }), 400, "INVALID_REQUEST");
    await expectError(await complete(dealerKey, quoteId, { accessories: [{ name: "", price: 1 }] }), 400, "INVALID_REQUEST");
    await expectError(await complete(dealerKey, "nope"), 400, "INVALID_REQUEST");
    expect((await complete(dealerKey, quoteId, { dealerNotes: "x".repeat(2000) })).status).toBe(200);
  });

  it("requires a dealer key", async () => {
    const { quoteId } = await pendingQuote();
    await expectError(await call(`/api/v1/dealer/quotes/${quoteId}/complete`, { method: "POST" }), 401, "UNAUTHORIZED");
  });
});

describe("a heavy vehicle's quote, whose registration the service does not price", () => {
  /** A truck of 6,500 kg GVM asked of an auto-responding NSW dealership: it goes to the dealer, with the reason. */
  async function heavyQuote() {
    const { apiKey } = await register("Heavy Fleet");
    const dealer = await createDealership({ state: "NSW", tier: "enterprise", autoRespond: true, deliveryFeeCents: 150_000 });
    const truck = await createVehicle({ bodyClass: "heavy", bodyType: "truck", gvmKg: 6_500, tareKg: 3_200, engine: "4.0L 4cyl diesel" });
    await stock(dealer.id, truck.id, 9_000_000);
    const created = await postJson("/api/v1/quotes", quoteRequest(dealer.id, truck.id, { postcode: "2000", quantity: 2 }), bearer(apiKey));
    expect(created.status).toBe(201);
    const body = await created.json<{ quoteId: string; status: string }>();
    expect(body.status).toBe("pending");
    return { quoteId: body.quoteId, dealerKey: await issueDealerKey(dealer.id), apiKey };
  }

  it("cannot be completed without the dealer's registration (400 naming governmentCharges.registration)", async () => {
    const { quoteId, dealerKey } = await heavyQuote();
    const refused = await expectError(await complete(dealerKey, quoteId), 400, "INVALID_REQUEST");
    expect(refused.message).toMatch(
      /^This vehicle's registration is not priced automatically in NSW: GVM 6,500 kg.*Field 'governmentCharges\.registration' is required: the registration as you work it out \(its stamp duty is NSW's, priced here\)$/,
    );
    await expectError(await complete(dealerKey, quoteId, { governmentCharges: {} }), 400, "INVALID_REQUEST");
    await expectError(await complete(dealerKey, quoteId, { governmentCharges: { registration: -1 } }), 400, "INVALID_REQUEST");
  });

  it("is priced with the registration the dealer states and NSW's duty on a goods vehicle, the total their sum", async () => {
    const { quoteId, dealerKey, apiKey } = await heavyQuote();
    const completed = await complete(dealerKey, quoteId, { governmentCharges: { registration: 2_450.5 } });
    expect(completed.status).toBe(200);
    const quote = await (await get(`/api/v1/quotes/${quoteId}`, apiKey)).json<any>();
    expect(quote.status).toBe("sent");
    const { lineItems, totalDriveAway } = quote.pricing;
    // Dutiable value $90,000 stock + $1,000 margin + $1,500 delivery = $92,500. Revenue NSW's factsheet scale:
    // $1,350 + $5 × ceil(47,500 / 100) = $3,725; on the other reading, $3 × 925u = $2,775, $950 less.
    expect(lineItems.stampDuty).toMatchObject({ amount: 3_725, schedule: "NSW_GOODS", confidence: "estimate", note: expect.stringMatching(/which gives \$2,775\.00, \$950\.00 less\./) });
    expect(lineItems.registration.amount).toBe(2_450.5);
    expect(lineItems.registration.components).toEqual([
      expect.objectContaining({
        label: "Registration, insurance and fees, as the dealership states them",
        amount: 2_450.5,
        confidence: "estimate",
        sources: [],
        note: expect.stringMatching(/^Stated by the dealership: the registration of this vehicle is not priced automatically \(GVM 6,500 kg/),
      }),
    ]);
    expect(totalDriveAway).toBe(90_000 + 1_000 + 1_500 + 3_725 + 2_450.5);
    expect(lineItems.totalForQuantity).toBe(totalDriveAway * 2);
    expect(lineItems.estimated).toBe(true);
  });

  it("refuses the dealer's registration for a vehicle priced from the published charges", async () => {
    const { quoteId, dealerKey } = await pendingQuote();
    const refused = await expectError(await complete(dealerKey, quoteId, { governmentCharges: { registration: 1 } }), 400, "INVALID_REQUEST");
    expect(refused.message).toMatch(/^Field 'governmentCharges' is only for a heavy vehicle/);
  });
});
