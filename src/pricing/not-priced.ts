import type { AuState } from "./au-state";
import { HEAVY_VEHICLE_GVM_KG, type VehicleFacts } from "./vehicle";
import { massClass } from "./vehicle-condition";

/**
 * A vehicle the engine does not price automatically, with the reason in words for a person: a caller routes
 * such a quote to the dealer with the reason, and an estimate answers 422 naming it. `code` tells the cases
 * apart without reading the words.
 */
export abstract class VehicleNotPricedError extends Error {
  abstract readonly code: "heavy-vehicle" | "no-duty-schedule";
  constructor(
    readonly state: AuState,
    readonly reason: string,
  ) {
    super(`${state}: ${reason}`);
  }
}

/**
 * A heavy vehicle (GVM above 4.5 t), or a truck or bus whose GVM is not known: registered under the national
 * heavy vehicle charges by configuration, axles and GVM, plus the state's own fees, none of which the charges
 * data holds. Its registration is never priced as a car's (registration12Months throws this); its stamp duty
 * is priced by the state's heavy-vehicle duty rules.
 */
export class HeavyVehicleError extends VehicleNotPricedError {
  readonly code = "heavy-vehicle";
  constructor(state: AuState, reason: string) {
    super(state, reason);
    this.name = "HeavyVehicleError";
  }
}

/** The state's data has no duty schedule for the vehicle (e.g. a QLD petrol car without a cylinder count). */
export class NoDutyScheduleError extends VehicleNotPricedError {
  readonly code = "no-duty-schedule";
  constructor(state: AuState, reason: string) {
    super(state, reason);
    this.name = "NoDutyScheduleError";
  }
}

const HEAVY_CHARGES =
  "a heavy vehicle is registered under the national heavy vehicle charges (by configuration, axles and GVM) and the state's own fees, " +
  "which the charges data does not hold, so the dealer must price its registration";

/**
 * Why the vehicle's registration is not priced automatically: it is heavy (GVM above 4.5 t), or a truck or
 * bus whose GVM is not known; null for a light vehicle (a car, ute or van without a GVM is taken as light).
 */
export function heavyVehicleReason(facts: VehicleFacts): string | null {
  const mass = massClass(facts);
  if (mass === "heavy") return `GVM ${facts.gvmKg?.toLocaleString("en-AU")} kg is above ${HEAVY_VEHICLE_GVM_KG.toLocaleString("en-AU")} kg: ${HEAVY_CHARGES}.`;
  if (mass === "unknown") {
    return `the ${facts.bodyType}'s GVM is not known, so it may be a heavy vehicle (GVM above ${HEAVY_VEHICLE_GVM_KG.toLocaleString("en-AU")} kg): ${HEAVY_CHARGES}.`;
  }
  return null;
}

/** Throws HeavyVehicleError unless the vehicle is light: GVM at most 4.5 t (a car, ute or van without a GVM is taken as light). */
export function assertLightVehicle(state: AuState, facts: VehicleFacts): void {
  const reason = heavyVehicleReason(facts);
  if (reason !== null) throw new HeavyVehicleError(state, reason);
}
