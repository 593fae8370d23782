import { modelSearchKey } from "../domain/model-search";
import { replicaDatabase } from "../db/client";
import { searchAvailableVehicles } from "../db/queries/vehicles";
import { pagination } from "../http/pagination";
import { vehicleSummaryView } from "../views/vehicles";
import { InventorySearchQuery, InventorySearchResponse } from "../schemas/inventory";
import { dealerExamples } from "../examples/dealers";
import { operation, type OperationTexts } from "./operations";

export const inventoryOperations = [
  operation({ id: "searchInventory", method: "get", path: "/api/v1/inventory", auth: "apiKey", query: InventorySearchQuery }, async (c) => {
  const { model, state, ...page } = c.req.valid("query");
  const key = modelSearchKey(model);
  const rows = key ? await searchAvailableVehicles(replicaDatabase(c.env.DB), key, page, state) : [];

  const body: InventorySearchResponse = {
    vehicles: rows.map(vehicleSummaryView),
    pagination: pagination(page, rows.length),
  };
  return c.json(body);
}),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeInventoryOperations(): OperationTexts<typeof inventoryOperations> {
  const ex = dealerExamples();
  return {
    searchInventory: {
      summary: "Search vehicles at every approved dealership by model text",
      description:
        "Vehicles available at any approved dealership whose model name (make and model, such as `Toyota HiLux`) contains the text: case-insensitive, and spaces and hyphens do not matter (`hi lux` finds the HiLux). Each vehicle is listed once, however many dealerships stock it; its `id` is what to send as `globalCarId`. An extension: with `state`, only vehicles that some approved dealership of that state or territory has available; `listVehicleDealerships` then says which.",
      tag: "FMO",
      parameterDescriptions: {
        model: "Text to look for in the model name: 1 to 200 characters; partial, case-insensitive, spaces and hyphens ignored.",
        state: "An extension: only vehicles available at an approved dealership of this state or territory (`NSW`, `VIC`, `QLD`, `WA`, `SA`, `TAS`, `ACT`, `NT`).",
      },
      responses: { 200: { description: "A page of matching vehicles", schema: InventorySearchResponse, example: ex.inventorySearch } },
      errors: [400, 401, 429, 500],
      errorDescriptions: { 400: "Invalid request, for example no `model`" },
    },
  };
}
