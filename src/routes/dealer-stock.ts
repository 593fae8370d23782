import { bodyLimit } from "hono/body-limit";
import { database } from "../db/client";
import { allStock, findCatalogueVehicle, findStockItem, listStock, sameStock, upsertStockItem } from "../db/queries/stock";
import { listCatalogue } from "../db/queries/vehicles";
import { decodeCsvBytes } from "../domain/csv";
import { dollarsToCents } from "../domain/money";
import { modelFilterKey } from "../domain/model-search";
import { MAX_STOCK_FILE_BYTES, MAX_STOCK_FILE_SIZE } from "../domain/stock-file";
import { changeMade } from "../http/change-made";
import { logChange } from "../http/change-log";
import { ApiError } from "../http/errors";
import { pagination } from "../http/pagination";
import { stockCsv, stockCsvHeaders, stockFileRefusal, stockImportView, stockItemView } from "../views/stock";
import { catalogueVehicleView } from "../views/vehicles";
import { dealerKeyAuthor } from "../http/dealer-author";
import { UpsertInventoryItem } from "../schemas/admin";
import { CatalogueQuery, CatalogueResponse, StockImportQuery, StockImportRefused, StockImportResult, StockItem, StockItemPath, StockListQuery, StockListResponse } from "../schemas/dealer-stock";
import { applyStockFile, checkStockFile } from "../services/stock-import";
import { stockExamples } from "../examples/stock";
import { operation, type OperationTexts } from "./operations";

/** The one API route whose body may exceed 64 KiB (the app leaves this path to it): a stock file. */
const stockFileLimit = bodyLimit({
  maxSize: MAX_STOCK_FILE_BYTES,
  onError: () => {
    throw new ApiError("PAYLOAD_TOO_LARGE", `A stock file must be at most ${MAX_STOCK_FILE_SIZE}`);
  },
});

/**
 * A dealership's own stock, behind its dealer key: its vehicles available or not, one at a time or
 * as a CSV file, and the catalogue to stock from. Reads and writes go to the primary, so a dealer
 * always sees their own last change.
 */
export const dealerStockOperations = [
  operation({ id: "listDealerStock", method: "get", path: "/api/v1/dealer/inventory", auth: "dealerKey", query: StockListQuery }, async (c) => {
    const { model, ...page } = c.req.valid("query");
    const rows = await listStock(database(c.env.DB), c.var.dealershipId, modelFilterKey(model), page);
    const body: StockListResponse = { dealershipId: c.var.dealershipId, inventory: rows.map(stockItemView), pagination: pagination(page, rows.length) };
    return c.json(body);
  }),
  operation({ id: "exportDealerStock", method: "get", path: "/api/v1/dealer/inventory/export", auth: "dealerKey" }, async (c) => {
    const rows = await allStock(database(c.env.DB), c.var.dealershipId);
    return c.body(stockCsv(rows), 200, stockCsvHeaders(new Date()));
  }),
  operation({ id: "importDealerStock", method: "post", path: "/api/v1/dealer/inventory/import", auth: "dealerKey", query: StockImportQuery, before: [stockFileLimit] }, async (c) => {
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
      await applyStockFile(db, dealershipId, checked, changeMade(c, changedBy));
      const view = stockImportView(checked, false);
      logChange(c.var.requestId, dealershipId, changedBy, "stock import", { created: view.created, updated: view.updated, unchanged: view.unchanged });
      return c.json(view);
    }
    return c.json(stockImportView(checked, dryRun));
  }),
  operation({ id: "upsertDealerStock", method: "put", path: "/api/v1/dealer/inventory/{globalCarId}", auth: "dealerKey", params: StockItemPath, body: UpsertInventoryItem }, async (c) => {
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
    const row = await upsertStockItem(db, item, changeMade(c, changedBy));
    logChange(c.var.requestId, dealershipId, changedBy, "stock item", { globalCarId, price, available });
    return c.json(stockItemView({ ...vehicle, ...row, updatedByKeyPrefix: changedBy.keyPrefix }));
  }),
  operation({ id: "listDealerCatalogue", method: "get", path: "/api/v1/dealer/catalogue", auth: "dealerKey", query: CatalogueQuery }, async (c) => {
    const { model, ...page } = c.req.valid("query");
    const rows = await listCatalogue(database(c.env.DB), modelFilterKey(model), page, c.var.dealershipId);
    const body: CatalogueResponse = { vehicles: rows.map(catalogueVehicleView), pagination: pagination(page, rows.length) };
    return c.json(body);
  }),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeDealerStockOperations(): OperationTexts<typeof dealerStockOperations> {
  const ex = stockExamples();
  const modelFilter = { model: "Only the vehicles whose model name holds this text: 1 to 200 characters, matched as search matches (partial, any case, spaces and hyphens ignored)." };
  const changes = "Every change records when and with which dealer key it was made (`updatedAt`, `updatedBy`), is logged, and is kept in the operator's audit record with the fields before and after.";
  return {
    listDealerStock: {
      summary: "List the dealership's stock, available or not",
      description:
        "An extension of the spec. Every vehicle the dealership stocks, available to FMOs or not, with its price, the catalogue's list price and who changed it last, in model and version order, a page at a time; optionally only the models that hold `model`.",
      tag: "Dealer",
      parameterDescriptions: modelFilter,
      responses: { 200: { description: "A page of the dealership's stock", schema: StockListResponse, example: ex.stockList } },
      errors: [400, 401, 429, 500],
    },
    upsertDealerStock: {
      summary: "Stock a catalogue vehicle, or change its price and availability",
      description: `An extension of the spec. Adds the catalogue vehicle to the dealership's stock or changes its row; the row's own price and availability sent again change nothing (the row is answered as it was, its \`updatedAt\` and \`updatedBy\` kept). A quote asked for from now on uses the new price and availability; a quote already priced keeps its price. FMOs see an availability change at once when their read reaches the database's primary, and within the replicas' lag (normally well under a second) otherwise. ${changes}`,
      tag: "Dealer",
      parameterDescriptions: { globalCarId: "The vehicle's catalogue id (`id` in the catalogue)." },
      requestExample: ex.stockItemRequest,
      responses: { 200: { description: "The stock row as it now is", schema: StockItem, example: ex.stockItem } },
      errors: [400, 401, 404, 413, 429, 500],
      errorDescriptions: { 404: "The catalogue has no vehicle with this id" },
    },
    listDealerCatalogue: {
      summary: "Find catalogue vehicles to stock",
      description:
        "An extension of the spec. The catalogue in the order vehicles were added, a page at a time, optionally only the models that hold `model`; `inStock` says which the dealership stocks already. Stock one with its `id` as the `globalCarId` of the stock operations.",
      tag: "Dealer",
      parameterDescriptions: modelFilter,
      responses: { 200: { description: "A page of the catalogue", schema: CatalogueResponse, example: ex.catalogue } },
      errors: [400, 401, 429, 500],
    },
    importDealerStock: {
      summary: "Update the stock from a CSV file",
      description: `An extension of the spec. Send the file as the body with \`Content-Type: text/csv\` (UTF-8; a byte order mark is fine): a first line naming the columns \`globalCarId\`, \`price\` and \`available\` in any order (other columns, such as those of the export, are ignored), then one vehicle a line, at most 5,000 lines and 1 MiB. \`price\` is dollars (\`31990\`, \`31990.50\`, \`$31,990.50\`); \`available\` is \`true\` or \`false\` (\`yes\`/\`no\`, \`y\`/\`n\`, \`1\`/\`0\` too, any case). Blank lines are skipped; fields may be quoted as RFC 4180 says.\n\nAll or nothing: if any line has a problem (a vehicle not in the catalogue, a bad price or flag, a vehicle named twice) the answer is 400 with every problem by line and nothing changes; otherwise every line is applied at once. Vehicles in stock that the file does not name are left as they are (\`notInFile\` counts them). With \`dryRun=true\` the answer says what would change and nothing does. ${changes}`,
      tag: "Dealer",
      parameterDescriptions: { dryRun: "`true` to check the file and see what would change, without changing anything." },
      csvBody: {
        description:
          "The stock file: UTF-8 CSV, at most 5,000 vehicle lines and 1 MiB. Prices are dollars, GST included; a vehicle's price includes luxury car tax where it applies.",
        example: ex.stockFile,
      },
      responses: { 200: { description: "Applied (or, with dryRun, checked): what changed, line by line", schema: StockImportResult, example: ex.stockImport } },
      errors: [400, 401, 413, 429, 500],
      errorDescriptions: {
        400: "The file has problems, each in `error.problems` with its line (1 is the first line); nothing was changed. Also a body that is not `text/csv`, or a `dryRun` other than true or false.",
        413: "The file is larger than 1 MiB (1,048,576 bytes)",
      },
      errorBodies: { 400: { schema: StockImportRefused, example: ex.stockImportRefused } },
    },
    exportDealerStock: {
      summary: "Download the stock as a CSV file",
      description:
        "An extension of the spec. The whole stock, available or not, as UTF-8 CSV with a byte order mark and CRLF line ends: `globalCarId`, `model`, `version`, `listPrice`, `price`, `available`, a line per vehicle in model order. Edit it in a spreadsheet and send it back to the import as it is. Text that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) is written with an apostrophe in front, which the import removes again.",
      tag: "Dealer",
      responses: { 200: { description: "The stock file", csvExample: ex.stockExport, headers: ["Content-Disposition"] } },
      errors: [401, 429, 500],
    },
  };
}
