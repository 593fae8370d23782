import { auCharges } from "./au-charges-2025-26";
import type { AuState } from "./au-state";
import { assertCents } from "./money";
import { type ChargeComponent, registration12Months } from "./registration";
import { stampDuty } from "./stamp-duty";
import type { DutyVehicle } from "./vehicle";

export interface Accessory {
  name: string;
  priceCents: number;
}

export interface DriveAwayInput {
  /** State of registration, already resolved (see registrationState). */
  state: AuState;
  vehicle: DutyVehicle;
  /** The dealer's inventory price for the vehicle. */
  dealerPriceCents: number;
  /** The API margin, or the standard margin when there is none (the caller decides). */
  marginCents: number;
  /** Dealer delivery. */
  deliveryFeeCents: number;
  /** Dealer-fitted accessories. */
  accessories: Accessory[];
  /** Number of identical vehicles, 1..1000. */
  quantity: number;
  /** Registration date, for dated concessions; defaults to now. */
  registrationDate?: Date;
}

export interface DriveAwayQuote {
  /** Dealer price + margin. */
  vehiclePriceCents: number;
  dealerDeliveryCents: number;
  accessories: Accessory[];
  accessoriesTotalCents: number;
  dutiableValueCents: number;
  stampDuty: { cents: number; scheduleId: string; state: AuState };
  registration: { cents: number; state: AuState; components: ChargeComponent[] };
  /** For one vehicle. */
  totalDriveAwayCents: number;
  quantity: number;
  /** totalDriveAwayCents × quantity. */
  totalForQuantityCents: number;
}

export const MAX_QUANTITY = 1000;

/**
 * The drive-away price of a new vehicle: vehicle price + dealer delivery + accessories + stamp duty +
 * 12-month registration. Throws RangeError on amounts that are not whole non-negative cents or a quantity
 * outside 1..1000, and NoDutyScheduleError when the state has no duty rate for the vehicle.
 */
export function computeDriveAway(input: DriveAwayInput): DriveAwayQuote {
  assertCents("dealerPriceCents", input.dealerPriceCents);
  assertCents("marginCents", input.marginCents);
  assertCents("deliveryFeeCents", input.deliveryFeeCents);
  input.accessories.forEach((accessory, i) => assertCents(`accessories[${i}].priceCents`, accessory.priceCents));
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > MAX_QUANTITY) {
    throw new RangeError(`quantity must be an integer from 1 to ${MAX_QUANTITY}, got ${input.quantity}`);
  }

  const vehiclePriceCents = input.dealerPriceCents + input.marginCents;
  const accessoriesTotalCents = input.accessories.reduce((sum, accessory) => sum + accessory.priceCents, 0);
  const dutiableValueCents = dutiableValue(
    input.state,
    vehiclePriceCents,
    input.deliveryFeeCents,
    accessoriesTotalCents,
  );
  const duty = stampDuty(input.state, dutiableValueCents, input.vehicle, input.registrationDate);
  const registration = registration12Months(input.state, input.vehicle);

  const totalDriveAwayCents =
    vehiclePriceCents + input.deliveryFeeCents + accessoriesTotalCents + duty.cents + registration.totalCents;
  const totalForQuantityCents = totalDriveAwayCents * input.quantity;
  assertCents("totalForQuantityCents", totalForQuantityCents);

  return {
    vehiclePriceCents,
    dealerDeliveryCents: input.deliveryFeeCents,
    accessories: input.accessories.map(({ name, priceCents }) => ({ name, priceCents })),
    accessoriesTotalCents,
    dutiableValueCents,
    stampDuty: { cents: duty.cents, scheduleId: duty.scheduleId, state: input.state },
    registration: { cents: registration.totalCents, state: input.state, components: registration.components },
    totalDriveAwayCents,
    quantity: input.quantity,
    totalForQuantityCents,
  };
}

/**
 * What the state counts in the dutiable value. QLD, WA and SA tax the list price (RRP) whatever discount was
 * given; the API knows no separate RRP, so the vehicle price including the margin (the price the buyer is
 * quoted) stands in for it everywhere. Factory options are already inside the dealer's vehicle price.
 */
function dutiableValue(
  state: AuState,
  vehiclePriceCents: number,
  deliveryCents: number,
  accessoriesCents: number,
): number {
  const rule = auCharges.states[state].duty.dutiableValue;
  return (
    vehiclePriceCents +
    (rule.includesDealerDelivery ? deliveryCents : 0) +
    (rule.includesDealerFittedAccessories ? accessoriesCents : 0)
  );
}
