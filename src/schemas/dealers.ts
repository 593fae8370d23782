import * as z from "zod/mini";
import { AU_STATES } from "../pricing";
import { BODY_CLASSES, POWERTRAINS } from "../pricing/vehicle";
import { Pagination, PaginationQuery, Uuid } from "./common";
import { BODY_CLASS_DESCRIPTION, VehicleFactFields, vehicleFactDescriptions } from "./vehicle-facts";
import { type SchemaDescriber, MONEY, innerOf } from "./described";

export const Dealer = z.object({
  id: Uuid,
  name: z.string(),
  suburb: z.nullable(z.string()),
  state: z.nullable(z.string()),
  postcode: z.nullable(z.string()),
  autoRespond: z.boolean(),
});

export const DealerListResponse = z.object({
  dealers: z.array(Dealer),
  pagination: Pagination,
});

export const VehicleSpecs = z.nullable(
  z.object({
    bodyType: VehicleFactFields.bodyType,
    bodyClass: z.enum(BODY_CLASSES),
    cab: VehicleFactFields.cab,
    seats: z.nullable(z.int()),
    driveType: VehicleFactFields.driveType,
    powertrain: z.enum(POWERTRAINS),
    engine: z.nullable(z.string()),
    cylinders: z.nullable(z.int()),
    co2GramsPerKm: z.nullable(z.int()),
    fuelLitresPer100Km: z.nullable(z.number()),
    /** Unladen mass in kg, when known: NSW and WA registration are set by it. */
    tareKg: z.nullable(z.int()),
    gvmKg: z.nullable(z.int()),
    /** The manufacturer's list price in dollars, GST and LCT included, when known. */
    listPrice: z.nullable(z.number()),
  }),
);

export const DealerInventoryItem = z.object({
  globalCarId: Uuid,
  model: z.string(),
  version: z.string(),
  specs: VehicleSpecs,
  imageUrl: z.nullable(z.string()),
});

export const DealerInventoryResponse = z.object({
  dealershipId: Uuid,
  inventory: z.array(DealerInventoryItem),
  pagination: Pagination,
});

/** Who has a vehicle available: approved dealerships, optionally of one state. */
export const VehicleDealershipsQuery = z.extend(PaginationQuery, { state: z.optional(z.enum(AU_STATES)) });

export const VehicleDealershipList = z.object({
  dealerships: z.array(Dealer),
  pagination: Pagination,
});

export type Dealer = z.output<typeof Dealer>;
export type VehicleDealershipList = z.output<typeof VehicleDealershipList>;
export type VehicleSpecs = z.output<typeof VehicleSpecs>;
export type DealerInventoryItem = z.output<typeof DealerInventoryItem>;
export type DealerListResponse = z.output<typeof DealerListResponse>;
export type DealerInventoryResponse = z.output<typeof DealerInventoryResponse>;

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeDealerSchemas(d: SchemaDescriber): void {
  d.named(Dealer, "Dealer", "An approved dealership.", {
    id: "The dealership's id: send it as `dealershipId` when asking for a quote.",
    name: "Trading name.",
    suburb: "Suburb, when known.",
    state: "State or territory code, when known.",
    postcode: "Postcode, when known.",
    autoRespond: "True when the dealership prices quotes at once (the creation response then has status `completed`); false when it reviews them by hand.",
  });
  d.named(DealerListResponse, "DealerList", "A page of approved dealerships, in name order.", {
    dealers: "The dealerships on this page.",
    pagination: "Where this page sits.",
  });
  d.named(innerOf(VehicleSpecs), "VehicleSpecs", "What the catalogue records of a vehicle: its physical facts, from which each state decides its class.", {
    ...vehicleFactDescriptions(),
    bodyClass: BODY_CLASS_DESCRIPTION,
    engine: "Engine description, when known.",
    listPrice: `The manufacturer's list price (${MONEY}, GST and LCT included), when known: QLD and WA charge duty on at least it, SA on it alone.`,
  });
  d.named(DealerInventoryItem, "InventoryItem", "A vehicle a dealership has available.", {
    globalCarId: "The vehicle's catalogue id: send it as `globalCarId` when asking for a quote.",
    model: "Make and model.",
    version: "Variant or trim.",
    specs: "What the catalogue records of the vehicle; null when nothing is recorded.",
    imageUrl: "A picture of the vehicle, when there is one.",
  });
  d.named(DealerInventoryResponse, "DealerInventory", "A page of one dealership's available vehicles.", {
    dealershipId: "The dealership, in canonical form.",
    inventory: "The vehicles on this page.",
    pagination: "Where this page sits.",
  });
  d.named(VehicleDealershipList, "VehicleDealershipList", "A page of the approved dealerships that have a vehicle available, in name order.", {
    dealerships: "The dealerships on this page, as the dealer list shows them.",
    pagination: "Where this page sits.",
  });
}
