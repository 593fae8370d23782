import { isAuState, type RegistrationUse, type VehicleFacts } from "../pricing";
import { resolveRegistrationState, tryPriceDriveAway, type StoredPricing } from "./quotes/price-quote";
import { registrationDateProblem } from "./quotes/registration-date";

/** What an FMO gives to budget a vehicle before asking any dealership (amounts in cents). */
export interface EstimateRequest {
  state?: string;
  postcode?: string;
  registrationUse: RegistrationUse;
  registrationDate?: string;
  vehiclePriceCents: number;
  /** The manufacturer's list price, when the request gives one (else the catalogue's, for a catalogue vehicle). */
  listPriceCents?: number;
  deliveryFeeCents: number;
  accessoriesCents: number;
  manufacturerFleetDiscount: boolean;
}

export type Estimate =
  | { ok: true; pricing: StoredPricing }
  | { ok: false; failure: "invalid"; message: string }
  | { ok: false; failure: "not_priced"; message: string };

/** Accessories an estimate is given as one amount, as one line. */
export const ESTIMATE_ACCESSORIES_LINE = "Accessories";

/**
 * A drive-away price to budget with: the same pricing as a quote (`tryPriceDriveAway`), on the FMO's own
 * figures, for the registration state named or the postcode's, on the registration date (today when none).
 * Nothing is stored, no dealership is asked. A heavy vehicle (or a truck or bus of unknown GVM) is answered
 * with its stamp duty and its registration left to the dealer, in a line that says so and is not in the
 * total; a vehicle the state has no duty rate for is refused with the reason.
 */
export function estimateDriveAway(request: EstimateRequest, vehicle: VehicleFacts & { listPriceCents: number | null }, now: Date): Estimate {
  const place = request.postcode !== undefined ? resolveRegistrationState(request.postcode, null) : requestedState(request.state);
  if (!place.ok) return { ok: false, failure: "invalid", message: request.postcode !== undefined ? `Field 'postcode' cannot be used: ${place.reason}` : place.reason };
  const dateProblem = request.registrationDate === undefined ? null : registrationDateProblem(request.registrationDate, place.state, now);
  if (dateProblem) return { ok: false, failure: "invalid", message: dateProblem };

  const priced = tryPriceDriveAway(
    {
      vehiclePriceCents: request.vehiclePriceCents,
      dealerDeliveryCents: request.deliveryFeeCents,
      accessories: request.accessoriesCents > 0 ? [{ name: ESTIMATE_ACCESSORIES_LINE, priceCents: request.accessoriesCents }] : [],
      quantity: 1,
    },
    { ...vehicle, listPriceCents: request.listPriceCents ?? vehicle.listPriceCents },
    { state: place.state, basis: place.basis, candidates: place.candidates },
    { registrationUse: request.registrationUse, registrationDate: request.registrationDate ?? null, manufacturerFleetDiscount: request.manufacturerFleetDiscount },
    now,
  );
  // A heavy vehicle: its stamp duty, with the registration left to the dealer (a line of its own says so).
  if (!priced.ok && priced.code === "heavy-vehicle") return { ok: true, pricing: priced.pricing };
  if (!priced.ok) return { ok: false, failure: "not_priced", message: `This vehicle is not priced automatically in ${place.state}: ${priced.reason}` };
  return { ok: true, pricing: priced.pricing };
}

function requestedState(state: string | undefined) {
  if (!isAuState(state)) return { ok: false as const, reason: "Field 'state' or 'postcode' is required" };
  return { ok: true as const, state, basis: "requested" as const, candidates: [state] };
}
