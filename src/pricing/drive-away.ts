import type { AuState } from "./au-state";
import { CHARGES } from "./charges";
import type { ChargesData, DutiableValueRule } from "./charges-schema";
import { assertCents, formatCents } from "./money";
import { heavyVehicleReason } from "./not-priced";
import { type PricingDate, resolvePricingDay } from "./pricing-day";
import { type Coverage, isEstimated, type PricedComponent, withShortfall } from "./provenance";
import { type Registration12Months, registration12Months } from "./registration";
import { dutyRulesOn, luxuryCarTaxOn, stateCoverage } from "./rules-in-force";
import { assessStampDuty, type StampDutyAssessment } from "./stamp-duty";
import { assertVehicleFacts, type BodyType, type RegistrationUse, type VehicleFacts } from "./vehicle";

export interface Accessory {
  name: string;
  priceCents: number;
}

export interface DriveAwayInput {
  /** State of registration, already resolved (see registrationState). */
  state: AuState;
  /** The vehicle's physical facts (see vehicle.ts; from an old `bodyClass`: body-class.ts). */
  vehicle: VehicleFacts;
  /** What the vehicle will be registered for. */
  registrationUse: RegistrationUse;
  /** Bought with a manufacturer's fleet discount: TAS charges its own duty rate on it. Default false. */
  manufacturerFleetDiscount?: boolean;
  /** A VIC primary producer's passenger car. Default false. */
  primaryProducer?: boolean;
  /** The manufacturer's list price, GST and LCT included; null = not known. */
  listPriceCents: number | null;
  /** The dealer's inventory price for the vehicle, GST (and LCT where it applies) included. */
  dealerPriceCents: number;
  /** The API margin, or the standard margin when there is none (the caller decides). */
  marginCents: number;
  /** Dealer delivery, GST included. */
  deliveryFeeCents: number;
  /** Dealer-fitted accessories, GST included. */
  accessories: Accessory[];
  /** Number of identical vehicles, 1..1000. */
  quantity: number;
  /**
   * The day the vehicle is registered, whose duty and registration rules apply: an instant (the quote priced
   * now), taken as the calendar day in the state's time zone, or a "YYYY-MM-DD" day as given.
   */
  pricingDate: PricingDate;
}

export interface DriveAwayQuote {
  /** Dealer price + margin. */
  vehiclePriceCents: number;
  /** Said of the vehicle line: that its price includes luxury car tax (never an amount added). */
  vehiclePriceNote: string | null;
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
  registrationUse: RegistrationUse;
  manufacturerFleetDiscount: boolean;
  /**
   * Why the registration is not priced (a heavy vehicle, or a truck or bus of unknown GVM), with the
   * registration then a single line of 0 saying the dealer states it; null when it is priced.
   */
  registrationLeftToDealer: string | null;
  /** The registration state's classes for the vehicle, as its rules word them (null: it has none for it). */
  vehicleClasses: { duty: string | null; registration: string | null };
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
 * The drive-away price of a new vehicle registered on the pricing day: vehicle price + dealer delivery +
 * accessories + stamp duty + 12-month registration, each government charge with its rule's dates, confidence
 * and sources. All prices are GST-inclusive as the buyer pays them. Throws RangeError on amounts that are not
 * whole non-negative cents, a quantity outside 1..1000, a bad pricing date or contradictory facts, and
 * NoDutyScheduleError (a VehicleNotPricedError, with its reason) when the state has no duty rate for the
 * vehicle. A heavy vehicle (or a truck or bus of unknown GVM) has its duty priced by the state's heavy-vehicle
 * rules and its registration left to the dealer (`registrationLeftToDealer`). `data` defaults to the charges held.
 */
export function computeDriveAway(input: DriveAwayInput, data: ChargesData = CHARGES): DriveAwayQuote {
  assertCents("dealerPriceCents", input.dealerPriceCents);
  assertCents("marginCents", input.marginCents);
  assertCents("deliveryFeeCents", input.deliveryFeeCents);
  if (input.listPriceCents !== null) assertCents("listPriceCents", input.listPriceCents);
  input.accessories.forEach((accessory, i) => assertCents(`accessories[${i}].priceCents`, accessory.priceCents));
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > MAX_QUANTITY) {
    throw new RangeError(`quantity must be an integer from 1 to ${MAX_QUANTITY}, got ${input.quantity}`);
  }
  assertVehicleFacts(input.vehicle);
  const heavy = heavyVehicleReason(input.vehicle);
  const ratesAsOf = resolvePricingDay(input.state, input.pricingDate);
  const manufacturerFleetDiscount = input.manufacturerFleetDiscount ?? false;
  const vehicle = { ...input.vehicle, manufacturerFleetDiscount, primaryProducer: input.primaryProducer ?? false };

  const vehiclePriceCents = input.dealerPriceCents + input.marginCents;
  const accessoriesTotalCents = input.accessories.reduce((sum, accessory) => sum + accessory.priceCents, 0);
  const value = dutiableValue(input.state, dutyRulesOn(input.state, ratesAsOf, data).dutiableValue, {
    vehiclePriceCents,
    listPriceCents: input.listPriceCents,
    deliveryCents: input.deliveryFeeCents,
    accessoriesCents: accessoriesTotalCents,
  });
  const assessed = assessStampDuty(input.state, value.cents, vehicle, ratesAsOf, data);
  const duty: StampDutyAssessment = { ...assessed, ...withShortfall(withNote(assessed, value.note), value.shortfall) };
  const registration =
    heavy === null ? registration12Months(input.state, { ...vehicle, registrationUse: input.registrationUse }, ratesAsOf, data) : leftToDealer(ratesAsOf, duty.coverage, heavy);

  const totalDriveAwayCents =
    vehiclePriceCents + input.deliveryFeeCents + accessoriesTotalCents + duty.cents + registration.totalCents;
  const totalForQuantityCents = totalDriveAwayCents * input.quantity;
  assertCents("totalForQuantityCents", totalForQuantityCents);

  const governmentLines = [duty, ...duty.concessions, ...registration.components, ...registration.concessions];
  const coverage = duty.coverage === "within" ? registration.coverage : duty.coverage;
  return {
    vehiclePriceCents,
    vehiclePriceNote: luxuryCarTaxNote(vehiclePriceCents + input.deliveryFeeCents + accessoriesTotalCents, input.vehicle, ratesAsOf, data),
    dealerDeliveryCents: input.deliveryFeeCents,
    accessories: input.accessories.map(({ name, priceCents }) => ({ name, priceCents })),
    accessoriesTotalCents,
    dutiableValueCents: value.cents,
    stampDuty: duty,
    registration: {
      cents: registration.totalCents,
      state: input.state,
      components: registration.components,
      concessions: registration.concessions,
    },
    registrationUse: input.registrationUse,
    manufacturerFleetDiscount,
    registrationLeftToDealer: heavy,
    vehicleClasses: { duty: duty.vehicleClass, registration: registration.vehicleClass },
    totalDriveAwayCents,
    quantity: input.quantity,
    totalForQuantityCents,
    ratesAsOf,
    coverage,
    estimated: governmentLines.some((line) => isEstimated(line.confidence)),
    beyondCoverage: ratesAsOf > stateCoverage(input.state, data).validThrough,
  };
}

/** The id of the line that stands for a registration the dealer states (a heavy vehicle's). */
export const REGISTRATION_LEFT_TO_DEALER = "registration_left_to_dealer";

/**
 * A heavy vehicle's registration: not priced (the national heavy vehicle charges and the state's own fees
 * are not held), one line of 0 that says so, an estimate, so the total is never taken for a full price.
 */
function leftToDealer(ratesAsOf: string, coverage: Coverage, reason: string): Registration12Months {
  const line: PricedComponent = {
    id: REGISTRATION_LEFT_TO_DEALER,
    label: "Registration (12 months): not included, left to the dealer, who states it for a heavy vehicle",
    cents: 0,
    effectiveFrom: ratesAsOf,
    effectiveTo: null,
    confidence: "estimate",
    sources: [],
    note: `Not priced: ${reason} The total leaves it out.`,
  };
  return { totalCents: 0, ratesAsOf, coverage, vehicleClass: "heavy vehicle (GVM over 4.5 t)", components: [line], concessions: [] };
}

interface DutiableValue {
  cents: number;
  /** How the value was set, when the list price decided it. */
  note?: string;
  /** What the quote lacks to set it as the law does. */
  shortfall?: string;
}

/**
 * What the state counts in the dutiable value. Where the law taxes at least the list price (QLD, WA), a
 * fleet discount does not lower it: the greater of the list price and the vehicle price is taken (a price
 * above the list price holds factory options, which those states tax too). Dealer delivery and dealer-fitted
 * accessories are added where the state counts them. Where the law taxes the list price alone (SA), a known
 * list price is the whole dutiable value.
 */
function dutiableValue(
  state: AuState,
  rule: DutiableValueRule,
  prices: { vehiclePriceCents: number; listPriceCents: number | null; deliveryCents: number; accessoriesCents: number },
): DutiableValue {
  const { vehiclePriceCents, listPriceCents } = prices;
  const added = (rule.includesDealerDelivery ? prices.deliveryCents : 0) + (rule.includesDealerFittedAccessories ? prices.accessoriesCents : 0);
  if (!rule.listPriceFloor) return { cents: vehiclePriceCents + added };
  if (listPriceCents === null) {
    return {
      cents: vehiclePriceCents + added,
      shortfall:
        rule.listPriceOnly === true
          ? `The vehicle's list price is not known: ${state} charges duty on a new vehicle's list price alone, so duty is on the quoted vehicle price with delivery and accessories, and may differ.`
          : `The vehicle's list price is not known: ${state} charges duty on at least the list price, so duty on the quoted vehicle price may be too low.`,
    };
  }
  if (rule.listPriceOnly === true) {
    return {
      cents: listPriceCents,
      note: `Charged on the list price alone, ${formatCents(listPriceCents)}: ${state} charges duty on a new vehicle's list price, whatever was paid, delivery and dealer-fitted accessories included.`,
    };
  }
  if (listPriceCents <= vehiclePriceCents) return { cents: vehiclePriceCents + added };
  return {
    cents: listPriceCents + added,
    note: `Charged on the list price, ${formatCents(listPriceCents)}, not on the lower vehicle price: ${state} charges duty on a new vehicle's list price whatever the discount.`,
  };
}

function withNote<T extends { note?: string }>(line: T, note: string | undefined): T {
  if (note === undefined) return line;
  return { ...line, note: line.note === undefined ? note : `${note} ${line.note}` };
}

/** The luxury car tax's fuel-efficiency limit: combined fuel consumption of at most 3.5 L/100 km (LCT Act s 25-1). */
const FUEL_EFFICIENT_LITRES_PER_100_KM = 3.5;

/**
 * Bodies the luxury car tax counts as cars: built mainly to carry passengers, fewer than 9 of them (ATO: a
 * car is "designed to carry a load of less than 2 tonnes and fewer than 9 passengers"). Utes, vans, cab
 * chassis, trucks and buses are goods or commercial vehicles here, and a motorcycle is no car.
 */
const LCT_CAR_BODIES: readonly BodyType[] = ["sedan", "hatch", "wagon", "suv", "coupe", "convertible", "people-mover"];

/** Fuel-efficient for LCT: true, false, or null when the fuel consumption is not known (a battery or fuel-cell car burns none). */
function fuelEfficient(vehicle: VehicleFacts): boolean | null {
  if (vehicle.fuelLitresPer100Km !== null) return vehicle.fuelLitresPer100Km <= FUEL_EFFICIENT_LITRES_PER_100_KM;
  return vehicle.powertrain === "bev" || vehicle.powertrain === "fcev" ? true : null;
}

/**
 * Said of the vehicle line when a car's luxury car tax value is above the threshold in force: the price
 * includes LCT, which the dealer collects and pays; nothing is added for it. LCT is on cars (not goods
 * vehicles, heavy vehicles or motorcycles), and on the car's price as sold with its delivery and
 * accessories, GST-inclusive: a fleet discount lowers it, even where a state's duty floor is the list price.
 * The fuel-efficient threshold is for a car of at most 3.5 L/100 km; when the fuel consumption is not known,
 * the note says the lower threshold may not apply.
 */
function luxuryCarTaxNote(lctValueCents: number, vehicle: VehicleFacts, day: string, data: ChargesData): string | null {
  if (!LCT_CAR_BODIES.includes(vehicle.bodyType) || (vehicle.seats !== null && vehicle.seats > 9)) return null;
  const lct = luxuryCarTaxOn(day, data);
  const efficient = fuelEfficient(vehicle);
  const thresholdCents = Math.round((efficient === true ? lct.fuelEfficientThreshold : lct.threshold) * 100);
  if (lctValueCents <= thresholdCents) return null;
  const efficientCents = Math.round(lct.fuelEfficientThreshold * 100);
  // A threshold no official page gives for its year is named as the estimate it is, with how it was derived.
  const estimated = lct.derivation === undefined ? "" : "estimated ";
  const derived = lct.derivation === undefined ? "" : ` Both thresholds are estimates: ${lct.derivation}`;
  if (efficient === null && lctValueCents <= efficientCents) {
    return (
      `Above the ${estimated}${lct.financialYear} luxury car tax threshold (${formatCents(thresholdCents)}) unless the car uses at most 3.5 L/100 km, ` +
      `whose threshold is ${formatCents(efficientCents)}: its fuel consumption is not known. Any luxury car tax is inside the vehicle price, which the dealer collects; no amount is added for it.${derived}`
    );
  }
  return (
    `Above the ${estimated}${lct.financialYear} luxury car tax threshold for ${efficient === true ? "fuel-efficient vehicles" : "this vehicle"} ` +
    `(${formatCents(thresholdCents)}): the vehicle price includes luxury car tax, which the dealer collects; no amount is added for it.${derived}`
  );
}
