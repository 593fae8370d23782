import { Hono } from "hono";
import { database } from "../../db/client";
import { insertVehicle } from "../../db/queries/admin";
import { modelSearchKey } from "../../domain/model-search";
import type { AppEnv } from "../../env";
import { validate } from "../../http/validate";
import { CreateVehicle } from "../../schemas/admin";

export const adminVehicleRoutes = new Hono<AppEnv>().post("/", validate("json", CreateVehicle), async (c) => {
  const input = c.req.valid("json");
  const row = await insertVehicle(database(c.env.DB), { id: crypto.randomUUID(), ...input, modelSearchKey: modelSearchKey(input.model) });
  return c.json(row, 201);
});
