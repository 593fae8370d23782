import type { AuState } from "./au-state";
import type { RegistrationComponentData } from "./charges-schema";
import { applyConcessions } from "./concessions";
import { dollarsToCents } from "./money";
import { type PricingDate, resolvePricingDay } from "./pricing-day";
import { type Coverage, type PricedComponent, provenanceOf } from "./provenance";
import { registrationRulesOn } from "./rules-in-force";
import type { DutyVehicle } from "./vehicle";
import { vehicleMatches } from "./vehicle-condition";

/** A priced line, without provenance. */
export interface ChargeComponent {
  id: string;
  label: string;
  cents: number;
}

export interface Registration12Months {
  /** Components plus concessions. */
  totalCents: number;
  ratesAsOf: string;
  coverage: Coverage;
  components: PricedComponent[];
  /** Each concession or rebate as its own line with negative cents. */
  concessions: PricedComponent[];
}

/**
 * The 12-month registration package (fee, CTP/TAC/MAI, levies, plates) in force on the pricing day, less
 * the concessions the vehicle gets that day. The standard private passenger car figures are used, except where
 * the data prices by cylinders or powertrain (QLD, TAS); the tare-weight tables (NSW, WA) need a tare a quote
 * does not know. Some components are estimates: their confidence says so.
 */
export function registration12Months(
  state: AuState,
  vehicle: DutyVehicle,
  pricingDate?: PricingDate,
): Registration12Months {
  const ratesAsOf = resolvePricingDay(state, pricingDate);
  const rules = registrationRulesOn(state, ratesAsOf);
  const components = rules.components.map((component) => ({
    ...priceFor(component, vehicle),
    ...provenanceOf(component, rules.coverage),
  }));

  const { lines: concessions, remainingCents: remaining } = applyConcessions(
    rules.concessions,
    (concession) => concession.amount,
    vehicle,
    components.reduce((sum, c) => sum + c.cents, 0),
    rules.coverage,
  );

  return { totalCents: remaining, ratesAsOf, coverage: rules.coverage, components, concessions };
}

function priceFor(component: RegistrationComponentData, vehicle: DutyVehicle): ChargeComponent {
  const variant = component.byVehicle?.find((candidate) => vehicleMatches(candidate.when, vehicle));
  return {
    id: component.id,
    label: variant?.label ?? component.label,
    cents: dollarsToCents(variant?.amount ?? component.amount),
  };
}
