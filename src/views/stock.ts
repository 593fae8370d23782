import type { AccessoryRow } from "../db/queries/accessories";
import type { DealerSettingsRow } from "../db/queries/dealer-settings";
import type { StockItemRow } from "../db/queries/stock";
import { changedByLabel } from "../domain/changed-by";
import { formatCsv } from "../domain/csv";
import { centsToDollars } from "../domain/money";
import { changeCounts, EXPORT_COLUMNS, type CheckedStockFile, type StockFileProblem } from "../domain/stock-file";
import type { DealerAccessory } from "../schemas/dealer-accessories";
import type { DealerSettings } from "../schemas/dealer-settings";
import type { StockImportResult, StockItem } from "../schemas/dealer-stock";
import { errorBody } from "../http/errors";

// How a dealership's own data is shown through the API (dollars at the edge), and its stock as a file.

const dollarsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

export function stockItemView(row: StockItemRow): StockItem {
  return {
    globalCarId: row.vehicleId,
    model: row.model,
    version: row.version,
    price: centsToDollars(row.priceCents),
    listPrice: dollarsOrNull(row.listPriceCents),
    available: row.available,
    updatedAt: row.updatedAt,
    updatedBy: changedByLabel(row.updatedBy, row.updatedByKeyPrefix),
  };
}

export function stockImportView(checked: CheckedStockFile, dryRun: boolean): StockImportResult {
  const changes = checked.changes.map((change) => ({
    line: change.line,
    globalCarId: change.vehicleId,
    model: change.model,
    version: change.version,
    change: change.change,
    price: centsToDollars(change.priceCents),
    available: change.available,
    previousPrice: change.before ? centsToDollars(change.before.priceCents) : null,
    previousAvailable: change.before ? change.before.available : null,
  }));
  return {
    dryRun,
    rows: checked.records,
    ...changeCounts(checked),
    unchanged: checked.unchanged,
    notInFile: checked.notInFile,
    changes,
  };
}

/** The 400 of a refused file: the error envelope, its message naming the first problem, and every problem by line. */
export function stockFileRefusal(problems: StockFileProblem[], requestId: string) {
  const [first] = problems;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more: see problems)` : "";
  const message = `The file was not imported, nothing was changed: line ${first!.line}: ${first!.message}${more}`;
  const { error } = errorBody("INVALID_REQUEST", message, requestId);
  return { error: { ...error, problems } };
}

/** Dollars as a spreadsheet cell: "31990", or "31990.50" when there are cents. */
function dollarsCell(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** The stock as a CSV file, in the import's format plus what names each vehicle: edit it and import it back. */
/** The headers of a stock file download: CSV, saved as stock-<day>.csv. */
export function stockCsvHeaders(now: Date): Record<string, string> {
  return { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="stock-${now.toISOString().slice(0, 10)}.csv"` };
}

export function stockCsv(rows: StockItemRow[]): string {
  return formatCsv(
    [...EXPORT_COLUMNS],
    rows.map((row) => [row.vehicleId, row.model, row.version, row.listPriceCents === null ? null : dollarsCell(row.listPriceCents), dollarsCell(row.priceCents), row.available]),
  );
}

export function accessoryView(row: AccessoryRow): DealerAccessory {
  return { id: row.id, name: row.name, price: centsToDollars(row.priceCents), updatedAt: row.updatedAt, updatedBy: changedByLabel(row.updatedBy, row.updatedByKeyPrefix) };
}

export function dealerSettingsView(row: DealerSettingsRow): DealerSettings {
  return {
    deliveryFee: centsToDollars(row.deliveryFeeCents),
    standardMargin: centsToDollars(row.standardMarginCents),
    apiMargin: dollarsOrNull(row.apiMarginCents),
    updatedAt: row.updatedAt,
    updatedBy: changedByLabel(row.updatedBy, row.updatedByKeyPrefix),
    operator: { tier: row.tier, autoRespond: row.autoRespond, approved: row.approved, credits: row.credits, quoteValidityDays: row.quoteValidityDays },
  };
}
