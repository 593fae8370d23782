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
  registrationState: { state: string; basis: RegistrationStateBasis; candidates: string[] };
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

export interface QuoteToPrice {
  dealer: DealerPricing;
  vehicle: DutyVehicle;
  dealerPriceCents: number;
  accessories: { name: string; priceCents: number }[];
  quantity: number;
}

export interface RegistrationPlace {
  state: AuState;
  basis: RegistrationStateBasis;
  candidates: AuState[];
}

/** Where the buyer will register the vehicle: from the postcode, else the dealership's state. */
export function resolveRegistrationState(postcode: string | undefined, dealerState: string | null) {
  return registrationState(postcode, isAuState(dealerState) ? dealerState : null);
}

/**
 * The drive-away price of a quote: the dealer's price plus its API margin (or its standard margin
 * when it has none), delivery, accessories, and the government charges of the registration state.
 * Null when the charges data has no duty rate for this vehicle in that state: such a quote needs a
 * person, so it goes to the dealer as a pending quote instead.
 */
export function priceQuote(quote: QuoteToPrice, place: RegistrationPlace, registrationDate = new Date()): StoredPricing | null {
  try {
    const priced = computeDriveAway({
      state: place.state,
      vehicle: quote.vehicle,
      dealerPriceCents: quote.dealerPriceCents,
      marginCents: quote.dealer.apiMarginCents ?? quote.dealer.standardMarginCents,
      deliveryFeeCents: quote.dealer.deliveryFeeCents,
      accessories: quote.accessories,
      quantity: quote.quantity,
      registrationDate,
    });
    return {
      vehiclePriceCents: priced.vehiclePriceCents,
      dealerDeliveryCents: priced.dealerDeliveryCents,
      accessories: priced.accessories,
      dutiableValueCents: priced.dutiableValueCents,
      stampDuty: priced.stampDuty,
      registration: priced.registration,
      registrationState: place,
      quantity: priced.quantity,
      totalDriveAwayCents: priced.totalDriveAwayCents,
      totalForQuantityCents: priced.totalForQuantityCents,
    };
  } catch (error) {
    if (error instanceof NoDutyScheduleError) return null;
    throw error;
  }
}
