// Examples shown in the API description: the service's answers on the demo data. Build time only:
// route modules name them in their operations' descriptions, which only the description generator
// calls, so nothing here runs in the Worker (keep every example inside build()).
//
// The dealerships, vehicles, stock prices and accessories are the demo data's (./demo.ts, from
// seed/demo.json), so the examples show what `npm run dev` serves. The answers that show a quote
// are derived, not written out. Two example quotes, a RAV4 that an
// auto-responding dealership priced at once and an i30 that its dealer completed by hand, are priced
// by the pricing engine as of the day below and shown through the API's own views
// (src/http/quote-views.ts), as are the vehicles and the webhook deliveries: each is written once,
// every answer shows it the same way, and exactly as the service would. Redocly's lint checks
// each example against its schema.

import type { QuoteViewRow } from "../db/queries/quote-rows";
import { dealerInventoryItem, vehicleSummary, type VehicleRow } from "../db/queries/vehicle-specs";
import type { AttemptRow, DeliveryRow } from "../db/queries/webhook-deliveries";
import { dollarsToCents } from "../domain/money";
import { priceDriveAway, resolveRegistrationState, type StoredPricing } from "../domain/quotes/price-quote";
import { validUntilOf } from "../domain/quotes/validity";
import { adminClientView, clientKeyIssuedView, dealershipSessionsEndedView, keyRotatedView, webhookSecretRotatedView } from "../http/credential-views";
import { webhookDeliveryView } from "../http/job-views";
import { auditEntryView, creditEntryView, dealerKeyView, usageReportView } from "../http/operator-views";
import { OPENING_NOTE } from "../domain/credits";
import { usagePeriod, type UsagePeriod } from "../domain/usage-period";
import { accessoryView, catalogueVehicleView, dealerSettingsView, stockCsv, stockFileRefusal, stockImportView, stockItemView } from "../http/stock-views";
import type { StockItemRow } from "../db/queries/stock";
import { tenderSummaryView, tenderView, type TenderFacts } from "../http/tender-views";
import {
  completedQuoteView,
  dealerQuoteDetailView,
  dealerQuoteListItemView,
  quoteCompletedEvent as quoteCompletedEventView,
  quoteLapsedEvent as quoteLapsedEventView,
  pricingView,
  quoteDetailView,
  quoteListItemView,
} from "../http/quote-views";
import { pricingCoverage, type VehicleFacts } from "../pricing";
import { estimateDriveAway } from "../domain/estimates";
import { API_VERSION } from "../schemas/service";
import { QUOTE_COMPLETED, QUOTE_LAPSED, TENDER_CLOSED, type TenderClosedEvent, type WebhookEventName } from "../schemas/webhook-events";
import { demoAccessory, demoApprovedDealerships, demoDealership, demoStockPriceCents, demoVehicle } from "./demo";

/** A demo dealership as the examples use it: amounts in dollars, as the API shows them. */
function dealership(name: string) {
  const d = demoDealership(name);
  return {
    id: d.id,
    name: d.name,
    email: d.contactEmail,
    suburb: d.suburb,
    state: d.state,
    postcode: d.postcode,
    approved: d.approved,
    tier: d.tier,
    autoRespond: d.autoRespond,
    deliveryFee: d.deliveryFeeCents / 100,
    standardMargin: d.standardMarginCents / 100,
    apiMargin: d.apiMarginCents === null ? null : d.apiMarginCents / 100,
    /** The margin a quote asked through the API adds: the API margin, else the standard one. */
    quoteMargin: (d.apiMarginCents ?? d.standardMarginCents) / 100,
  };
}
type Dealership = ReturnType<typeof dealership>;

/** A demo catalogue vehicle, as the API's views read it. */
function vehicle(model: string, version: string): VehicleRow {
  return demoVehicle(model, version) as VehicleRow;
}

/** A demo vehicle with a dealership's stock price of it, in dollars. */
function stocked(at: Dealership, model: string, version: string) {
  const row = vehicle(model, version);
  return { ...row, stockPrice: demoStockPriceCents(demoDealership(at.name), demoVehicle(model, version)) / 100 };
}

function build() {
  const parramattaToyota = dealership("Parramatta Toyota");
  const adelaideCityHyundai = dealership("Adelaide City Hyundai");
  const rav4Gx = stocked(parramattaToyota, "Toyota RAV4 Hybrid", "GX 2WD");
  const rav4Gxl = vehicle("Toyota RAV4 Hybrid", "GXL 2WD");
  const rav4Cruiser = vehicle("Toyota RAV4 Hybrid", "Cruiser AWD");
  const i30Hatch = stocked(adelaideCityHyundai, "Hyundai i30", "Hatch 2.0 Auto");

  const pagination = (count: number) => ({ limit: count, offset: 0, count });

  const serviceIndex = { name: "Fleet Quote API", version: API_VERSION, docs: "/docs", openapi: "/api/v1/openapi.json" };

  const health = { status: "ok", pricing: { validThrough: pricingCoverage().validThrough } };

  const registerRequest = {
    companyName: "Acme Fleet Pty Ltd",
    contactEmail: "fleet@acme.example.com",
    contactPhone: "+61 2 9000 0000",
    companyAbn: "51 824 753 556",
  };

  const registration = {
    apiKey: "svc_170c3d9406592d35651ec35deb312eb8ee45325b4a7d578b6869e6f481a4",
    message: "Store this API key and webhook secret securely: they are shown only once and cannot be retrieved again.",
    rateLimitPerHour: 100,
    webhookSecret: "whsec_TQ8XzTyeBlUfDB5ElGx58XFp3npFO/BbxfxzOrPTJTo=",
  };

  // --- credentials: an FMO rotating its key and webhook secret, support replacing a lost key ------

  const acmeFleet = {
    id: "0b7e6a8c-3d2f-4e1a-9c5b-7f8e9d0a1b2c",
    companyName: registerRequest.companyName,
    contactEmail: registerRequest.contactEmail,
    contactPhone: registerRequest.contactPhone,
    companyAbn: registerRequest.companyAbn,
    keyHash: "0".repeat(64),
    keyPrefix: "svc_5e0a91c2",
    previousKeyHash: "1".repeat(64),
    previousKeyPrefix: registration.apiKey.slice(0, 12),
    previousKeyExpiresAt: "2026-11-24T10:00:00.000Z",
    webhookSecretGeneration: 2,
    previousWebhookSecretExpiresAt: "2026-11-25T09:00:00.000Z",
    webhookSecretRotatedAt: "2026-11-24T09:00:00.000Z",
    lastUsedAt: "2026-11-24T08:59:12.000Z",
    createdAt: "2026-11-02T03:14:15.926Z",
    keyRevokedAt: null,
  };
  const CREDENTIALS_AT = new Date("2026-11-24T09:00:00.000Z");

  const rotateKeyRequest = { graceSeconds: 3600 };
  const keyRotated = keyRotatedView(
    "svc_5e0a91c2d8b74f3e6a1c9b0d2e4f6a8c1b3d5e7f9a0c2e4b6d8f0a1c3e5b",
    acmeFleet.previousKeyPrefix,
    new Date(acmeFleet.previousKeyExpiresAt),
  );
  const rotateWebhookSecretRequest = { graceSeconds: 86400 };
  const webhookSecretRotated = webhookSecretRotatedView("whsec_kV2m8Qy1nR5tX9wZ3bD7fH0jL4pS6uA8cE2gI5kM7oQ=", new Date(acmeFleet.previousWebhookSecretExpiresAt));
  const adminClientList = { clients: [adminClientView(acmeFleet, CREDENTIALS_AT)], pagination: { limit: 20, offset: 0, count: 1 } };
  const clientKeyIssued = clientKeyIssuedView(acmeFleet.id, "svc_9c4f1e7a3b5d8f0c2e6a9b1d4f7a0c3e5b8d1f4a7c0e3b6d9f2a5c8e1b4d");
  const dealershipSessionsEnded = dealershipSessionsEndedView("4c4f2d24-128e-5c0c-89e5-df7b7e072620", CREDENTIALS_AT);

  const dealerList = {
    dealers: demoApprovedDealerships()
      .slice(0, 2)
      .map((d) => ({ id: d.id, name: d.name, suburb: d.suburb, state: d.state, postcode: d.postcode, autoRespond: d.autoRespond })),
    pagination: pagination(2),
  };

  const dealerInventory = { dealershipId: parramattaToyota.id, inventory: [rav4Gxl, rav4Cruiser].map(dealerInventoryItem), pagination: pagination(2) };

  const inventorySearch = { vehicles: [rav4Gx, rav4Gxl].map(vehicleSummary), pagination: pagination(2) };

  /** When the RAV4 was asked for, and priced at once; the same day's rates price the i30. */
  const PRICED_AT = "2026-11-23T12:50:20.727Z";
  /** When the examples' answers were given (no price has expired yet). */
  const ANSWERED_AT = new Date("2026-11-24T09:00:00.000Z");
  /** A quote sent at `sentAt` holds 14 days, the dealerships' default validity. */
  const validUntil = (sentAt: string) => validUntilOf(new Date(sentAt), 14).toISOString();

  /**
   * The drive-away price of a quote's lines (dollars) for a vehicle registered at a postcode, as of
   * PRICED_AT: the vehicle at its stock price plus the dealership's API margin, as the API prices it.
   */
  function priced(
    dealership: { state: string; quoteMargin: number },
    vehicle: VehicleRow & { stockPrice: number },
    lines: { dealerDelivery: number; accessories: { name: string; price: number }[]; quantity: number; registrationDate?: string },
    postcode: string,
  ): StoredPricing {
    const place = resolveRegistrationState(postcode, dealership.state);
    if (!place.ok) throw new Error(`example postcode ${postcode}: ${place.reason}`);
    const pricing = priceDriveAway(
      {
        vehiclePriceCents: dollarsToCents(vehicle.stockPrice + dealership.quoteMargin),
        dealerDeliveryCents: dollarsToCents(lines.dealerDelivery),
        accessories: lines.accessories.map((a) => ({ name: a.name, priceCents: dollarsToCents(a.price) })),
        quantity: lines.quantity,
      },
      {
        bodyClass: vehicle.bodyClass,
        powertrain: vehicle.powertrain,
        cylinders: vehicle.cylinders,
        co2GramsPerKm: vehicle.co2GramsPerKm,
        tareKg: vehicle.tareKg,
        listPriceCents: vehicle.listPriceCents,
      },
      place,
      { registrationUse: "business", registrationDate: lines.registrationDate ?? null },
      new Date(PRICED_AT),
    );
    if (!pricing) throw new Error(`example ${vehicle.model} cannot be priced in ${place.state}`);
    return pricing;
  }

  /** A quote as the API's views read it (src/db/queries/quote-rows.ts). */
  function quoteRow(quote: {
    id: string;
    dealership: { id: string; name: string; email: string; suburb: string; state: string };
    vehicle: VehicleRow;
    request: typeof quoteRequest;
    createdAt: string;
  }): QuoteViewRow {
    const { dealership, vehicle, request } = quote;
    return {
      id: quote.id,
      clientId: "b1d2f3a4-5c6d-4e7f-8a9b-0c1d2e3f4a5b",
      status: "pending",
      channel: "api",
      clientName: request.clientName,
      clientEmail: request.clientEmail,
      clientPhone: null,
      callbackUrl: request.callbackUrl,
      quantity: request.quantity,
      registrationUse: "business",
      registrationDate: request.registrationDate,
      manufacturerFleetDiscount: false,
      postcode: request.postcode,
      notes: null,
      requestedAccessories: [],
      pricing: null,
      dealerNotes: null,
      createdAt: quote.createdAt,
      sentAt: null,
      validUntil: null,
      tenderId: null,
      outcome: null,
      outcomeAt: null,
      orderReference: null,
      tenderQuotes: null,
      totalCents: null,
      objectKey: null,
      dealershipId: dealership.id,
      dealershipName: dealership.name,
      dealershipEmail: dealership.email,
      dealershipSuburb: dealership.suburb,
      dealershipState: dealership.state,
      vehicleId: vehicle.id,
      requestedModel: null,
      requestedVersion: null,
      vehicleModel: vehicle.model,
      vehicleVersion: vehicle.version,
      vehicleImageUrl: vehicle.imageUrl,
    };
  }

  const quoteRequest = {
    dealershipId: parramattaToyota.id,
    globalCarId: rav4Gx.id,
    clientName: "Jo Fleet",
    clientEmail: "jo@fleet.example.com",
    postcode: "2000",
    quantity: 3,
    registrationDate: "2027-02-15" as string | null,
    callbackUrl: "https://hooks.acme.example.com/fleet-quotes",
  };

  /** The RAV4: Parramatta Toyota auto-responds, so it was priced and sent when it was asked for. */
  const rav4Pricing = priced(
    parramattaToyota,
    rav4Gx,
    { dealerDelivery: parramattaToyota.deliveryFee, accessories: [], quantity: quoteRequest.quantity, registrationDate: quoteRequest.registrationDate ?? undefined },
    quoteRequest.postcode,
  );
  const rav4Quote: QuoteViewRow = {
    ...quoteRow({ id: "c4e946a4-4a99-411d-86f9-e89628e8f1c7", dealership: parramattaToyota, vehicle: rav4Gx, request: quoteRequest, createdAt: PRICED_AT }),
    status: "sent",
    sentAt: PRICED_AT,
    validUntil: validUntil(PRICED_AT),
    pricing: rav4Pricing,
  };

  const completeQuoteRequest = {
    dealerDelivery: 990,
    accessories: [{ name: "Cargo barrier", price: 690 }],
    dealerNotes: "Ready in two weeks",
  };

  /** The i30: Adelaide City Hyundai reviews its quotes, and completed this one with `completeQuoteRequest`. */
  const i30Pending = quoteRow({
    id: "ec28c90e-a592-4cde-898b-fef1aed3949c",
    dealership: adelaideCityHyundai,
    vehicle: i30Hatch,
    request: { ...quoteRequest, dealershipId: adelaideCityHyundai.id, globalCarId: i30Hatch.id, postcode: adelaideCityHyundai.postcode, quantity: 1, registrationDate: null },
    createdAt: "2026-11-23T12:50:20.830Z",
  });
  const i30Sent = {
    ...i30Pending,
    status: "sent" as const,
    sentAt: "2026-11-23T12:50:20.942Z",
    validUntil: validUntil("2026-11-23T12:50:20.942Z"),
    pricing: priced(adelaideCityHyundai, i30Hatch, { ...completeQuoteRequest, quantity: i30Pending.quantity }, adelaideCityHyundai.postcode),
    dealerNotes: completeQuoteRequest.dealerNotes,
  };

  const quoteCompleted = completedQuoteView({
    quoteId: rav4Quote.id,
    createdAt: rav4Quote.createdAt,
    validUntil: validUntil(rav4Quote.createdAt),
    dealer: { name: parramattaToyota.name, contactEmail: parramattaToyota.email },
    vehicle: rav4Gx,
    pricing: rav4Pricing,
  });

  const quoteList = { quotes: [i30Pending, rav4Quote].map((row) => quoteListItemView(row, ANSWERED_AT)), pagination: pagination(2) };

  const quoteDetail = quoteDetailView(rav4Quote, ANSWERED_AT);

  const dealerQuoteList = { quotes: [dealerQuoteListItemView(i30Pending, ANSWERED_AT)], pagination: pagination(1) };

  const dealerQuoteDetail = dealerQuoteDetailView(i30Sent, ANSWERED_AT);

  const quoteCompletedEvent = quoteCompletedEventView(i30Sent);
  /** The i30 had it still been pending when the operator unapproved Adelaide City Hyundai. */
  const quoteLapsedEvent = quoteLapsedEventView(i30Pending, { id: adelaideCityHyundai.id, name: adelaideCityHyundai.name }, "2026-11-25T02:00:00.000Z");

  /** The i30's completion webhook, whose receiver was unreachable for all three attempts. */
  const failedDelivery: DeliveryRow = {
    id: "ef0ed7ae-a235-48c1-b52d-ba94c6c075ff",
    url: quoteRequest.callbackUrl,
    event: QUOTE_COMPLETED,
    status: "abandoned",
    redeliveries: 0,
    last_error: "Error: Network connection lost.",
    created_at: i30Sent.sentAt,
    finished_at: "2026-11-23T12:50:27.004Z",
  };
  const attempt = (n: number, at: string, durationMs: number): AttemptRow => ({
    delivery_id: failedDelivery.id,
    series: 1,
    attempt: n,
    attempted_at: at,
    status_code: null,
    duration_ms: durationMs,
    error: failedDelivery.last_error,
  });

  const webhookDeliveryList = {
    deliveries: [webhookDeliveryView(failedDelivery, [attempt(1, "2026-11-23T12:50:20.960Z", 5), attempt(2, "2026-11-23T12:50:21.987Z", 1), attempt(3, "2026-11-23T12:50:27.000Z", 2)])],
  };

  const webhookRedelivery = webhookDeliveryView({ ...failedDelivery, status: "pending", redeliveries: 1, last_error: null, finished_at: null }, []);

  const createDealership = {
    name: "Ballarat Mazda",
    contactEmail: "fleet@ballaratmazda.example.com.au",
    suburb: "Ballarat",
    state: "VIC",
    postcode: "3350",
    deliveryFee: 990,
    standardMargin: 700,
  };

  const updateDealership = { tier: "enterprise", autoRespond: true, apiMargin: 500 };

  const adminDealership = {
    id: adelaideCityHyundai.id,
    name: adelaideCityHyundai.name,
    contactEmail: adelaideCityHyundai.email,
    suburb: adelaideCityHyundai.suburb,
    state: adelaideCityHyundai.state,
    postcode: adelaideCityHyundai.postcode,
    approved: adelaideCityHyundai.approved,
    tier: adelaideCityHyundai.tier,
    autoRespond: adelaideCityHyundai.autoRespond,
    deliveryFee: adelaideCityHyundai.deliveryFee,
    standardMargin: adelaideCityHyundai.standardMargin,
    apiMargin: adelaideCityHyundai.apiMargin,
    quoteValidityDays: 14,
    credits: 4999,
    createdAt: "2026-11-23T12:49:44.981Z",
  };

  const adminInventoryItem = { dealershipId: adelaideCityHyundai.id, vehicleId: i30Hatch.id, price: i30Hatch.stockPrice, available: true };

  const accessory = { id: "6d1f3b52-9a0e-4c7d-8b21-3e5f7a9c0d14", dealershipId: adelaideCityHyundai.id, ...completeQuoteRequest.accessories[0]! };

  const dealerKeyIssued = {
    id: "8999938f-a2c9-4009-8529-f6be301e55f4",
    dealershipId: adelaideCityHyundai.id,
    dealerKey: "dlr_13c90057b99382c02ac0bd231660e364d34787e1b82c19392753705ca140",
    keyPrefix: "dlr_13c90057",
    message: "Give this key to the dealership: it is shown only once and cannot be retrieved again.",
  };

  const jobsSummary = {
    email: { counts: { pending: 0, delivered: 5, failed: 0 }, oldestUnfinishedAgeSeconds: null },
    webhook: { counts: { pending: 1, delivered: 0, failed: 0 }, oldestUnfinishedAgeSeconds: 9 },
  };

  const archiveRun = {
    archived: [{ quoteId: i30Sent.id, objectKey: `quotes/${i30Sent.id}` }],
    more: false,
  };

  const createVehicle = {
    model: "Toyota HiLux",
    version: "SR5 Double Cab 4x4",
    bodyType: "ute",
    cab: "dual",
    seats: 5,
    driveType: "4x4",
    powertrain: "ice",
    engine: "2.8L 4cyl turbo diesel",
    cylinders: 4,
    co2GramsPerKm: 218,
    fuelLitresPer100Km: 8.4,
    tareKg: 2140,
    gvmKg: 3050,
    listPrice: 62_290,
    imageUrl: "https://images.fleetquote.example/vehicles/toyota-hilux-sr5.jpg",
  };

  const updateVehicle = { tareKg: 2155, listPrice: 63_490 };

  const { bodyType, ...facts } = createVehicle;
  const adminVehicle = {
    id: "9b0e2c4d-6f81-4a3b-9c5d-7e1f2a3b4c5d",
    ...facts,
    bodyType,
    bodyClass: "commercial",
    createdAt: "2026-11-23T12:49:45.112Z",
  };

  const adminVehicleUpdated = { ...adminVehicle, ...updateVehicle };

  // --- a tender: the RAV4 asked of four dealerships at once -------------------------------------------

  const brisbaneCityToyota = dealership("Brisbane City Toyota");
  const fyshwickToyota = dealership("Fyshwick Toyota");

  const tenderRequest = {
    globalCarId: rav4Gx.id,
    dealershipIds: [parramattaToyota.id, brisbaneCityToyota.id, fyshwickToyota.id, adelaideCityHyundai.id],
    clientName: quoteRequest.clientName,
    clientEmail: quoteRequest.clientEmail,
    postcode: quoteRequest.postcode,
    quantity: 5,
    registrationDate: "2027-02-15",
    callbackUrl: quoteRequest.callbackUrl,
  };

  const TENDERED_AT = "2026-11-23T13:05:11.418Z";
  /** Without closesAt, a tender closes 72 hours after it is asked. */
  const TENDER_CLOSES_AT = "2026-11-26T13:05:11.418Z";
  const tenderLines = { dealerDelivery: 0, accessories: [], quantity: tenderRequest.quantity, registrationDate: tenderRequest.registrationDate };
  const tenderFacts = (quotes: TenderFacts["quotes"], progress: Partial<TenderFacts> = {}): TenderFacts => ({
    id: "5b7c1e2a-3d4f-4a6b-8c9d-0e1f2a3b4c5d",
    createdAt: TENDERED_AT,
    vehicle: { globalCarId: rav4Gx.id, model: rav4Gx.model, version: rav4Gx.version },
    state: null,
    dealerships: tenderRequest.dealershipIds.map((id) => ({ id, declined: id === adelaideCityHyundai.id ? ("NOT_STOCKED" as const) : null })),
    quotes,
    named: new Map(
      [parramattaToyota, brisbaneCityToyota, fyshwickToyota, adelaideCityHyundai].map((d) => [d.id, { name: d.name, suburb: d.suburb, state: d.state }]),
    ),
    closesAt: TENDER_CLOSES_AT,
    closedAt: null,
    closeReason: null,
    awardedQuoteId: null,
    ...progress,
  });
  const tenderQuote = (id: string, dealershipId: string, pricing: StoredPricing | null, sentAt: string | null) => ({
    id,
    dealershipId,
    status: pricing ? ("sent" as const) : ("pending" as const),
    pricing,
    sentAt,
    validUntil: sentAt && validUntil(sentAt),
    outcome: null,
  });
  const parramattaTender = tenderQuote("7a1b2c3d-4e5f-4061-8273-9a8b7c6d5e4f", parramattaToyota.id, priced(parramattaToyota, rav4Gx, { ...tenderLines, dealerDelivery: parramattaToyota.deliveryFee }, tenderRequest.postcode), TENDERED_AT);
  const brisbaneTender = tenderQuote(
    "8b2c3d4e-5f60-4172-8384-ab9c8d7e6f50",
    brisbaneCityToyota.id,
    priced(brisbaneCityToyota, stocked(brisbaneCityToyota, rav4Gx.model, rav4Gx.version), { ...tenderLines, dealerDelivery: brisbaneCityToyota.deliveryFee }, tenderRequest.postcode),
    TENDERED_AT,
  );
  const fyshwickTender = tenderQuote("9c3d4e5f-6071-4283-9495-bcad9e8f7061", fyshwickToyota.id, null, null);

  const tenderCreated = tenderView(tenderFacts([parramattaTender, brisbaneTender, fyshwickTender]), new Date(TENDERED_AT), true);

  const tender = tenderView(tenderFacts([parramattaTender, brisbaneTender, fyshwickTender]), ANSWERED_AT);

  const tenderList = {
    tenders: [
      tenderSummaryView({
        ...tenderFacts([]),
        callbackUrl: tenderRequest.callbackUrl,
        vehicleId: rav4Gx.id,
        vehicleModel: rav4Gx.model,
        vehicleVersion: rav4Gx.version,
        requestedModel: null,
        requestedVersion: null,
        priced: 2,
        pending: 1,
        bestQuote: tender.best,
        bestTotalCents: Math.min(parramattaTender.pricing!.totalDriveAwayCents, brisbaneTender.pricing!.totalDriveAwayCents),
      }),
    ],
    pagination: pagination(1),
  };

  // --- the tender awarded: Parramatta Toyota's quote accepted before Fyshwick Toyota answered ----------

  const AWARDED_AT = "2026-11-24T08:30:00.000Z";
  const acceptQuoteRequest = { orderReference: "PO-2026-4471" };
  const awardedTender = tenderView(
    tenderFacts(
      [
        { ...parramattaTender, outcome: "accepted" },
        { ...brisbaneTender, outcome: "not-chosen" },
        { ...fyshwickTender, outcome: "lapsed" },
      ],
      { closedAt: AWARDED_AT, closeReason: "awarded", awardedQuoteId: parramattaTender.id },
    ),
    new Date(AWARDED_AT),
  );
  const parramattaTenderQuote: QuoteViewRow = {
    ...quoteRow({ id: parramattaTender.id, dealership: parramattaToyota, vehicle: rav4Gx, request: { ...quoteRequest, ...tenderRequest }, createdAt: TENDERED_AT }),
    status: "sent",
    sentAt: TENDERED_AT,
    validUntil: parramattaTender.validUntil,
    pricing: parramattaTender.pricing,
    tenderId: awardedTender.tenderId,
  };
  const acceptedQuote = quoteDetailView({ ...parramattaTenderQuote, outcome: "accepted", outcomeAt: AWARDED_AT, orderReference: acceptQuoteRequest.orderReference }, new Date(AWARDED_AT));
  const tenderClosedEvent: TenderClosedEvent = {
    type: TENDER_CLOSED,
    data: { tenderId: awardedTender.tenderId, closedAt: AWARDED_AT, closeReason: "awarded", best: awardedTender.best, quotes: awardedTender.quotes },
  };
  /** The tender's webhook, delivered at the first attempt. */
  const tenderDelivery: DeliveryRow = {
    id: "3c9a4f1e-7b2d-4e6a-9f08-1d2c3b4a5e6f",
    url: tenderRequest.callbackUrl,
    event: TENDER_CLOSED,
    status: "delivered",
    redeliveries: 0,
    last_error: null,
    created_at: AWARDED_AT,
    finished_at: "2026-11-24T08:30:00.212Z",
  };
  const tenderWebhookDeliveryList = {
    deliveries: [
      webhookDeliveryView(tenderDelivery, [
        { delivery_id: tenderDelivery.id, series: 1, attempt: 1, attempted_at: "2026-11-24T08:30:00.051Z", status_code: 200, duration_ms: 161, error: null },
      ]),
    ],
  };
  const tenderWebhookRedelivery = webhookDeliveryView({ ...tenderDelivery, status: "pending", redeliveries: 1, finished_at: null }, []);

  const vehicleDealerships = {
    dealerships: [brisbaneCityToyota, parramattaToyota].map((d) => ({ id: d.id, name: d.name, suburb: d.suburb, state: d.state, postcode: d.postcode, autoRespond: d.autoRespond })),
    pagination: pagination(2),
  };

  // --- a drive-away estimate: a HiLux SR5 double cab for an SA fleet, before asking anyone ----------

  const hilux = vehicle("Toyota HiLux", "SR5 4x4 Double Cab Pick-Up Auto");
  const estimateRequest = {
    globalCarId: hilux.id,
    postcode: "5000",
    registrationUse: "business" as const,
    registrationDate: "2027-02-15",
    vehiclePrice: 56_990,
    deliveryFee: 1_490,
    accessoriesPrice: 2_480,
  };
  const estimated = estimateDriveAway(
    {
      postcode: estimateRequest.postcode,
      registrationUse: estimateRequest.registrationUse,
      registrationDate: estimateRequest.registrationDate,
      vehiclePriceCents: dollarsToCents(estimateRequest.vehiclePrice),
      deliveryFeeCents: dollarsToCents(estimateRequest.deliveryFee),
      accessoriesCents: dollarsToCents(estimateRequest.accessoriesPrice),
      manufacturerFleetDiscount: false,
    },
    hilux as VehicleRow & VehicleFacts,
    new Date(PRICED_AT),
  );
  if (!estimated.ok) throw new Error(`example estimate: ${estimated.message}`);
  const estimate = pricingView(estimated.pricing)!;
  const estimateNotPriced = {
    error: {
      code: "VEHICLE_NOT_PRICED",
      message:
        "This vehicle is not priced automatically in ACT: ACT has no duty schedule for a motorcycle or large bus (motorcycle, ice) in the charges data",
      status: 422,
      requestId: "0b9f4b7e-3c1a-4f6e-9d2a-5b8c7e1f2a34",
    },
  };

  // --- a dealership's own stock, accessories and settings: Adelaide City Hyundai, with its dealer key -

  const DEALER_KEY_PREFIX = dealerKeyIssued.keyPrefix;
  const CHANGED_AT = "2026-11-24T08:12:40.512Z";
  const i30NLine = stocked(adelaideCityHyundai, "Hyundai i30", "N Line Hatch 1.6T DCT");
  const i30Sedan = stocked(adelaideCityHyundai, "Hyundai i30", "Sedan 2.0 Auto");
  const stockRow = (vehicle: { id: string; model: string; version: string; listPriceCents: number | null }, priceCents: number, available: boolean, changed: boolean): StockItemRow => ({
    vehicleId: vehicle.id,
    model: vehicle.model,
    version: vehicle.version,
    listPriceCents: vehicle.listPriceCents,
    priceCents,
    available,
    updatedAt: changed ? CHANGED_AT : "2026-11-23T12:49:44.981Z",
    updatedBy: changed ? "dealer" : null,
    updatedByKeyPrefix: changed ? DEALER_KEY_PREFIX : null,
  });
  const hatchStock = stockRow(i30Hatch, dollarsToCents(i30Hatch.stockPrice), true, false);
  // The dealer has since taken the N Line off sale at a new price.
  const nLineStock = stockRow(i30NLine, 3_290_000, false, true);
  const sedanStock = stockRow(i30Sedan, dollarsToCents(i30Sedan.stockPrice), true, false);

  const stockList = { dealershipId: adelaideCityHyundai.id, inventory: [hatchStock, nLineStock].map(stockItemView), pagination: pagination(2) };

  const stockItemRequest = { price: 32_900, available: false };

  const stockItem = stockItemView(nLineStock);

  const catalogue = {
    vehicles: [
      catalogueVehicleView({ ...i30Hatch, inStock: 1 }),
      catalogueVehicleView({ ...i30Hatch, ...i30NLine, inStock: 1 }),
    ],
    pagination: pagination(2),
  };

  /** The file of the examples: the hatch's price changed, the N Line back in stock, the sedan as it was. */
  const stockFile = ["globalCarId,price,available", `${i30Hatch.id},26990,true`, `${i30NLine.id},32900,yes`, `${i30Sedan.id},29640,true`, ""].join("\r\n");

  const checkedFile = {
    records: 3,
    problems: [],
    unchanged: 1,
    notInFile: 4,
    changes: [
      { line: 2, vehicleId: i30Hatch.id, model: i30Hatch.model, version: i30Hatch.version, change: "updated" as const, priceCents: 2_699_000, available: true, before: { priceCents: hatchStock.priceCents, available: true } },
      { line: 3, vehicleId: i30NLine.id, model: i30NLine.model, version: i30NLine.version, change: "updated" as const, priceCents: 3_290_000, available: true, before: { priceCents: 3_290_000, available: false } },
    ],
  };

  const stockImport = stockImportView(checkedFile, false);

  const stockImportRefused = stockFileRefusal(
    [
      { line: 3, column: "price", message: 'price "32,90" is not an amount in dollars, such as 31990 or 31990.50 (at most 10,000,000)' },
      { line: 4, column: "globalCarId", message: "globalCarId 0b6f4f0e-5c2d-4d8e-9a1b-3c4d5e6f7a8b is not a vehicle in the catalogue" },
    ],
    "0b9f4b7e-3c1a-4f6e-9d2a-5b8c7e1f2a34",
  );

  const stockExport = stockCsv([hatchStock, nLineStock, sedanStock]);

  const tinting = { ...demoAccessory(demoDealership(adelaideCityHyundai.name), "Window tinting"), updatedAt: CHANGED_AT, updatedBy: "dealer" as const, updatedByKeyPrefix: DEALER_KEY_PREFIX };

  const dealerAccessoryList = {
    accessories: [{ ...demoAccessory(demoDealership(adelaideCityHyundai.name), "Carpet floor mats"), updatedAt: "2026-11-23T12:49:44.981Z", updatedBy: null, updatedByKeyPrefix: null }, tinting].map(accessoryView),
    pagination: pagination(2),
  };

  const dealerAccessoryRequest = { name: tinting.name, price: tinting.priceCents / 100 };

  const dealerAccessory = accessoryView(tinting);

  const dealerSettingsRequest = { deliveryFee: 990, apiMargin: null };

  const dealerSettings = dealerSettingsView({
    deliveryFeeCents: 99_000,
    standardMarginCents: dollarsToCents(adelaideCityHyundai.standardMargin),
    apiMarginCents: null,
    tier: "standard",
    autoRespond: false,
    approved: true,
    credits: 4_999,
    quoteValidityDays: 14,
    state: adelaideCityHyundai.state,
    updatedAt: CHANGED_AT,
    updatedBy: "dealer",
    updatedByKeyPrefix: DEALER_KEY_PREFIX,
  });

  const adminStockList = { ...stockList, inventory: [hatchStock, { ...nLineStock, updatedBy: "operator" as const, updatedByKeyPrefix: null }].map(stockItemView) };

  const adminCatalogue = { vehicles: [adminVehicle], pagination: pagination(1) };

  // --- the operator's day: lists, a credit statement, usage, the audit record ---------------------------

  const adminDealershipList = { dealerships: [{ ...adminDealership, lastQuoteAt: i30Pending.createdAt }], pagination: pagination(1) };

  const dealerKeyList = {
    dealershipId: adelaideCityHyundai.id,
    keys: [
      dealerKeyView({ id: dealerKeyIssued.id, keyPrefix: dealerKeyIssued.keyPrefix, createdAt: "2026-11-23T12:50:01.204Z", lastUsedAt: "2026-11-24T08:12:40.000Z", revokedAt: null }),
      dealerKeyView({ id: "5c2e8f14-7b3a-4d9e-a1c6-0f4b8d2e6a93", keyPrefix: "dlr_7f3a91c0", createdAt: "2026-11-02T22:14:09.771Z", lastUsedAt: "2026-11-20T05:31:17.000Z", revokedAt: "2026-11-23T12:49:58.310Z" }),
    ],
    pagination: pagination(2),
  };

  /** Adelaide City Hyundai's statement: the demo data's opening 5,000 credits, then the i30 quote's. */
  const openingEntry = { dealershipId: adelaideCityHyundai.id, seq: 1, at: "2026-11-23T12:49:44.981Z", change: 5000, balance: 5000, reason: "adjustment" as const, quoteId: null, tenderId: null, note: OPENING_NOTE, clientId: null };
  const i30Charge = { dealershipId: adelaideCityHyundai.id, seq: 2, at: i30Pending.createdAt, change: -1, balance: 4999, reason: "quote" as const, quoteId: i30Pending.id, tenderId: null, note: null };
  const creditStatement = { dealershipId: adelaideCityHyundai.id, balance: 4999, entries: [i30Charge, openingEntry].map(creditEntryView), pagination: pagination(2) };
  const dealerCreditStatement = creditStatement;

  const creditAdjustmentRequest = { change: 2, note: "Two quotes asked by mistake while testing (support ticket 4411)" };
  const creditAdjusted = {
    dealershipId: adelaideCityHyundai.id,
    balance: 5001,
    entry: creditEntryView({ ...i30Charge, seq: 3, at: "2026-11-24T09:00:00.000Z", change: 2, balance: 5001, reason: "adjustment", quoteId: null, note: creditAdjustmentRequest.note }),
  };

  const november = usagePeriod("2026-11-01", "2026-11-30") as UsagePeriod;
  const usageReport = usageReportView(
    november,
    {
      dealerships: [
        { dealershipId: parramattaToyota.id, name: parramattaToyota.name, received: 48, pricedAtOnce: 48, completedByDealer: 0, pending: 0, lapsed: 0, accepted: 11, creditsSpent: 48, creditsReturned: 0, medianMs: null, p90Ms: null },
        { dealershipId: adelaideCityHyundai.id, name: adelaideCityHyundai.name, received: 12, pricedAtOnce: 0, completedByDealer: 9, pending: 1, lapsed: 2, accepted: 3, creditsSpent: 12, creditsReturned: 2, medianMs: 2_460_000, p90Ms: 14_400_000 },
      ],
      clients: [{ clientId: acmeFleet.id, companyName: acmeFleet.companyName, quotes: 60, tenders: 4, estimates: 35, accepted: 14 }],
    },
    { dealership: null, client: null },
    true,
  );

  /** A named operator, created by the bootstrap token: its key shown this once. */
  const createOperatorRequest = { name: "Sam Nguyen", email: "sam.nguyen@quotes.example.com.au", scope: "write" as const };
  const operatorCreated = {
    id: "9a4e2c71-5b8d-4f03-a6e1-3c7b9d2f8e54",
    ...createOperatorRequest,
    operatorKey: "opr_3f9c2a7e4b1d8c6f0a5e9b2d7c4f1a8e3b6d9c2f5a8e1b4d7c0f3a6e9b2d",
    keyPrefix: "opr_3f9c2a7e",
    createdAt: "2026-11-24T08:55:12.417Z",
    message: "Give this key to its operator: it is shown only once and cannot be retrieved again.",
  };
  const { operatorKey: _shownOnce, message: _message, ...operatorListed } = operatorCreated;
  const operatorList = {
    operators: [
      { ...operatorListed, revokedAt: null },
      { id: "1d7b3e95-2c4a-4e8f-b0d6-8a5c3f1e7b29", name: "Alex Reader", email: "alex.reader@quotes.example.com.au", scope: "read" as const, keyPrefix: "opr_b81e04d9", createdAt: "2026-11-20T23:02:48.905Z", revokedAt: "2026-11-23T21:40:03.118Z" },
    ],
    pagination: pagination(2),
  };
  const operatorRevoked = { ...operatorList.operators[1]! };

  const auditList = {
    entries: [
      auditEntryView({
        id: "2f8c4a61-93d7-4e0b-b5a2-6c1e9d3f7a80",
        at: "2026-11-24T09:00:00.000Z",
        actor: "operator",
        dealershipId: adelaideCityHyundai.id,
        actorKeyId: null,
        portalSession: null,
        requestId: "7d9e1b24-5c3a-4f86-a0b2-e4c6d8f1a357",
        action: "credits.adjust",
        targetType: "credits",
        targetId: adelaideCityHyundai.id,
        before: { credits: 4999 },
        after: { credits: 5001, note: creditAdjustmentRequest.note },
        actorType: "operator",
        actorId: operatorCreated.id,
        actorName: operatorCreated.name,
        actorKeyPrefix: operatorCreated.keyPrefix,
        clientId: null,
        actorEmail: null,
        consoleSession: null,
      }),
      auditEntryView({
        id: "c41b7e92-0a5d-4f3c-8e61-b2d9f4a7c305",
        at: CHANGED_AT,
        actor: "dealer",
        dealershipId: adelaideCityHyundai.id,
        actorKeyId: dealerKeyIssued.id,
        portalSession: "4be1c09a7d3f2e58",
        requestId: "0e6a3c9f-1b47-4d28-9f5e-7a2c4b8d6e13",
        action: "settings.update",
        targetType: "settings",
        targetId: adelaideCityHyundai.id,
        before: { deliveryFeeCents: dollarsToCents(adelaideCityHyundai.deliveryFee), apiMarginCents: adelaideCityHyundai.apiMargin === null ? null : dollarsToCents(adelaideCityHyundai.apiMargin) },
        after: { deliveryFeeCents: 99_000, apiMarginCents: null },
        actorType: "dealer",
        actorId: null,
        actorName: adelaideCityHyundai.name,
        actorKeyPrefix: dealerKeyIssued.keyPrefix,
        clientId: null,
        actorEmail: null,
        consoleSession: null,
      }),
    ],
    pagination: pagination(2),
  };

  return {
    serviceIndex,
    health,
    registerRequest,
    registration,
    rotateKeyRequest,
    keyRotated,
    rotateWebhookSecretRequest,
    webhookSecretRotated,
    adminClientList,
    clientKeyIssued,
    dealershipSessionsEnded,
    dealerList,
    dealerInventory,
    inventorySearch,
    quoteRequest,
    completeQuoteRequest,
    quoteCompleted,
    quoteList,
    quoteDetail,
    dealerQuoteList,
    dealerQuoteDetail,
    /** The body of each webhook event, by its name. */
    webhookEvents: { [QUOTE_COMPLETED]: quoteCompletedEvent, [TENDER_CLOSED]: tenderClosedEvent, [QUOTE_LAPSED]: quoteLapsedEvent } satisfies Record<WebhookEventName, unknown>,
    acceptQuoteRequest,
    estimateRequest,
    estimate,
    estimateNotPriced,
    acceptedQuote,
    tenderWebhookDeliveryList,
    tenderWebhookRedelivery,
    vehicleDealerships,
    webhookDeliveryList,
    webhookRedelivery,
    createDealership,
    updateDealership,
    adminDealership,
    adminInventoryItem,
    accessory,
    dealerKeyIssued,
    jobsSummary,
    archiveRun,
    createVehicle,
    updateVehicle,
    adminVehicle,
    adminVehicleUpdated,
    tenderRequest,
    tenderCreated,
    tender,
    tenderList,
    stockList,
    stockItemRequest,
    stockItem,
    catalogue,
    stockFile,
    stockImport,
    stockImportRefused,
    stockExport,
    dealerAccessoryList,
    dealerAccessoryRequest,
    dealerAccessory,
    dealerSettingsRequest,
    dealerSettings,
    adminStockList,
    adminCatalogue,
    adminDealershipList,
    dealerKeyList,
    creditStatement,
    dealerCreditStatement,
    creditAdjustmentRequest,
    creditAdjusted,
    usageReport,
    auditList,
    createOperatorRequest,
    operatorCreated,
    operatorList,
    operatorRevoked,
  };
}

export type ApiExamples = ReturnType<typeof build>;
let built: ApiExamples | undefined;

/** Every example, built once on first use (at build time: the Worker never asks for them). */
export function apiExamples(): ApiExamples {
  return (built ??= build());
}
