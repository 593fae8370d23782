import { Hono } from "hono";
import { database } from "../../db/client";
import { findVehicle, insertVehicle, updateVehicle, type VehicleRow } from "../../db/queries/admin";
import { centsToDollars, dollarsToCents } from "../../domain/money";
import { modelFilterKey, modelSearchKey } from "../../domain/model-search";
import type { AppEnv } from "../../env";
import { listCatalogue } from "../../db/queries/vehicles";
import { ApiError } from "../../http/errors";
import { pagination } from "../../http/pagination";
import { validate } from "../../http/validate";
import { IdParam } from "../../schemas/common";
import { CatalogueQuery } from "../../schemas/dealer-stock";
import { CreateVehicle, UpdateVehicle, type AdminVehicle } from "../../schemas/admin";

/** The columns a request sets: the list price in dollars becomes cents, the model its search key; fields left out stay out. */
function vehicleColumns(input: UpdateVehicle) {
  const { listPrice, ...facts } = input;
  const columns = {
    ...facts,
    ...(facts.model === undefined ? {} : { modelSearchKey: modelSearchKey(facts.model) }),
    ...(listPrice === undefined ? {} : { listPriceCents: listPrice === null ? null : dollarsToCents(listPrice) }),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<VehicleRow>;
}

function vehicleView(row: VehicleRow): AdminVehicle {
  return {
    id: row.id,
    model: row.model,
    version: row.version,
    bodyClass: row.bodyClass,
    bodyType: row.bodyType,
    powertrain: row.powertrain,
    engine: row.engine,
    cylinders: row.cylinders,
    co2GramsPerKm: row.co2GramsPerKm,
    tareKg: row.tareKg,
    listPrice: row.listPriceCents === null ? null : centsToDollars(row.listPriceCents),
    imageUrl: row.imageUrl,
    createdAt: row.createdAt,
  };
}

/** The catalogue: the vehicles dealerships stock, with the facts pricing reads (tare, list price, cylinders, CO2). */
export const adminVehicleRoutes = new Hono<AppEnv>()
  .get("/", validate("query", CatalogueQuery), async (c) => {
    const { model, ...page } = c.req.valid("query");
    const rows = await listCatalogue(database(c.env.DB), modelFilterKey(model), page);
    return c.json({ vehicles: rows.map(vehicleView), pagination: pagination(page, rows.length) });
  })
  .post("/", validate("json", CreateVehicle), async (c) => {
    const { listPrice, ...facts } = c.req.valid("json");
    const row = await insertVehicle(database(c.env.DB), {
      id: crypto.randomUUID(),
      ...facts,
      modelSearchKey: modelSearchKey(facts.model),
      listPriceCents: listPrice === null ? null : dollarsToCents(listPrice),
    });
    return c.json(vehicleView(row), 201);
  })
  .get("/:id", validate("param", IdParam), async (c) => {
    const { id } = c.req.valid("param");
    const row = await findVehicle(database(c.env.DB), id);
    if (!row) throw new ApiError("NOT_FOUND", `Vehicle ${id} is not in the catalogue`);
    return c.json(vehicleView(row));
  })
  .patch("/:id", validate("param", IdParam), validate("json", UpdateVehicle), async (c) => {
    const db = database(c.env.DB);
    const { id } = c.req.valid("param");
    const changes = vehicleColumns(c.req.valid("json"));
    // Quotes already priced keep their frozen breakdown; the next quote prices with the new facts.
    const row = Object.keys(changes).length === 0 ? await findVehicle(db, id) : await updateVehicle(db, id, changes);
    if (!row) throw new ApiError("NOT_FOUND", `Vehicle ${id} is not in the catalogue`);
    return c.json(vehicleView(row));
  });
