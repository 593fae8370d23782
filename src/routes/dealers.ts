import { Hono } from "hono";
import { replicaDatabase } from "../db/client";
import { findApprovedDealerInventory, listApprovedDealers } from "../db/queries/dealers";
import { dealerInventoryItem } from "../db/queries/vehicle-specs";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { pagination } from "../http/pagination";
import { validate } from "../http/validate";
import { authenticateClient } from "../middleware/authenticate";
import { IdParam, PaginationQuery } from "../schemas/common";
import type { DealerInventoryResponse, DealerListResponse } from "../schemas/dealers";

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
      inventory: rows.map(dealerInventoryItem),
      pagination: pagination(page, rows.length),
    };
    return c.json(body);
  });
