import { type BodyClass, type BodyType, type Cab, CAB_BODY_TYPES, type DriveType, HEAVY_VEHICLE_GVM_KG, type Powertrain, type VehicleFacts } from "./vehicle";

/*
 * The single `bodyClass` the catalogue stored before vehicles carried their facts, both ways:
 *
 * - bodyClass → facts (vehicleFactsFromBodyClass): for migrating old rows and for a client that still sends
 *   `bodyClass`. The free-text body type and version, where given, are read for the body, the cab and the
 *   drive ("Dual Cab Ute", "4x4 Double Cab Pick-Up"); a body they do not name falls back on the class:
 *   passenger → sedan, commercial → ute, motorcycle → motorcycle, heavy → truck. Facts no text states stay
 *   null (seats, GVM, fuel consumption): the rules that need them price an estimate and say so. A heavy row
 *   becomes a truck of unknown GVM, which the engine refuses as it refuses any heavy vehicle.
 * - facts → bodyClass (bodyClassOf): what the API keeps answering as `bodyClass` for this version. GVM above
 *   4.5 t, or a truck or bus whose GVM is not known → heavy; motorcycle → motorcycle; ute, van, cab chassis
 *   or truck → commercial; every other body (sedan, hatch, wagon, SUV, coupe, convertible, people mover, a
 *   light bus) → passenger.
 *
 * The round trip from a class alone gives the class back. A row whose text names a body of another class
 * answers the class of its body: a "Dual Cab Ute" stored as passenger answers commercial.
 */

/** A catalogue row as stored before the facts: its class and free text, and the facts it already had. */
export interface LegacyVehicle {
  bodyClass: BodyClass;
  /** The old free-text body type ("Dual Cab Ute", "SUV"). */
  bodyType?: string | null;
  /** The version's name, read for the cab and the drive ("SR5 4x4 Double Cab Pick-Up Auto"). */
  version?: string | null;
  powertrain: Powertrain;
  cylinders: number | null;
  co2GramsPerKm: number | null;
  tareKg: number | null;
}

const CLASS_BODY: Readonly<Record<BodyClass, BodyType>> = {
  passenger: "sedan",
  commercial: "ute",
  motorcycle: "motorcycle",
  heavy: "truck",
};

/** The body types each old class could hold. */
const CLASS_BODIES: Readonly<Record<BodyClass, readonly BodyType[]>> = {
  passenger: ["sedan", "hatch", "wagon", "suv", "coupe", "convertible", "people-mover", "bus", "ute", "cab-chassis", "van"],
  commercial: ["ute", "cab-chassis", "van", "truck"],
  motorcycle: ["motorcycle"],
  heavy: ["truck", "bus"],
};

/** Free-text words for each body, most specific first. */
const BODY_WORDS: readonly [RegExp, BodyType][] = [
  [/motor ?cycle|motorbike|scooter/, "motorcycle"],
  [/cab[ -]?chassis/, "cab-chassis"],
  [/\bute\b|utility|pick-?up/, "ute"],
  [/people[ -]?mover|\bmpv\b/, "people-mover"],
  [/\bbus\b|minibus/, "bus"],
  [/truck|prime mover/, "truck"],
  [/\bvan\b|troop carrier/, "van"],
  [/\bsuv\b/, "suv"],
  [/wagon/, "wagon"],
  [/hatch/, "hatch"],
  [/sedan/, "sedan"],
  [/coupe/, "coupe"],
  [/convertible|cabriolet|roadster/, "convertible"],
];

const CAB_WORDS: readonly [RegExp, Cab][] = [
  [/single/, "single"],
  [/double|dual|crew/, "dual"],
  [/extra|club|space|king|freestyle|super/, "extra"],
];

const DRIVE_WORDS: readonly [RegExp, DriveType][] = [
  [/4x4|4wd/, "4x4"],
  [/\bawd\b/, "awd"],
  [/4x2|2wd|\bfwd\b|\brwd\b/, "2wd"],
];

function firstMatch<T>(text: string, words: readonly [RegExp, T][]): T | null {
  return words.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** The facts an old row or an old client's request implies (see the comment at the top). */
export function vehicleFactsFromBodyClass(legacy: LegacyVehicle): VehicleFacts {
  const text = `${legacy.bodyType ?? ""} ${legacy.version ?? ""}`.toLowerCase();
  const named = firstMatch(text, BODY_WORDS);
  const bodyType = named !== null && CLASS_BODIES[legacy.bodyClass].includes(named) ? named : CLASS_BODY[legacy.bodyClass];
  const cab = CAB_BODY_TYPES.includes(bodyType) ? firstMatch(text, CAB_WORDS) : null;
  return {
    bodyType,
    cab,
    seats: null,
    driveType: firstMatch(text, DRIVE_WORDS),
    powertrain: legacy.powertrain,
    cylinders: legacy.powertrain === "bev" || legacy.powertrain === "fcev" ? null : legacy.cylinders,
    co2GramsPerKm: legacy.co2GramsPerKm,
    fuelLitresPer100Km: null,
    tareKg: legacy.tareKg,
    gvmKg: null,
  };
}

/** The old body class of a vehicle's facts: what the API answers as `bodyClass` for this version. */
export function bodyClassOf(facts: Pick<VehicleFacts, "bodyType" | "gvmKg">): BodyClass {
  if (facts.gvmKg !== null && facts.gvmKg > HEAVY_VEHICLE_GVM_KG) return "heavy";
  if ((facts.bodyType === "truck" || facts.bodyType === "bus") && facts.gvmKg === null) return "heavy";
  if (facts.bodyType === "motorcycle") return "motorcycle";
  if (CLASS_BODIES.commercial.includes(facts.bodyType)) return "commercial";
  return "passenger";
}
