/**
 * Body classes as the charges data uses them: commercial = goods-carrying light vehicle (GVM ≤ 4.5 t),
 * heavy = GVM > 4.5 t. Each state maps its own legal categories onto these (a dual-cab ute is
 * "commercial" here, which VIC and SA tax as non-passenger).
 */
export const BODY_CLASSES = ["passenger", "commercial", "motorcycle", "heavy"] as const;
export type BodyClass = (typeof BODY_CLASSES)[number];

export const POWERTRAINS = ["ice", "hybrid", "phev", "bev", "fcev"] as const;
export type Powertrain = (typeof POWERTRAINS)[number];

/**
 * What the vehicle will be registered for. Fleet cars are registered for business use, which some states
 * price differently (NSW motor vehicle tax) and which some concessions exclude (NSW's discount for private
 * light vehicles).
 */
export const REGISTRATION_USES = ["business", "private"] as const;
export type RegistrationUse = (typeof REGISTRATION_USES)[number];

/** What the duty schedules look at to pick a rate. */
export interface DutyVehicle {
  bodyClass: BodyClass;
  powertrain: Powertrain;
  /** Required for a QLD ICE vehicle (the QLD rate depends on it). */
  cylinders: number | null;
  /** Combined tailpipe CO2 (Green Vehicle Guide); null = not rated. Drives the VIC green-car and ACT rates. */
  co2GramsPerKm: number | null;
  /** Bought with a manufacturer's fleet discount (TAS has a special rate). */
  fleetDiscount?: boolean;
  /** VIC primary-producer passenger car. */
  primaryProducer?: boolean;
}

/** What the registration package looks at, beyond the duty facts. */
export interface RegistrationVehicle extends DutyVehicle {
  /** Unladen mass in kg; null = not known: a fee set by tare is then the standard car's, marked an estimate. */
  tareKg: number | null;
  registrationUse: RegistrationUse;
}
