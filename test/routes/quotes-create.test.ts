import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pricingDay } from "../../src/pricing";
import { createAccessory, createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, expectError, get, postJson, registerClient } from "../helpers/http";

async function autoDealer(overrides: Parameters<typeof createDealership>[0] = {}) {
  return createDealership({ tier: "enterprise", autoRespond: true, state: "NSW", postcode: "2150", ...overrides });
}

/** A dealership with one stocked vehicle; returns what a quote request needs. */
async function setup(dealerOverrides: Parameters<typeof createDealership>[0] = {}, priceCents = 4_000_000) {
  const key = await registerClient();
  const dealer = await createDealership(dealerOverrides);
  const vehicle = await createVehicle();
  await stock(dealer.id, vehicle.id, priceCents);
  return { key, dealer, vehicle };
}

function quoteRequest(dealershipId: string, vehicleId: string, extra: Record<string, unknown> = {}) {
  return { dealershipId, globalCarId: vehicleId, clientName: "Jo Fleet", clientEmail: "jo@fleet.example.com", ...extra };
}

function createQuote(key: string, body: unknown, headers: Record<string, string> = {}) {
  return postJson("/api/v1/quotes", body, bearer(key, headers));
}

const credits = async (dealershipId: string) =>
  env.DB.prepare("SELECT credits FROM dealerships WHERE id = ?").bind(dealershipId).first<number>("credits");
const quoteCount = async (dealershipId: string) =>
  env.DB.prepare("SELECT count(*) AS n FROM quotes WHERE dealership_id = ?").bind(dealershipId).first<number>("n");

describe("POST /api/v1/quotes: auto-respond dealership", () => {
  it("prices the quote, stores it as sent and answers the completed variant", async () => {
    // NSW passenger car: price $40,000 + API margin $500 = $40,500; delivery $1,500; floor mats $250.
    // Dutiable value 40,500 + 1,500 + 250 = $42,250 -> NSW $3 per $100 or part: 423 x 3 = $1,269.
    const { key, dealer, vehicle } = await setup({ tier: "enterprise", autoRespond: true, apiMarginCents: 50_000, state: "NSW" });
    const mats = await createAccessory(dealer.id, "Floor mats", 25_000);
    const response = await createQuote(key, quoteRequest(dealer.id, vehicle.id, { postcode: "2000", accessoryIds: [mats.id] }));
    expect(response.status).toBe(201);
    const body = await response.json<any>();
    expect(body).toMatchObject({
      status: "completed",
      dealership: { name: dealer.name, email: dealer.contactEmail },
      vehicle: { model: vehicle.model, version: vehicle.version, imageUrl: null },
      pricing: { dealerDelivery: 1500, accessories: [{ name: "Floor mats", price: 250 }] },
    });
    expect(body.quoteId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    const items = body.pricing.lineItems;
    expect(items.vehiclePrice).toBe(40_500);
    expect(items.stampDuty).toMatchObject({ amount: 1269, state: "NSW", dutiableValue: 42_250 });
    expect(items.registrationState).toEqual({ state: "NSW", basis: "postcode", candidates: ["NSW"] });
    expect(body.pricing.totalDriveAway).toBe(Math.round((40_500 + 1_500 + 250 + 1_269 + items.registration.amount) * 100) / 100);

    const detail = await (await get(`/api/v1/quotes/${body.quoteId}`, key)).json<any>();
    expect(detail).toMatchObject({ status: "sent", channel: "api", sentAt: body.createdAt, pricing: { totalDriveAway: body.pricing.totalDriveAway, lineItems: items } });
  });

  it("prices at today's rates in the registration state and says when each charge's rule took effect and how sure it is", async () => {
    const { key, dealer, vehicle } = await setup({ tier: "enterprise", autoRespond: true, state: "VIC", postcode: "3175" });
    const before = new Date();
    const body = await (await createQuote(key, quoteRequest(dealer.id, vehicle.id, { postcode: "3000" }))).json<any>();
    const items = body.pricing.lineItems;
    expect([pricingDay("VIC", before), pricingDay("VIC", new Date())]).toContain(items.ratesAsOf);
    const confidences = ["official", "corroborated", "carried-forward", "estimate"];
    const charges = [items.stampDuty, ...items.stampDuty.concessions, ...items.registration.components];
    for (const charge of charges) {
      expect(charge.effectiveFrom <= items.ratesAsOf).toBe(true);
      expect(charge.effectiveTo === null || charge.effectiveTo >= items.ratesAsOf).toBe(true);
      expect(confidences).toContain(charge.confidence);
      expect(charge.sources.every((url: string) => /^https?:\/\//.test(url))).toBe(true);
    }
    expect(items.estimated).toBe(charges.some((c) => c.confidence === "carried-forward" || c.confidence === "estimate"));
    // The VIC duty tier boundary is re-indexed each 1 July: the schedule priced with is this year's.
    expect(items.stampDuty.effectiveFrom >= "2026-07-01").toBe(true);
    const detail = await (await get(`/api/v1/quotes/${body.quoteId}`, key)).json<any>();
    expect(detail.pricing.lineItems).toEqual(items);
  });

  it("uses the standard margin when the dealership has no API margin", async () => {
    const { key, dealer, vehicle } = await setup({ tier: "enterprise", autoRespond: true, apiMarginCents: null, standardMarginCents: 123_456 });
    const body = await (await createQuote(key, quoteRequest(dealer.id, vehicle.id))).json<any>();
    expect(body.pricing.lineItems.vehiclePrice).toBe(40_000 + 1_234.56);
  });

  it("registers in the dealership's state when no postcode is given, and says so", async () => {
    const { key, dealer, vehicle } = await setup({ tier: "enterprise", autoRespond: true, state: "VIC", postcode: "3175" });
    const body = await (await createQuote(key, quoteRequest(dealer.id, vehicle.id))).json<any>();
    expect(body.pricing.lineItems.registrationState).toEqual({ state: "VIC", basis: "dealership", candidates: ["VIC"] });
    expect(body.pricing.lineItems.stampDuty.state).toBe("VIC");
  });

  it("settles a border postcode on the dealership's state when it is a candidate, else the first listed", async () => {
    const { key, dealer, vehicle } = await setup({ tier: "enterprise", autoRespond: true, state: "NSW" });
    const near = await (await createQuote(key, quoteRequest(dealer.id, vehicle.id, { postcode: "3500" }))).json<any>();
    expect(near.pricing.lineItems.registrationState).toMatchObject({ state: "NSW", basis: "postcode-border-dealer-state" });
    const far = await setup({ tier: "enterprise", autoRespond: true, state: "QLD" });
    const other = await (await createQuote(far.key, quoteRequest(far.dealer.id, far.vehicle.id, { postcode: "3500" }))).json<any>();
    expect(other.pricing.lineItems.registrationState).toMatchObject({ state: "VIC", basis: "postcode-border-first-listed" });
  });

  it("keeps totalDriveAway for one vehicle and adds the total for the quantity", async () => {
    const { key, dealer, vehicle } = await setup({ tier: "enterprise", autoRespond: true });
    const body = await (await createQuote(key, quoteRequest(dealer.id, vehicle.id, { quantity: 3 }))).json<any>();
    expect(body.pricing.lineItems.quantity).toBe(3);
    expect(body.pricing.lineItems.totalForQuantity).toBeCloseTo(body.pricing.totalDriveAway * 3, 2);
  });

  it("answers 400 for a postcode outside every state's range and stores nothing", async () => {
    const { key, dealer, vehicle } = await setup({ tier: "enterprise", autoRespond: true });
    await expectError(await createQuote(key, quoteRequest(dealer.id, vehicle.id, { postcode: "0100" })), 400, "INVALID_REQUEST");
    await expectError(await createQuote(key, quoteRequest(dealer.id, vehicle.id, { postcode: "20000" })), 400, "INVALID_REQUEST");
    expect(await quoteCount(dealer.id)).toBe(0);
    expect(await credits(dealer.id)).toBe(10);
  });

  it("queues the client's e-mail in the same write as the quote", async () => {
    const { key, dealer, vehicle } = await setup({ tier: "enterprise", autoRespond: true });
    const { quoteId } = await (await createQuote(key, quoteRequest(dealer.id, vehicle.id))).json<any>();
    const email = await env.DB.prepare("SELECT kind, recipient FROM email_outbox WHERE quote_id = ?").bind(quoteId).first();
    expect(email).toEqual({ kind: "quote_to_client", recipient: "jo@fleet.example.com" });
  });
});

describe("POST /api/v1/quotes: dealership reviews by hand", () => {
  it("stores a pending quote, notifies the dealer and answers the pending variant", async () => {
    const { key, dealer, vehicle } = await setup();
    const response = await createQuote(key, quoteRequest(dealer.id, vehicle.id));
    expect(response.status).toBe(201);
    const body = await response.json<any>();
    expect(Object.keys(body).sort()).toEqual(["createdAt", "message", "quoteId", "status"]);
    expect(body).toMatchObject({ status: "pending", message: expect.stringMatching(/dealership will review/) });
    const detail = await (await get(`/api/v1/quotes/${body.quoteId}`, key)).json<any>();
    expect(detail).toMatchObject({ status: "pending", sentAt: null, pricing: null, dealerNotes: null });
    const email = await env.DB.prepare("SELECT kind, recipient FROM email_outbox WHERE quote_id = ?").bind(body.quoteId).first();
    expect(email).toEqual({ kind: "quote_to_dealer", recipient: dealer.contactEmail });
  });

  it("never auto-responds for a standard-tier dealership (the schema refuses autoRespond there)", async () => {
    const refused = await createDealership({ tier: "standard", autoRespond: true }).catch((error: Error) => error);
    expect(String((refused as Error).cause)).toMatch(/dealerships_auto_respond_enterprise_only/);
  });
});

describe("POST /api/v1/quotes: choosing the vehicle", () => {
  it("resolves a model and version by the search's normalised matching, compact and upper-case ids too", async () => {
    const key = await registerClient();
    const dealer = await createDealership();
    const token = `Zq${crypto.randomUUID().slice(0, 6)}`;
    const sr = await createVehicle({ model: `${token} HiLux`, version: "SR" });
    const sr5 = await createVehicle({ model: `${token} HiLux`, version: "SR5" });
    await stock(dealer.id, sr.id);
    await stock(dealer.id, sr5.id);
    const compactId = dealer.id.replaceAll("-", "").toUpperCase();
    const request = { dealershipId: compactId, clientName: "Jo", clientEmail: "jo@fleet.example.com" };

    expect((await createQuote(key, { ...request, model: `${token} hi lux`, version: "sr5" })).status).toBe(201);
    expect((await createQuote(key, { ...request, model: `${token}HILUX`, version: "SR" })).status).toBe(201);
    const rows = await env.DB.prepare("SELECT vehicle_id, requested_model, requested_version FROM quotes WHERE dealership_id = ? ORDER BY rowid").bind(dealer.id).all();
    expect(rows.results).toEqual([
      { vehicle_id: sr5.id, requested_model: `${token} hi lux`, requested_version: "sr5" },
      { vehicle_id: sr.id, requested_model: `${token}HILUX`, requested_version: "SR" },
    ]);
  });
  it("answers 404 for a globalCarId the dealership does not have available, and for an unknown or unapproved dealership", async () => {
    const { key, dealer, vehicle } = await setup();
    const elsewhere = await createVehicle();
    await expectError(await createQuote(key, quoteRequest(dealer.id, elsewhere.id)), 404, "NOT_FOUND");
    const unavailable = await createVehicle();
    await stock(dealer.id, unavailable.id, 1_000_000, false);
    await expectError(await createQuote(key, quoteRequest(dealer.id, unavailable.id)), 404, "NOT_FOUND");
    await expectError(await createQuote(key, quoteRequest(crypto.randomUUID(), vehicle.id)), 404, "NOT_FOUND");
    const hidden = await createDealership({ approved: false });
    await stock(hidden.id, vehicle.id);
    await expectError(await createQuote(key, quoteRequest(hidden.id, vehicle.id)), 404, "NOT_FOUND");
  });

  it("answers 400 naming accessory ids that are not this dealership's", async () => {
    const { key, dealer, vehicle } = await setup();
    const other = await createAccessory((await createDealership()).id);
    const missing = crypto.randomUUID();
    const error = await expectError(await createQuote(key, quoteRequest(dealer.id, vehicle.id, { accessoryIds: [other.id, missing] })), 400, "INVALID_REQUEST");
    expect(error.message).toContain(other.id);
    expect(error.message).toContain(missing);
  });
});

describe("POST /api/v1/quotes: a model text that names no single vehicle in stock", () => {
  /** An auto-responding dealership stocking two versions of one model. */
  async function twoVersions() {
    const key = await registerClient();
    const dealer = await autoDealer();
    const token = `Zq${crypto.randomUUID().slice(0, 6)}`;
    const sr = await createVehicle({ model: `${token} HiLux`, version: "SR" });
    const sr5 = await createVehicle({ model: `${token} HiLux`, version: "SR5" });
    await stock(dealer.id, sr.id);
    await stock(dealer.id, sr5.id);
    const request = { dealershipId: dealer.id, clientName: "Jo", clientEmail: "jo@fleet.example.com" };
    return { key, dealer, token, sr, sr5, request };
  }

  it("creates a pending quote for a model shared by several versions, even at an auto-responding dealership", async () => {
    const { key, dealer, token, request } = await twoVersions();
    const before = await credits(dealer.id);
    const response = await createQuote(key, { ...request, model: `${token} hilux` });
    expect(response.status).toBe(201);
    const body = await response.json<any>();
    expect(Object.keys(body).sort()).toEqual(["createdAt", "message", "quoteId", "status"]);
    expect(body.status).toBe("pending");
    expect(await credits(dealer.id)).toBe(before! - 1);

    const detail = await (await get(`/api/v1/quotes/${body.quoteId}`, key)).json<any>();
    expect(detail).toMatchObject({ status: "pending", vehicle: { model: `${token} hilux`, version: "", imageUrl: null }, pricing: null });
    const list = await (await get("/api/v1/quotes", key)).json<any>();
    expect(list.quotes.find((q: any) => q.id === body.quoteId).vehicle).toEqual({ model: `${token} hilux`, version: "" });
    const row = await env.DB.prepare("SELECT vehicle_id, requested_model FROM quotes WHERE id = ?").bind(body.quoteId).first();
    expect(row).toEqual({ vehicle_id: null, requested_model: `${token} hilux` });
    const email = await env.DB.prepare("SELECT kind, recipient FROM email_outbox WHERE quote_id = ?").bind(body.quoteId).first();
    expect(email).toEqual({ kind: "quote_to_dealer", recipient: dealer.contactEmail });
  });

  it("creates a pending quote for a model nothing in stock matches, keeping the requested version", async () => {
    const { key, token, request } = await twoVersions();
    const body = await (await createQuote(key, { ...request, model: `${token} Ranger`, version: "XLT" })).json<any>();
    expect(body.status).toBe("pending");
    const detail = await (await get(`/api/v1/quotes/${body.quoteId}`, key)).json<any>();
    expect(detail.vehicle).toEqual({ model: `${token} Ranger`, version: "XLT", imageUrl: null });
  });

  it("still prices at once when the model text names exactly one vehicle", async () => {
    const { key, token, sr5, request } = await twoVersions();
    const body = await (await createQuote(key, { ...request, model: `${token} hilux`, version: "sr5" })).json<any>();
    expect(body).toMatchObject({ status: "completed", vehicle: { model: sr5.model, version: "SR5" } });
  });

  it("replays a pending model-text quote for the same Idempotency-Key, charging one credit", async () => {
    const { key, dealer, token, request } = await twoVersions();
    const before = await credits(dealer.id);
    const first = await (await createQuote(key, { ...request, model: `${token} hilux` }, { "Idempotency-Key": "model-text-1" })).json<any>();
    const again = await createQuote(key, { ...request, model: `${token} hilux` }, { "Idempotency-Key": "model-text-1" });
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect((await again.json<any>()).quoteId).toBe(first.quoteId);
    expect(await credits(dealer.id)).toBe(before! - 1);
  });

  it("answers 402 at a dealership without credits, and 404 for an unknown dealership", async () => {
    const { key, dealer, token, request } = await twoVersions();
    await env.DB.prepare("UPDATE dealerships SET credits = 0 WHERE id = ?").bind(dealer.id).run();
    await expectError(await createQuote(key, { ...request, model: `${token} hilux` }), 402, "INSUFFICIENT_CREDITS");
    await expectError(await createQuote(key, { ...request, dealershipId: crypto.randomUUID(), model: `${token} hilux` }), 404, "NOT_FOUND");
  });
});

describe("POST /api/v1/quotes: validation at the limits of section 8", () => {
  const longText = (n: number) => "x".repeat(n);
  it.each([
    ["clientName 200", 201, { clientName: longText(200) }],
    ["clientName 201", 400, { clientName: longText(201) }],
    ["clientName empty", 400, { clientName: "" }],
    ["clientPhone 30", 201, { clientPhone: "1".repeat(30) }],
    ["clientPhone 31", 400, { clientPhone: "1".repeat(31) }],
    ["postcode 10 (too long to be a postcode, but within the field limit)", 201, { postcode: "2000      " }],
    ["postcode 11", 400, { postcode: "1".repeat(11) }],
    ["postcode of 3 digits", 201, { postcode: "800" }],
    ["postcode of letters", 400, { postcode: "abc" }],
    ["postcode of 5 digits", 400, { postcode: "20000" }],
    ["clientName of spaces only", 400, { clientName: "   " }],
    ["model of spaces only", 400, { globalCarId: undefined, model: "   " }],
    ["quantity 1", 201, { quantity: 1 }],
    ["quantity 1000", 201, { quantity: 1000 }],
    ["quantity 0", 400, { quantity: 0 }],
    ["quantity 1001", 400, { quantity: 1001 }],
    ["quantity 1.5", 400, { quantity: 1.5 }],
    ["quantity '2'", 400, { quantity: "2" }],
    ["accessoryIds 51", 400, { accessoryIds: Array.from({ length: 51 }, () => crypto.randomUUID()) }],
    ["accessoryIds malformed", 400, { accessoryIds: ["nope"] }],
    ["notes 2000", 201, { notes: longText(2000) }],
    ["notes 2001", 400, { notes: longText(2001) }],
    ["model 201", 400, { globalCarId: undefined, model: longText(201) }],
    ["version 201", 400, { version: longText(201) }],
    ["clientEmail malformed", 400, { clientEmail: "jo@" }],
    ["callbackUrl 500", 201, { callbackUrl: `https://hooks.example.com/${longText(500 - 26)}` }],
    ["callbackUrl 501", 400, { callbackUrl: `https://hooks.example.com/${longText(501 - 26)}` }],
    ["callbackUrl http", 400, { callbackUrl: "http://hooks.example.com/q" }],
    ["callbackUrl with user info", 400, { callbackUrl: "https://user:pw@hooks.example.com/q" }],
    ["callbackUrl private address", 400, { callbackUrl: "https://10.0.0.8/q" }],
    ["callbackUrl loopback", 400, { callbackUrl: "https://127.0.0.1/q" }],
    ["callbackUrl link-local", 400, { callbackUrl: "https://169.254.169.254/latest" }],
    ["callbackUrl IPv6 loopback", 400, { callbackUrl: "https://[::1]/q" }],
    ["callbackUrl not a URL", 400, { callbackUrl: "hooks" }],
    ["dealershipId malformed", 400, { dealershipId: "123" }],
    ["neither globalCarId nor model", 400, { globalCarId: undefined }],
  ])("%s answers %i", async (_name, status, override) => {
    const { key, dealer, vehicle } = await setup();
    const response = await createQuote(key, { ...quoteRequest(dealer.id, vehicle.id), ...override });
    if (status === 201) expect(response.status).toBe(201);
    else await expectError(response, 400, "INVALID_REQUEST");
    expect(await quoteCount(dealer.id)).toBe(status === 201 ? 1 : 0);
  });

  it("says which field is missing", async () => {
    const { key, dealer } = await setup();
    const error = await expectError(await createQuote(key, { dealershipId: dealer.id, clientName: "Jo", clientEmail: "jo@x.co" }), 400, "INVALID_REQUEST");
    expect(error.message).toBe("Field 'globalCarId' at least one of globalCarId or model is required");
  });
});

describe("POST /api/v1/quotes: credits", () => {
  it("answers 402 when the dealership has no credits and stores nothing", async () => {
    const { key, dealer, vehicle } = await setup({ credits: 0 });
    await expectError(await createQuote(key, quoteRequest(dealer.id, vehicle.id)), 402, "INSUFFICIENT_CREDITS");
    expect(await quoteCount(dealer.id)).toBe(0);
  });

  it("charges exactly one credit per quote, the last credit included", async () => {
    const { key, dealer, vehicle } = await setup({ credits: 1 });
    expect((await createQuote(key, quoteRequest(dealer.id, vehicle.id))).status).toBe(201);
    expect(await credits(dealer.id)).toBe(0);
    await expectError(await createQuote(key, quoteRequest(dealer.id, vehicle.id)), 402, "INSUFFICIENT_CREDITS");
  });

  it("gives exactly 10 quotes and 20 answers 402 for 30 concurrent requests against 10 credits", async () => {
    const key = await registerClient();
    const dealer = await autoDealer({ credits: 10 });
    const vehicle = await createVehicle();
    await stock(dealer.id, vehicle.id);
    const responses = await Promise.all(Array.from({ length: 30 }, () => createQuote(key, quoteRequest(dealer.id, vehicle.id))));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(20);
    expect(await credits(dealer.id)).toBe(0);
    expect(await quoteCount(dealer.id)).toBe(10);
  });
});

describe("POST /api/v1/quotes: Idempotency-Key", () => {
  it("returns the original response to a retry with the same key and body, creating nothing", async () => {
    const { key, dealer, vehicle } = await setup({ tier: "enterprise", autoRespond: true });
    const body = quoteRequest(dealer.id, vehicle.id);
    const first = await createQuote(key, body, { "Idempotency-Key": "order-42" });
    const again = await createQuote(key, body, { "Idempotency-Key": "order-42" });
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    expect(await quoteCount(dealer.id)).toBe(1);
    expect(await credits(dealer.id)).toBe(9);
  });

  it("answers 422 IDEMPOTENCY_KEY_REUSED for the same key with a different body", async () => {
    const { key, dealer, vehicle } = await setup();
    await createQuote(key, quoteRequest(dealer.id, vehicle.id), { "Idempotency-Key": "k1" });
    await expectError(await createQuote(key, quoteRequest(dealer.id, vehicle.id, { quantity: 2 }), { "Idempotency-Key": "k1" }), 422, "IDEMPOTENCY_KEY_REUSED");
    expect(await quoteCount(dealer.id)).toBe(1);
  });

  it("keeps keys per client: another client's identical key creates its own quote", async () => {
    const { key, dealer, vehicle } = await setup();
    const other = await registerClient();
    await createQuote(key, quoteRequest(dealer.id, vehicle.id), { "Idempotency-Key": "shared" });
    expect((await createQuote(other, quoteRequest(dealer.id, vehicle.id), { "Idempotency-Key": "shared" })).headers.get("Idempotent-Replayed")).toBeNull();
    expect(await quoteCount(dealer.id)).toBe(2);
  });

  it("creates one quote for concurrent duplicates and answers all of them alike", async () => {
    const { key, dealer, vehicle } = await setup();
    const responses = await Promise.all(Array.from({ length: 8 }, () => createQuote(key, quoteRequest(dealer.id, vehicle.id), { "Idempotency-Key": "burst" })));
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(201));
    const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json<any>()).quoteId)));
    expect(ids.size).toBe(1);
    expect(await quoteCount(dealer.id)).toBe(1);
    expect(await credits(dealer.id)).toBe(9);
  });

  it("accepts a key of 255 characters and refuses 256", async () => {
    const { key, dealer, vehicle } = await setup();
    expect((await createQuote(key, quoteRequest(dealer.id, vehicle.id), { "Idempotency-Key": "k".repeat(255) })).status).toBe(201);
    await expectError(await createQuote(key, quoteRequest(dealer.id, vehicle.id), { "Idempotency-Key": "k".repeat(256) }), 400, "INVALID_REQUEST");
  });
});
