import * as z from "zod/mini";
import { AU_STATES } from "../pricing";
import { DEFAULT_QUOTE_VALIDITY_DAYS, MAX_QUOTE_VALIDITY_DAYS } from "../domain/quotes/validity";
import { CREDIT_NOTE_MAX } from "../domain/credits";
import { MAX_DOLLARS } from "../domain/money";
import { DateTime, emailAddress, optionalText, Pagination, PaginationQuery, requiredText, Uuid, UuidOrCompact, webAddress } from "./common";
import { type SchemaDescriber, MONEY, GST_INCLUSIVE, VEHICLE_PRICE_BASIS } from "./described";
import { BODY_CLASS_DESCRIPTION, BodyClass, VehicleFactFields, vehicleFactDescriptions } from "./vehicle-facts";

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

/** Credits bought, and optionally what they were (an invoice), kept on the statement entry. */
export const AddCredits = z.object({ amount: z.int().check(z.gte(1), z.lte(1_000_000)), note: z.optional(requiredText(CREDIT_NOTE_MAX)) });

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
  /** One of the body types; the old free text (with bodyClass) is still taken: src/domain/catalogue-facts.ts. */
  bodyType: requiredText(100),
  bodyClass: BodyClass,
  cab: VehicleFactFields.cab,
  seats: VehicleFactFields.seats,
  driveType: VehicleFactFields.driveType,
  powertrain: VehicleFactFields.powertrain,
  engine: z.nullable(optionalText(200)),
  cylinders: VehicleFactFields.cylinders,
  co2GramsPerKm: VehicleFactFields.co2GramsPerKm,
  fuelLitresPer100Km: VehicleFactFields.fuelLitresPer100Km,
  tareKg: VehicleFactFields.tareKg,
  gvmKg: VehicleFactFields.gvmKg,
  /** The manufacturer's list price in dollars, GST and LCT included: QLD and WA charge duty on at least it, SA on it alone. */
  listPrice: z.nullable(VehiclePrice),
  /** Shown to FMOs as a link or an image: a web address only. */
  imageUrl: z.nullable(webAddress(500, { protocol: /^https?$/, error: "must be an http or https address" })),
};

/** A new catalogue vehicle: its facts (`bodyType` from the list, or in the old form `bodyClass`), the rest unknown when left out. */
export const CreateVehicle = z.object({
  model: VehicleFields.model,
  version: VehicleFields.version,
  bodyType: z.optional(VehicleFields.bodyType),
  bodyClass: z.optional(VehicleFields.bodyClass),
  cab: z.optional(VehicleFields.cab),
  seats: z.optional(VehicleFields.seats),
  driveType: z.optional(VehicleFields.driveType),
  powertrain: VehicleFields.powertrain,
  engine: z._default(VehicleFields.engine, null),
  cylinders: z.optional(VehicleFields.cylinders),
  co2GramsPerKm: z.optional(VehicleFields.co2GramsPerKm),
  fuelLitresPer100Km: z.optional(VehicleFields.fuelLitresPer100Km),
  tareKg: z.optional(VehicleFields.tareKg),
  gvmKg: z.optional(VehicleFields.gvmKg),
  listPrice: z._default(VehicleFields.listPrice, null),
  imageUrl: z._default(VehicleFields.imageUrl, null),
});

/** Every catalogue fact optional; `null` clears a nullable one. */
export const UpdateVehicle = z.partial(z.object(VehicleFields));

export const AdminVehicle = z.object({
  id: Uuid,
  model: z.string(),
  version: z.string(),
  bodyType: VehicleFactFields.bodyType,
  bodyClass: VehicleFields.bodyClass,
  cab: VehicleFactFields.cab,
  seats: z.nullable(z.int()),
  driveType: VehicleFactFields.driveType,
  powertrain: VehicleFactFields.powertrain,
  engine: z.nullable(z.string()),
  cylinders: z.nullable(z.int()),
  co2GramsPerKm: z.nullable(z.int()),
  fuelLitresPer100Km: z.nullable(z.number()),
  tareKg: z.nullable(z.int()),
  gvmKg: z.nullable(z.int()),
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

/** `true` or `false` in the query string. */
const queryFlag = z.pipe(z.enum(["true", "false"]), z.transform((value) => value === "true"));
// Described as what it is on the wire: a boolean query parameter.
queryFlag._zod.toJSONSchema = () => ({ type: "boolean" });

export const DEALERSHIP_QUERY_MAX = 200;

export const AdminDealershipListQuery = z.extend(PaginationQuery, {
  approved: z.optional(queryFlag),
  state: z.optional(z.enum(AU_STATES)),
  q: z.optional(requiredText(DEALERSHIP_QUERY_MAX)),
});

export const AdminDealershipListItem = z.extend(AdminDealership, { lastQuoteAt: z.nullable(DateTime) });

export const AdminDealershipList = z.object({ dealerships: z.array(AdminDealershipListItem), pagination: Pagination });

export const DealerKeyListItem = z.object({
  id: Uuid,
  prefix: z.string(),
  createdAt: DateTime,
  lastUsedAt: z.nullable(DateTime),
  revokedAt: z.nullable(DateTime),
});

export const DealerKeyList = z.object({ dealershipId: Uuid, keys: z.array(DealerKeyListItem), pagination: Pagination });

export type AdminDealershipListItem = z.output<typeof AdminDealershipListItem>;
export type AdminDealershipList = z.output<typeof AdminDealershipList>;
export type DealerKeyList = z.output<typeof DealerKeyList>;
export type DealerKeyListItem = z.output<typeof DealerKeyListItem>;
export type CreateVehicle = z.output<typeof CreateVehicle>;
export type UpdateVehicle = z.output<typeof UpdateVehicle>;
export type AdminVehicle = z.output<typeof AdminVehicle>;
export type CreateDealership = z.output<typeof CreateDealership>;
export type UpdateDealership = z.output<typeof UpdateDealership>;
export type AdminDealership = z.output<typeof AdminDealership>;

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeAdminSchemas(d: SchemaDescriber): void {
  const dealershipFields = {
    name: "Trading name.",
    contactEmail: "Where quote requests are e-mailed for review.",
    suburb: "Suburb.",
    state: "State or territory code.",
    postcode: "Four-digit postcode.",
    approved: "Only approved dealerships are listed and can be asked for quotes.",
    tier: "`enterprise` may auto-respond.",
    autoRespond: "Price quotes at once (enterprise tier only).",
    deliveryFee: `Delivery fee (${MONEY}; ${GST_INCLUSIVE}).`,
    standardMargin: `Margin on the stock price (${MONEY}; ${GST_INCLUSIVE}).`,
    apiMargin: `Margin for quotes asked through the API, instead of the standard one (${MONEY}; ${GST_INCLUSIVE}); null for none.`,
    quoteValidityDays: "How long a priced quote holds, in days from when it is sent: 1 to 90 (14 by default).",
  };
  d.named(CreateDealership, "CreateDealership", "A new dealership; only `name` is required.", dealershipFields);
  d.named(UpdateDealership, "UpdateDealership", "Fields to change; `null` clears a nullable one. Moving to the standard tier switches auto-respond off.", dealershipFields);
  d.named(AdminDealership, "AdminDealership", "A dealership as the operator sees it.", {
    id: "The dealership's id.",
    ...dealershipFields,
    credits: "Quote credits left: each quote asked of the dealership uses one.",
    createdAt: "When the dealership was created.",
  });
  d.named(AddCredits, "AddCredits", "Credits to add.", {
    amount: "How many quote credits to add.",
    note: "What they were, such as the invoice they were bought with: optional, one line of 1 to 500 characters, shown to the dealership in its statement and kept in the audit record.",
  });
  d.named(AdminDealershipListItem, "AdminDealershipListItem", "A dealership in the operator's list.", {
    ...d.fieldsOf("AdminDealership"),
    lastQuoteAt: "When it was last asked for a quote (a tender's included); null when never.",
  });
  d.named(AdminDealershipList, "AdminDealershipList", "A page of dealerships, newest first.", { dealerships: "Newest first.", pagination: "Where this page sits." });
  d.named(DealerKeyListItem, "DealerKeyListItem", "A dealer key as the operator sees it: never the key or its hash.", {
    id: "The key's id (to revoke it).",
    prefix: "The start of the key (`dlr_` and 8 hex digits), as the dealer sees it at the start of theirs.",
    createdAt: "When it was issued.",
    lastUsedAt:
      "When it last made a request that succeeded; null when never. Written after the response, at most once a minute per key in each Worker isolate, so it may be up to a minute behind. Signing in to the portal with it is not counted.",
    revokedAt: "When it was revoked; null while it works.",
  });
  d.named(DealerKeyList, "DealerKeyList", "A page of a dealership's dealer keys, newest first.", { dealershipId: "The dealership.", keys: "Newest first.", pagination: "Where this page sits." });
  d.named(UpsertInventoryItem, "UpsertInventoryItem", "A vehicle's price and availability at a dealership.", {
    price: `The stock price (${MONEY}; ${VEHICLE_PRICE_BASIS}).`,
    available: "Whether FMOs can see and ask for it.",
  });
  d.named(AdminInventoryItem, "AdminInventoryItem", "A stock row.", {
    dealershipId: "The dealership.",
    vehicleId: "The vehicle.",
    price: `The stock price (${MONEY}; ${VEHICLE_PRICE_BASIS}).`,
    available: "Whether FMOs can see and ask for it.",
  });
  d.named(AccessoryBody, "AccessoryInput", "An accessory a dealership offers.", { name: "What it is.", price: `Its price (${MONEY}; ${GST_INCLUSIVE}).` });
  d.named(AdminAccessory, "Accessory", "An accessory a dealership offers.", {
    id: "The accessory's id: FMOs send it in `accessoryIds`.",
    dealershipId: "The dealership.",
    name: "What it is.",
    price: `Its price (${MONEY}; ${GST_INCLUSIVE}).`,
  });
  const facts = vehicleFactDescriptions();
  const vehicleFields = {
    model: "Make and model.",
    version: "Variant or trim.",
    ...facts,
    bodyType: `${facts.bodyType} The old form, free text such as \`Dual Cab Ute\` with \`bodyClass\`, is still taken: the text and the version's name are read for the body, cab and drive.`,
    bodyClass: `${BODY_CLASS_DESCRIPTION} Still taken: on its own (the old form), it gives the body its class's own (passenger: sedan, commercial: ute, motorcycle, heavy: truck) unless \`bodyType\` text names another it could hold; beside a listed \`bodyType\`, it must be the class the facts imply.`,
    engine: "Engine description.",
    listPrice: `The manufacturer's list price (${MONEY}, GST and LCT included): QLD and WA charge duty on at least it, SA on it alone, whatever the fleet price. Without it, duty there is charged on the quoted price and marked an estimate.`,
    imageUrl: "A picture of the vehicle: an http or https address.",
  };
  d.named(CreateVehicle, "CreateVehicle", "A vehicle for the catalogue.", vehicleFields);
  d.named(UpdateVehicle, "UpdateVehicle", "Facts to change; `null` clears a nullable one. Quotes already priced keep their price.", vehicleFields);
  d.named(AdminVehicle, "AdminVehicle", "A catalogue vehicle with the facts pricing reads.", { id: "The vehicle's catalogue id.", ...vehicleFields, createdAt: "When it was added." });
  d.named(AdminVehicleList, "AdminVehicleList", "A page of the catalogue.", { vehicles: "Catalogue vehicles, in the order they were added.", pagination: "Where this page sits." });
  d.named(DealerKeyIssued, "DealerKeyIssued", "A new dealer key: shown this once, never again.", {
    id: "The key's id (to revoke it).",
    dealershipId: "The dealership it belongs to.",
    dealerKey: "The bearer key for the dealership's operations: `dlr_` and 60 lower-case hex digits.",
    keyPrefix: "The start of the key, safe to show in listings.",
    message: "Says to hand the key over safely: it cannot be retrieved again.",
  });
}
