import { auCharges } from "./au-charges-2025-26";
import type { AuState } from "./au-state";
import { dollarsToCents } from "./money";
import type { DutyVehicle } from "./vehicle";

export interface ChargeComponent {
  id: string;
  label: string;
  cents: number;
}

export interface Registration12Months {
  totalCents: number;
  components: ChargeComponent[];
}

/**
 * The 12-month registration package (fee, CTP/TAC/MAI, levies, plates) of a standard private passenger car
 * in the state, as the data gives it; some components are estimates (see au-charges.md section 3). The data
 * also tabulates fees by cylinders or tare weight, which a quote does not know, so the standard figures
 * are used for every vehicle.
 *
 * `vehicle` is taken for EV registration concessions, but the data models none numerically: NT's free
 * plug-in EV registration still charges MAC insurance and admin inside a single unsplit component, and
 * VIC's $100 EV discount is unverified. So every vehicle pays the full standard total.
 */
export function registration12Months(state: AuState, _vehicle: DutyVehicle): Registration12Months {
  const components = auCharges.states[state].registration.components.map((component) => ({
    id: component.id,
    label: component.label,
    cents: dollarsToCents(component.amount),
  }));
  return { totalCents: components.reduce((sum, c) => sum + c.cents, 0), components };
}
