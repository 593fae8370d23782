import { pricingDay } from "../../pricing";
import type { PricedLines, RegistrationFacts, RegistrationPlace, StoredPricing } from "./price-quote";

/**
 * The government charges a dealer works out for a vehicle the service does not price automatically
 * (a heavy vehicle: the national heavy vehicle charges and the state's fees are not in the charges
 * data), in cents, GST included where it applies.
 */
export interface DealerStatedCharges {
  stampDutyCents: number;
  registrationCents: number;
}

/** The stamp duty "schedule" of a quote whose government charges the dealer stated. */
export const STATED_BY_DEALER = "stated-by-dealer";

/**
 * A quote priced with the dealer's own stamp duty and registration, for a vehicle the charges data
 * cannot price (`reason` says why). Both lines are estimates with no source of ours: their note says
 * the dealership stated them, and why. Everything else is as an automatically priced quote stores it.
 */
export function pricingWithDealerCharges(
  lines: PricedLines,
  place: RegistrationPlace,
  registration: RegistrationFacts,
  charges: DealerStatedCharges,
  reason: string,
  now: Date,
): StoredPricing {
  const day = registration.registrationDate ?? pricingDay(place.state, now);
  const stated = { effectiveFrom: day, effectiveTo: null, confidence: "estimate" as const, sources: [] };
  const note = `Stated by the dealership: this vehicle is not priced automatically (${reason.replace(/\.$/, "")}).`;
  const accessoriesCents = lines.accessories.reduce((sum, accessory) => sum + accessory.priceCents, 0);
  const totalDriveAwayCents = lines.vehiclePriceCents + lines.dealerDeliveryCents + accessoriesCents + charges.stampDutyCents + charges.registrationCents;
  return {
    vehiclePriceCents: lines.vehiclePriceCents,
    vehiclePriceNote: null,
    dealerDeliveryCents: lines.dealerDeliveryCents,
    accessories: lines.accessories.map(({ name, priceCents }) => ({ name, priceCents })),
    // Not worked out here: the dealer's duty figure is on the value the state counts.
    dutiableValueCents: lines.vehiclePriceCents,
    stampDuty: { cents: charges.stampDutyCents, scheduleId: STATED_BY_DEALER, state: place.state, ...stated, note, concessions: [] },
    registration: {
      cents: charges.registrationCents,
      state: place.state,
      components: [{ id: "stated_by_dealer", label: "Registration, insurance and fees, as the dealership states them", cents: charges.registrationCents, ...stated, note }],
    },
    registrationState: place,
    quantity: lines.quantity,
    totalDriveAwayCents,
    totalForQuantityCents: totalDriveAwayCents * lines.quantity,
    ratesAsOf: day,
    estimated: true,
    registrationUse: registration.registrationUse,
    registrationDate: registration.registrationDate,
    manufacturerFleetDiscount: registration.manufacturerFleetDiscount ?? false,
    vehicleClasses: { duty: null, registration: null },
  };
}
