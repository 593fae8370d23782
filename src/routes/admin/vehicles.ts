import { database } from "../../db/client";
import { findVehicle, insertVehicle, updateVehicle, type VehicleRow } from "../../db/queries/admin";
import { catalogueFacts } from "../../domain/catalogue-facts";
import { dollarsToCents } from "../../domain/money";
import { modelFilterKey, modelSearchKey } from "../../domain/model-search";
import { makeOf } from "../../domain/vehicle-make";
import { operatorChange } from "../../http/change-made";
import { listCatalogue } from "../../db/queries/vehicles";
import { ApiError } from "../../http/errors";
import { pagination } from "../../http/pagination";
import { IdParam } from "../../schemas/common";
import { CatalogueQuery } from "../../schemas/dealer-stock";
import { AdminVehicleList } from "../../schemas/admin";
import { pick } from "../../schemas/fields";
import { AdminVehicle, CreateVehicle, UpdateVehicle, VEHICLE_FACTS } from "../../schemas/vehicles";
import { adminVehicleView } from "../../views/vehicles";
import { vehicleExamples } from "../../examples/vehicles";
import { operation, type OperationTexts } from "../operations";

/** The facts a catalogue row holds. */
function factsOf(row: VehicleRow) {
  return pick(row, VEHICLE_FACTS);
}

/**
 * The columns a request sets: the facts as the catalogue keeps them (with the old class they imply), the
 * list price in cents, the model's search key; fields left out stay out. 400 when the facts contradict
 * themselves.
 */
function vehicleColumns(current: VehicleRow | null, input: UpdateVehicle): Partial<VehicleRow> {
  const { listPrice, make, model, version, engine, imageUrl, ...facts } = input;
  const checked = catalogueFacts(current && factsOf(current), facts, version ?? current?.version ?? "");
  if (!checked.ok) throw new ApiError("INVALID_REQUEST", `Field '${checked.field}' ${checked.message}`);
  const columns = {
    make: make ?? (current === null && model !== undefined ? makeOf(model) : undefined),
    model,
    version,
    engine,
    imageUrl,
    ...checked.facts,
    bodyClass: checked.bodyClass,
    ...(model === undefined ? {} : { modelSearchKey: modelSearchKey(model) }),
    ...(listPrice === undefined ? {} : { listPriceCents: listPrice === null ? null : dollarsToCents(listPrice) }),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<VehicleRow>;
}

/** The catalogue: the vehicles dealerships stock, with the facts pricing reads (tare, list price, cylinders, CO2). */
export const adminVehicleOperations = [
  operation({ id: "adminListVehicles", method: "get", path: "/admin/v1/vehicles", auth: "adminToken", query: CatalogueQuery }, async (c) => {
    const { model, ...page } = c.req.valid("query");
    const rows = await listCatalogue(database(c.env.DB), modelFilterKey(model), page);
    return c.json({ vehicles: rows.map(adminVehicleView), pagination: pagination(page, rows.length) });
  }),
  operation({ id: "adminCreateVehicle", method: "post", path: "/admin/v1/vehicles", auth: "adminToken", body: CreateVehicle }, async (c) => {
    const input = c.req.valid("json");
    const row = await insertVehicle(database(c.env.DB), { id: crypto.randomUUID(), ...(vehicleColumns(null, input) as Omit<VehicleRow, "id" | "createdAt">) }, operatorChange(c));
    return c.json(adminVehicleView(row), 201);
  }),
  operation({ id: "adminGetVehicle", method: "get", path: "/admin/v1/vehicles/{id}", auth: "adminToken", params: IdParam }, async (c) => {
    const { id } = c.req.valid("param");
    const row = await findVehicle(database(c.env.DB), id);
    if (!row) throw new ApiError("NOT_FOUND", `Vehicle ${id} is not in the catalogue`);
    return c.json(adminVehicleView(row));
  }),
  operation({ id: "adminUpdateVehicle", method: "patch", path: "/admin/v1/vehicles/{id}", auth: "adminToken", params: IdParam, body: UpdateVehicle }, async (c) => {
    const db = database(c.env.DB);
    const { id } = c.req.valid("param");
    const current = await findVehicle(db, id);
    if (!current) throw new ApiError("NOT_FOUND", `Vehicle ${id} is not in the catalogue`);
    // Quotes already priced keep their frozen breakdown; the next quote prices with the new facts.
    // Only what differs is written (and so audited): the facts come back whole from their check.
    const changes = Object.fromEntries(
      Object.entries(vehicleColumns(current, c.req.valid("json"))).filter(([key, value]) => current[key as keyof VehicleRow] !== value),
    ) as Partial<VehicleRow>;
    const row = Object.keys(changes).length === 0 ? current : await updateVehicle(db, id, changes, operatorChange(c));
    if (!row) throw new ApiError("NOT_FOUND", `Vehicle ${id} is not in the catalogue`);
    return c.json(adminVehicleView(row));
  }),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeAdminVehicleOperations(): OperationTexts<typeof adminVehicleOperations> {
  const ex = vehicleExamples();
  const modelFilter = { model: "Only the vehicles whose model name holds this text: 1 to 200 characters, matched as search matches (partial, any case, spaces and hyphens ignored)." };
  return {
    adminListVehicles: {
      summary: "List the catalogue",
      description: "Every catalogue vehicle with the facts pricing reads, in the order they were added, a page at a time; optionally only the models that hold `model`. Its `id` is the `vehicleId` of the stock operations.",
      tag: "Admin",
      parameterDescriptions: modelFilter,
      responses: { 200: { description: "A page of the catalogue", schema: AdminVehicleList, example: ex.adminCatalogue } },
      errors: [400, 401, 429, 500, 503],
    },
    adminCreateVehicle: {
      summary: "Add a vehicle to the catalogue",
      description: "Then stock it at dealerships with the inventory operation. Give its tare and list price: without them, NSW and WA registration and QLD, WA and SA duty are priced as estimates.",
      tag: "Admin",
      requestExample: ex.createVehicle,
      responses: { 201: { description: "Created", schema: AdminVehicle, example: ex.adminVehicle } },
      errors: [400, 401, 413, 429, 500, 503],
    },
    adminGetVehicle: {
      summary: "Read a catalogue vehicle",
      description: "With the facts pricing reads.",
      tag: "Admin",
      errors: [401, 404, 429, 500, 503],
      parameterDescriptions: { id: "The vehicle's catalogue id." },
      responses: { 200: { description: "The vehicle", schema: AdminVehicle, example: ex.adminVehicle } },
      errorDescriptions: { 404: "No catalogue vehicle has this id" },
    },
    adminUpdateVehicle: {
      summary: "Change a catalogue vehicle's facts",
      description: "Sets the tare, the list price or any other catalogue fact; `null` clears a nullable one. Quotes already priced keep their price; the next quote uses the new facts.",
      tag: "Admin",
      errors: [400, 401, 404, 413, 429, 500, 503],
      parameterDescriptions: { id: "The vehicle's catalogue id." },
      requestExample: ex.updateVehicle,
      responses: { 200: { description: "The vehicle as it now is", schema: AdminVehicle, example: ex.adminVehicleUpdated } },
      errorDescriptions: { 404: "No catalogue vehicle has this id" },
    },
  };
}
