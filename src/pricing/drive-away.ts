import type { AuState } from "./au-state";
import type { DutiableValueRule } from "./charges-schema";
import { assertCents } from "./money";
import { type PricingDate, resolvePricingDay } from "./pricing-day";
import { type Coverage, isEstimated, type PricedComponent } from "./provenance";
import { registration12Months } from "./registration";
import { dutyRulesOn, stateCoverage } from "./rules-in-force";
import { assessStampDuty, type StampDutyAssessment } from "./stamp-duty";
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
  /**
   * When the price is made (the quote priced, or the dealer completing it): an instant, taken as the calendar
   * day in the state's time zone. A "YYYY-MM-DD" string is taken as that day.
   */
  pricingDate: PricingDate;
}

export interface DriveAwayQuote {
  /** Dealer price + margin. */
  vehiclePriceCents: number;
  dealerDeliveryCents: number;
  accessories: Accessory[];
  accessoriesTotalCents: number;
  dutiableValueCents: number;
  /** Duty payable (cents), its schedule and provenance, and each duty concession as a negative line. */
  stampDuty: StampDutyAssessment;
  registration: {
    /** Components plus concessions. */
    cents: number;
    state: AuState;
    components: PricedComponent[];
    /** Each registration concession or rebate as its own line with negative cents. */
    concessions: PricedComponent[];
  };
  /** For one vehicle. */
  totalDriveAwayCents: number;
  quantity: number;
  /** totalDriveAwayCents × quantity. */
  totalForQuantityCents: number;
  /** The state's calendar day whose rates were used ("YYYY-MM-DD"). */
  ratesAsOf: string;
  /** How ratesAsOf relates to the data held for the state (see Coverage). */
  coverage: Coverage;
  /** Some government component is carried-forward or an estimate: the total is not fully confirmed. */
  estimated: boolean;
  /** ratesAsOf is after the last day the data covers for the state: the newest rules were used. */
  beyondCoverage: boolean;
}

export const MAX_QUANTITY = 1000;

/**
 * The drive-away price of a new vehicle on the pricing day: vehicle price + dealer delivery + accessories +
 * stamp duty + 12-month registration, each government charge with its rule's dates, confidence and sources.
 * Throws RangeError on amounts that are not whole non-negative cents, a quantity outside 1..1000 or a bad
 * pricing date, and NoDutyScheduleError when the state has no duty rate for the vehicle.
 */
export function computeDriveAway(input: DriveAwayInput): DriveAwayQuote {
  assertCents("dealerPriceCents", input.dealerPriceCents);
  assertCents("marginCents", input.marginCents);
  assertCents("deliveryFeeCents", input.deliveryFeeCents);
  input.accessories.forEach((accessory, i) => assertCents(`accessories[${i}].priceCents`, accessory.priceCents));
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > MAX_QUANTITY) {
    throw new RangeError(`quantity must be an integer from 1 to ${MAX_QUANTITY}, got ${input.quantity}`);
  }
  const ratesAsOf = resolvePricingDay(input.state, input.pricingDate);

  const vehiclePriceCents = input.dealerPriceCents + input.marginCents;
  const accessoriesTotalCents = input.accessories.reduce((sum, accessory) => sum + accessory.priceCents, 0);
  const dutiableValueCents = dutiableValue(
    dutyRulesOn(input.state, ratesAsOf).dutiableValue,
    vehiclePriceCents,
    input.deliveryFeeCents,
    accessoriesTotalCents,
  );
  const duty = assessStampDuty(input.state, dutiableValueCents, input.vehicle, ratesAsOf);
  const registration = registration12Months(input.state, input.vehicle, ratesAsOf);

  const totalDriveAwayCents =
    vehiclePriceCents + input.deliveryFeeCents + accessoriesTotalCents + duty.cents + registration.totalCents;
  const totalForQuantityCents = totalDriveAwayCents * input.quantity;
  assertCents("totalForQuantityCents", totalForQuantityCents);

  const governmentLines = [duty, ...duty.concessions, ...registration.components, ...registration.concessions];
  const coverage = duty.coverage === "within" ? registration.coverage : duty.coverage;
  return {
    vehiclePriceCents,
    dealerDeliveryCents: input.deliveryFeeCents,
    accessories: input.accessories.map(({ name, priceCents }) => ({ name, priceCents })),
    accessoriesTotalCents,
    dutiableValueCents,
    stampDuty: duty,
    registration: {
      cents: registration.totalCents,
      state: input.state,
      components: registration.components,
      concessions: registration.concessions,
    },
    totalDriveAwayCents,
    quantity: input.quantity,
    totalForQuantityCents,
    ratesAsOf,
    coverage,
    estimated: governmentLines.some((line) => isEstimated(line.confidence)),
    beyondCoverage: ratesAsOf > stateCoverage(input.state).validThrough,
  };
}

/**
 * What the state counts in the dutiable value. QLD, WA and SA tax the list price (RRP) whatever discount was
 * given; the API knows no separate RRP, so the vehicle price including the margin (the price the buyer is
 * quoted) stands in for it everywhere. Factory options are already inside the dealer's vehicle price.
 */
function dutiableValue(
  rule: DutiableValueRule,
  vehiclePriceCents: number,
  deliveryCents: number,
  accessoriesCents: number,
): number {
  return (
    vehiclePriceCents +
    (rule.includesDealerDelivery ? deliveryCents : 0) +
    (rule.includesDealerFittedAccessories ? accessoriesCents : 0)
  );
}
