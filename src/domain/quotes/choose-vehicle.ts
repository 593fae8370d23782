import { modelSearchKey } from "../model-search";

export interface VehicleCandidate {
  id: string;
  model: string;
  version: string;
}

/** One vehicle, or the stock that matched (several, or none) for the dealer to choose from. */
export type VehicleChoice<T> = { ok: true; vehicle: T } | { ok: false; matches: T[] };

/**
 * Picks the one vehicle a quote request means when it names a model (and maybe a version)
 * instead of a globalCarId. Matching is the search's: normalised substring. An exact match of
 * the normalised text wins over partial ones, so "SR" picks "SR" even though "SR5" also contains it.
 */
export function chooseVehicle<T extends VehicleCandidate>(candidates: T[], model: string, version?: string): VehicleChoice<T> {
  const chosen = matchingVehicles(candidates, model, version);
  return chosen.length === 1 ? { ok: true, vehicle: chosen[0]! } : { ok: false, matches: chosen };
}

/** The vehicles a model (and version) text fits: the exact matches when there are any, else the partial ones. */
export function matchingVehicles<T extends VehicleCandidate>(candidates: T[], model: string, version?: string): T[] {
  const modelKey = modelSearchKey(model);
  const versionKey = version === undefined ? undefined : modelSearchKey(version);
  const matching = candidates.filter(
    (c) => modelSearchKey(c.model).includes(modelKey) && (versionKey === undefined || modelSearchKey(c.version).includes(versionKey)),
  );
  const exact = matching.filter(
    (c) => modelSearchKey(c.model) === modelKey && (versionKey === undefined || modelSearchKey(c.version) === versionKey),
  );
  return exact.length > 0 ? exact : matching;
}
