// Where the API description's examples take place: the demo data's dealerships, vehicles and stock
// (./demo.ts, seed/demo.json: what `npm run dev` serves), the day the quotes are priced, and the
// quotes every other example refers to. Build time only: the examples of each resource (the other
// files here) start from it, and show everything through the API's own views.

import * as z from "zod/mini";
import type { QuoteViewRow } from "../db/queries/quote-rows";
import type { VehicleRow } from "../db/queries/vehicle-specs";
import { dollarsToCents } from "../domain/money";
import { priceDriveAway, resolveRegistrationState, type StoredPricing } from "../domain/quotes/price-quote";
import { validUntilOf } from "../domain/quotes/validity";
import { AU_STATES } from "../pricing";
import { storedVehicle } from "../schemas/vehicles";
import { demoApprovedDealerships, demoDealership, demoStockPriceCents, demoVehicle } from "./demo";

/**
 * Each example set is built once, on first use (at build time). Marked pure where it is called, so
 * that the Worker's bundle, which never calls it, leaves the examples and the demo data out.
 */
export function once<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}

/** When the RAV4 was asked for, and priced at once; the same day's rates price the i30. */
export const PRICED_AT = "2026-11-23T12:50:20.727Z";
/** When the examples' answers were given (no price has expired yet). */
export const ANSWERED_AT = new Date("2026-11-24T09:00:00.000Z");
/** When the dealer changed its stock, an accessory and its prices. */
export const CHANGED_AT = "2026-11-24T08:12:40.512Z";
/** When the demo data was loaded. */
export const LOADED_AT = "2026-11-23T12:49:44.981Z";
export const REQUEST_ID = "0b9f4b7e-3c1a-4f6e-9d2a-5b8c7e1f2a34";

/** A first page of `count` items. */
export const pagination = (count: number) => ({ limit: count, offset: 0, count });

/** A quote sent at `sentAt` holds 14 days, the dealerships' default validity. */
export const validUntil = (sentAt: string) => validUntilOf(new Date(sentAt), 14).toISOString();

/** A demo dealership as the examples use it: amounts in dollars, as the API shows them. */
export function dealership(name: string) {
  const d = demoDealership(name);
  return {
    id: d.id,
    name: d.name,
    email: d.contactEmail,
    suburb: d.suburb,
    state: z.enum(AU_STATES).parse(d.state),
    postcode: d.postcode,
    approved: d.approved,
    tier: z.enum(["standard", "enterprise"]).parse(d.tier),
    autoRespond: d.autoRespond,
    deliveryFee: d.deliveryFeeCents / 100,
    standardMargin: d.standardMarginCents / 100,
    apiMargin: d.apiMarginCents === null ? null : d.apiMarginCents / 100,
    /** The margin a quote asked through the API adds: the API margin, else the standard one. */
    quoteMargin: (d.apiMarginCents ?? d.standardMarginCents) / 100,
  };
}
export type Dealership = ReturnType<typeof dealership>;

/** The approved dealerships as FMOs list them, in name order. */
export function approvedDealers(count: number) {
  return demoApprovedDealerships()
    .slice(0, count)
    .map((d) => ({ id: d.id, name: d.name, suburb: d.suburb, state: d.state, postcode: d.postcode, autoRespond: d.autoRespond }));
}

/** A demo catalogue vehicle, as the API's views read it (a fact the demo data does not hold is not known). */
export function vehicle(model: string, version: string): VehicleRow {
  return storedVehicle().parse(demoVehicle(model, version));
}

/** A demo vehicle with a dealership's stock price of it, in dollars. */
export function stocked(at: Dealership, model: string, version: string) {
  return { ...vehicle(model, version), stockPrice: demoStockPriceCents(demoDealership(at.name), demoVehicle(model, version)) / 100 };
}
export type StockedVehicle = ReturnType<typeof stocked>;

/**
 * The drive-away price of a quote's lines (dollars) for a vehicle registered at a postcode, as of
 * PRICED_AT: the vehicle at its stock price plus the dealership's API margin, as the API prices it.
 */
export function priced(
  dealer: { state: string; quoteMargin: number },
  car: StockedVehicle,
  lines: { dealerDelivery: number; accessories: { name: string; price: number }[]; quantity: number; registrationDate?: string },
  postcode: string,
): StoredPricing {
  const place = resolveRegistrationState(postcode, dealer.state);
  if (!place.ok) throw new Error(`example postcode ${postcode}: ${place.reason}`);
  const pricing = priceDriveAway(
    {
      vehiclePriceCents: dollarsToCents(car.stockPrice + dealer.quoteMargin),
      dealerDeliveryCents: dollarsToCents(lines.dealerDelivery),
      accessories: lines.accessories.map((a) => ({ name: a.name, priceCents: dollarsToCents(a.price) })),
      quantity: lines.quantity,
    },
    {
      bodyClass: car.bodyClass,
      powertrain: car.powertrain,
      cylinders: car.cylinders,
      co2GramsPerKm: car.co2GramsPerKm,
      tareKg: car.tareKg,
      listPriceCents: car.listPriceCents,
    },
    place,
    { registrationUse: "business", registrationDate: lines.registrationDate ?? null },
    new Date(PRICED_AT),
  );
  if (!pricing) throw new Error(`example ${car.model} cannot be priced in ${place.state}`);
  return pricing;
}

/** What a quote was asked with, as the quote rows below keep it. */
export interface QuoteRequestFacts {
  clientName: string;
  clientEmail: string;
  postcode: string;
  quantity: number;
  registrationDate: string | null;
  callbackUrl: string;
}

/** A quote as the API's views read it (src/db/queries/quote-rows.ts), pending until changed. */
export function quoteRow(quote: { id: string; dealership: Dealership; vehicle: VehicleRow; request: QuoteRequestFacts; createdAt: string }): QuoteViewRow {
  const { dealership: dealer, vehicle: car, request } = quote;
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
    tenderClosesAt: null,
    outcome: null,
    outcomeAt: null,
    orderReference: null,
    tenderQuotes: null,
    totalCents: null,
    objectKey: null,
    dealershipId: dealer.id,
    dealershipName: dealer.name,
    dealershipEmail: dealer.email,
    dealershipSuburb: dealer.suburb,
    dealershipState: dealer.state,
    vehicleId: car.id,
    requestedModel: null,
    requestedVersion: null,
    vehicleModel: car.model,
    vehicleVersion: car.version,
    vehicleImageUrl: car.imageUrl,
  };
}

/**
 * The quotes the examples show: a RAV4 that Parramatta Toyota priced at once (it auto-responds), and
 * an i30 that Adelaide City Hyundai (which reviews its quotes) completed by hand.
 */
export const scene = /* @__PURE__ */ once(() => {
  const parramattaToyota = dealership("Parramatta Toyota");
  const adelaideCityHyundai = dealership("Adelaide City Hyundai");
  const rav4Gx = stocked(parramattaToyota, "Toyota RAV4 Hybrid", "GX 2WD");
  const i30Hatch = stocked(adelaideCityHyundai, "Hyundai i30", "Hatch 2.0 Auto");

  const quoteRequest = {
    dealershipId: parramattaToyota.id,
    globalCarId: rav4Gx.id,
    clientName: "Jo Fleet",
    clientEmail: "jo@fleet.example.com",
    postcode: "2000",
    quantity: 3,
    registrationDate: "2027-02-15",
    callbackUrl: "https://hooks.acme.example.com/fleet-quotes",
  };

  const rav4Pricing = priced(
    parramattaToyota,
    rav4Gx,
    { dealerDelivery: parramattaToyota.deliveryFee, accessories: [], quantity: quoteRequest.quantity, registrationDate: quoteRequest.registrationDate },
    quoteRequest.postcode,
  );
  const rav4Quote: QuoteViewRow = {
    ...quoteRow({ id: "c4e946a4-4a99-411d-86f9-e89628e8f1c7", dealership: parramattaToyota, vehicle: rav4Gx, request: quoteRequest, createdAt: PRICED_AT }),
    status: "sent",
    sentAt: PRICED_AT,
    validUntil: validUntil(PRICED_AT),
    pricing: rav4Pricing,
  };

  /** An accessory Adelaide City Hyundai added to the i30 it completed. */
  const cargoBarrier = { name: "Cargo barrier", price: 690 };
  const completeQuoteRequest = {
    dealerDelivery: 990,
    accessories: [cargoBarrier],
    dealerNotes: "Ready in two weeks",
  };

  /** The i30: Adelaide City Hyundai reviews its quotes, and completed this one with `completeQuoteRequest`. */
  const i30Pending = quoteRow({
    id: "ec28c90e-a592-4cde-898b-fef1aed3949c",
    dealership: adelaideCityHyundai,
    vehicle: i30Hatch,
    request: { ...quoteRequest, postcode: adelaideCityHyundai.postcode, quantity: 1, registrationDate: null },
    createdAt: "2026-11-23T12:50:20.830Z",
  });
  const i30SentAt = "2026-11-23T12:50:20.942Z";
  const i30Sent = {
    ...i30Pending,
    status: "sent",
    sentAt: i30SentAt,
    validUntil: validUntil(i30SentAt),
    pricing: priced(adelaideCityHyundai, i30Hatch, { ...completeQuoteRequest, quantity: i30Pending.quantity }, adelaideCityHyundai.postcode),
    dealerNotes: completeQuoteRequest.dealerNotes,
  } satisfies QuoteViewRow;

  /** The dealer key Adelaide City Hyundai was issued, which its changes name. */
  const dealerKeyIssued = {
    id: "8999938f-a2c9-4009-8529-f6be301e55f4",
    dealershipId: adelaideCityHyundai.id,
    dealerKey: "dlr_13c90057b99382c02ac0bd231660e364d34787e1b82c19392753705ca140",
    keyPrefix: "dlr_13c90057",
    message: "Give this key to the dealership: it is shown only once and cannot be retrieved again.",
  };

  return { parramattaToyota, adelaideCityHyundai, rav4Gx, i30Hatch, quoteRequest, rav4Pricing, rav4Quote, cargoBarrier, completeQuoteRequest, i30Pending, i30Sent, dealerKeyIssued };
});
