import * as z from "zod/mini";
import { AU_STATES } from "../pricing";
import { Pagination, PaginationQuery, requiredText } from "./common";
import { VehicleSummary } from "./vehicles";
import { type SchemaDescriber } from "./described";

export const MODEL_QUERY_MAX = 200;

export const InventorySearchQuery = z.extend(PaginationQuery, {
  model: requiredText(MODEL_QUERY_MAX),
  /** An extension: only vehicles some approved dealership of this state or territory has available. */
  state: z.optional(z.enum(AU_STATES)),
});

export const InventorySearchResponse = z.object({
  vehicles: z.array(VehicleSummary),
  pagination: Pagination,
});

export type InventorySearchResponse = z.output<typeof InventorySearchResponse>;

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeInventorySchemas(d: SchemaDescriber): void {
  d.named(InventorySearchResponse, "InventorySearchResult", "A page of matching vehicles, each listed once however many dealerships stock it.", {
    vehicles: "The vehicles on this page.",
    pagination: "Where this page sits.",
  });
}
