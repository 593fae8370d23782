import type { FactsCondition, VehicleCondition } from "./charges-schema";
import { type BodyType, type DutyVehicle, HEAVY_VEHICLE_GVM_KG, type RegistrationUse, type VehicleFacts } from "./vehicle";

/**
 * Whether a condition holds for a vehicle: "yes", "no", or "unknown" when it depends on facts the vehicle
 * lacks (`missing` names them, as a buyer would: "cylinder count", "tare").
 */
export interface Match {
  result: "yes" | "no" | "unknown";
  missing: string[];
}

const YES: Match = { result: "yes", missing: [] };
const NO: Match = { result: "no", missing: [] };
const unknown = (fact: string): Match => ({ result: "unknown", missing: [fact] });

/** "no" if any part is no; else "unknown" with every missing fact if any part is unknown; else "yes". */
function all(parts: readonly Match[]): Match {
  if (parts.some((part) => part.result === "no")) return NO;
  const missing = [...new Set(parts.flatMap((part) => part.missing))];
  return missing.length === 0 ? YES : { result: "unknown", missing };
}

const is = (holds: boolean): Match => (holds ? YES : NO);

/** A known number against a bound; unknown when the number is. */
function bound(value: number | null, fact: string, holds: (value: number) => boolean): Match {
  return value === null ? unknown(fact) : is(holds(value));
}

/** Bodies whose GVM, when not given, is taken as at most 3,500 kg: no car or motorcycle weighs more loaded. */
const LIGHT_BODIES: readonly BodyType[] = ["sedan", "hatch", "wagon", "suv", "coupe", "convertible", "people-mover", "motorcycle"];
const ASSUMED_LIGHT_GVM_KG = 3500;

/** GVM against `holds`: a car body without a GVM is at most 3,500 kg, which decides bounds at or above it. */
function gvmBound(facts: VehicleFacts, threshold: number, holds: (gvm: number) => boolean): Match {
  if (facts.gvmKg !== null) return is(holds(facts.gvmKg));
  if (LIGHT_BODIES.includes(facts.bodyType) && threshold >= ASSUMED_LIGHT_GVM_KG) return is(holds(Math.min(threshold, ASSUMED_LIGHT_GVM_KG)));
  return unknown("GVM");
}

/** Light (GVM at most 4.5 t), heavy, or unknown: a van, ute or car without a GVM is light; a truck or bus is not known. */
export function massClass(facts: VehicleFacts): "light" | "heavy" | "unknown" {
  if (facts.gvmKg !== null) return facts.gvmKg > HEAVY_VEHICLE_GVM_KG ? "heavy" : "light";
  return facts.bodyType === "truck" || facts.bodyType === "bus" ? "unknown" : "light";
}

/** Whether the facts place a vehicle in a legal class. */
export function factsMatch(condition: FactsCondition, facts: VehicleFacts): Match {
  const parts: Match[] = [];
  if (condition.bodyType !== undefined) parts.push(is(condition.bodyType.includes(facts.bodyType)));
  if (condition.powertrain !== undefined) parts.push(is(condition.powertrain.includes(facts.powertrain)));
  const { cab, driveType } = condition;
  if (cab !== undefined) parts.push(facts.cab === null ? unknown("cab") : is(cab.includes(facts.cab)));
  if (driveType !== undefined) parts.push(facts.driveType === null ? unknown("drive type") : is(driveType.includes(facts.driveType)));
  const { seatsMin, seatsMax, co2Max, gvmKgMax, gvmKgAbove } = condition;
  if (seatsMin !== undefined) parts.push(bound(facts.seats, "seats", (seats) => seats >= seatsMin));
  if (seatsMax !== undefined) parts.push(bound(facts.seats, "seats", (seats) => seats <= seatsMax));
  if (co2Max !== undefined) parts.push(bound(tailpipeCo2(facts), "CO2 rating", (co2) => co2 <= co2Max));
  if (condition.co2Known === true) parts.push(is(tailpipeCo2(facts) !== null));
  if (gvmKgMax !== undefined) parts.push(gvmBound(facts, gvmKgMax, (gvm) => gvm <= gvmKgMax));
  if (gvmKgAbove !== undefined) parts.push(gvmBound(facts, gvmKgAbove, (gvm) => gvm > gvmKgAbove));
  if (condition.heavy !== undefined) {
    const mass = massClass(facts);
    parts.push(mass === "unknown" ? unknown("GVM") : is((mass === "heavy") === condition.heavy));
  }
  return all(parts);
}

/** A vehicle as the data's conditions see it: its facts, its circumstances and its class in the entry's scheme. */
export type ConditionVehicle = DutyVehicle & { registrationUse?: RegistrationUse; classId: string | null };

/**
 * Whether a schedule's, component's, variant's or concession's `when` covers the vehicle. A condition on the
 * registration use never matches a vehicle whose use is not given (duty does not depend on it). A battery or
 * fuel-cell vehicle has no cylinders: a cylinder condition is simply "no" for it.
 */
export function conditionMatch(condition: VehicleCondition, vehicle: ConditionVehicle): Match {
  const parts: Match[] = [];
  if (condition.classes !== undefined) parts.push(is(vehicle.classId !== null && condition.classes.includes(vehicle.classId)));
  if (condition.powertrain !== undefined) parts.push(is(condition.powertrain.includes(vehicle.powertrain)));
  const { cylindersMin, cylindersMax, co2Max, co2Above, tareKgMin, tareKgMax } = condition;
  const burnsFuel = vehicle.powertrain !== "bev" && vehicle.powertrain !== "fcev";
  const cylinders = (holds: (count: number) => boolean) =>
    vehicle.cylinders === null && !burnsFuel ? NO : bound(vehicle.cylinders, "cylinder count", holds);
  if (cylindersMin !== undefined) parts.push(cylinders((count) => count >= cylindersMin));
  if (cylindersMax !== undefined) parts.push(cylinders((count) => count <= cylindersMax));
  const co2 = tailpipeCo2(vehicle);
  if (co2Max !== undefined) parts.push(bound(co2, "CO2 rating", (value) => value <= co2Max));
  if (co2Above !== undefined) parts.push(bound(co2, "CO2 rating", (value) => value > co2Above));
  if (condition.co2Unknown !== undefined) parts.push(is((co2 === null) === condition.co2Unknown));
  if (tareKgMin !== undefined) parts.push(bound(vehicle.tareKg, "tare", (tare) => tare >= tareKgMin));
  if (tareKgMax !== undefined) parts.push(bound(vehicle.tareKg, "tare", (tare) => tare <= tareKgMax));
  if (condition.manufacturerFleetDiscount !== undefined) {
    parts.push(is((vehicle.manufacturerFleetDiscount ?? false) === condition.manufacturerFleetDiscount));
  }
  if (condition.primaryProducer !== undefined) parts.push(is((vehicle.primaryProducer ?? false) === condition.primaryProducer));
  if (condition.registrationUse !== undefined) {
    parts.push(is(vehicle.registrationUse !== undefined && condition.registrationUse.includes(vehicle.registrationUse)));
  }
  return all(parts);
}

/** conditionMatch, as yes or not. */
export function vehicleMatches(condition: VehicleCondition, vehicle: ConditionVehicle): boolean {
  return conditionMatch(condition, vehicle).result === "yes";
}

/**
 * A battery or fuel-cell vehicle has no tailpipe, so its CO2 is 0 g/km even when the caller left it out;
 * otherwise it would miss the VIC green-car rate and fall into the ACT "non-rated" category.
 */
export function tailpipeCo2(vehicle: Pick<VehicleFacts, "co2GramsPerKm" | "powertrain">): number | null {
  if (vehicle.co2GramsPerKm === null && (vehicle.powertrain === "bev" || vehicle.powertrain === "fcev")) return 0;
  return vehicle.co2GramsPerKm;
}
