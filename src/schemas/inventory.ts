import * as z from "zod/mini";
import { Pagination, PaginationQuery, requiredText, Uuid } from "./common";
import { VehicleSpecs } from "./dealers";

export const MODEL_QUERY_MAX = 200;

export const InventorySearchQuery = z.extend(PaginationQuery, {
  model: requiredText(MODEL_QUERY_MAX),
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
