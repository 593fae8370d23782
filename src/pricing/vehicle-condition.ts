import type { VehicleCondition } from "./charges-schema";
import type { DutyVehicle, RegistrationUse } from "./vehicle";

/**
 * Whether a schedule's or concession's `when` covers the vehicle. A condition on the registration use never
 * matches a vehicle whose use is not given (duty does not depend on it).
 */
export function vehicleMatches(condition: VehicleCondition, vehicle: DutyVehicle & { registrationUse?: RegistrationUse }): boolean {
  const co2 = tailpipeCo2(vehicle);
  const { cylinders } = vehicle;
  return (
    (condition.bodyClass === undefined || condition.bodyClass.includes(vehicle.bodyClass)) &&
    (condition.powertrain === undefined || condition.powertrain.includes(vehicle.powertrain)) &&
    (condition.cylindersMin === undefined || (cylinders !== null && cylinders >= condition.cylindersMin)) &&
    (condition.cylindersMax === undefined || (cylinders !== null && cylinders <= condition.cylindersMax)) &&
    (condition.co2Max === undefined || (co2 !== null && co2 <= condition.co2Max)) &&
    (condition.co2Above === undefined || (co2 !== null && co2 > condition.co2Above)) &&
    (condition.co2Unknown === undefined || (co2 === null) === condition.co2Unknown) &&
    (condition.fleetDiscount === undefined || (vehicle.fleetDiscount ?? false) === condition.fleetDiscount) &&
    (condition.primaryProducer === undefined || (vehicle.primaryProducer ?? false) === condition.primaryProducer) &&
    (condition.registrationUse === undefined ||
      (vehicle.registrationUse !== undefined && condition.registrationUse.includes(vehicle.registrationUse)))
  );
}

/**
 * A battery or fuel-cell vehicle has no tailpipe, so its CO2 is 0 g/km even when the caller left it out;
 * otherwise it would miss the VIC green-car rate and fall into the ACT "non-rated" category.
 */
export function tailpipeCo2(vehicle: DutyVehicle): number | null {
  if (vehicle.co2GramsPerKm === null && (vehicle.powertrain === "bev" || vehicle.powertrain === "fcev")) return 0;
  return vehicle.co2GramsPerKm;
}
