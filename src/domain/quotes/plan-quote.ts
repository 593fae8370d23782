import type { RegistrationUse } from "../../pricing";
import { chooseVehicle, type VehicleCandidate } from "./choose-vehicle";
import { apiVehiclePrice, priceDriveAway, resolveRegistrationState, type DealerPricing, type PricingVehicle, type StoredPricing } from "./price-quote";
import { registrationDateProblem } from "./registration-date";
import { validUntilOf } from "./validity";

export interface PlanDealer extends DealerPricing {
  tier: "standard" | "enterprise";
  autoRespond: boolean;
  credits: number;
  quoteValidityDays: number;
}

/** An accessory of the dealership as the client asked for it: its name and price at that moment, kept with the quote. */
export interface RequestedAccessory {
  id: string;
  name: string;
  priceCents: number;
}

export type PlanVehicle = VehicleCandidate & PricingVehicle & { priceCents: number; imageUrl: string | null };

export interface QuoteRequestFacts {
  globalCarId?: string;
  model?: string;
  version?: string;
  postcode?: string;
  quantity: number;
  accessoryIds: string[];
  registrationUse: RegistrationUse;
  /** "YYYY-MM-DD": from today in the registration state to 24 months ahead. */
  registrationDate?: string;
  /** Bought with a manufacturer's fleet discount (TAS duty). */
  manufacturerFleetDiscount: boolean;
}

export type QuotePlan<V extends PlanVehicle> =
  | {
      ok: true;
      status: "sent" | "pending";
      /** Null when the request's model text matched several vehicles in stock, or none: the dealer chooses. */
      vehicle: V | null;
      accessories: RequestedAccessory[];
      pricing: StoredPricing | null;
      /** Until when a priced quote holds (null while pending). */
      validUntil: Date | null;
    }
  | PlanRefusal;

/** Why a quote (or a tender) cannot be made, in words for the client. */
export interface PlanRefusal {
  ok: false;
  failure: "invalid" | "not_found" | "no_credits";
  message: string;
}

export type PlannedQuote<V extends PlanVehicle> = Extract<QuotePlan<V>, { ok: true }>;

/**
 * The rules of a quote request, decided on data already loaded: which vehicle and accessories it
 * means, whether the dealership can take it, and, for an auto-responding enterprise dealer, its
 * price. A model text that does not name exactly one vehicle in stock is still a valid request:
 * it goes to the dealer as a pending quote. The credit check here gives a clear early answer; the
 * guarded write is what enforces it.
 */
export function planQuote<V extends PlanVehicle>(
  request: QuoteRequestFacts,
  dealer: PlanDealer | null,
  candidates: V[],
  accessories: { id: string; name: string; priceCents: number }[],
  now: Date,
): QuotePlan<V> {
  if (!dealer) return { ok: false, failure: "not_found", message: "Dealership not found or not approved" };

  const requestedAccessories = [...new Set(request.accessoryIds)];
  const unknown = requestedAccessories.filter((id) => !accessories.some((a) => a.id === id));
  if (unknown.length > 0) {
    return { ok: false, failure: "invalid", message: `Field 'accessoryIds' has ids that are not accessories of this dealership: ${unknown.join(", ")}` };
  }

  const place = resolveRegistrationState(request.postcode, dealer.state);
  if (!place.ok) return { ok: false, failure: "invalid", message: `Field 'postcode' cannot be used: ${place.reason}` };
  const dateProblem = request.registrationDate === undefined ? null : registrationDateProblem(request.registrationDate, place.state, now);
  if (dateProblem) return { ok: false, failure: "invalid", message: dateProblem };

  let vehicle: V | null;
  if (request.globalCarId) {
    const found = candidates.find((c) => c.id === request.globalCarId);
    if (!found) return { ok: false, failure: "not_found", message: `Vehicle ${request.globalCarId} is not available at this dealership` };
    vehicle = found;
  } else {
    const choice = chooseVehicle(candidates, request.model ?? "", request.version);
    vehicle = choice.ok ? choice.vehicle : null;
  }

  if (dealer.credits < 1) return { ok: false, failure: "no_credits", message: "The dealership has no quote credits left" };

  // Accessories are priced in the order the client listed them, each once.
  const chosenAccessories = requestedAccessories.map((id) => accessories.find((a) => a.id === id)!);
  const autoRespond = dealer.tier === "enterprise" && dealer.autoRespond;
  const pricing =
    autoRespond && vehicle
      ? priceDriveAway(
          {
            vehiclePriceCents: apiVehiclePrice(dealer, vehicle.priceCents),
            dealerDeliveryCents: dealer.deliveryFeeCents,
            accessories: chosenAccessories,
            quantity: request.quantity,
          },
          vehicle,
          place,
          { registrationUse: request.registrationUse, registrationDate: request.registrationDate ?? null, manufacturerFleetDiscount: request.manufacturerFleetDiscount },
          now,
        )
      : null;
  return {
    ok: true,
    status: pricing ? "sent" : "pending",
    vehicle,
    accessories: chosenAccessories,
    pricing,
    validUntil: pricing ? validUntilOf(now, dealer.quoteValidityDays) : null,
  };
}
