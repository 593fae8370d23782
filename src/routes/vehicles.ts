import { replicaDatabase, replicaSession } from "../db/client";
import { findVehicleStockists } from "../db/queries/dealers";
import { VehicleSearchQuery, VehicleSearchResponse } from "../schemas/vehicle-search";
import { findVehicles } from "../services/vehicle-search";
import { dealerExamples } from "../examples/dealers";
import { ApiError } from "../http/errors";
import { pagination } from "../http/pagination";
import { IdParam } from "../schemas/common";
import { VehicleDealershipList, VehicleDealershipsQuery } from "../schemas/dealers";
import { operation, type OperationTexts } from "./operations";

/**
 * Who stocks a vehicle (an extension of the spec): the approved dealerships that have it available,
 * the first step of a tender. No prices: FMOs learn those from quotes.
 */
export const vehicleOperations = [
  operation({ id: "searchVehicles", method: "get", path: "/api/v1/vehicles", auth: "apiKey", query: VehicleSearchQuery }, async (c) => {
    const query = c.req.valid("query");
    const { vehicles, total } = await findVehicles(replicaSession(c.env.DB), query);
    const page = { limit: query.limit, offset: query.offset };
    const body: VehicleSearchResponse = { vehicles, pagination: { ...pagination(page, vehicles.length), total } };
    return c.json(body);
  }),
  operation({ id: "listVehicleDealerships", method: "get", path: "/api/v1/vehicles/{id}/dealerships", auth: "apiKey", params: IdParam, query: VehicleDealershipsQuery }, async (c) => {
    const { id } = c.req.valid("param");
    const { state, ...page } = c.req.valid("query");
    const found = await findVehicleStockists(replicaDatabase(c.env.DB), id, state, page);
    if (!found) throw new ApiError("NOT_FOUND", `Vehicle ${id} not found`);
    const body: VehicleDealershipList = { dealerships: found.dealerships, pagination: { ...pagination(page, found.dealerships.length), total: found.total } };
    return c.json(body);
  }),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeVehicleOperations(): OperationTexts<typeof vehicleOperations> {
  const ex = dealerExamples();
  return {
    searchVehicles: {
      summary: "Search the catalogue by what a fleet needs",
      description: [
        "An extension of the spec: the catalogue's vehicles that match every parameter given, with the approved dealerships that have each available (`stockists`), a page at a time, and `pagination.total`, the number of matches. One request, counted once against the hour's limit. A list parameter is comma-separated and matches any of its values.",
        "`q` matches words: each word must be found, in any case, somewhere in the vehicle's make, model, version or engine, or in how its body, cab, drive and powertrain are said (`ute`, `van`, `cab chassis`, `dual cab` (also `double`, `crew`), `single cab`, `extra cab` (`space`, `club`), `4x4` (`4wd`), `awd`, `2wd` (`4x2`), `hybrid`, `phev`, `plug-in`, `ev`, `electric`, `hydrogen`). A word may be part of another: `lux` finds the HiLux.",
        "A vehicle whose fact a filter reads is not known (no list price, no seat count) does not match that filter; an electric or fuel-cell vehicle burns no fuel, so it passes any `fuelMaxLitresPer100Km`. No match is 200 with `total: 0`.",
      ].join("\n\n"),
      tag: "FMO",
      parameterDescriptions: {
        q: "Words, 1 to 100 characters in all: every word must match somewhere (see above).",
        make: "Makes, comma-separated, any case: `Toyota,Ford`.",
        bodyType: "Body types, comma-separated: `ute,cab-chassis`.",
        cab: "Cabs, comma-separated: `dual`.",
        driveType: "Drive types, comma-separated: `4x4,awd`.",
        powertrain: "Powertrains, comma-separated: `hybrid,phev,bev`.",
        seatsMin: "At least this many seats.",
        gvmMaxKg: "A gross vehicle mass of at most this many kilograms.",
        fuelMaxLitresPer100Km: "At most this many litres per 100 km (combined).",
        listPriceMin: "A list price of at least this many dollars.",
        listPriceMax: "A list price of at most this many dollars; not below `listPriceMin`.",
        state: "Only vehicles that an approved dealership of this state or territory has available (any case: `qld` is `QLD`); `include=dealerships` then names only that state's.",
        stocked: "`true`: only vehicles some approved dealership has available. `false` (as when left out): the whole catalogue.",
        sort: "`listPrice` (the default: cheapest first), `-listPrice` (dearest first) or `model`; ties by model, then id; vehicles without a list price last.",
        include: "`dealerships`: each vehicle also names the approved dealerships that have it available (of `state`, when given), at most 20, in name order: who to ask for a quote or a tender.",
      },
      responses: { 200: { description: "A page of the vehicles that match, with their number", schema: VehicleSearchResponse, example: ex.vehicleSearch } },
      errors: [400, 401, 429, 500],
      errorDescriptions: { 400: "A parameter is malformed: an unknown list value, a minimum above its maximum, a `q` over 100 characters (the message names it)" },
    },
    listVehicleDealerships: {
      summary: "Find the dealerships that have a vehicle available",
      description:
        "An extension of the spec. The approved dealerships that have this catalogue vehicle available (optionally only those of one state or territory), in name order, a page at a time: who to ask in a tender. No prices: ask for quotes to learn them. An unknown vehicle is 404.",
      tag: "FMO",
      parameterDescriptions: {
        id: "The vehicle's catalogue id (the `id` of a search result, the `globalCarId` of an inventory item).",
        state: "Only dealerships of this state or territory (any case: `qld` is `QLD`).",
      },
      responses: { 200: { description: "A page of the dealerships that have it available", schema: VehicleDealershipList, example: ex.vehicleDealerships } },
      errors: [400, 401, 404, 429, 500],
      errorDescriptions: { 404: "The catalogue has no vehicle with this id" },
    },
  };
}
