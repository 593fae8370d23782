import { AU_STATES } from "./au-state";
import { stateCoverage } from "./rules-in-force";

/**
 * The last day for which every state has duty and registration rules in the data. Past it, quotes are still
 * priced, with the newest rules, and every component is reported carried-forward.
 */
export function pricingCoverage(): { validThrough: string } {
  const validThrough = AU_STATES.map((state) => stateCoverage(state).validThrough).sort()[0];
  if (validThrough === undefined) throw new Error("no states in the charges data");
  return { validThrough };
}

export { stateCoverage };
