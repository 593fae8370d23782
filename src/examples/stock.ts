// A dealership's own stock: Adelaide City Hyundai's i30s, one changed by its dealer, one added by the
// operator; the stock as a CSV file, imported and refused. Build time only (./scene.ts).

import type * as z from "zod/mini";
import type { StockItemRow } from "../db/queries/stock";
import { dollarsToCents } from "../domain/money";
import type { CheckedStockFile } from "../domain/stock-file";
import { stockCsv, stockFileRefusal, stockImportView, stockItemView } from "../views/stock";
import { catalogueVehicleView } from "../views/vehicles";
import type { AdminInventoryItem, UpsertInventoryItem } from "../schemas/admin";
import type { CatalogueResponse, StockImportRefused, StockImportResult, StockItem, StockListResponse } from "../schemas/dealer-stock";
import { CHANGED_AT, LOADED_AT, once, pagination, REQUEST_ID, scene, stocked, type StockedVehicle } from "./scene";

export const stockExamples = /* @__PURE__ */ once(() => {
  const { adelaideCityHyundai, i30Hatch, dealerKeyIssued } = scene();
  const i30NLine = stocked(adelaideCityHyundai, "Hyundai i30", "N Line Hatch 1.6T DCT");
  const i30Sedan = stocked(adelaideCityHyundai, "Hyundai i30", "Sedan 2.0 Auto");
  const stockRow = (car: StockedVehicle, priceCents: number, available: boolean, changed: boolean): StockItemRow => ({
    vehicleId: car.id,
    model: car.model,
    version: car.version,
    listPriceCents: car.listPriceCents,
    priceCents,
    available,
    updatedAt: changed ? CHANGED_AT : LOADED_AT,
    updatedBy: changed ? "dealer" : null,
    updatedByKeyPrefix: changed ? dealerKeyIssued.keyPrefix : null,
  });
  const hatchStock = stockRow(i30Hatch, dollarsToCents(i30Hatch.stockPrice), true, false);
  // The dealer has since taken the N Line off sale at a new price.
  const nLineStock = stockRow(i30NLine, 3_290_000, false, true);
  const sedanStock = stockRow(i30Sedan, dollarsToCents(i30Sedan.stockPrice), true, false);
  const stockList = { dealershipId: adelaideCityHyundai.id, inventory: [hatchStock, nLineStock].map(stockItemView), pagination: pagination(2) } satisfies StockListResponse;

  const checkedFile: CheckedStockFile = {
    records: 3,
    problems: [],
    unchanged: 1,
    notInFile: 4,
    changes: [
      { line: 2, vehicleId: i30Hatch.id, model: i30Hatch.model, version: i30Hatch.version, change: "updated", priceCents: 2_699_000, available: true, before: { priceCents: hatchStock.priceCents, available: true } },
      { line: 3, vehicleId: i30NLine.id, model: i30NLine.model, version: i30NLine.version, change: "updated", priceCents: 3_290_000, available: true, before: { priceCents: 3_290_000, available: false } },
    ],
  };

  return {
    stockList,
    stockItemRequest: { price: 32_900, available: false } satisfies z.input<typeof UpsertInventoryItem>,
    stockItem: stockItemView(nLineStock) satisfies StockItem,
    catalogue: {
      vehicles: [catalogueVehicleView({ ...i30Hatch, inStock: 1 }), catalogueVehicleView({ ...i30Hatch, ...i30NLine, inStock: 1 })],
      pagination: pagination(2),
    } satisfies CatalogueResponse,
    /** The file of the examples: the hatch's price changed, the N Line back in stock, the sedan as it was. */
    stockFile: ["globalCarId,price,available", `${i30Hatch.id},26990,true`, `${i30NLine.id},32900,yes`, `${i30Sedan.id},29640,true`, ""].join("\r\n"),
    stockImport: stockImportView(checkedFile, false) satisfies StockImportResult,
    stockImportRefused: stockFileRefusal(
      [
        { line: 3, column: "price", message: 'price "32,90" is not an amount in dollars, such as 31990 or 31990.50 (at most 10,000,000)' },
        { line: 4, column: "globalCarId", message: "globalCarId 0b6f4f0e-5c2d-4d8e-9a1b-3c4d5e6f7a8b is not a vehicle in the catalogue" },
      ],
      REQUEST_ID,
    ) satisfies z.output<typeof StockImportRefused>,
    stockExport: stockCsv([hatchStock, nLineStock, sedanStock]),
    adminStockList: { ...stockList, inventory: [hatchStock, { ...nLineStock, updatedBy: "operator", updatedByKeyPrefix: null } satisfies StockItemRow].map(stockItemView) } satisfies StockListResponse,
    adminInventoryItem: { dealershipId: adelaideCityHyundai.id, vehicleId: i30Hatch.id, price: i30Hatch.stockPrice, available: true } satisfies z.output<typeof AdminInventoryItem>,
  };
});
