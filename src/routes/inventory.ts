import { Hono } from "hono";
import { modelSearchKey } from "../domain/model-search";
import { replicaDatabase } from "../db/client";
import { searchAvailableVehicles } from "../db/queries/vehicles";
import { vehicleSummary } from "../db/queries/vehicle-specs";
import type { AppEnv } from "../env";
import { pagination } from "../http/pagination";
import { validate } from "../http/validate";
import { authenticateClient } from "../middleware/authenticate";
import { InventorySearchQuery, type InventorySearchResponse } from "../schemas/inventory";

export const inventoryRoutes = new Hono<AppEnv>().get("/", authenticateClient(), validate("query", InventorySearchQuery), async (c) => {
  const { model, ...page } = c.req.valid("query");
  const key = modelSearchKey(model);
  const rows = key ? await searchAvailableVehicles(replicaDatabase(c.env.DB), key, page) : [];

  const body: InventorySearchResponse = {
    vehicles: rows.map(vehicleSummary),
    pagination: pagination(page, rows.length),
  };
  return c.json(body);
});
