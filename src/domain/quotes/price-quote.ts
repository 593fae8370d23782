import {
  computeDriveAway,
  isAuState,
  pricingCoverage,
  registrationState,
  vehicleFactsFromBodyClass,
  NoDutyScheduleError,
  type VehicleNotPricedError,
  type AuState,
  type Confidence,
  type LegacyVehicle,
  type PricedComponent,
  type Provenance,
  type RegistrationStateBasis,
  type RegistrationUse,
  type VehicleFacts,
} from "../../pricing";

/** When a government charge's rule took effect, how sure its figure is, and where it was read. */
export interface StoredProvenance {
  effectiveFrom: string;
  effectiveTo: string | null;
  confidence: Confidence;
  /** The public pages the figure was read from (research notes of our own are not listed). */
  sources: string[];
  /** Why this confidence: what the quote lacked, what was not found. */
  note?: string;
}

export type StoredChargeLine = StoredProvenance & { id: string; label: string; cents: number };

/**
 * What a sent quote stores: the whole priced breakdown, in integer cents, frozen as priced: new
 * rates added later never change it. Quotes priced before effective dating lack the provenance
 * fields, `ratesAsOf` and `estimated` (`Partial` below).
 */
export interface StoredPricing {
  vehiclePriceCents: number;
  /** Said of the vehicle line (that its price includes luxury car tax); absent on quotes priced before it was said. */
  vehiclePriceNote?: string | null;
  dealerDeliveryCents: number;
  accessories: { name: string; priceCents: number }[];
  dutiableValueCents: number;
  stampDuty: { cents: number; scheduleId: string; state: string; concessions?: StoredChargeLine[] } & Partial<StoredProvenance>;
  /** Components, then concessions and rebates as lines of their own (negative cents): they add up to `cents`. */
  registration: { cents: number; state: string; components: ({ id: string; label: string; cents: number } & Partial<StoredProvenance>)[] };
  registrationState: RegistrationPlace;
  quantity: number;
  totalDriveAwayCents: number;
  totalForQuantityCents: number;
  /** The registration state's calendar day whose rates were used: the registration date when one was given. */
  ratesAsOf?: string;
  /** What the vehicle is registered for (quotes priced before it was asked were priced as private). */
  registrationUse?: RegistrationUse;
  /** The day the vehicle is to be registered, as the client or the dealer gave it; null = not given. */
  registrationDate?: string | null;
  /** Some government line is carried forward from an earlier period or an estimate. */
  estimated?: boolean;
  /** Bought with a manufacturer's fleet discount; absent on quotes priced before it could be asked. */
  manufacturerFleetDiscount?: boolean;
  /** The registration state's classes the vehicle's facts put it in; absent on quotes priced before classes were named. */
  vehicleClasses?: { duty: string | null; registration: string | null };
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

/**
 * What pricing knows of the vehicle, and its list price: its physical facts, or, for a catalogue row that
 * still holds only the old body class, that row (its facts are then derived: pricing/body-class.ts).
 */
export type PricingVehicle = (VehicleFacts | LegacyVehicle) & { listPriceCents: number | null };

/** What the vehicle is registered for, and when. */
export interface RegistrationFacts {
  registrationUse: RegistrationUse;
  /** "YYYY-MM-DD" in the registration state; null = the day it is priced. */
  registrationDate: string | null;
  /** Bought with a manufacturer's fleet discount (TAS duty). Default false. */
  manufacturerFleetDiscount?: boolean;
}

/**
 * A priced quote, or why the vehicle is not priced automatically (words for the dealer or the client). A
 * heavy vehicle comes with its pricing all but its registration (stamp duty by the state's heavy-vehicle
 * rules; one registration line of 0 that says the dealer states it): an estimate answers with it, a dealer
 * completes it with the registration.
 */
export type DriveAwayPricing =
  | { ok: true; pricing: StoredPricing }
  | { ok: false; code: "heavy-vehicle"; reason: string; pricing: StoredPricing }
  | { ok: false; code: Exclude<VehicleNotPricedError["code"], "heavy-vehicle">; reason: string };

/** The vehicle's physical facts, derived from an old catalogue row where it has no others. */
export function pricingFacts(vehicle: PricingVehicle): VehicleFacts {
  if ("bodyClass" in vehicle) return vehicleFactsFromBodyClass(vehicle);
  const { listPriceCents: _listPrice, ...facts } = vehicle;
  return facts;
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
 * state (stamp duty on that state's dutiable value, 12 months' registration for the vehicle's use),
 * at the rates in force in that state on the registration date, or on the day it is priced when no
 * date was given. Not priced when the vehicle is not priced automatically (a heavy vehicle, whose
 * registration the dealer states; no duty rate for it in that state): such a quote needs a person to price
 * it, and the reason says why.
 */
export function tryPriceDriveAway(
  lines: PricedLines,
  vehicle: PricingVehicle,
  place: RegistrationPlace,
  registration: RegistrationFacts,
  now: Date,
): DriveAwayPricing {
  try {
    const priced = computeDriveAway({
      state: place.state,
      vehicle: pricingFacts(vehicle),
      registrationUse: registration.registrationUse,
      manufacturerFleetDiscount: registration.manufacturerFleetDiscount ?? false,
      listPriceCents: vehicle.listPriceCents,
      dealerPriceCents: lines.vehiclePriceCents,
      marginCents: 0,
      deliveryFeeCents: lines.dealerDeliveryCents,
      accessories: lines.accessories.map(({ name, priceCents }) => ({ name, priceCents })),
      quantity: lines.quantity,
      pricingDate: registration.registrationDate ?? now,
    });
    if (priced.beyondCoverage) warnOnceBeyondCoverage(priced.ratesAsOf);
    const { stampDuty: duty } = priced;
    const pricing: StoredPricing = {
      vehiclePriceCents: priced.vehiclePriceCents,
      vehiclePriceNote: priced.vehiclePriceNote,
      dealerDeliveryCents: priced.dealerDeliveryCents,
      accessories: priced.accessories,
      dutiableValueCents: priced.dutiableValueCents,
      stampDuty: { cents: duty.cents, scheduleId: duty.scheduleId, state: duty.state, ...stored(duty), concessions: duty.concessions.map(storedLine) },
      // Concessions are lines of their own (negative cents), listed after the fees so the lines add up to the total.
      registration: {
        cents: priced.registration.cents,
        state: priced.registration.state,
        components: [...priced.registration.components, ...priced.registration.concessions].map(storedLine),
      },
      registrationState: { state: place.state, basis: place.basis, candidates: place.candidates },
      quantity: priced.quantity,
      totalDriveAwayCents: priced.totalDriveAwayCents,
      totalForQuantityCents: priced.totalForQuantityCents,
      ratesAsOf: priced.ratesAsOf,
      estimated: priced.estimated,
      registrationUse: priced.registrationUse,
      registrationDate: registration.registrationDate,
      manufacturerFleetDiscount: priced.manufacturerFleetDiscount,
      vehicleClasses: priced.vehicleClasses,
    };
    if (priced.registrationLeftToDealer !== null) return { ok: false, code: "heavy-vehicle", reason: priced.registrationLeftToDealer, pricing };
    return { ok: true, pricing };
  } catch (error) {
    if (error instanceof NoDutyScheduleError) return { ok: false, code: error.code, reason: error.reason };
    throw error;
  }
}

/** tryPriceDriveAway's pricing, or null when the vehicle is not priced automatically. */
export function priceDriveAway(
  lines: PricedLines,
  vehicle: PricingVehicle,
  place: RegistrationPlace,
  registration: RegistrationFacts,
  now: Date,
): StoredPricing | null {
  const priced = tryPriceDriveAway(lines, vehicle, place, registration, now);
  return priced.ok ? priced.pricing : null;
}

function stored(provenance: Provenance): StoredProvenance {
  return {
    effectiveFrom: provenance.effectiveFrom,
    effectiveTo: provenance.effectiveTo,
    confidence: provenance.confidence,
    sources: provenance.sources.flatMap((source) => (source.kind === "note" ? [] : [source.url])),
    ...(provenance.note === undefined ? {} : { note: provenance.note }),
  };
}

function storedLine(line: PricedComponent): StoredChargeLine {
  return { id: line.id, label: line.label, cents: line.cents, ...stored(line) };
}

let warnedBeyondCoverage = false;

/**
 * Pricing past the newest charges data still works (the newest rules, every line carried forward),
 * but operators must hear of it: once per isolate, so the log is not flooded.
 */
function warnOnceBeyondCoverage(ratesAsOf: string): void {
  if (warnedBeyondCoverage) return;
  warnedBeyondCoverage = true;
  console.warn(
    JSON.stringify({
      message: "pricing past the charges data: newest rules carried forward; add the next financial year (docs/pricing-data.md, 'The yearly update')",
      ratesAsOf,
      validThrough: pricingCoverage().validThrough,
    }),
  );
}
