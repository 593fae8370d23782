import { Hono } from "hono";
import { replicaDatabase } from "../db/client";
import { findVehicleStockists } from "../db/queries/dealers";
import { apiExamples } from "../examples/api";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { pagination } from "../http/pagination";
import { validate } from "../http/validate";
import { authenticateClient } from "../middleware/authenticate";
import { IdParam } from "../schemas/common";
import type { OperationDoc } from "../schemas/described";
import { VehicleDealershipList, VehicleDealershipsQuery } from "../schemas/dealers";

/**
 * Who stocks a vehicle (an extension of the spec): the approved dealerships that have it available,
 * the first step of a tender. No prices: FMOs learn those from quotes.
 */
export const vehicleRoutes = new Hono<AppEnv>().get(
  "/:id/dealerships",
  authenticateClient(),
  validate("param", IdParam),
  validate("query", VehicleDealershipsQuery),
  async (c) => {
    const { id } = c.req.valid("param");
    const { state, ...page } = c.req.valid("query");
    const dealerships = await findVehicleStockists(replicaDatabase(c.env.DB), id, state, page);
    if (!dealerships) throw new ApiError("NOT_FOUND", `Vehicle ${id} not found`);
    const body: VehicleDealershipList = { dealerships, pagination: pagination(page, dealerships.length) };
    return c.json(body);
  },
);

/** Build time only: these routes as the API description shows them (see src/schemas/described.ts). */
export function vehicleOperations(): OperationDoc[] {
  const ex = apiExamples();
  return [
    {
      method: "get",
      path: "/api/v1/vehicles/{id}/dealerships",
      operationId: "listVehicleDealerships",
      summary: "Find the dealerships that have a vehicle available",
      description:
        "An extension of the spec. The approved dealerships that have this catalogue vehicle available (optionally only those of one state or territory), in name order, a page at a time: who to ask in a tender. No prices: ask for quotes to learn them. An unknown vehicle is 404.",
      tag: "FMO",
      auth: "apiKey",
      params: IdParam,
      query: VehicleDealershipsQuery,
      parameterDescriptions: {
        id: "The vehicle's catalogue id (the `id` of a search result, the `globalCarId` of an inventory item).",
        state: "Only dealerships of this state or territory.",
      },
      responses: { 200: { description: "A page of the dealerships that have it available", schema: VehicleDealershipList, example: ex.vehicleDealerships } },
      errors: [400, 401, 404, 429, 500],
      errorDescriptions: { 404: "The catalogue has no vehicle with this id" },
    },
  ];
}
