import * as z from "zod/mini";
import type { $ZodType } from "zod/v4/core";
import { BODY_CLASSES, BODY_TYPES, CABS, DRIVE_TYPES, POWERTRAINS, vehicleFactsProblems, type VehicleFacts } from "../pricing";
import { DateTime, optionalText, requiredText, Uuid, webAddress } from "./common";
import { type SchemaDescriber, MONEY, innerOf } from "./described";
import { omit, pick } from "./fields";
import { VehiclePrice } from "./money";
import { makeOf } from "../domain/vehicle-make";

// A vehicle, as the catalogue keeps it and every answer shows it: each field defined once below,
// with how the operator's writes take it (bounds included) and how answers show it, then composed
// into every shape that shows a vehicle (the FMO's specs, the dealers' catalogue, the operator's
// vehicle, a quote's vehicle). A new fact is one entry in `vehicleFields` and its description in
// `vehicleFieldDescriptions` (and its column in src/db/schema.ts): every shape, view and query
// that shows a vehicle shows it.

/** One field: how it is taken (a write), and how it is shown (an answer). */
const field = <Taken extends $ZodType, Shown extends $ZodType>(taken: Taken, shown: Shown) => ({ taken, shown });
/** A physical fact the catalogue may not know: null when not known, taken within its bounds. */
const fact = <Taken extends $ZodType, Shown extends $ZodType>(taken: Taken, shown: Shown) => field(z.nullable(taken), z.nullable(shown));

const BodyType = z.enum(BODY_TYPES);
const Cab = z.nullable(z.enum(CABS));
const DriveType = z.nullable(z.enum(DRIVE_TYPES));
const Powertrain = z.enum(POWERTRAINS);
export const BodyClass = z.enum(BODY_CLASSES);

/** A vehicle's fields, in the order its answers show them. */
export const vehicleFields = {
  /** Taken from the model's first word(s) when a new vehicle does not name it (src/domain/vehicle-make.ts). */
  make: field(requiredText(100), z.string()),
  model: field(requiredText(200), z.string()),
  version: field(requiredText(200), z.string()),
  /** One of the body types; the old free text (with bodyClass) is still taken: src/domain/catalogue-facts.ts. */
  bodyType: field(requiredText(100), BodyType),
  bodyClass: field(BodyClass, BodyClass),
  cab: field(Cab, Cab),
  seats: fact(z.int().check(z.gte(1), z.lte(99)), z.int()),
  driveType: field(DriveType, DriveType),
  powertrain: field(Powertrain, Powertrain),
  engine: field(z.nullable(optionalText(200)), z.nullable(z.string())),
  cylinders: fact(z.int().check(z.gte(1), z.lte(16)), z.int()),
  co2GramsPerKm: fact(z.int().check(z.gte(0), z.lte(1000)), z.int()),
  fuelLitresPer100Km: fact(z.number().check(z.gte(0), z.lte(100)), z.number()),
  /** The catalogue's own bounds (its table refuses others). */
  tareKg: fact(z.int().check(z.gte(300), z.lte(10_000)), z.int()),
  gvmKg: fact(z.int().check(z.gte(300), z.lte(200_000)), z.int()),
  /** The manufacturer's list price in dollars, GST and LCT included: QLD and WA charge duty on at least it, SA on it alone. */
  listPrice: field(z.nullable(VehiclePrice), z.nullable(z.number())),
  /** Shown to FMOs as a link or an image: a web address only. */
  imageUrl: field(z.nullable(webAddress(500, { protocol: /^https?$/, error: "must be an http or https address" })), z.nullable(z.string())),
};

type Fields = typeof vehicleFields;
export type VehicleField = keyof Fields;
export const VEHICLE_FIELDS = Object.keys(vehicleFields) as VehicleField[];

/** Every field as a write takes it. */
const taken = Object.fromEntries(VEHICLE_FIELDS.map((name) => [name, vehicleFields[name].taken])) as { [K in VehicleField]: Fields[K]["taken"] };
/** Every field as an answer shows it. */
const shown = Object.fromEntries(VEHICLE_FIELDS.map((name) => [name, vehicleFields[name].shown])) as { [K in VehicleField]: Fields[K]["shown"] };

/** What a vehicle is, rather than what it is called, looks like or sells for: its physical facts. */
const NOT_FACTS = ["make", "model", "version", "bodyClass", "engine", "listPrice", "imageUrl"] as const;
export type VehicleFact = Exclude<VehicleField, (typeof NOT_FACTS)[number]>;
export const VEHICLE_FACTS = VEHICLE_FIELDS.filter((name) => !(NOT_FACTS as readonly string[]).includes(name)) as VehicleFact[];

/** The facts pricing reads (src/pricing/vehicle.ts: VehicleFacts); the catalogue may keep more. */
export const PRICING_FACTS = ["bodyType", "cab", "seats", "driveType", "powertrain", "cylinders", "co2GramsPerKm", "fuelLitresPer100Km", "tareKg", "gvmKg"] as const satisfies readonly (keyof VehicleFacts & VehicleFact)[];

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
    bodyType: BodyType,
    cab: z._default(Cab, null),
    seats: z._default(taken.seats, null),
    driveType: z._default(DriveType, null),
    powertrain: Powertrain,
    cylinders: z._default(taken.cylinders, null),
    co2GramsPerKm: z._default(taken.co2GramsPerKm, null),
    fuelLitresPer100Km: z._default(taken.fuelLitresPer100Km, null),
    tareKg: z._default(z.nullable(z.int().check(z.gte(50), z.lte(100_000))), null),
    gvmKg: z._default(taken.gvmKg, null),
  } satisfies Record<keyof VehicleFacts, $ZodType>)
  .check(consistentFacts);

/** A new catalogue vehicle: its facts (`bodyType` from the list, or in the old form `bodyClass`), the rest unknown when left out. */
export const CreateVehicle = z.object({
  ...(Object.fromEntries(VEHICLE_FIELDS.map((name) => [name, z.optional(taken[name])])) as { [K in VehicleField]: z.ZodMiniOptional<Fields[K]["taken"]> }),
  model: taken.model,
  version: taken.version,
  powertrain: taken.powertrain,
  engine: z._default(taken.engine, null),
  listPrice: z._default(taken.listPrice, null),
  imageUrl: z._default(taken.imageUrl, null),
});

/** Every catalogue fact optional; `null` clears a nullable one. */
export const UpdateVehicle = z.partial(z.object(taken));

/** A catalogue vehicle as the operator sees it. */
export const AdminVehicle = z.object({ id: Uuid, ...shown, createdAt: DateTime });

/** What the catalogue records of a vehicle, as FMOs see it beside its name. */
export const VehicleSpecs = z.nullable(z.object(omit(shown, ["make", "model", "version", "imageUrl"])));

/** A catalogue vehicle as a dealership chooses what to stock. */
export const CatalogueVehicle = z.object({ id: Uuid, ...omit(shown, ["engine", "imageUrl"]), inStock: z.boolean() });

/** A vehicle at approved dealerships, as a search lists it. */
export const VehicleSummary = z.object({ id: Uuid, ...pick(shown, ["model", "version"]), specs: VehicleSpecs, imageUrl: shown.imageUrl });

/** A vehicle a dealership has available, as its stock list shows it: the summary, its id named `globalCarId`. */
export const DealerInventoryItem = z.object({ globalCarId: Uuid, ...pick(shown, ["model", "version"]), specs: VehicleSpecs, imageUrl: shown.imageUrl });

/** The vehicle of a quote, as the quote names it. */
export const QuoteVehicle = z.object(pick(shown, ["model", "version", "imageUrl"]));

export type CreateVehicle = z.output<typeof CreateVehicle>;
export type UpdateVehicle = z.output<typeof UpdateVehicle>;
export type AdminVehicle = z.output<typeof AdminVehicle>;
export type VehicleSpecs = z.output<typeof VehicleSpecs>;
export type CatalogueVehicle = z.output<typeof CatalogueVehicle>;
export type VehicleSummary = z.output<typeof VehicleSummary>;
export type DealerInventoryItem = z.output<typeof DealerInventoryItem>;
/** Every field of a vehicle as answers show it. */
export type VehicleView = z.output<z.ZodMiniObject<typeof shown>>;

/**
 * Build time only: a catalogue row as the demo data writes it (the examples read the seed through
 * it): every field, the list price in cents, and null for a field the data does not hold (a fact not known).
 */
export function storedVehicle() {
  const row = z.object({
    id: z.string(),
    ...(Object.fromEntries(
      VEHICLE_FIELDS.filter((name) => name !== "listPrice" && name !== "make").map((name) => [name, shown[name].safeParse(null).success ? z._default(shown[name], null) : shown[name]]),
    ) as unknown as { [K in Exclude<VehicleField, "listPrice" | "make">]: Fields[K]["shown"] }),
    listPriceCents: z.nullable(z.int()),
  });
  // The demo data names no make: the seed takes it from the model, as the operator's API does.
  return z.pipe(row, z.transform((vehicle) => ({ make: makeOf(vehicle.model), ...vehicle })));
}

/** Build time only: how the API description explains each field of a vehicle, wherever it appears (see ./described.ts). */
export function vehicleFieldDescriptions(): Record<VehicleField, string> {
  return {
    make: "The manufacturer, such as `Toyota`: when a new vehicle does not name it, the model's first word (two for `Land Rover`, `Alfa Romeo`, `Aston Martin` and `Great Wall`).",
    model: "Make and model.",
    version: "Variant or trim.",
    bodyType: `The body as the maker describes it: ${BODY_TYPES.map((b) => `\`${b}\``).join(", ")}. A dual-cab ute is a \`ute\` with \`cab: dual\`; each state decides from the facts which of its classes the vehicle is in.`,
    bodyClass: BODY_CLASS_DESCRIPTION,
    cab: "The cab of a ute, cab chassis, truck or bus: `single`, `extra` (space, club, king or freestyle cab) or `dual` (double, crew); null for other bodies, or when not known.",
    seats: "Seating positions, the driver's included; null when not known.",
    driveType: "`2wd`, `awd` (all-wheel drive, no low range) or `4x4`; null when not known.",
    powertrain: "Power source: `ice`, `hybrid`, `phev`, `bev` or `fcev`. NSW taxes hybrids, plug-in hybrids and electric vehicles as lower taxed vehicles.",
    engine: "Engine description, when known.",
    cylinders: "Number of cylinders (QLD and TAS registration, QLD duty, NT registration); null for an electric vehicle, or when not known.",
    co2GramsPerKm: "Combined CO2 emissions in g/km (VIC green-car duty, ACT duty and registration, NSW lower taxed vehicles); null when not rated or not known.",
    fuelLitresPer100Km: "Combined fuel consumption in L/100 km, from the ADR 81/02 label: at most 3.5 is a fuel-efficient car for luxury car tax. Null when not known.",
    tareKg: "Unladen (tare) mass in kg (NSW motor vehicle tax, WA licence fee, SA registration of a commercial vehicle). Without it those lines are estimates.",
    gvmKg: "Gross vehicle mass in kg, from the compliance plate: above 4,500 kg the vehicle is heavy, which the service does not price automatically.",
    listPrice: `The manufacturer's list price (${MONEY}, GST and LCT included), when known: QLD and WA charge duty on at least it, SA on it alone.`,
    imageUrl: "A picture of the vehicle, when there is one.",
  };
}

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeVehicleSchemas(d: SchemaDescriber): void {
  const fields = vehicleFieldDescriptions();
  d.named(EstimateVehicle, "VehicleFacts", "A vehicle's physical facts: `bodyType` and `powertrain` required, any other left out is not known.", pick(fields, PRICING_FACTS));
  const written = {
    ...fields,
    bodyType: `${fields.bodyType} The old form, free text such as \`Dual Cab Ute\` with \`bodyClass\`, is still taken: the text and the version's name are read for the body, cab and drive.`,
    bodyClass: `${BODY_CLASS_DESCRIPTION} Still taken: on its own (the old form), it gives the body its class's own (passenger: sedan, commercial: ute, motorcycle, heavy: truck) unless \`bodyType\` text names another it could hold; beside a listed \`bodyType\`, it must be the class the facts imply.`,
    engine: "Engine description.",
    listPrice: `The manufacturer's list price (${MONEY}, GST and LCT included): QLD and WA charge duty on at least it, SA on it alone, whatever the fleet price. Without it, duty there is charged on the quoted price and marked an estimate.`,
    imageUrl: "A picture of the vehicle: an http or https address.",
  };
  d.named(CreateVehicle, "CreateVehicle", "A vehicle for the catalogue.", written);
  d.named(UpdateVehicle, "UpdateVehicle", "Facts to change; `null` clears a nullable one. Quotes already priced keep their price.", written);
  d.named(AdminVehicle, "AdminVehicle", "A catalogue vehicle with the facts pricing reads.", { id: "The vehicle's catalogue id.", ...written, createdAt: "When it was added." });
  d.named(innerOf(VehicleSpecs), "VehicleSpecs", "What the catalogue records of a vehicle: its physical facts, from which each state decides its class.", omit(fields, ["make", "model", "version", "imageUrl"]));
  d.named(CatalogueVehicle, "CatalogueVehicle", "A catalogue vehicle a dealership may stock.", {
    id: "The catalogue id: the `globalCarId` to stock it with.",
    ...omit(fields, ["engine", "imageUrl"]),
    listPrice: `The manufacturer's list price (${MONEY}, GST and LCT included); null when unknown.`,
    inStock: "Whether the dealership stocks it already (available or not).",
  });
  const summary = {
    model: fields.model,
    version: fields.version,
    specs: "What the catalogue records of the vehicle; null when nothing is recorded.",
    imageUrl: fields.imageUrl,
  };
  d.named(VehicleSummary, "VehicleSummary", "A vehicle available at one or more approved dealerships.", {
    id: "The vehicle's catalogue id: send it as `globalCarId` when asking for a quote.",
    ...summary,
  });
  d.named(DealerInventoryItem, "InventoryItem", "A vehicle a dealership has available.", {
    globalCarId: "The vehicle's catalogue id: send it as `globalCarId` when asking for a quote.",
    ...summary,
  });
}
