import * as z from "zod/mini";
import { AU_STATES, BODY_CLASSES, POWERTRAINS } from "../pricing";
import { DEFAULT_QUOTE_VALIDITY_DAYS, MAX_QUOTE_VALIDITY_DAYS } from "../domain/quotes/validity";
import { MAX_DOLLARS } from "../domain/money";
import { DateTime, emailAddress, optionalText, Pagination, requiredText, Uuid, UuidOrCompact, webAddress } from "./common";

const inDollars = [
  z.lte(MAX_DOLLARS),
  z.refine<number>((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "must have at most two decimals"),
] as const;

/** Dollars at the edge: non-negative, at most two decimals, converted to integer cents inside. A fee, a margin, an accessory (free is fine). */
export const Dollars = z.number().check(z.gte(0), ...inDollars);

/** A vehicle's price (stock, list, quoted): dollars above nothing, which no vehicle is sold for. */
export const VehiclePrice = z.number().check(z.gt(0), ...inDollars);

const DealershipFields = {
  name: requiredText(200),
  contactEmail: z.nullable(emailAddress()),
  suburb: z.nullable(requiredText(100)),
  state: z.nullable(z.enum(AU_STATES)),
  postcode: z.nullable(z.string().check(z.regex(/^\d{4}$/, "must be 4 digits"))),
  approved: z.boolean(),
  tier: z.enum(["standard", "enterprise"]),
  autoRespond: z.boolean(),
  deliveryFee: Dollars,
  standardMargin: Dollars,
  apiMargin: z.nullable(Dollars),
  /** How long the dealership's priced quotes hold, in days from when each is sent. */
  quoteValidityDays: z.int().check(z.gte(1), z.lte(MAX_QUOTE_VALIDITY_DAYS)),
};

export const CreateDealership = z.object({
  name: DealershipFields.name,
  contactEmail: z._default(DealershipFields.contactEmail, null),
  suburb: z._default(DealershipFields.suburb, null),
  state: z._default(DealershipFields.state, null),
  postcode: z._default(DealershipFields.postcode, null),
  approved: z._default(DealershipFields.approved, false),
  tier: z._default(DealershipFields.tier, "standard"),
  autoRespond: z._default(DealershipFields.autoRespond, false),
  deliveryFee: z._default(DealershipFields.deliveryFee, 0),
  standardMargin: z._default(DealershipFields.standardMargin, 0),
  apiMargin: z._default(DealershipFields.apiMargin, null),
  quoteValidityDays: z._default(DealershipFields.quoteValidityDays, DEFAULT_QUOTE_VALIDITY_DAYS),
});

/** Every field optional; `null` clears a nullable one. */
export const UpdateDealership = z.partial(z.object(DealershipFields));

export const AddCredits = z.object({ amount: z.int().check(z.gte(1), z.lte(1_000_000)) });

export const AdminDealership = z.object({
  id: Uuid,
  ...DealershipFields,
  credits: z.int(),
  createdAt: DateTime,
});

export const UpsertInventoryItem = z.object({ price: VehiclePrice, available: z._default(z.boolean(), true) });

export const InventoryItemPath = z.object({ id: UuidOrCompact, vehicleId: UuidOrCompact });

export const AdminInventoryItem = z.object({
  dealershipId: Uuid,
  vehicleId: Uuid,
  price: z.number(),
  available: z.boolean(),
});

export const AccessoryBody = z.object({ name: requiredText(200), price: Dollars });
export const AccessoryPath = z.object({ id: UuidOrCompact, accessoryId: UuidOrCompact });
export const AdminAccessory = z.object({ id: Uuid, dealershipId: Uuid, name: z.string(), price: z.number() });

const VehicleFields = {
  model: requiredText(200),
  version: requiredText(200),
  bodyClass: z.enum(BODY_CLASSES),
  bodyType: requiredText(100),
  powertrain: z.enum(POWERTRAINS),
  engine: z.nullable(optionalText(200)),
  cylinders: z.nullable(z.int().check(z.gte(1), z.lte(16))),
  co2GramsPerKm: z.nullable(z.int().check(z.gte(0), z.lte(1000))),
  /** Unladen mass in kg: NSW motor vehicle tax and the WA licence fee are set by it. */
  tareKg: z.nullable(z.int().check(z.gte(300), z.lte(10_000))),
  /** The manufacturer's list price in dollars, GST and LCT included: QLD, WA and SA charge duty on at least it. */
  listPrice: z.nullable(VehiclePrice),
  /** Shown to FMOs as a link or an image: a web address only. */
  imageUrl: z.nullable(webAddress(500, { protocol: /^https?$/, error: "must be an http or https address" })),
};

export const CreateVehicle = z.object({
  model: VehicleFields.model,
  version: VehicleFields.version,
  bodyClass: VehicleFields.bodyClass,
  bodyType: VehicleFields.bodyType,
  powertrain: VehicleFields.powertrain,
  engine: z._default(VehicleFields.engine, null),
  cylinders: z._default(VehicleFields.cylinders, null),
  co2GramsPerKm: z._default(VehicleFields.co2GramsPerKm, null),
  tareKg: z._default(VehicleFields.tareKg, null),
  listPrice: z._default(VehicleFields.listPrice, null),
  imageUrl: z._default(VehicleFields.imageUrl, null),
});

/** Every catalogue fact optional; `null` clears a nullable one. */
export const UpdateVehicle = z.partial(z.object(VehicleFields));

export const AdminVehicle = z.object({
  id: Uuid,
  model: z.string(),
  version: z.string(),
  bodyClass: z.enum(BODY_CLASSES),
  bodyType: z.string(),
  powertrain: z.enum(POWERTRAINS),
  engine: z.nullable(z.string()),
  cylinders: z.nullable(z.int()),
  co2GramsPerKm: z.nullable(z.int()),
  tareKg: z.nullable(z.int()),
  listPrice: z.nullable(z.number()),
  imageUrl: z.nullable(z.string()),
  createdAt: DateTime,
});

export const AdminVehicleList = z.object({ vehicles: z.array(AdminVehicle), pagination: Pagination });

export const DealerKeyIssued = z.object({
  id: Uuid,
  dealershipId: Uuid,
  dealerKey: z.string().check(z.regex(/^dlr_[0-9a-f]{60}$/)),
  keyPrefix: z.string(),
  message: z.string(),
});

export const DealerKeyPath = z.object({ id: UuidOrCompact, keyId: UuidOrCompact });

export type CreateVehicle = z.output<typeof CreateVehicle>;
export type UpdateVehicle = z.output<typeof UpdateVehicle>;
export type AdminVehicle = z.output<typeof AdminVehicle>;
export type CreateDealership = z.output<typeof CreateDealership>;
export type UpdateDealership = z.output<typeof UpdateDealership>;
export type AdminDealership = z.output<typeof AdminDealership>;
