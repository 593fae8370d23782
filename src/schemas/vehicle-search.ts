import * as z from "zod/mini";
import { MAX_DOLLARS } from "../domain/money";
import { SEARCH_TEXT_MAX } from "../domain/vehicle-search";
import { BODY_TYPES, CABS, DRIVE_TYPES, POWERTRAINS } from "../pricing";
import { AnyCaseState, optionalText, PaginationQuery, PaginationWithTotal, queryInteger, Uuid } from "./common";
import { dealershipFields } from "./dealers";
import { type SchemaDescriber } from "./described";
import { omit, pick } from "./fields";
import { VehicleSpecs } from "./vehicles";

// GET /api/v1/vehicles: the catalogue searched by what a fleet needs. Every parameter is optional
// and they combine with AND; a list is comma-separated and matches any of its values.

/** A comma-separated list of `values` (each matched exactly), described on the wire as the string it is. */
function queryList<const T extends string>(values: readonly T[]) {
  const schema = z.pipe(
    z.string().check(
      z.refine((text) => text.split(",").every((value) => (values as readonly string[]).includes(value.trim())), `must be a comma-separated list of: ${values.join(", ")}`),
    ),
    z.transform((text) => [...new Set(text.split(",").map((value) => value.trim() as T))]),
  );
  schema._zod.toJSONSchema = () => ({ type: "string", pattern: `^(${values.join("|")})(,(${values.join("|")}))*$` });
  return schema;
}

/** Free values, comma-separated: each 1 to `max` characters. */
function queryTextList(max: number) {
  const schema = z.pipe(
    z.string().check(
      z.refine((text) => text.split(",").every((value) => value.trim().length > 0 && value.trim().length <= max), `must be a comma-separated list of names of 1 to ${max} characters`),
    ),
    z.transform((text) => [...new Set(text.split(",").map((value) => value.trim()))]),
  );
  schema._zod.toJSONSchema = () => ({ type: "string" });
  return schema;
}

/** A decimal number in the query string (digits, one point), then range-checked. */
function queryDecimal(min: number, max: number) {
  const schema = z.pipe(
    z.string().check(z.regex(/^\d+(\.\d+)?$/, "must be a number")),
    z.pipe(z.transform(Number), z.number().check(z.gte(min), z.lte(max))),
  );
  schema._zod.toJSONSchema = () => ({ type: "number", minimum: min, maximum: max });
  return schema;
}

export const VEHICLE_SEARCH_SORTS = ["listPrice", "-listPrice", "model"] as const;

const Dollars = queryDecimal(0, MAX_DOLLARS);

export const VehicleSearchQuery = z
  .extend(PaginationQuery, {
    q: optionalText(SEARCH_TEXT_MAX),
    make: z.optional(queryTextList(100)),
    bodyType: z.optional(queryList(BODY_TYPES)),
    cab: z.optional(queryList(CABS)),
    driveType: z.optional(queryList(DRIVE_TYPES)),
    powertrain: z.optional(queryList(POWERTRAINS)),
    seatsMin: z.optional(queryInteger(1, 99)),
    gvmMaxKg: z.optional(queryInteger(300, 200_000)),
    fuelMaxLitresPer100Km: z.optional(queryDecimal(0, 100)),
    listPriceMin: z.optional(Dollars),
    listPriceMax: z.optional(Dollars),
    state: z.optional(AnyCaseState),
    stocked: z.optional(z.enum(["true", "false"])),
    sort: z._default(z.enum(VEHICLE_SEARCH_SORTS), "listPrice"),
    include: z.optional(z.enum(["dealerships"])),
  })
  .check(
    z.superRefine((query, ctx) => {
      if (query.listPriceMin !== undefined && query.listPriceMax !== undefined && query.listPriceMin > query.listPriceMax) {
        ctx.issues.push({ code: "custom", message: "must not be above listPriceMax", path: ["listPriceMin"], input: query.listPriceMin });
      }
    }),
  );

/** The approved dealerships that have a vehicle available: how many, and how many in each state. */
export const Stockists = z.object({ count: z.int(), byState: z.record(z.string(), z.int()) });

/** A dealership named beside a search result: who to ask. */
export const StockingDealership = z.object(pick(omit(dealershipFields, ["email"]), ["id", "name", "state", "postcode"]));

export const VehicleSearchItem = z.object({
  id: Uuid,
  make: z.string(),
  model: z.string(),
  version: z.string(),
  listPrice: z.nullable(z.number()),
  specs: VehicleSpecs,
  stockists: Stockists,
  dealerships: z.optional(z.array(StockingDealership)),
});

export const VehicleSearchResponse = z.object({ vehicles: z.array(VehicleSearchItem), pagination: PaginationWithTotal });

export type VehicleSearchQuery = z.output<typeof VehicleSearchQuery>;
export type VehicleSearchItem = z.output<typeof VehicleSearchItem>;
export type VehicleSearchResponse = z.output<typeof VehicleSearchResponse>;

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeVehicleSearchSchemas(d: SchemaDescriber): void {
  d.named(VehicleSearchItem, "VehicleSearchItem", "A catalogue vehicle that matches, with who has it available.", {
    id: "The vehicle's catalogue id: the `globalCarId` of a quote or tender.",
    make: "The manufacturer.",
    model: "Make and model.",
    version: "Variant or trim.",
    listPrice: "The manufacturer's list price in dollars, GST and LCT included; null when not known.",
    specs: "The vehicle's facts, as every answer shows them.",
    stockists: "The approved dealerships that have it available, in all states: `count`, and `byState` (a state or territory code to its count; states with none left out).",
    dealerships: "With `include=dealerships` only: the approved dealerships that have it available (of `state`, when given), at most 20, in name order.",
  });
  d.named(StockingDealership, "StockingDealership", "A dealership that has the vehicle available.", {
    id: "The dealership's id: send it in `dealershipIds` of a tender or as `dealershipId` of a quote.",
    name: "Trading name.",
    state: "State or territory code, when known.",
    postcode: "Postcode, when known.",
  });
  d.named(PaginationWithTotal, "PaginationWithTotal", "Where this page sits, and how many match in all.", {
    limit: "The page size asked for.",
    offset: "How many matches were skipped.",
    count: "How many items this page holds.",
    total: "How many items match, on every page.",
  });
  d.named(VehicleSearchResponse, "VehicleSearchResponse", "A page of the vehicles that match, in the order asked for.", {
    vehicles: "The vehicles on this page.",
    pagination: "Where this page sits, with the number of matches.",
  });
}
