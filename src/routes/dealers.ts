import { replicaDatabase } from "../db/client";
import { findApprovedDealerInventory, listApprovedDealers } from "../db/queries/dealers";
import { ApiError } from "../http/errors";
import { inventoryItemView } from "../views/vehicles";
import { pagination } from "../http/pagination";
import { IdParam, PaginationQuery } from "../schemas/common";
import { DealerInventoryResponse, DealerListResponse } from "../schemas/dealers";
import { dealerExamples } from "../examples/dealers";
import { operation, type OperationTexts } from "./operations";

export const dealerOperations = [
  operation({ id: "listDealers", method: "get", path: "/api/v1/dealers", auth: "apiKey", query: PaginationQuery }, async (c) => {
    const page = c.req.valid("query");
    const dealers = await listApprovedDealers(replicaDatabase(c.env.DB), page);
    const body: DealerListResponse = { dealers, pagination: pagination(page, dealers.length) };
    return c.json(body);
  }),
  operation({ id: "listDealerInventory", method: "get", path: "/api/v1/dealers/{id}/inventory", auth: "apiKey", params: IdParam, query: PaginationQuery }, async (c) => {
    const { id } = c.req.valid("param");
    const page = c.req.valid("query");
    const rows = await findApprovedDealerInventory(replicaDatabase(c.env.DB), id, page);
    if (!rows) throw new ApiError("NOT_FOUND", `Dealership ${id} not found`);

    const body: DealerInventoryResponse = {
      dealershipId: id,
      inventory: rows.map(inventoryItemView),
      pagination: pagination(page, rows.length),
    };
    return c.json(body);
  }),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeDealerOperations(): OperationTexts<typeof dealerOperations> {
  const ex = dealerExamples();
  return {
    listDealers: {
      summary: "List approved dealerships",
      description: "Approved dealerships only, in name order, a page at a time.",
      tag: "FMO",
      responses: { 200: { description: "A page of approved dealerships", schema: DealerListResponse, example: ex.dealerList } },
      errors: [400, 401, 429, 500],
    },
    listDealerInventory: {
      summary: "List one dealership's available vehicles",
      description: "The vehicles an approved dealership has available, a page at a time. An unknown or unapproved dealership is 404; a malformed id is 400.",
      tag: "FMO",
      parameterDescriptions: { id: "The dealership's id." },
      responses: { 200: { description: "A page of the dealership's available vehicles", schema: DealerInventoryResponse, example: ex.dealerInventory } },
      errors: [400, 401, 404, 429, 500],
      errorDescriptions: { 404: "No approved dealership has this id" },
    },
  };
}
