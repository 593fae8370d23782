import { modelSearchKey } from "../model-search";

export interface VehicleCandidate {
  id: string;
  model: string;
  version: string;
}

export type VehicleChoice<T> = { ok: true; vehicle: T } | { ok: false; message: string };

/**
 * Picks the one vehicle a quote request means when it names a model (and maybe a version)
 * instead of a globalCarId. Matching is the search's: normalised substring. An exact match of
 * the normalised text wins over partial ones, so "SR" picks "SR" even though "SR5" also contains it.
 */
export function chooseVehicle<T extends VehicleCandidate>(candidates: T[], model: string, version?: string): VehicleChoice<T> {
  const modelKey = modelSearchKey(model);
  const versionKey = version === undefined ? undefined : modelSearchKey(version);
  const matching = candidates.filter(
    (c) => modelSearchKey(c.model).includes(modelKey) && (versionKey === undefined || modelSearchKey(c.version).includes(versionKey)),
  );
  const exact = matching.filter(
    (c) => modelSearchKey(c.model) === modelKey && (versionKey === undefined || modelSearchKey(c.version) === versionKey),
  );
  const chosen = exact.length > 0 ? exact : matching;
  const wanted = version === undefined ? `model "${model}"` : `model "${model}" version "${version}"`;

  if (chosen.length === 1) return { ok: true, vehicle: chosen[0]! };
  if (chosen.length === 0) return { ok: false, message: `No available vehicle at this dealership matches ${wanted}` };
  const examples = chosen.slice(0, 5).map((c) => `${c.model} ${c.version} (${c.id})`);
  return {
    ok: false,
    message: `${wanted} is ambiguous at this dealership: it matches ${chosen.length} vehicles, e.g. ${examples.join("; ")}. Send globalCarId or a more specific version`,
  };
}
