import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { database } from "../db/client";
import { allStock, findCatalogueVehicle, findStockItem, listStock, sameStock, upsertStockItem } from "../db/queries/stock";
import { listCatalogue } from "../db/queries/vehicles";
import { decodeCsvBytes } from "../domain/csv";
import { dollarsToCents } from "../domain/money";
import { modelFilterKey } from "../domain/model-search";
import { MAX_STOCK_FILE_BYTES, MAX_STOCK_FILE_SIZE } from "../domain/stock-file";
import type { AppEnv } from "../env";
import { logChange } from "../http/change-log";
import { ApiError } from "../http/errors";
import { pagination } from "../http/pagination";
import { catalogueVehicleView, stockCsv, stockCsvHeaders, stockFileRefusal, stockImportView, stockItemView } from "../http/stock-views";
import { validate } from "../http/validate";
import { authenticateDealer } from "../middleware/authenticate";
import { dealerKeyAuthor } from "../http/dealer-author";
import { UpsertInventoryItem } from "../schemas/admin";
import { CatalogueQuery, StockImportQuery, StockItemPath, StockListQuery } from "../schemas/dealer-stock";
import type { CatalogueResponse, StockListResponse } from "../schemas/dealer-stock";
import { applyStockFile, checkStockFile } from "../services/stock-import";

/**
 * A dealership's own stock, behind its dealer key: its vehicles available or not, one at a time or
 * as a CSV file, and the catalogue to stock from. Reads and writes go to the primary, so a dealer
 * always sees their own last change.
 */
export const dealerStockRoutes = new Hono<AppEnv>()
  .get("/inventory", authenticateDealer(), validate("query", StockListQuery), async (c) => {
    const { model, ...page } = c.req.valid("query");
    const rows = await listStock(database(c.env.DB), c.var.dealershipId, modelFilterKey(model), page);
    const body: StockListResponse = { dealershipId: c.var.dealershipId, inventory: rows.map(stockItemView), pagination: pagination(page, rows.length) };
    return c.json(body);
  })
  .get("/inventory/export", authenticateDealer(), async (c) => {
    const rows = await allStock(database(c.env.DB), c.var.dealershipId);
    return c.body(stockCsv(rows), 200, stockCsvHeaders(new Date()));
  })
  .post(
    "/inventory/import",
    // The one API route whose body may exceed 64 KiB (the app leaves this path to it).
    bodyLimit({
      maxSize: MAX_STOCK_FILE_BYTES,
      onError: () => {
        throw new ApiError("PAYLOAD_TOO_LARGE", `A stock file must be at most ${MAX_STOCK_FILE_SIZE}`);
      },
    }),
    authenticateDealer(),
    validate("query", StockImportQuery),
    async (c) => {
      const { dryRun } = c.req.valid("query");
      if (!/^text\/csv\b/i.test(c.req.header("Content-Type") ?? "")) throw new ApiError("INVALID_REQUEST", "Request body must be CSV, sent with 'Content-Type: text/csv'");
      const decoded = decodeCsvBytes(new Uint8Array(await c.req.arrayBuffer()));
      if (!decoded.ok) return c.json(stockFileRefusal([{ line: 1, column: null, message: decoded.message }], c.var.requestId), 400);

      const db = database(c.env.DB);
      const dealershipId = c.var.dealershipId;
      const [checked, changedBy] = await Promise.all([checkStockFile(db, dealershipId, decoded.text), dryRun ? null : dealerKeyAuthor(c)]);
      if (checked.problems.length > 0) return c.json(stockFileRefusal(checked.problems, c.var.requestId), 400);
      if (changedBy && checked.changes.length > 0) {
        await c.var.withinLimit;
        await applyStockFile(db, dealershipId, checked, changedBy, new Date().toISOString());
        const view = stockImportView(checked, false);
        logChange(c.var.requestId, dealershipId, changedBy, "stock import", { created: view.created, updated: view.updated, unchanged: view.unchanged });
        return c.json(view);
      }
      return c.json(stockImportView(checked, dryRun));
    },
  )
  .put("/inventory/:globalCarId", authenticateDealer(), validate("param", StockItemPath), validate("json", UpsertInventoryItem), async (c) => {
    const { globalCarId } = c.req.valid("param");
    const { price, available } = c.req.valid("json");
    const db = database(c.env.DB);
    const dealershipId = c.var.dealershipId;
    const item = { dealershipId, vehicleId: globalCarId, priceCents: dollarsToCents(price), available };
    const [vehicle, current, changedBy] = await Promise.all([findCatalogueVehicle(db, globalCarId), findStockItem(db, dealershipId, globalCarId), dealerKeyAuthor(c)]);
    if (!vehicle) throw new ApiError("NOT_FOUND", `Vehicle ${globalCarId} is not in the catalogue`);
    // The same price and availability again change nothing: the row is answered as it was, its
    // updatedAt and updatedBy untouched and no change logged, as an import counts it unchanged.
    if (sameStock(current, item)) return c.json(stockItemView(current));
    await c.var.withinLimit;
    const row = await upsertStockItem(db, item, changedBy, new Date().toISOString());
    logChange(c.var.requestId, dealershipId, changedBy, "stock item", { globalCarId, price, available });
    return c.json(stockItemView({ ...vehicle, ...row, updatedByKeyPrefix: changedBy.keyPrefix }));
  })
  .get("/catalogue", authenticateDealer(), validate("query", CatalogueQuery), async (c) => {
    const { model, ...page } = c.req.valid("query");
    const rows = await listCatalogue(database(c.env.DB), modelFilterKey(model), page, c.var.dealershipId);
    const body: CatalogueResponse = { vehicles: rows.map(catalogueVehicleView), pagination: pagination(page, rows.length) };
    return c.json(body);
  });
