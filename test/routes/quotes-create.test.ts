import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { admin } from "../helpers/admin";
import { createAccessory, createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, expectError, get, postJson, registerClient } from "../helpers/http";
import { quoteRequest, quoteScene, twoVersionsInStock } from "../helpers/scenes";

/** The dealership settings that price a quote at once (enterprise tier, auto-respond). */
const AUTO_RESPONDING = { tier: "enterprise", autoRespond: true } as const;

function postQuote(clientKey: string, body: unknown, headers: Record<string, string> = {}) {
  return postJson("/api/v1/quotes", body, bearer(clientKey, headers));
}

const credits = async (dealershipId: string) =>
  env.DB.prepare("SELECT credits FROM dealerships WHERE id = ?").bind(dealershipId).first<number>("credits");
const quoteCount = async (dealershipId: string) =>
  env.DB.prepare("SELECT count(*) AS n FROM quotes WHERE dealership_id = ?").bind(dealershipId).first<number>("n");

/**
 * Pricing depends on the day: these tests ask on Monday 23 November 2026, 1 pm in Sydney and
 * Melbourne, in the 2026-27 charges year (after NSW's $100 registration discount began on 1 September).
 */
const ASKED_AT = Date.UTC(2026, 10, 23, 2, 0, 0);
// NSW registration that day for a fleet car (business use, the default): $84 fee + $588 business vehicle tax
// (the scene's vehicle has no tare: the standard 1,155-1,504 kg band) + $600 CTP + $45 plates; the $100
// discount is for private vehicles only.
const NSW_REGISTRATION = 84 + 588 + 600 + 45;
// VIC registration that day: the SRO's fixed registration + TAC figure, $973.70, carried forward from 2025-26.
const VIC_REGISTRATION = 973.7;

describe("POST /api/v1/quotes: auto-respond dealership", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(ASKED_AT);
  });
  afterEach(() => vi.useRealTimers());

  it("prices the quote, stores it as sent and answers the completed variant", async () => {
    // NSW passenger car: price $40,000 + API margin $500 = $40,500; delivery $1,500; floor mats $250.
    // Dutiable value 40,500 + 1,500 + 250 = $42,250 -> NSW $3 per $100 or part: 423 x 3 = $1,269.
    const { clientKey, dealer, vehicle } = await quoteScene({ tier: "enterprise", autoRespond: true, apiMarginCents: 50_000, state: "NSW" });
    const mats = await createAccessory(dealer.id, "Floor mats", 25_000);
    const response = await postQuote(clientKey, quoteRequest(dealer.id, vehicle.id, { postcode: "2000", accessoryIds: [mats.id] }));
    expect(response.status).toBe(201);
    const body = await response.json<any>();
    expect(body).toMatchObject({
      status: "completed",
      dealership: { name: dealer.name, email: dealer.contactEmail },
      vehicle: { model: vehicle.model, version: vehicle.version, imageUrl: null },
      pricing: { dealerDelivery: 1500, accessories: [{ name: "Floor mats", price: 250 }] },
    });
    expect(body.quoteId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(body.createdAt).toBe("2026-11-23T02:00:00.000Z");
    const items = body.pricing.lineItems;
    expect(items.vehiclePrice).toBe(40_500);
    expect(items.stampDuty).toMatchObject({ amount: 1269, state: "NSW", dutiableValue: 42_250 });
    expect(items.registration).toMatchObject({ amount: 1_317, state: "NSW" });
    expect(items.registrationState).toEqual({ state: "NSW", basis: "postcode", candidates: ["NSW"] });
    // $40,500 + $1,500 + $250 + $1,269 duty + $1,317 registration.
    expect(body.pricing.totalDriveAway).toBe(40_500 + 1_500 + 250 + 1_269 + NSW_REGISTRATION);
    expect(body.pricing.totalDriveAway).toBe(44_836);

    const detail = await (await get(`/api/v1/quotes/${body.quoteId}`, clientKey)).json<any>();
    expect(detail).toMatchObject({ status: "sent", channel: "api", sentAt: body.createdAt, pricing: { totalDriveAway: body.pricing.totalDriveAway, lineItems: items } });
  });

  it("prices at the day's rates in the registration state and says when each charge's rule took effect and how sure it is", async () => {
    const { clientKey, dealer, vehicle } = await quoteScene({ tier: "enterprise", autoRespond: true, state: "VIC", postcode: "3175" });
    const body = await (await postQuote(clientKey, quoteRequest(dealer.id, vehicle.id, { postcode: "3000" }))).json<any>();
    const items = body.pricing.lineItems;
    expect(items.ratesAsOf).toBe("2026-11-23");
    // $40,000 + standard margin $1,000 + delivery $1,500 = $42,500 -> 213 x $8.40 per $200 or part = $1,789.20,
    // on the 2026-27 schedule, whose tier boundary (the 2026-27 LCT threshold) no named source gives yet: an estimate.
    expect(items.stampDuty).toMatchObject({
      amount: 1_789.2,
      state: "VIC",
      schedule: "VIC_PASSENGER",
      effectiveFrom: "2026-07-01",
      effectiveTo: "2027-06-30",
      confidence: "estimate",
      concessions: [],
    });
    expect(items.stampDuty.sources).toEqual([
      "https://sro.vic.gov.au/rates-taxes-duties-and-levies/motor-vehicle-duty-current-rates",
      "http://www5.austlii.edu.au/au/legis/vic/consol_act/da200093/s218.html",
      "https://www.ato.gov.au/law/view/document?LocID=%22PAC%2F19990076%2F25-1%284%29%22",
    ]);
    expect(items.stampDuty.note).toMatch(/^The tier boundary is the 2026-27 LCT threshold, \$80,809/);
    expect(items.registration.components).toEqual([
      {
        id: "registration_and_tac_sro_standard",
        label: expect.stringMatching(/^Registration fee \+ TAC charge/),
        amount: VIC_REGISTRATION,
        effectiveFrom: "2026-07-01",
        effectiveTo: "2027-06-30",
        confidence: "carried-forward",
        sources: ["https://www.sro.vic.gov.au/node/16793"],
        note: "SRO's 2026-27 drive-away guideline (the standard registration cost) was not found: 2025-26 figure carried forward.",
      },
    ]);
    // A carried-forward registration makes the price an estimate.
    expect(items.estimated).toBe(true);
    // $41,000 + $1,500 + $1,789.20 + $973.70.
    expect(body.pricing.totalDriveAway).toBe(45_262.9);
    const detail = await (await get(`/api/v1/quotes/${body.quoteId}`, clientKey)).json<any>();
    expect(detail.pricing.lineItems).toEqual(items);
  });

  it("uses the standard margin when the dealership has no API margin", async () => {
    const { clientKey, dealer, vehicle } = await quoteScene({ tier: "enterprise", autoRespond: true, apiMarginCents: null, standardMarginCents: 123_456 });
    const body = await (await postQuote(clientKey, quoteRequest(dealer.id, vehicle.id))).json<any>();
    expect(body.pricing.lineItems.vehiclePrice).toBe(40_000 + 1_234.56);
  });

  it("registers in the dealership's state when no postcode is given, and says so", async () => {
    const { clientKey, dealer, vehicle } = await quoteScene({ tier: "enterprise", autoRespond: true, state: "VIC", postcode: "3175" });
    const body = await (await postQuote(clientKey, quoteRequest(dealer.id, vehicle.id))).json<any>();
    expect(body.pricing.lineItems.registrationState).toEqual({ state: "VIC", basis: "dealership", candidates: ["VIC"] });
    expect(body.pricing.lineItems.stampDuty.state).toBe("VIC");
  });

  it("settles a border postcode on the dealership's state when it is a candidate, else the first listed", async () => {
    const { clientKey, dealer, vehicle } = await quoteScene({ tier: "enterprise", autoRespond: true, state: "NSW" });
    const near = await (await postQuote(clientKey, quoteRequest(dealer.id, vehicle.id, { postcode: "3500" }))).json<any>();
    expect(near.pricing.lineItems.registrationState).toMatchObject({ state: "NSW", basis: "postcode-border-dealer-state" });
    const far = await quoteScene({ tier: "enterprise", autoRespond: true, state: "QLD" });
    const other = await (await postQuote(far.clientKey, quoteRequest(far.dealer.id, far.vehicle.id, { postcode: "3500" }))).json<any>();
    expect(other.pricing.lineItems.registrationState).toMatchObject({ state: "VIC", basis: "postcode-border-first-listed" });
  });

  it("keeps totalDriveAway for one vehicle and adds the total for the quantity", async () => {
    const { clientKey, dealer, vehicle } = await quoteScene({ tier: "enterprise", autoRespond: true });
    const body = await (await postQuote(clientKey, quoteRequest(dealer.id, vehicle.id, { quantity: 3 }))).json<any>();
    // One vehicle: $41,000 + $1,500 + NSW duty on $42,500 (425 x $3 = $1,275) + registration $1,317.
    expect(body.pricing.totalDriveAway).toBe(41_000 + 1_500 + 1_275 + NSW_REGISTRATION);
    expect(body.pricing.lineItems.quantity).toBe(3);
    expect(body.pricing.lineItems.totalForQuantity).toBe(3 * 45_092);
  });

  it("answers 400 for a postcode outside every state's range and stores nothing", async () => {
    const { clientKey, dealer, vehicle } = await quoteScene({ tier: "enterprise", autoRespond: true });
    await expectError(await postQuote(clientKey, quoteRequest(dealer.id, vehicle.id, { postcode: "0100" })), 400, "INVALID_REQUEST");
    await expectError(await postQuote(clientKey, quoteRequest(dealer.id, vehicle.id, { postcode: "20000" })), 400, "INVALID_REQUEST");
    expect(await quoteCount(dealer.id)).toBe(0);
    expect(await credits(dealer.id)).toBe(10);
  });

  it("queues the client's e-mail in the same write as the quote", async () => {
    const { clientKey, dealer, vehicle } = await quoteScene({ tier: "enterprise", autoRespond: true });
    const { quoteId } = await (await postQuote(clientKey, quoteRequest(dealer.id, vehicle.id))).json<any>();
    const email = await env.DB.prepare("SELECT kind, recipient FROM email_outbox WHERE quote_id = ?").bind(quoteId).first();
    expect(email).toEqual({ kind: "quote_to_client", recipient: "jo@fleet.example.com" });
  });
});

describe("POST /api/v1/quotes: dealership reviews by hand", () => {
  it("stores a pending quote, notifies the dealer and answers the pending variant", async () => {
    const { clientKey, dealer, vehicle } = await quoteScene();
    const response = await postQuote(clientKey, quoteRequest(dealer.id, vehicle.id));
    expect(response.status).toBe(201);
    const body = await response.json<any>();
    expect(Object.keys(body).sort()).toEqual(["createdAt", "message", "quoteId", "status"]);
    expect(body).toMatchObject({ status: "pending", message: expect.stringMatching(/dealership will review/) });
    const detail = await (await get(`/api/v1/quotes/${body.quoteId}`, clientKey)).json<any>();
    expect(detail).toMatchObject({ status: "pending", sentAt: null, pricing: null, dealerNotes: null });
    const email = await env.DB.prepare("SELECT kind, recipient FROM email_outbox WHERE quote_id = ?").bind(body.quoteId).first();
    expect(email).toEqual({ kind: "quote_to_dealer", recipient: dealer.contactEmail });
  });

  it("never auto-responds for a standard-tier dealership: one moved down from enterprise reviews by hand", async () => {
    const { clientKey, dealer, vehicle } = await quoteScene(AUTO_RESPONDING);
    expect((await (await postQuote(clientKey, quoteRequest(dealer.id, vehicle.id))).json<any>()).status).toBe("completed");
    const demoted = await admin(`/dealerships/${dealer.id}`, "PATCH", { tier: "standard" });
    expect(await demoted.json()).toMatchObject({ tier: "standard", autoRespond: false });
    await expectError(await admin(`/dealerships/${dealer.id}`, "PATCH", { autoRespond: true }), 400, "INVALID_REQUEST");

    const response = await postQuote(clientKey, quoteRequest(dealer.id, vehicle.id));
    expect(response.status).toBe(201);
    const body = await response.json<any>();
    expect(body.status).toBe("pending");
    expect((await (await get(`/api/v1/quotes/${body.quoteId}`, clientKey)).json<any>()).pricing).toBeNull();
  });
});

describe("POST /api/v1/quotes: choosing the vehicle", () => {
  it("resolves a model and version by the search's normalised matching, compact and upper-case ids too", async () => {
    const { clientKey, dealer, token, sr, sr5 } = await twoVersionsInStock();
    const compactId = dealer.id.replaceAll("-", "").toUpperCase();
    const request = { dealershipId: compactId, clientName: "Jo", clientEmail: "jo@fleet.example.com" };

    expect((await postQuote(clientKey, { ...request, model: `${token} hi lux`, version: "sr5" })).status).toBe(201);
    expect((await postQuote(clientKey, { ...request, model: `${token}HILUX`, version: "SR" })).status).toBe(201);
    const rows = await env.DB.prepare("SELECT vehicle_id, requested_model, requested_version FROM quotes WHERE dealership_id = ? ORDER BY rowid").bind(dealer.id).all();
    expect(rows.results).toEqual([
      { vehicle_id: sr5.id, requested_model: `${token} hi lux`, requested_version: "sr5" },
      { vehicle_id: sr.id, requested_model: `${token}HILUX`, requested_version: "SR" },
    ]);
  });
  it("answers 404 for a globalCarId the dealership does not have available, and for an unknown or unapproved dealership", async () => {
    const { clientKey, dealer, vehicle } = await quoteScene();
    const elsewhere = await createVehicle();
    await expectError(await postQuote(clientKey, quoteRequest(dealer.id, elsewhere.id)), 404, "NOT_FOUND");
    const unavailable = await createVehicle();
    await stock(dealer.id, unavailable.id, 1_000_000, false);
    await expectError(await postQuote(clientKey, quoteRequest(dealer.id, unavailable.id)), 404, "NOT_FOUND");
    await expectError(await postQuote(clientKey, quoteRequest(crypto.randomUUID(), vehicle.id)), 404, "NOT_FOUND");
    const hidden = await createDealership({ approved: false });
    await stock(hidden.id, vehicle.id);
    await expectError(await postQuote(clientKey, quoteRequest(hidden.id, vehicle.id)), 404, "NOT_FOUND");
  });

  it("answers 400 naming accessory ids that are not this dealership's", async () => {
    const { clientKey, dealer, vehicle } = await quoteScene();
    const other = await createAccessory((await createDealership()).id);
    const missing = crypto.randomUUID();
    const error = await expectError(await postQuote(clientKey, quoteRequest(dealer.id, vehicle.id, { accessoryIds: [other.id, missing] })), 400, "INVALID_REQUEST");
    expect(error.message).toContain(other.id);
    expect(error.message).toContain(missing);
  });
});

describe("POST /api/v1/quotes: a model text that names no single vehicle in stock", () => {
  /** An auto-responding dealership stocking two versions of one model, and the fields every request here shares. */
  async function twoVersions() {
    const scene = await twoVersionsInStock(AUTO_RESPONDING);
    return { ...scene, request: { dealershipId: scene.dealer.id, clientName: "Jo", clientEmail: "jo@fleet.example.com" } };
  }

  it("creates a pending quote for a model shared by several versions, even at an auto-responding dealership", async () => {
    const { clientKey, dealer, token, request } = await twoVersions();
    const before = await credits(dealer.id);
    const response = await postQuote(clientKey, { ...request, model: `${token} hilux` });
    expect(response.status).toBe(201);
    const body = await response.json<any>();
    expect(Object.keys(body).sort()).toEqual(["createdAt", "message", "quoteId", "status"]);
    expect(body.status).toBe("pending");
    expect(await credits(dealer.id)).toBe(before! - 1);

    const detail = await (await get(`/api/v1/quotes/${body.quoteId}`, clientKey)).json<any>();
    expect(detail).toMatchObject({ status: "pending", vehicle: { model: `${token} hilux`, version: "", imageUrl: null }, pricing: null });
    const list = await (await get("/api/v1/quotes", clientKey)).json<any>();
    expect(list.quotes.find((q: any) => q.id === body.quoteId).vehicle).toEqual({ model: `${token} hilux`, version: "" });
    const row = await env.DB.prepare("SELECT vehicle_id, requested_model FROM quotes WHERE id = ?").bind(body.quoteId).first();
    expect(row).toEqual({ vehicle_id: null, requested_model: `${token} hilux` });
    const email = await env.DB.prepare("SELECT kind, recipient FROM email_outbox WHERE quote_id = ?").bind(body.quoteId).first();
    expect(email).toEqual({ kind: "quote_to_dealer", recipient: dealer.contactEmail });
  });

  it("creates a pending quote for a model nothing in stock matches, keeping the requested version", async () => {
    const { clientKey, token, request } = await twoVersions();
    const body = await (await postQuote(clientKey, { ...request, model: `${token} Ranger`, version: "XLT" })).json<any>();
    expect(body.status).toBe("pending");
    const detail = await (await get(`/api/v1/quotes/${body.quoteId}`, clientKey)).json<any>();
    expect(detail.vehicle).toEqual({ model: `${token} Ranger`, version: "XLT", imageUrl: null });
  });

  it("still prices at once when the model text names exactly one vehicle", async () => {
    const { clientKey, token, sr5, request } = await twoVersions();
    const body = await (await postQuote(clientKey, { ...request, model: `${token} hilux`, version: "sr5" })).json<any>();
    expect(body).toMatchObject({ status: "completed", vehicle: { model: sr5.model, version: "SR5" } });
  });

  it("replays a pending model-text quote for the same Idempotency-Key, charging one credit", async () => {
    const { clientKey, dealer, token, request } = await twoVersions();
    const before = await credits(dealer.id);
    const first = await (await postQuote(clientKey, { ...request, model: `${token} hilux` }, { "Idempotency-Key": "model-text-1" })).json<any>();
    const again = await postQuote(clientKey, { ...request, model: `${token} hilux` }, { "Idempotency-Key": "model-text-1" });
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect((await again.json<any>()).quoteId).toBe(first.quoteId);
    expect(await credits(dealer.id)).toBe(before! - 1);
  });

  it("answers 402 at a dealership without credits, and 404 for an unknown dealership", async () => {
    const { clientKey, dealer, token, request } = await twoVersions();
    await env.DB.prepare("UPDATE dealerships SET credits = 0 WHERE id = ?").bind(dealer.id).run();
    await expectError(await postQuote(clientKey, { ...request, model: `${token} hilux` }), 402, "INSUFFICIENT_CREDITS");
    await expectError(await postQuote(clientKey, { ...request, dealershipId: crypto.randomUUID(), model: `${token} hilux` }), 404, "NOT_FOUND");
  });
});

describe("POST /api/v1/quotes: validation at the limits of section 8", () => {
  const longText = (n: number) => "x".repeat(n);
  it.each([
    ["clientName 200", { clientName: longText(200) }],
    ["clientPhone 30", { clientPhone: "1".repeat(30) }],
    ["postcode 10 (too long to be a postcode, but within the field limit)", { postcode: "2000      " }],
    ["postcode of 3 digits", { postcode: "800" }],
    ["quantity 1", { quantity: 1 }],
    ["quantity 1000", { quantity: 1000 }],
    ["notes 2000", { notes: longText(2000) }],
    ["callbackUrl 500", { callbackUrl: `https://hooks.example.com/${longText(500 - 26)}` }],
  ])("%s is accepted", async (_name, override) => {
    const { clientKey, dealer, vehicle } = await quoteScene();
    expect((await postQuote(clientKey, { ...quoteRequest(dealer.id, vehicle.id), ...override })).status).toBe(201);
    expect(await quoteCount(dealer.id)).toBe(1);
  });

  it.each([
    ["clientName 201", { clientName: longText(201) }],
    ["clientName empty", { clientName: "" }],
    ["clientPhone 31", { clientPhone: "1".repeat(31) }],
    ["postcode 11", { postcode: "1".repeat(11) }],
    ["postcode of letters", { postcode: "abc" }],
    ["postcode of 5 digits", { postcode: "20000" }],
    ["clientName of spaces only", { clientName: "   " }],
    ["model of spaces only", { globalCarId: undefined, model: "   " }],
    ["quantity 0", { quantity: 0 }],
    ["quantity 1001", { quantity: 1001 }],
    ["quantity 1.5", { quantity: 1.5 }],
    ["quantity '2'", { quantity: "2" }],
    ["accessoryIds 51", { accessoryIds: Array.from({ length: 51 }, () => crypto.randomUUID()) }],
    ["accessoryIds malformed", { accessoryIds: ["nope"] }],
    ["notes 2001", { notes: longText(2001) }],
    ["model 201", { globalCarId: undefined, model: longText(201) }],
    ["version 201", { version: longText(201) }],
    ["clientEmail malformed", { clientEmail: "jo@" }],
    ["callbackUrl 501", { callbackUrl: `https://hooks.example.com/${longText(501 - 26)}` }],
    ["callbackUrl http", { callbackUrl: "http://hooks.example.com/q" }],
    ["callbackUrl with user info", { callbackUrl: "https://user:pw@hooks.example.com/q" }],
    ["callbackUrl private address", { callbackUrl: "https://10.0.0.8/q" }],
    ["callbackUrl loopback", { callbackUrl: "https://127.0.0.1/q" }],
    ["callbackUrl link-local", { callbackUrl: "https://169.254.169.254/latest" }],
    ["callbackUrl IPv6 loopback", { callbackUrl: "https://[::1]/q" }],
    ["callbackUrl not a URL", { callbackUrl: "hooks" }],
    ["dealershipId malformed", { dealershipId: "123" }],
    ["neither globalCarId nor model", { globalCarId: undefined }],
  ])("%s answers 400 and stores nothing", async (_name, override) => {
    const { clientKey, dealer, vehicle } = await quoteScene();
    await expectError(await postQuote(clientKey, { ...quoteRequest(dealer.id, vehicle.id), ...override }), 400, "INVALID_REQUEST");
    expect(await quoteCount(dealer.id)).toBe(0);
  });

  it("says which field is missing", async () => {
    const { clientKey, dealer } = await quoteScene();
    const error = await expectError(await postQuote(clientKey, { dealershipId: dealer.id, clientName: "Jo", clientEmail: "jo@x.co" }), 400, "INVALID_REQUEST");
    expect(error.message).toBe("Field 'globalCarId' or 'model' is required");
  });
});

describe("POST /api/v1/quotes: credits", () => {
  it("answers 402 when the dealership has no credits and stores nothing", async () => {
    const { clientKey, dealer, vehicle } = await quoteScene({ credits: 0 });
    await expectError(await postQuote(clientKey, quoteRequest(dealer.id, vehicle.id)), 402, "INSUFFICIENT_CREDITS");
    expect(await quoteCount(dealer.id)).toBe(0);
  });

  it("charges exactly one credit per quote, the last credit included", async () => {
    const { clientKey, dealer, vehicle } = await quoteScene({ credits: 1 });
    expect((await postQuote(clientKey, quoteRequest(dealer.id, vehicle.id))).status).toBe(201);
    expect(await credits(dealer.id)).toBe(0);
    await expectError(await postQuote(clientKey, quoteRequest(dealer.id, vehicle.id)), 402, "INSUFFICIENT_CREDITS");
  });

  it("gives exactly 10 quotes and 20 answers 402 for 30 concurrent requests against 10 credits", async () => {
    const { clientKey, dealer, vehicle } = await quoteScene({ ...AUTO_RESPONDING, credits: 10 });
    const responses = await Promise.all(Array.from({ length: 30 }, () => postQuote(clientKey, quoteRequest(dealer.id, vehicle.id))));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(20);
    expect(await credits(dealer.id)).toBe(0);
    expect(await quoteCount(dealer.id)).toBe(10);
  });
});

describe("POST /api/v1/quotes: Idempotency-Key", () => {
  it("returns the original response to a retry with the same key and body, creating nothing", async () => {
    const { clientKey, dealer, vehicle } = await quoteScene({ tier: "enterprise", autoRespond: true });
    const body = quoteRequest(dealer.id, vehicle.id);
    const first = await postQuote(clientKey, body, { "Idempotency-Key": "order-42" });
    const again = await postQuote(clientKey, body, { "Idempotency-Key": "order-42" });
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    expect(await quoteCount(dealer.id)).toBe(1);
    expect(await credits(dealer.id)).toBe(9);
  });

  it("answers 422 IDEMPOTENCY_KEY_REUSED for the same key with a different body", async () => {
    const { clientKey, dealer, vehicle } = await quoteScene();
    await postQuote(clientKey, quoteRequest(dealer.id, vehicle.id), { "Idempotency-Key": "k1" });
    await expectError(await postQuote(clientKey, quoteRequest(dealer.id, vehicle.id, { quantity: 2 }), { "Idempotency-Key": "k1" }), 422, "IDEMPOTENCY_KEY_REUSED");
    expect(await quoteCount(dealer.id)).toBe(1);
  });

  it("keeps keys per client: another client's identical key creates its own quote", async () => {
    const { clientKey, dealer, vehicle } = await quoteScene();
    const other = await registerClient();
    await postQuote(clientKey, quoteRequest(dealer.id, vehicle.id), { "Idempotency-Key": "shared" });
    expect((await postQuote(other, quoteRequest(dealer.id, vehicle.id), { "Idempotency-Key": "shared" })).headers.get("Idempotent-Replayed")).toBeNull();
    expect(await quoteCount(dealer.id)).toBe(2);
  });

  it("creates one quote for concurrent duplicates and answers all of them alike", async () => {
    const { clientKey, dealer, vehicle } = await quoteScene();
    const responses = await Promise.all(Array.from({ length: 8 }, () => postQuote(clientKey, quoteRequest(dealer.id, vehicle.id), { "Idempotency-Key": "burst" })));
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(201));
    const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json<any>()).quoteId)));
    expect(ids.size).toBe(1);
    expect(await quoteCount(dealer.id)).toBe(1);
    expect(await credits(dealer.id)).toBe(9);
  });

  it("accepts a key of 255 characters and refuses 256", async () => {
    const { clientKey, dealer, vehicle } = await quoteScene();
    expect((await postQuote(clientKey, quoteRequest(dealer.id, vehicle.id), { "Idempotency-Key": "k".repeat(255) })).status).toBe(201);
    await expectError(await postQuote(clientKey, quoteRequest(dealer.id, vehicle.id), { "Idempotency-Key": "k".repeat(256) }), 400, "INVALID_REQUEST");
  });
});
