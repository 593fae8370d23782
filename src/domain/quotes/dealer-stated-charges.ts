import type { StoredPricing } from "./price-quote";

/**
 * What a dealer works out for a vehicle whose registration the service does not price (a heavy vehicle:
 * the national heavy vehicle charges and the state's own fees are not in the charges data): 12 months'
 * registration, with its insurance and fees, in cents, GST included where it applies. The stamp duty is
 * priced from the state's heavy-vehicle duty rules, as for any vehicle.
 */
export interface DealerStatedCharges {
  registrationCents: number;
}

/**
 * The stamp duty "schedule" of a quote completed before the service priced heavy vehicles' duty, whose
 * dealer stated both its stamp duty and its registration: still read, in stored quotes.
 */
export const STATED_BY_DEALER = "stated-by-dealer";

/** The id of the registration line a dealer stated. */
export const REGISTRATION_STATED_BY_DEALER = "stated_by_dealer";

/**
 * A quote priced with the dealer's own registration, for a vehicle whose registration the charges data
 * cannot price (`reason` says why): the pricing as the engine worked it out, stamp duty included, with its
 * registration (a line saying it was left to the dealer) replaced by the dealer's figure, an estimate with no
 * source of ours whose note says the dealership stated it, and why.
 */
export function pricingWithDealerRegistration(pricing: StoredPricing, charges: DealerStatedCharges, reason: string): StoredPricing {
  const note = `Stated by the dealership: the registration of this vehicle is not priced automatically (${reason.replace(/\.$/, "")}).`;
  const totalDriveAwayCents = pricing.totalDriveAwayCents - pricing.registration.cents + charges.registrationCents;
  return {
    ...pricing,
    registration: {
      cents: charges.registrationCents,
      state: pricing.registration.state,
      components: [
        {
          id: REGISTRATION_STATED_BY_DEALER,
          label: "Registration, insurance and fees, as the dealership states them",
          cents: charges.registrationCents,
          effectiveFrom: pricing.ratesAsOf ?? pricing.stampDuty.effectiveFrom ?? "",
          effectiveTo: null,
          confidence: "estimate",
          sources: [],
          note,
        },
      ],
    },
    totalDriveAwayCents,
    totalForQuantityCents: totalDriveAwayCents * pricing.quantity,
    estimated: true,
  };
}

/** Whether a stored pricing holds government charges the dealership stated (a heavy vehicle's). */
export function dealerStatedCharges(pricing: { stampDuty: { scheduleId: string }; registration?: { components: readonly { id: string }[] } }): "duty-and-registration" | "registration" | null {
  if (pricing.stampDuty.scheduleId === STATED_BY_DEALER) return "duty-and-registration";
  return pricing.registration?.components.some((line) => line.id === REGISTRATION_STATED_BY_DEALER) ? "registration" : null;
}
