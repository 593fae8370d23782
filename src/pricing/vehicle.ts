/*
 * What pricing knows of a vehicle: its physical facts, as a buyer reads them on the compliance plate and in
 * the brochure. No state's legal class is stored here: each state's rules place the vehicle in their own
 * classes from these facts (charges-schema.ts, LegalClass; vehicle-class.ts).
 */

/** The body as the maker describes it. A dual-cab ute is a `ute` with `cab: "dual"`; a cab chassis carries a tray or body fitted after sale. */
export const BODY_TYPES = [
  "sedan",
  "hatch",
  "wagon",
  "suv",
  "coupe",
  "convertible",
  "people-mover",
  "ute",
  "van",
  "cab-chassis",
  "bus",
  "truck",
  "motorcycle",
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** The cab of a ute, cab chassis, truck or bus: single, extra (space, club, king or freestyle cab) or dual (double, crew). */
export const CABS = ["single", "extra", "dual"] as const;
export type Cab = (typeof CABS)[number];

/** The body types that have a `cab` (a crew-cab light truck, a bus built on a truck's cab); every other body type's cab is null. */
export const CAB_BODY_TYPES: readonly BodyType[] = ["ute", "cab-chassis", "truck", "bus"];

/** Two-wheel drive, all-wheel drive (full-time, no low range) or four-wheel drive (4x4, part-time or with low range). */
export const DRIVE_TYPES = ["2wd", "awd", "4x4"] as const;
export type DriveType = (typeof DRIVE_TYPES)[number];

export const POWERTRAINS = ["ice", "hybrid", "phev", "bev", "fcev"] as const;
export type Powertrain = (typeof POWERTRAINS)[number];

/**
 * The physical facts of a vehicle. Every fact but `bodyType` and `powertrain` may be null: not known. A rule
 * that needs a fact the vehicle lacks prices it as an estimate and says which fact was missing.
 */
export interface VehicleFacts {
  bodyType: BodyType;
  /** Utes, cab chassis, trucks and buses only; null for every other body type, or when not known. */
  cab: Cab | null;
  /** Seating positions, the driver's included. */
  seats: number | null;
  driveType: DriveType | null;
  powertrain: Powertrain;
  /** Null for a battery or fuel-cell vehicle, or when not known. */
  cylinders: number | null;
  /** Combined tailpipe CO2 (Green Vehicle Guide); null = not rated or not known. */
  co2GramsPerKm: number | null;
  /** Combined fuel consumption (ADR 81/02 label); null = not rated or not known. */
  fuelLitresPer100Km: number | null;
  /** Unladen mass. */
  tareKg: number | null;
  /** Gross vehicle mass: the most the vehicle may weigh loaded, from its compliance plate. */
  gvmKg: number | null;
}

/**
 * What the vehicle will be registered for. Fleet cars are registered for business use, which some states
 * price differently (NSW motor vehicle tax) and which some concessions exclude (NSW's discount for private
 * light vehicles).
 */
export const REGISTRATION_USES = ["business", "private"] as const;
export type RegistrationUse = (typeof REGISTRATION_USES)[number];

/**
 * The single body class the catalogue stored before vehicles carried their facts, which the API keeps
 * accepting and answering for this version: commercial = a goods-carrying light vehicle (GVM at most 4.5 t),
 * heavy = GVM above 4.5 t. How it maps to facts and back: body-class.ts.
 */
export const BODY_CLASSES = ["passenger", "commercial", "motorcycle", "heavy"] as const;
export type BodyClass = (typeof BODY_CLASSES)[number];

/** A heavy vehicle has a GVM above 4.5 tonnes: every state registers it under the national heavy vehicle charges. */
export const HEAVY_VEHICLE_GVM_KG = 4500;

/** What the duty schedules look at: the facts, and the purchase's own circumstances. */
export interface DutyVehicle extends VehicleFacts {
  /** Bought with a manufacturer's fleet discount (TAS has its own rate for it). Default false. */
  manufacturerFleetDiscount?: boolean;
  /** VIC primary-producer passenger car. Default false. */
  primaryProducer?: boolean;
}

/** What the registration package looks at: the facts and the registration use. */
export interface RegistrationVehicle extends DutyVehicle {
  registrationUse: RegistrationUse;
}

/**
 * The facts' own contradictions, as sentences naming the field (empty when none): a cab on a body without
 * one, a mass or count that cannot be. The API's schemas refuse these with a 400; the engine throws
 * RangeError on them (assertVehicleFacts).
 */
export function vehicleFactsProblems(facts: VehicleFacts): string[] {
  const problems: string[] = [];
  const whole = (name: string, value: number | null, min: number, max: number) => {
    if (value !== null && (!Number.isInteger(value) || value < min || value > max)) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got ${value}`);
    }
  };
  if (!(BODY_TYPES as readonly string[]).includes(facts.bodyType)) problems.push(`bodyType must be one of ${BODY_TYPES.join(", ")}`);
  if (!(POWERTRAINS as readonly string[]).includes(facts.powertrain)) problems.push(`powertrain must be one of ${POWERTRAINS.join(", ")}`);
  if (facts.cab !== null && !CAB_BODY_TYPES.includes(facts.bodyType)) problems.push(`cab is for a ute, cab chassis, truck or bus only, not a ${facts.bodyType}`);
  if (facts.cab !== null && !(CABS as readonly string[]).includes(facts.cab)) problems.push(`cab must be one of ${CABS.join(", ")}`);
  if (facts.driveType !== null && !(DRIVE_TYPES as readonly string[]).includes(facts.driveType)) problems.push(`driveType must be one of ${DRIVE_TYPES.join(", ")}`);
  whole("seats", facts.seats, 1, 99);
  whole("cylinders", facts.cylinders, 1, 16);
  whole("co2GramsPerKm", facts.co2GramsPerKm, 0, 1000);
  whole("tareKg", facts.tareKg, 50, 100_000);
  whole("gvmKg", facts.gvmKg, 50, 200_000);
  if (facts.fuelLitresPer100Km !== null && !(facts.fuelLitresPer100Km >= 0 && facts.fuelLitresPer100Km <= 100)) {
    problems.push(`fuelLitresPer100Km must be from 0 to 100, got ${facts.fuelLitresPer100Km}`);
  }
  if ((facts.powertrain === "bev" || facts.powertrain === "fcev") && facts.cylinders !== null) {
    problems.push(`cylinders must be null for a ${facts.powertrain === "bev" ? "battery" : "fuel-cell"} electric vehicle`);
  }
  if (facts.tareKg !== null && facts.gvmKg !== null && facts.gvmKg < facts.tareKg) problems.push(`gvmKg (${facts.gvmKg}) is below tareKg (${facts.tareKg})`);
  return problems;
}

/** Throws RangeError naming every contradiction in the facts. */
export function assertVehicleFacts(facts: VehicleFacts): void {
  const problems = vehicleFactsProblems(facts);
  if (problems.length > 0) throw new RangeError(`The vehicle's facts contradict themselves: ${problems.join("; ")}`);
}
