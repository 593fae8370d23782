import type { Dated, VehicleCondition } from "./charges-schema";
import { dollarsToCents } from "./money";
import { type PricedComponent, provenanceOf } from "./provenance";
import type { InForce } from "./rules-in-force";
import { type ConditionVehicle, vehicleMatches } from "./vehicle-condition";

interface Concession extends Dated {
  id: string;
  label: string;
  when: VehicleCondition;
}

/**
 * Takes the concessions that apply to the vehicle off `totalCents`, in order, each by up to its
 * own maximum (dollars) and never below zero. Each becomes a line of its own with negative cents,
 * so base figures are never edited. Resolves the lines and what is left to pay.
 */
export function applyConcessions<C extends Concession>(
  concessions: readonly InForce<C>[],
  maxDollars: (concession: C) => number,
  vehicle: ConditionVehicle,
  totalCents: number,
): { lines: PricedComponent[]; remainingCents: number } {
  let remainingCents = totalCents;
  const lines = concessions
    .filter(({ entry }) => vehicleMatches(entry.when, vehicle))
    .map(({ entry: concession, coverage }) => {
      const applied = Math.min(remainingCents, dollarsToCents(maxDollars(concession)));
      remainingCents -= applied;
      return { id: concession.id, label: concession.label, cents: 0 - applied, ...provenanceOf(concession, coverage) };
    });
  return { lines, remainingCents };
}
