import { AU_STATES } from "./au-state";
import { CHARGES } from "./charges";
import type { ChargesData } from "./charges-schema";
import { stateCoverage } from "./rules-in-force";

/**
 * The last day for which every state has duty and registration rules in the year modules. Past it, quotes are
 * still priced, with the newest rules (and the rules announced past it, from their own dates), and every
 * carried component is reported carried-forward. Announced rules never move it.
 */
export function pricingCoverage(data: ChargesData = CHARGES): { validThrough: string } {
  const validThrough = AU_STATES.map((state) => stateCoverage(state, data).validThrough).sort()[0];
  if (validThrough === undefined) throw new Error("no states in the charges data");
  return { validThrough };
}

export { stateCoverage };
