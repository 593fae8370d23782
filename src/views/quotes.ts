import type { QuoteListRow, QuoteViewRow } from "../db/queries/quote-rows";
import { centsToDollars as dollars } from "../domain/money";
import type { StoredPricing, StoredProvenance } from "../domain/quotes/price-quote";
import { isExpired } from "../domain/quotes/validity";
import type { DealerQuoteDetail, DealerQuoteListResponse } from "../schemas/dealer-quotes";
import { QUOTE_COMPLETED, QUOTE_LAPSED, type QuoteCompletedEvent, type QuoteLapsedEvent } from "../schemas/webhook-events";
import type { CreateQuoteCompleted, PricingLineItems, QuoteDetail, QuoteListItem, QuotePricing } from "../schemas/quotes";

/** A charge's provenance as shown; quotes priced before charges were dated show nulls. */
function provenanceView(p: Partial<StoredProvenance>) {
  return {
    effectiveFrom: p.effectiveFrom ?? null,
    effectiveTo: p.effectiveTo ?? null,
    confidence: p.confidence ?? null,
    sources: p.sources ?? [],
    note: p.note ?? null,
  };
}

function chargeLineView(line: { id: string; label: string; cents: number } & Partial<StoredProvenance>) {
  return { id: line.id, label: line.label, amount: dollars(line.cents), ...provenanceView(line) };
}

/** The stored breakdown (cents) as the API shows it (dollars). */
export function lineItemsView(p: StoredPricing): PricingLineItems {
  return {
    vehiclePrice: dollars(p.vehiclePriceCents),
    vehiclePriceNote: p.vehiclePriceNote ?? null,
    dealerDelivery: dollars(p.dealerDeliveryCents),
    accessories: p.accessories.map((a) => ({ name: a.name, price: dollars(a.priceCents) })),
    stampDuty: {
      amount: dollars(p.stampDuty.cents),
      state: p.stampDuty.state,
      schedule: p.stampDuty.scheduleId,
      dutiableValue: dollars(p.dutiableValueCents),
      vehicleClass: p.vehicleClasses?.duty ?? null,
      ...provenanceView(p.stampDuty),
      concessions: (p.stampDuty.concessions ?? []).map(chargeLineView),
    },
    registration: {
      amount: dollars(p.registration.cents),
      state: p.registration.state,
      vehicleClass: p.vehicleClasses?.registration ?? null,
      components: p.registration.components.map(chargeLineView),
    },
    ratesAsOf: p.ratesAsOf ?? null,
    // Quotes priced before the use was asked were priced with private rates.
    registrationUse: p.registrationUse ?? "private",
    registrationDate: p.registrationDate ?? null,
    manufacturerFleetDiscount: p.manufacturerFleetDiscount ?? false,
    // A quote priced before charges were dated cannot vouch for its figures.
    estimated: p.estimated ?? true,
    registrationState: p.registrationState,
    quantity: p.quantity,
    totalForQuantity: dollars(p.totalForQuantityCents),
  };
}

export function pricingView(p: StoredPricing | null): QuotePricing | null {
  return p ? { totalDriveAway: dollars(p.totalDriveAwayCents), lineItems: lineItemsView(p) } : null;
}

/**
 * The quote's vehicle, or, while the dealer has still to choose one, the model and version text
 * the client asked for (without an image).
 */
function vehicleOf(row: QuoteListRow): { model: string; version: string; imageUrl: string | null } | null {
  if (row.vehicleModel !== null && row.vehicleVersion !== null) {
    return { model: row.vehicleModel, version: row.vehicleVersion, imageUrl: row.vehicleImageUrl };
  }
  return row.requestedModel === null ? null : { model: row.requestedModel, version: row.requestedVersion ?? "", imageUrl: null };
}

function listVehicle(row: QuoteListRow) {
  const vehicle = vehicleOf(row);
  return vehicle && { model: vehicle.model, version: vehicle.version };
}

/** How long the quote's price holds, as every view of a quote shows it. */
function validity(row: QuoteListRow, now: Date) {
  return { validUntil: row.validUntil, expired: isExpired(row.validUntil, now) };
}

export function quoteListItemView(row: QuoteListRow, now: Date): QuoteListItem {
  return {
    id: row.id,
    dealership: { id: row.dealershipId, name: row.dealershipName, suburb: row.dealershipSuburb, state: row.dealershipState },
    vehicle: listVehicle(row),
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    status: row.status,
    channel: row.channel,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    ...validity(row, now),
    tenderId: row.tenderId,
    outcome: row.outcome,
  };
}

/** A dealership's list shows the quantity beside each quote too. */
export function dealerQuoteListItemView(row: QuoteListRow, now: Date): DealerQuoteListResponse["quotes"][number] {
  return { ...quoteListItemView(row, now), quantity: row.quantity, closesAt: row.tenderClosesAt };
}

export function quoteDetailView(row: QuoteViewRow, now: Date): QuoteDetail {
  return {
    id: row.id,
    status: row.status,
    channel: row.channel,
    dealership: {
      id: row.dealershipId,
      name: row.dealershipName,
      email: row.dealershipEmail,
      suburb: row.dealershipSuburb,
      state: row.dealershipState,
    },
    vehicle: vehicleOf(row),
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    registrationUse: row.registrationUse,
    registrationDate: row.registrationDate,
    manufacturerFleetDiscount: row.manufacturerFleetDiscount,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    callbackUrl: row.callbackUrl,
    pricing: pricingView(row.pricing),
    dealerNotes: row.dealerNotes,
    ...validity(row, now),
    tenderId: row.tenderId,
    ...outcomeView(row),
  };
}

/** What the client decided of the quote, as the client's and the dealership's detail show it. */
function outcomeView(row: QuoteViewRow) {
  return {
    outcome: row.outcome,
    acceptedAt: row.outcome === "accepted" ? row.outcomeAt : null,
    orderReference: row.orderReference,
  };
}

export function dealerQuoteDetailView(row: QuoteViewRow, now: Date): DealerQuoteDetail {
  const { callbackUrl: _, ...detail } = quoteDetailView(row, now);
  return {
    ...detail,
    quantity: row.quantity,
    closesAt: row.tenderClosesAt,
    postcode: row.postcode,
    notes: row.notes,
    requestedAccessories: row.requestedAccessories.map((a) => ({ id: a.id, name: a.name, price: dollars(a.priceCents) })),
  };
}

/** The completion webhook's payload of a just-completed quote, frozen into its delivery row. */
export function quoteCompletedEvent(row: QuoteViewRow & { pricing: StoredPricing; sentAt: string; validUntil: string }): QuoteCompletedEvent {
  const { pricing, sentAt } = row;
  return {
    event: QUOTE_COMPLETED,
    quoteId: row.id,
    status: "sent",
    // The contract's `dealership.email` is a string: an approved dealership has a contactEmail; only
    // one approved before that rule could lack it, and is then sent as "" rather than breaking the type.
    dealership: { name: row.dealershipName, email: row.dealershipEmail ?? "" },
    vehicle: { model: row.vehicleModel ?? "", version: row.vehicleVersion ?? "", imageUrl: row.vehicleImageUrl },
    pricing: { totalDriveAway: dollars(pricing.totalDriveAwayCents), lineItems: lineItemsView(pricing) },
    clientName: row.clientName,
    // Asked for at creation; erased only by retention, long after a quote can be completed.
    clientEmail: row.clientEmail ?? "",
    sentAt,
    validUntil: row.validUntil,
    tenderId: row.tenderId,
    dealerNotes: row.dealerNotes,
  };
}

/** The `quote.lapsed` event of a pending quote that lapsed at `lapsedAt`, its dealership unapproved. */
export function quoteLapsedEvent(
  quote: { id: string; tenderId: string | null; clientName: string; clientEmail: string | null },
  dealership: { id: string; name: string },
  lapsedAt: string,
): QuoteLapsedEvent {
  return {
    type: QUOTE_LAPSED,
    data: { quoteId: quote.id, tenderId: quote.tenderId, lapsedAt, reason: "dealership-unapproved", dealership, clientName: quote.clientName, clientEmail: quote.clientEmail ?? "" },
  };
}

/** The pricing of a priced quote as its creation answer shows it (spec 2.9), with the full line items beside. */
export function completedPricingView(pricing: StoredPricing): CreateQuoteCompleted["pricing"] {
  return {
    dealerDelivery: dollars(pricing.dealerDeliveryCents),
    accessories: pricing.accessories.map((a) => ({ name: a.name, price: dollars(a.priceCents) })),
    totalDriveAway: dollars(pricing.totalDriveAwayCents),
    lineItems: lineItemsView(pricing),
  };
}

/** The creation response of an instantly answered quote (spec 2.9), with the full line items beside. */
export function completedQuoteView(quote: {
  quoteId: string;
  createdAt: string;
  validUntil: string;
  dealer: { name: string; contactEmail: string | null };
  vehicle: { model: string; version: string; imageUrl: string | null };
  pricing: StoredPricing;
}): CreateQuoteCompleted {
  const { pricing } = quote;
  return {
    status: "completed",
    quoteId: quote.quoteId,
    dealership: { name: quote.dealer.name, email: quote.dealer.contactEmail },
    vehicle: { model: quote.vehicle.model, version: quote.vehicle.version, imageUrl: quote.vehicle.imageUrl },
    pricing: completedPricingView(pricing),
    createdAt: quote.createdAt,
    validUntil: quote.validUntil,
  };
}
