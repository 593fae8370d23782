import * as z from "zod/mini";
import { BODY_CLASSES, POWERTRAINS } from "../pricing/vehicle";
import { Pagination, Uuid } from "./common";

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
    bodyType: z.string(),
    bodyClass: z.enum(BODY_CLASSES),
    powertrain: z.enum(POWERTRAINS),
    engine: z.nullable(z.string()),
    cylinders: z.nullable(z.int()),
    co2GramsPerKm: z.nullable(z.int()),
    /** Unladen mass in kg, when known: NSW and WA registration are set by it. */
    tareKg: z.nullable(z.int()),
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

export type Dealer = z.output<typeof Dealer>;
export type VehicleSpecs = z.output<typeof VehicleSpecs>;
export type DealerInventoryItem = z.output<typeof DealerInventoryItem>;
export type DealerListResponse = z.output<typeof DealerListResponse>;
export type DealerInventoryResponse = z.output<typeof DealerInventoryResponse>;
