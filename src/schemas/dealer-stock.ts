import * as z from "zod/mini";
import { DateTime, Pagination, PaginationQuery, requiredText, Uuid, UuidOrCompact } from "./common";
import { MODEL_QUERY_MAX } from "./inventory";
import { type SchemaDescriber, MONEY, VEHICLE_PRICE_BASIS, UPDATED_AT, UPDATED_BY } from "./described";
import { CatalogueVehicle } from "./vehicles";

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
export type StockListResponse = z.output<typeof StockListResponse>;
export type CatalogueResponse = z.output<typeof CatalogueResponse>;

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeDealerStockSchemas(d: SchemaDescriber): void {
  d.named(StockItem, "StockItem", "A vehicle in a dealership's stock, available to FMOs or not.", {
    globalCarId: "The vehicle's catalogue id: what FMOs send as `globalCarId`.",
    model: "Make and model.",
    version: "Variant or trim.",
    price: `The dealership's price (${MONEY}; ${VEHICLE_PRICE_BASIS}); quotes add the dealership's margin.`,
    listPrice: `The manufacturer's list price from the catalogue (${MONEY}), read-only; null when the catalogue has none.`,
    available: "Whether FMOs see it and can ask for quotes on it.",
    updatedAt: UPDATED_AT,
    updatedBy: UPDATED_BY,
  });
  d.named(StockListResponse, "StockList", "A page of a dealership's stock, available or not.", {
    dealershipId: "The dealership.",
    inventory: "Its stock rows, in model and version order.",
    pagination: "Where this page sits.",
  });
  d.named(CatalogueResponse, "Catalogue", "A page of the catalogue.", { vehicles: "Catalogue vehicles, in the order they were added.", pagination: "Where this page sits." });
  d.named(StockImportChange, "StockImportChange", "What one line of the file changes.", {
    line: "The line of the file (1 is the header).",
    globalCarId: "The vehicle.",
    model: "Make and model, from the catalogue.",
    version: "Variant or trim, from the catalogue.",
    change: "`created`: the vehicle joins the stock; `updated`: its price or availability changes.",
    price: `The price from the file (${MONEY}).`,
    available: "Availability from the file.",
    previousPrice: "The price before; null for a created row.",
    previousAvailable: "Availability before; null for a created row.",
  });
  d.named(StockImportResult, "StockImportResult", "What an import changed (or, with dryRun, would change). Vehicles in stock that the file does not name are left as they are.", {
    dryRun: "True when nothing was changed: the answer says what would be.",
    rows: "Vehicle lines in the file (blank lines aside).",
    created: "Vehicles added to the stock.",
    updated: "Stock rows whose price or availability changed.",
    unchanged: "Lines that match the stock already (their rows are not touched).",
    notInFile: "Vehicles in stock that the file does not name: left as they are.",
    changes: "Every created and updated row, in file order.",
  });
  d.named(StockFileProblem, "StockFileProblem", "Something wrong in a stock file, and where.", {
    line: "The line of the file (1 is the header; a quoted value over several lines counts each).",
    column: "The column the problem is in (`globalCarId`, `price` or `available`); null for the header, the file as a whole or a line too many.",
    message: "What is wrong, in words.",
  });
  d.named(StockImportRefused, "StockImportError", "The error body of an import: an Error, with every problem of a refused file by line.", { error: "The error." });
  d.meta(StockImportRefused._zod.def.shape.error, {
    description: "The error's code, a message naming the first problem, the HTTP status, the request id and, for a refused file, `problems`: every one, in line order.",
  });
}
