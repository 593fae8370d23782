import { database } from "../db/client";
import { deleteAccessory, insertAccessory, listAccessories, updateAccessory } from "../db/queries/accessories";
import { dollarsToCents } from "../domain/money";
import { changeMade } from "../http/change-made";
import { logChange } from "../http/change-log";
import { ApiError } from "../http/errors";
import { pagination } from "../http/pagination";
import { accessoryView } from "../views/stock";
import { dealerKeyAuthor } from "../http/dealer-author";
import { IdParam, PaginationQuery } from "../schemas/common";
import { AccessoryBody, DealerAccessory, DealerAccessoryList } from "../schemas/dealer-accessories";
import { accessoryExamples } from "../examples/accessories";
import { operation, type OperationTexts } from "./operations";

/** A dealership's own accessories, behind its dealer key: FMOs ask for them by id in quotes. Another dealership's accessory is 404. */
export const dealerAccessoryOperations = [
  operation({ id: "listDealerAccessories", method: "get", path: "/api/v1/dealer/accessories", auth: "dealerKey", query: PaginationQuery }, async (c) => {
    const page = c.req.valid("query");
    const rows = await listAccessories(database(c.env.DB), c.var.dealershipId, page);
    return c.json({ accessories: rows.map(accessoryView), pagination: pagination(page, rows.length) });
  }),
  operation({ id: "createDealerAccessory", method: "post", path: "/api/v1/dealer/accessories", auth: "dealerKey", body: AccessoryBody }, async (c) => {
    const { name, price } = c.req.valid("json");
    const changedBy = await dealerKeyAuthor(c);
    await c.var.withinLimit;
    const id = crypto.randomUUID();
    const row = await insertAccessory(database(c.env.DB), { id, dealershipId: c.var.dealershipId, name, priceCents: dollarsToCents(price) }, changeMade(c, changedBy));
    logChange(c.var.requestId, c.var.dealershipId, changedBy, "accessory added", { accessoryId: id, name, price });
    return c.json(accessoryView({ ...row, updatedAt: row.updatedAt!, updatedByKeyPrefix: changedBy.keyPrefix }), 201);
  }),
  operation({ id: "updateDealerAccessory", method: "put", path: "/api/v1/dealer/accessories/{id}", auth: "dealerKey", params: IdParam, body: AccessoryBody }, async (c) => {
    const { id } = c.req.valid("param");
    const { name, price } = c.req.valid("json");
    const changedBy = await dealerKeyAuthor(c);
    await c.var.withinLimit;
    const row = await updateAccessory(database(c.env.DB), c.var.dealershipId, id, { name, priceCents: dollarsToCents(price) }, changeMade(c, changedBy));
    if (!row) throw new ApiError("NOT_FOUND", `Accessory ${id} not found`);
    logChange(c.var.requestId, c.var.dealershipId, changedBy, "accessory changed", { accessoryId: id, name, price });
    return c.json(accessoryView({ ...row, updatedAt: row.updatedAt!, updatedByKeyPrefix: changedBy.keyPrefix }));
  }),
  operation({ id: "deleteDealerAccessory", method: "delete", path: "/api/v1/dealer/accessories/{id}", auth: "dealerKey", params: IdParam }, async (c) => {
    const { id } = c.req.valid("param");
    const changedBy = await dealerKeyAuthor(c);
    await c.var.withinLimit;
    const [deleted] = await deleteAccessory(database(c.env.DB), c.var.dealershipId, id, changeMade(c, changedBy));
    if (!deleted) throw new ApiError("NOT_FOUND", `Accessory ${id} not found`);
    logChange(c.var.requestId, c.var.dealershipId, changedBy, "accessory removed", { accessoryId: id, name: deleted.name });
    return c.body(null, 204);
  }),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeDealerAccessoryOperations(): OperationTexts<typeof dealerAccessoryOperations> {
  const ex = accessoryExamples();
  const changes = "Every change records when and with which dealer key it was made (`updatedAt`, `updatedBy`), is logged, and is kept in the operator's audit record with the fields before and after.";
  return {
    listDealerAccessories: {
      summary: "List the dealership's accessories",
      description: "An extension of the spec. The accessories FMOs can ask for in a quote (by `id`, in `accessoryIds`), in name order, a page at a time.",
      tag: "Dealer",
      responses: { 200: { description: "A page of accessories", schema: DealerAccessoryList, example: ex.dealerAccessoryList } },
      errors: [400, 401, 429, 500],
    },
    createDealerAccessory: {
      summary: "Add an accessory",
      description: `An extension of the spec. Quotes asked for from now on can include it. ${changes}`,
      tag: "Dealer",
      requestExample: ex.dealerAccessoryRequest,
      responses: { 201: { description: "Added", schema: DealerAccessory, example: ex.dealerAccessory } },
      errors: [400, 401, 413, 429, 500],
    },
    updateDealerAccessory: {
      summary: "Change an accessory's name and price",
      description: `An extension of the spec. Quotes asked for from now on use the new price; quotes already priced keep theirs. Another dealership's accessory is 404. ${changes}`,
      tag: "Dealer",
      parameterDescriptions: { id: "The accessory's id." },
      requestExample: ex.dealerAccessoryRequest,
      responses: { 200: { description: "The accessory as it now is", schema: DealerAccessory, example: ex.dealerAccessory } },
      errors: [400, 401, 404, 413, 429, 500],
      errorDescriptions: { 404: "The dealership has no accessory with this id" },
    },
    deleteDealerAccessory: {
      summary: "Remove an accessory",
      description: "An extension of the spec. Sent quotes keep their priced lines; a pending quote that asked for it no longer includes it when completed. Another dealership's accessory is 404. The removal is logged with the dealer key, and kept in the operator's audit record.",
      tag: "Dealer",
      parameterDescriptions: { id: "The accessory's id." },
      responses: { 204: { description: "Removed" } },
      errors: [400, 401, 404, 429, 500],
      errorDescriptions: { 404: "The dealership has no accessory with this id" },
    },
  };
}
