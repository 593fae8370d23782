import { Hono } from "hono";
import { database } from "../db/client";
import { deleteAccessory, insertAccessory, listAccessories, updateAccessory } from "../db/queries/accessories";
import { dollarsToCents } from "../domain/money";
import type { AppEnv } from "../env";
import { logChange } from "../http/change-log";
import { ApiError } from "../http/errors";
import { pagination } from "../http/pagination";
import { accessoryView } from "../http/stock-views";
import { validate } from "../http/validate";
import { authenticateDealer } from "../middleware/authenticate";
import { dealerKeyAuthor } from "../http/dealer-author";
import { AccessoryBody } from "../schemas/admin";
import { IdParam, PaginationQuery } from "../schemas/common";

/** A dealership's own accessories, behind its dealer key: FMOs ask for them by id in quotes. Another dealership's accessory is 404. */
export const dealerAccessoryRoutes = new Hono<AppEnv>()
  .get("/", authenticateDealer(), validate("query", PaginationQuery), async (c) => {
    const page = c.req.valid("query");
    const rows = await listAccessories(database(c.env.DB), c.var.dealershipId, page);
    return c.json({ accessories: rows.map(accessoryView), pagination: pagination(page, rows.length) });
  })
  .post("/", authenticateDealer(), validate("json", AccessoryBody), async (c) => {
    const { name, price } = c.req.valid("json");
    const changedBy = await dealerKeyAuthor(c);
    await c.var.withinLimit;
    const id = crypto.randomUUID();
    const row = await insertAccessory(database(c.env.DB), { id, dealershipId: c.var.dealershipId, name, priceCents: dollarsToCents(price) }, changedBy, new Date().toISOString());
    logChange(c.var.requestId, c.var.dealershipId, changedBy, "accessory added", { accessoryId: id, name, price });
    return c.json(accessoryView({ ...row, updatedAt: row.updatedAt!, updatedByKeyPrefix: changedBy.keyPrefix }), 201);
  })
  .put("/:id", authenticateDealer(), validate("param", IdParam), validate("json", AccessoryBody), async (c) => {
    const { id } = c.req.valid("param");
    const { name, price } = c.req.valid("json");
    const changedBy = await dealerKeyAuthor(c);
    await c.var.withinLimit;
    const row = await updateAccessory(database(c.env.DB), c.var.dealershipId, id, { name, priceCents: dollarsToCents(price) }, changedBy, new Date().toISOString());
    if (!row) throw new ApiError("NOT_FOUND", `Accessory ${id} not found`);
    logChange(c.var.requestId, c.var.dealershipId, changedBy, "accessory changed", { accessoryId: id, name, price });
    return c.json(accessoryView({ ...row, updatedAt: row.updatedAt!, updatedByKeyPrefix: changedBy.keyPrefix }));
  })
  .delete("/:id", authenticateDealer(), validate("param", IdParam), async (c) => {
    const { id } = c.req.valid("param");
    const changedBy = await dealerKeyAuthor(c);
    await c.var.withinLimit;
    const [deleted] = await deleteAccessory(database(c.env.DB), c.var.dealershipId, id);
    if (!deleted) throw new ApiError("NOT_FOUND", `Accessory ${id} not found`);
    logChange(c.var.requestId, c.var.dealershipId, changedBy, "accessory removed", { accessoryId: id, name: deleted.name });
    return c.body(null, 204);
  });
