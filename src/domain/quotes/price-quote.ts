import {
  computeDriveAway,
  isAuState,
  NoDutyScheduleError,
  registrationState,
  type AuState,
  type DutyVehicle,
  type RegistrationStateBasis,
} from "../../pricing";

/** What a sent quote stores: the whole priced breakdown, in integer cents. */
export interface StoredPricing {
  vehiclePriceCents: number;
  dealerDeliveryCents: number;
  accessories: { name: string; priceCents: number }[];
  dutiableValueCents: number;
  stampDuty: { cents: number; scheduleId: string; state: string };
  registration: { cents: number; state: string; components: { id: string; label: string; cents: number }[] };
  registrationState: RegistrationPlace;
  quantity: number;
  totalDriveAwayCents: number;
  totalForQuantityCents: number;
}

export interface DealerPricing {
  state: string | null;
  deliveryFeeCents: number;
  standardMarginCents: number;
  apiMarginCents: number | null;
}

export interface RegistrationPlace {
  state: AuState;
  basis: RegistrationStateBasis;
  candidates: AuState[];
}

/** The dealer-side lines of a quote; government charges are always computed, never given. */
export interface PricedLines {
  vehiclePriceCents: number;
  dealerDeliveryCents: number;
  accessories: { name: string; priceCents: number }[];
  quantity: number;
}

/** Where the buyer will register the vehicle: from the postcode, else the dealership's state. */
export function resolveRegistrationState(postcode: string | null | undefined, dealerState: string | null) {
  return registrationState(postcode, isAuState(dealerState) ? dealerState : null);
}

/** A vehicle sold through the API costs the dealer's price plus its API margin, or its standard margin when it has none. */
export function apiVehiclePrice(dealer: DealerPricing, dealerPriceCents: number): number {
  return dealerPriceCents + (dealer.apiMarginCents ?? dealer.standardMarginCents);
}

/**
 * The drive-away price of the dealer's lines plus the government charges of the registration
 * state (stamp duty on that state's dutiable value, 12 months' registration), at the rates in force on
 * the pricing day in that state. Null when the charges data has no duty rate for this vehicle in that
 * state: such a quote needs a person to price it.
 */
export function priceDriveAway(lines: PricedLines, vehicle: DutyVehicle, place: RegistrationPlace, pricingDate: Date): StoredPricing | null {
  try {
    const priced = computeDriveAway({
      state: place.state,
      vehicle,
      dealerPriceCents: lines.vehiclePriceCents,
      marginCents: 0,
      deliveryFeeCents: lines.dealerDeliveryCents,
      accessories: lines.accessories.map(({ name, priceCents }) => ({ name, priceCents })),
      quantity: lines.quantity,
      pricingDate,
    });
    return {
      vehiclePriceCents: priced.vehiclePriceCents,
      dealerDeliveryCents: priced.dealerDeliveryCents,
      accessories: priced.accessories,
      dutiableValueCents: priced.dutiableValueCents,
      stampDuty: { cents: priced.stampDuty.cents, scheduleId: priced.stampDuty.scheduleId, state: priced.stampDuty.state },
      // Concessions are lines of their own (negative cents), listed after the fees so the lines add up to the total.
      registration: {
        cents: priced.registration.cents,
        state: priced.registration.state,
        components: [...priced.registration.components, ...priced.registration.concessions].map(({ id, label, cents }) => ({ id, label, cents })),
      },
      registrationState: { state: place.state, basis: place.basis, candidates: place.candidates },
      quantity: priced.quantity,
      totalDriveAwayCents: priced.totalDriveAwayCents,
      totalForQuantityCents: priced.totalForQuantityCents,
    };
  } catch (error) {
    if (error instanceof NoDutyScheduleError) return null;
    throw error;
  }
}
