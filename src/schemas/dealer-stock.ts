import * as z from "zod/mini";
import { BODY_CLASSES, POWERTRAINS } from "../pricing/vehicle";
import { DateTime, Pagination, PaginationQuery, requiredText, Uuid, UuidOrCompact } from "./common";
import { MODEL_QUERY_MAX } from "./inventory";

/** A list's optional model filter: the search's matching (partial, any case, spaces and hyphens ignored). */
const ModelFilter = z.optional(requiredText(MODEL_QUERY_MAX));

export const StockListQuery = z.extend(PaginationQuery, { model: ModelFilter });

/** A vehicle in a dealership's stock, available or not, as the dealership and the operator keep it. */
export const StockItem = z.object({
  globalCarId: Uuid,
  model: z.string(),
  version: z.string(),
  price: z.number(),
  listPrice: z.nullable(z.number()),
  available: z.boolean(),
  updatedAt: DateTime,
  updatedBy: z.nullable(z.string()),
});

export const StockListResponse = z.object({
  dealershipId: Uuid,
  inventory: z.array(StockItem),
  pagination: Pagination,
});

export const StockItemPath = z.object({ globalCarId: UuidOrCompact });

export const CatalogueQuery = z.extend(PaginationQuery, { model: ModelFilter });

export const CatalogueVehicle = z.object({
  id: Uuid,
  model: z.string(),
  version: z.string(),
  bodyType: z.string(),
  bodyClass: z.enum(BODY_CLASSES),
  powertrain: z.enum(POWERTRAINS),
  listPrice: z.nullable(z.number()),
  inStock: z.boolean(),
});

export const CatalogueResponse = z.object({
  vehicles: z.array(CatalogueVehicle),
  pagination: Pagination,
});

/** `true` or `false` in the query string. */
const queryFlag = z.pipe(z.enum(["true", "false"]), z.transform((value) => value === "true"));
// Described as what it is on the wire: a boolean query parameter.
queryFlag._zod.toJSONSchema = () => ({ type: "boolean" });

export const StockImportQuery = z.object({ dryRun: z._default(queryFlag, false) });

export const StockImportChange = z.object({
  line: z.int(),
  globalCarId: Uuid,
  model: z.string(),
  version: z.string(),
  change: z.enum(["created", "updated"]),
  price: z.number(),
  available: z.boolean(),
  previousPrice: z.nullable(z.number()),
  previousAvailable: z.nullable(z.boolean()),
});

export const StockImportResult = z.object({
  dryRun: z.boolean(),
  rows: z.int(),
  created: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  notInFile: z.int(),
  changes: z.array(StockImportChange),
});

export const StockFileProblem = z.object({
  line: z.int(),
  column: z.nullable(z.string()),
  message: z.string(),
});

/** The error body of a refused import: the usual error, with every problem of the file by line. */
export const StockImportRefused = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    status: z.int(),
    requestId: z.string(),
    problems: z.optional(z.array(StockFileProblem)),
  }),
});

export type StockItem = z.output<typeof StockItem>;
export type StockImportResult = z.output<typeof StockImportResult>;
export type CatalogueVehicle = z.output<typeof CatalogueVehicle>;
export type StockListResponse = z.output<typeof StockListResponse>;
export type CatalogueResponse = z.output<typeof CatalogueResponse>;
