import { replicaDatabase } from "../db/client";
import { findVehicleStockists } from "../db/queries/dealers";
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
  operation({ id: "listVehicleDealerships", method: "get", path: "/api/v1/vehicles/{id}/dealerships", auth: "apiKey", params: IdParam, query: VehicleDealershipsQuery }, async (c) => {
    const { id } = c.req.valid("param");
    const { state, ...page } = c.req.valid("query");
    const dealerships = await findVehicleStockists(replicaDatabase(c.env.DB), id, state, page);
    if (!dealerships) throw new ApiError("NOT_FOUND", `Vehicle ${id} not found`);
    const body: VehicleDealershipList = { dealerships, pagination: pagination(page, dealerships.length) };
    return c.json(body);
  }),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeVehicleOperations(): OperationTexts<typeof vehicleOperations> {
  const ex = dealerExamples();
  return {
    listVehicleDealerships: {
      summary: "Find the dealerships that have a vehicle available",
      description:
        "An extension of the spec. The approved dealerships that have this catalogue vehicle available (optionally only those of one state or territory), in name order, a page at a time: who to ask in a tender. No prices: ask for quotes to learn them. An unknown vehicle is 404.",
      tag: "FMO",
      parameterDescriptions: {
        id: "The vehicle's catalogue id (the `id` of a search result, the `globalCarId` of an inventory item).",
        state: "Only dealerships of this state or territory.",
      },
      responses: { 200: { description: "A page of the dealerships that have it available", schema: VehicleDealershipList, example: ex.vehicleDealerships } },
      errors: [400, 401, 404, 429, 500],
      errorDescriptions: { 404: "The catalogue has no vehicle with this id" },
    },
  };
}
