import { Hono } from "hono";
import { replicaDatabase } from "../db/client";
import { findApprovedDealerInventory, listApprovedDealers } from "../db/queries/dealers";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { inventoryItemView } from "../http/vehicle-views";
import { pagination } from "../http/pagination";
import { validate } from "../http/validate";
import { authenticateClient } from "../middleware/authenticate";
import { IdParam, PaginationQuery } from "../schemas/common";
import { DealerInventoryResponse, DealerListResponse } from "../schemas/dealers";
import type { OperationDoc } from "../schemas/described";
import { apiExamples } from "../examples/api";

export const dealerRoutes = new Hono<AppEnv>()
  .get("/", authenticateClient(), validate("query", PaginationQuery), async (c) => {
    const page = c.req.valid("query");
    const dealers = await listApprovedDealers(replicaDatabase(c.env.DB), page);
    const body: DealerListResponse = { dealers, pagination: pagination(page, dealers.length) };
    return c.json(body);
  })
  .get("/:id/inventory", authenticateClient(), validate("param", IdParam), validate("query", PaginationQuery), async (c) => {
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
  });

/** Build time only: these routes as the API description shows them (see src/schemas/described.ts). */
export function dealerOperations(): OperationDoc[] {
  const ex = apiExamples();
  const dealershipPath = { id: "The dealership's id." };
  return [
    {
      method: "get",
      path: "/api/v1/dealers",
      operationId: "listDealers",
      summary: "List approved dealerships",
      description: "Approved dealerships only, in name order, a page at a time.",
      tag: "FMO",
      auth: "apiKey",
      query: PaginationQuery,
      responses: { 200: { description: "A page of approved dealerships", schema: DealerListResponse, example: ex.dealerList } },
      errors: [400, 401, 429, 500],
    },
    {
      method: "get",
      path: "/api/v1/dealers/{id}/inventory",
      operationId: "listDealerInventory",
      summary: "List one dealership's available vehicles",
      description: "The vehicles an approved dealership has available, a page at a time. An unknown or unapproved dealership is 404; a malformed id is 400.",
      tag: "FMO",
      auth: "apiKey",
      params: IdParam,
      parameterDescriptions: dealershipPath,
      query: PaginationQuery,
      responses: { 200: { description: "A page of the dealership's available vehicles", schema: DealerInventoryResponse, example: ex.dealerInventory } },
      errors: [400, 401, 404, 429, 500],
      errorDescriptions: { 404: "No approved dealership has this id" },
    },
  ];
}
