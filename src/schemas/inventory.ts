import * as z from "zod/mini";
import { AU_STATES } from "../pricing";
import { Pagination, PaginationQuery, requiredText, Uuid } from "./common";
import { VehicleSpecs } from "./dealers";
import { type SchemaDescriber } from "./described";

export const MODEL_QUERY_MAX = 200;

export const InventorySearchQuery = z.extend(PaginationQuery, {
  model: requiredText(MODEL_QUERY_MAX),
  /** An extension: only vehicles some approved dealership of this state or territory has available. */
  state: z.optional(z.enum(AU_STATES)),
});

export const VehicleSummary = z.object({
  id: Uuid,
  model: z.string(),
  version: z.string(),
  specs: VehicleSpecs,
  imageUrl: z.nullable(z.string()),
});

export const InventorySearchResponse = z.object({
  vehicles: z.array(VehicleSummary),
  pagination: Pagination,
});

export type VehicleSummary = z.output<typeof VehicleSummary>;
export type InventorySearchResponse = z.output<typeof InventorySearchResponse>;

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeInventorySchemas(d: SchemaDescriber): void {
  d.named(VehicleSummary, "VehicleSummary", "A vehicle available at one or more approved dealerships.", {
    id: "The vehicle's catalogue id: send it as `globalCarId` when asking for a quote.",
    model: "Make and model.",
    version: "Variant or trim.",
    specs: "What the catalogue records of the vehicle; null when nothing is recorded.",
    imageUrl: "A picture of the vehicle, when there is one.",
  });
  d.named(InventorySearchResponse, "InventorySearchResult", "A page of matching vehicles, each listed once however many dealerships stock it.", {
    vehicles: "The vehicles on this page.",
    pagination: "Where this page sits.",
  });
}
