import type { Database } from "../db/client";
import { applyStockChanges, stockImportFacts } from "../db/queries/stock";
import type { ChangeMade } from "../domain/changed-by";
import { byLine, planStockImport, readStockFile, type CheckedStockFile } from "../domain/stock-file";

/**
 * Reads and checks a stock file (the API's import, dry run or not, and the portal's Check file and
 * Apply changes): the file on its own first, then, in one read, its vehicles against the catalogue
 * and the dealership's current stock.
 */
export async function checkStockFile(db: Database, dealershipId: string, text: string): Promise<CheckedStockFile> {
  const file = readStockFile(text);
  if (file.rows.length === 0 && file.problems.length > 0) return { records: file.records, problems: file.problems, changes: [], unchanged: 0, notInFile: 0 };
  const facts = await stockImportFacts(db, dealershipId, file.rows.map((row) => row.vehicleId));
  const plan = planStockImport(file.rows, facts.catalogue, facts.stock);
  return { records: file.records, problems: byLine([...file.problems, ...plan.problems]), changes: plan.changes, unchanged: plan.unchanged, notInFile: facts.notInFile };
}

/** Writes a checked file's changes, all or none. */
export async function applyStockFile(db: Database, dealershipId: string, checked: CheckedStockFile, made: ChangeMade): Promise<void> {
  if (checked.problems.length > 0) throw new Error("a stock file with problems cannot be applied");
  await applyStockChanges(db, dealershipId, checked.changes, made);
}
