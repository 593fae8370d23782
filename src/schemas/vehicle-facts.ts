import * as z from "zod/mini";
import { BODY_CLASSES, BODY_TYPES, CABS, DRIVE_TYPES, POWERTRAINS, vehicleFactsProblems, type VehicleFacts } from "../pricing";
import { type SchemaDescriber } from "./described";

/**
 * A vehicle's physical facts (src/pricing/vehicle.ts), as a buyer reads them on the compliance plate and
 * in the brochure: the catalogue keeps them, an estimate may name them. Null = not known.
 */
export const VehicleFactFields = {
  bodyType: z.enum(BODY_TYPES),
  cab: z.nullable(z.enum(CABS)),
  seats: z.nullable(z.int().check(z.gte(1), z.lte(99))),
  driveType: z.nullable(z.enum(DRIVE_TYPES)),
  powertrain: z.enum(POWERTRAINS),
  cylinders: z.nullable(z.int().check(z.gte(1), z.lte(16))),
  co2GramsPerKm: z.nullable(z.int().check(z.gte(0), z.lte(1000))),
  fuelLitresPer100Km: z.nullable(z.number().check(z.gte(0), z.lte(100))),
  /** The catalogue's own bounds (its table refuses others). */
  tareKg: z.nullable(z.int().check(z.gte(300), z.lte(10_000))),
  gvmKg: z.nullable(z.int().check(z.gte(300), z.lte(200_000))),
};

export const BodyClass = z.enum(BODY_CLASSES);

/** Said of `bodyClass` wherever it is answered or taken. */
export const BODY_CLASS_DESCRIPTION =
  "The single body class of the API's first version, kept for its clients: `heavy` (GVM above 4,500 kg, or a truck or bus of unknown GVM), `motorcycle`, `commercial` (a ute, van, cab chassis or light truck) or `passenger` (every other body). Derived from the facts; pricing reads the facts, never this.";

/**
 * The facts' contradictions (a cab on a sedan, cylinders on an EV, a GVM below the tare), each as an
 * issue of the field it names, for a schema whose output holds every fact.
 */
export const consistentFacts = z.superRefine<VehicleFacts>((facts, ctx) => {
  for (const problem of vehicleFactsProblems(facts)) {
    const [field, ...rest] = problem.split(" ");
    ctx.issues.push({ code: "custom", message: rest.join(" "), path: [field!], input: facts });
  }
});

/** The facts an estimate names for a vehicle outside the catalogue: body and powertrain required, the rest null when left out. */
export const EstimateVehicle = z
  .object({
    bodyType: VehicleFactFields.bodyType,
    cab: z._default(VehicleFactFields.cab, null),
    seats: z._default(VehicleFactFields.seats, null),
    driveType: z._default(VehicleFactFields.driveType, null),
    powertrain: VehicleFactFields.powertrain,
    cylinders: z._default(VehicleFactFields.cylinders, null),
    co2GramsPerKm: z._default(VehicleFactFields.co2GramsPerKm, null),
    fuelLitresPer100Km: z._default(VehicleFactFields.fuelLitresPer100Km, null),
    tareKg: z._default(z.nullable(z.int().check(z.gte(50), z.lte(100_000))), null),
    gvmKg: z._default(VehicleFactFields.gvmKg, null),
  })
  .check(consistentFacts);

/** Build time only: how the API description explains a vehicle's facts, wherever they appear (see ./described.ts). */
export function vehicleFactDescriptions(): Record<keyof typeof VehicleFactFields, string> {
  return {
    bodyType: `The body as the maker describes it: ${BODY_TYPES.map((b) => `\`${b}\``).join(", ")}. A dual-cab ute is a \`ute\` with \`cab: dual\`; each state decides from the facts which of its classes the vehicle is in.`,
    cab: "The cab of a ute, cab chassis, truck or bus: `single`, `extra` (space, club, king or freestyle cab) or `dual` (double, crew); null for other bodies, or when not known.",
    seats: "Seating positions, the driver's included; null when not known.",
    driveType: "`2wd`, `awd` (all-wheel drive, no low range) or `4x4`; null when not known.",
    powertrain: "Power source: `ice`, `hybrid`, `phev`, `bev` or `fcev`. NSW taxes hybrids, plug-in hybrids and electric vehicles as lower taxed vehicles.",
    cylinders: "Number of cylinders (QLD and TAS registration, QLD duty, NT registration); null for an electric vehicle, or when not known.",
    co2GramsPerKm: "Combined CO2 emissions in g/km (VIC green-car duty, ACT duty and registration, NSW lower taxed vehicles); null when not rated or not known.",
    fuelLitresPer100Km: "Combined fuel consumption in L/100 km, from the ADR 81/02 label: at most 3.5 is a fuel-efficient car for luxury car tax. Null when not known.",
    tareKg: "Unladen (tare) mass in kg (NSW motor vehicle tax, WA licence fee, SA registration of a commercial vehicle). Without it those lines are estimates.",
    gvmKg: "Gross vehicle mass in kg, from the compliance plate: above 4,500 kg the vehicle is heavy, which the service does not price automatically.",
  };
}

export function describeVehicleFactSchemas(d: SchemaDescriber): void {
  d.named(EstimateVehicle, "VehicleFacts", "A vehicle's physical facts: `bodyType` and `powertrain` required, any other left out is not known.", vehicleFactDescriptions());
}
