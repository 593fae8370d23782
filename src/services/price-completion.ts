import type * as z from "zod/mini";
import type { Database } from "../db/client";
import { loadCompletionContext, type CompletionVehicle } from "../db/queries/dealer-quotes";
import { hasDetail, type QuoteViewRow } from "../db/queries/quote-rows";
import { completionPricing, type DealerAdjustments } from "../domain/quotes/complete-quote";
import type { StoredPricing } from "../domain/quotes/price-quote";
import { shortenedValidity, validUntilOf } from "../domain/quotes/validity";
import { dollarsToCents } from "../domain/money";
import { ApiError } from "../http/errors";
import { clockState } from "../pricing";
import type { CompleteQuoteRequest } from "../schemas/dealer-quotes";

/** What a dealer sends to complete a quote: the vehicle when it is still to be chosen, and any adjusted lines. */
export interface CompletionRequest extends DealerAdjustments {
  /** A vehicle of the dealership's available stock; required when the quote has none yet. */
  globalCarId?: string;
  dealerNotes?: string | null;
  /** An earlier end to this quote's validity than the dealership's own: an ISO date-time, or a day (to its end in the dealership's state). */
  validUntil?: string;
}

/** A completion as the API's schema reads it (dollars), as the services take it (cents). */
export function completionRequestOf(input: z.output<typeof CompleteQuoteRequest>): CompletionRequest {
  return {
    globalCarId: input.globalCarId,
    registrationDate: input.registrationDate,
    vehiclePriceCents: input.vehiclePrice === undefined ? undefined : dollarsToCents(input.vehiclePrice),
    dealerDeliveryCents: input.dealerDelivery === undefined ? undefined : dollarsToCents(input.dealerDelivery),
    accessories: input.accessories?.map((a) => ({ name: a.name, priceCents: dollarsToCents(a.price) })),
    dealerNotes: input.dealerNotes,
    validUntil: input.validUntil,
    governmentCharges: input.governmentCharges === undefined ? undefined : { registrationCents: dollarsToCents(input.governmentCharges.registration) },
  };
}

export interface PricedCompletion {
  quote: QuoteViewRow;
  vehicle: CompletionVehicle;
  pricing: StoredPricing;
  /** Until when the price will hold, sent now. */
  validUntil: Date;
}

/**
 * Prices a pending quote as the dealer would complete it, writing nothing: the first step of a
 * completion, and the dealer portal's live preview. Refuses, with the API's error codes, a quote
 * that is not the dealership's (404), one that is no longer pending (409), a vehicle outside the
 * dealership's available stock and a quote whose vehicle is still to be chosen (400), and a tender's
 * quote once the tender's `closesAt` has come (409), closed or not.
 */
export async function priceCompletion(db: Database, dealershipId: string, quoteId: string, request: CompletionRequest, now: Date): Promise<PricedCompletion> {
  const { quote, dealer, vehicle, tenderClosesAt } = await loadCompletionContext(db, dealershipId, quoteId, request.globalCarId);
  if (!quote || !dealer) throw new ApiError("NOT_FOUND", `Quote ${quoteId} not found`);
  if (quote.status !== "pending") throw new ApiError("CONFLICT", `Quote ${quoteId} is ${quote.status}, not pending: it cannot be completed again`);
  if (quote.outcome === "lapsed") {
    const why = quote.tenderId ? `the client's tender closed at ${quote.outcomeAt}` : `your dealership stopped taking quotes at ${quote.outcomeAt}`;
    throw new ApiError("CONFLICT", `Quote ${quoteId} lapsed: ${why} before it was completed, and its credit was returned`);
  }
  // The deadline holds to the second, whether or not the tender's close has run yet.
  if (tenderClosesAt !== null && tenderClosesAt <= now.toISOString()) {
    throw new ApiError("CONFLICT", `Quote ${quoteId} can no longer be answered: the client's tender closed at ${tenderClosesAt}`);
  }
  // An archived quote was sent or lapsed, and was refused above.
  if (!hasDetail(quote)) throw new Error(`quote ${quoteId} is archived but pending`);

  if (request.globalCarId && (!vehicle || vehicle.priceCents === null || !vehicle.available)) {
    throw new ApiError("INVALID_REQUEST", `Field 'globalCarId' must be a vehicle in this dealership's available stock: ${request.globalCarId} is not`);
  }
  if (!vehicle) {
    const asked = [quote.requestedModel, quote.requestedVersion].filter(Boolean).join(" ");
    throw new ApiError(
      "INVALID_REQUEST",
      `Field 'globalCarId' is required: the client asked for "${asked}", which names no single vehicle in stock; choose one from this dealership's stock`,
    );
  }

  const priced = completionPricing(
    {
      postcode: quote.postcode,
      quantity: quote.quantity,
      requestedAccessories: quote.requestedAccessories,
      registrationUse: quote.registrationUse,
      registrationDate: quote.registrationDate,
      manufacturerFleetDiscount: quote.manufacturerFleetDiscount,
      vehicle,
    },
    dealer,
    request,
    now,
  );
  if (!priced.ok) throw new ApiError("INVALID_REQUEST", priced.message);
  const validity =
    request.validUntil === undefined ? null : shortenedValidity(request.validUntil, now, dealer.quoteValidityDays, clockState(dealer.state));
  if (validity && !validity.ok) throw new ApiError("INVALID_REQUEST", validity.message);
  return { quote, vehicle, pricing: priced.pricing, validUntil: validity?.validUntil ?? validUntilOf(now, dealer.quoteValidityDays) };
}

