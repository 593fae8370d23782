import type { RegistrationUse } from "../../pricing";
import { pricingWithDealerRegistration, type DealerStatedCharges } from "./dealer-stated-charges";
import { apiVehiclePrice, resolveRegistrationState, tryPriceDriveAway, type DealerPricing, type PricingVehicle, type StoredPricing } from "./price-quote";
import { registrationDateProblem } from "./registration-date";

/** What the dealer may confirm or change; anything left out keeps the dealership's current figure (or the client's date). */
export interface DealerAdjustments {
  vehiclePriceCents?: number;
  dealerDeliveryCents?: number;
  accessories?: { name: string; priceCents: number }[];
  /** The day the vehicle will be registered, when the dealer knows better than the client's request. */
  registrationDate?: string;
  /** The registration as the dealer works it out: only for a vehicle whose registration is not priced automatically (a heavy vehicle). */
  governmentCharges?: DealerStatedCharges;
}

export interface QuoteToComplete {
  postcode: string | null;
  quantity: number;
  /** The accessories asked for, as they were when asked. */
  requestedAccessories: { name: string; priceCents: number }[];
  registrationUse: RegistrationUse;
  /** The client's registration date, if any. */
  registrationDate: string | null;
  manufacturerFleetDiscount: boolean;
  vehicle: PricingVehicle & { priceCents: number | null };
}

export type CompletionPricing = { ok: true; pricing: StoredPricing } | { ok: false; message: string };

/**
 * Prices a pending quote as the dealer completes it. The dealer's lines default to what the quote
 * would have cost through the API today (current stock price + margin, delivery fee), with the
 * accessories the client asked for as they were when asked (the dealer's own `accessories` replace
 * them, so one can be taken off this quote); government charges are always recomputed, never typed in, for the
 * registration date (the dealer's, else the client's, else today), which must still lie from today
 * to 24 months ahead. The one exception: a heavy vehicle, whose registration the charges data cannot
 * price, is priced with the registration the dealer states (its stamp duty is the state's, as always).
 */
export function completionPricing(
  quote: QuoteToComplete,
  dealer: DealerPricing,
  adjustments: DealerAdjustments,
  now: Date,
): CompletionPricing {
  const place = resolveRegistrationState(quote.postcode, dealer.state);
  if (!place.ok) return { ok: false, message: `The quote's registration state cannot be determined: ${place.reason}` };
  const registrationDate = adjustments.registrationDate ?? quote.registrationDate;
  const dateProblem = registrationDate === null ? null : registrationDateProblem(registrationDate, place.state, now);
  if (dateProblem) {
    const whose = adjustments.registrationDate === undefined ? " (the client's date has passed: set the day the vehicle will be registered)" : "";
    return { ok: false, message: `${dateProblem}${whose}` };
  }

  const currentPrice = quote.vehicle.priceCents === null ? null : apiVehiclePrice(dealer, quote.vehicle.priceCents);
  const vehiclePriceCents = adjustments.vehiclePriceCents ?? currentPrice;
  if (vehiclePriceCents === null) {
    return { ok: false, message: "Field 'vehiclePrice' is required: the vehicle is no longer in this dealership's stock" };
  }
  const lines = {
    vehiclePriceCents,
    dealerDeliveryCents: adjustments.dealerDeliveryCents ?? dealer.deliveryFeeCents,
    accessories: adjustments.accessories ?? quote.requestedAccessories.map(({ name, priceCents }) => ({ name, priceCents })),
    quantity: quote.quantity,
  };
  const registrationPlace = { state: place.state, basis: place.basis, candidates: place.candidates };
  const registration = { registrationUse: quote.registrationUse, registrationDate, manufacturerFleetDiscount: quote.manufacturerFleetDiscount };
  const priced = tryPriceDriveAway(lines, quote.vehicle, registrationPlace, registration, now);
  if (priced.ok && adjustments.governmentCharges !== undefined) {
    return { ok: false, message: `Field 'governmentCharges' is only for a heavy vehicle: this one's registration comes from ${place.state}'s published charges` };
  }
  if (!priced.ok) {
    if (priced.code === "heavy-vehicle") {
      if (adjustments.governmentCharges !== undefined) {
        return { ok: true, pricing: pricingWithDealerRegistration(priced.pricing, adjustments.governmentCharges, priced.reason) };
      }
      return {
        ok: false,
        message: `This vehicle's registration is not priced automatically in ${place.state}: ${priced.reason.replace(/\.$/, "")}. Field 'governmentCharges.registration' is required: the registration as you work it out (its stamp duty is ${place.state}'s, priced here)`,
      };
    }
    return {
      ok: false,
      message: `The charges data has no stamp duty rate for this vehicle in ${place.state}: its catalogue facts (body type, powertrain, cylinders, CO2) fit none of ${place.state}'s classes; the operator can complete them`,
    };
  }
  return { ok: true, pricing: priced.pricing };
}
