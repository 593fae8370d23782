import { parseTypedDollars } from "./money";
import { uuidOrNull } from "./uuid";
import { parseCsv, USE_COMMAS } from "./csv";

// A dealership's stock as a CSV file: read and checked here, by plain functions, before anything is
// stored (services/stock-import.ts then writes every change in one statement: all or nothing).

/** The columns an import reads (named in the header, in any order; other columns are ignored). */
export const IMPORT_COLUMNS = ["globalCarId", "price", "available"] as const;
/** The columns of an export: the import's, with what identifies the vehicle to a person. */
export const EXPORT_COLUMNS = ["globalCarId", "model", "version", "listPrice", "price", "available"] as const;

export const MAX_STOCK_FILE_ROWS = 5_000;
export const MAX_STOCK_FILE_BYTES = 1024 * 1024;

/**
 * A whole number with commas between its thousands, as en-AU writes it: "1,048,576". Not
 * toLocaleString: these texts are made when the Worker starts, and its first use of a locale loads
 * the locale data, about 10 ms of every isolate's startup (measured 2026-11-28).
 */
export const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ",");

/** The size limit in words, the same wherever it is said: "1 MiB (1,048,576 bytes)". */
export const MAX_STOCK_FILE_SIZE = `${MAX_STOCK_FILE_BYTES / (1024 * 1024)} MiB (${thousands(MAX_STOCK_FILE_BYTES)} bytes)`;
/**
 * Why a file of more rows is refused, and what to do: the export of a larger stock is imported back
 * in parts. Vehicles a file does not name are left as they are, so a stock split over several files
 * ends up the same as if it had been imported whole.
 */
const TOO_MANY_ROWS = `A file may hold at most ${thousands(MAX_STOCK_FILE_ROWS)} vehicles: import a larger stock in files of up to ${thousands(MAX_STOCK_FILE_ROWS)} vehicles, each starting with the header line (vehicles not in a file stay as they are, so splitting it is safe)`;

export interface StockFileRow {
  line: number;
  vehicleId: string;
  priceCents: number;
  available: boolean;
}

/** What is wrong, where: the line (1 is the header), and the column when it is one cell. */
export interface StockFileProblem {
  line: number;
  column: string | null;
  message: string;
}

export interface StockChange {
  line: number;
  vehicleId: string;
  model: string;
  version: string;
  change: "created" | "updated";
  priceCents: number;
  available: boolean;
  /** The stock row as it was, for an update. */
  before: { priceCents: number; available: boolean } | null;
}

export interface StockPlan {
  problems: StockFileProblem[];
  changes: StockChange[];
  unchanged: number;
}

const YES = new Set(["true", "yes", "y", "1"]);
const NO = new Set(["false", "no", "n", "0"]);

/** A yes/no cell: true, false, yes, no, y, n, 1 or 0, in any case. */
export function parseAvailable(cell: string): boolean | null {
  const word = cell.trim().toLowerCase();
  return YES.has(word) ? true : NO.has(word) ? false : null;
}

/**
 * The rows of a stock file, each checked on its own: the header names the three columns (any order,
 * any case), at most 5,000 rows follow, each with a catalogue id, a price and whether it is
 * available, and no vehicle twice. Every problem is reported with its line; the rows that passed
 * are returned beside them, so the catalogue can be asked about all of them at once.
 */
export function readStockFile(text: string): StockFile {
  const parsed = parseCsv(text);
  if (!parsed.ok) return refused(0, { line: parsed.line, column: null, message: parsed.message });
  const [header, ...records] = parsed.records;
  if (!header) return refused(0, { line: 1, column: null, message: `The file is empty: its first line must name the columns ${IMPORT_COLUMNS.join(", ")}` });

  const columns = headerColumns(header.cells);
  if (!columns.ok) return refused(records.length, ...columns.problems.map((message) => ({ line: header.line, column: null, message })));
  if (records.length > MAX_STOCK_FILE_ROWS) {
    const line = records[MAX_STOCK_FILE_ROWS]!.line;
    return refused(records.length, { line, column: null, message: TOO_MANY_ROWS });
  }

  const rows: StockFileRow[] = [];
  const problems: StockFileProblem[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of records) {
    const cell = (name: (typeof IMPORT_COLUMNS)[number]) => (cells[columns.index[name]] ?? "").trim();
    const id = cell("globalCarId");
    const priceCents = parseTypedDollars(cell("price"));
    const available = parseAvailable(cell("available"));
    const vehicleId = uuidOrNull(id);
    const rowProblems: StockFileProblem[] = [];
    if (!vehicleId) rowProblems.push({ line, column: "globalCarId", message: id === "" ? "globalCarId is missing" : `globalCarId "${shorten(id)}" is not a catalogue id (a UUID)` });
    if (priceCents === null) rowProblems.push({ line, column: "price", message: `price "${shorten(cell("price"))}" is not an amount in dollars, such as 31990 or 31990.50 (at most 10,000,000)` });
    else if (priceCents === 0) rowProblems.push({ line, column: "price", message: "price must be more than 0: no vehicle is sold for nothing" });
    if (available === null) rowProblems.push({ line, column: "available", message: `available "${shorten(cell("available"))}" is not true or false (yes, no, 1 and 0 are read too)` });
    const earlier = vehicleId ? seen.get(vehicleId) : undefined;
    if (earlier !== undefined) rowProblems.push({ line, column: "globalCarId", message: `globalCarId ${vehicleId} is already on line ${earlier}` });
    else if (vehicleId) seen.set(vehicleId, line);
    if (rowProblems.length > 0) problems.push(...rowProblems);
    else rows.push({ line, vehicleId: vehicleId!, priceCents: priceCents!, available: available! });
  }
  return { records: records.length, rows, problems };
}

/** A file read: how many vehicle rows it has, those that passed, and every problem. */
export interface StockFile {
  records: number;
  rows: StockFileRow[];
  problems: StockFileProblem[];
}

function refused(records: number, ...problems: StockFileProblem[]): StockFile {
  return { records, rows: [], problems };
}

function headerColumns(cells: string[]): { ok: true; index: Record<(typeof IMPORT_COLUMNS)[number], number> } | { ok: false; problems: string[] } {
  // A spreadsheet set to another list separator writes "globalCarId;price;available", one cell:
  // that is the one thing to fix (the columns it names cannot be read until then).
  if (cells.length === 1 && /[;\t]/.test(cells[0]!)) return { ok: false, problems: [USE_COMMAS] };
  const names = cells.map((cell) => cell.trim().toLowerCase());
  const problems: string[] = [];
  const index = {} as Record<(typeof IMPORT_COLUMNS)[number], number>;
  for (const column of IMPORT_COLUMNS) {
    const at = names.indexOf(column.toLowerCase());
    if (at === -1) problems.push(`The first line must name the column ${column}`);
    else if (names.indexOf(column.toLowerCase(), at + 1) !== -1) problems.push(`The column ${column} is named twice`);
    else index[column] = at;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, index };
}

/**
 * What applying the rows would do to the stock: each row creates a stock row, updates one, or
 * leaves it as it is. A vehicle that is not in the catalogue is a problem. Vehicles in stock but not
 * in the file are not touched.
 */
export function planStockImport(
  rows: StockFileRow[],
  catalogue: Map<string, { model: string; version: string }>,
  stock: Map<string, { priceCents: number; available: boolean }>,
): StockPlan {
  const problems: StockFileProblem[] = [];
  const changes: StockChange[] = [];
  let unchanged = 0;
  for (const row of rows) {
    const vehicle = catalogue.get(row.vehicleId);
    if (!vehicle) {
      problems.push({ line: row.line, column: "globalCarId", message: `globalCarId ${row.vehicleId} is not a vehicle in the catalogue` });
      continue;
    }
    const before = stock.get(row.vehicleId) ?? null;
    if (before && before.priceCents === row.priceCents && before.available === row.available) {
      unchanged++;
      continue;
    }
    changes.push({ ...row, ...vehicle, change: before ? "updated" : "created", before });
  }
  return { problems, changes, unchanged };
}

/** Every problem of a file, in line order (a line's own problems in column order). */
export function byLine(problems: StockFileProblem[]): StockFileProblem[] {
  const order = (column: string | null) => (column === null ? -1 : IMPORT_COLUMNS.indexOf(column as (typeof IMPORT_COLUMNS)[number]));
  return [...problems].sort((a, b) => a.line - b.line || order(a.column) - order(b.column));
}

/** A cell quoted in a message: long enough to recognise, never the whole of a runaway value. */
function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** A stock file checked against the catalogue and the dealership's stock: what applying it would do, or why it cannot be. */
export interface CheckedStockFile {
  /** Vehicle rows in the file (blank lines aside). */
  records: number;
  /** Every problem, by line; when there is one, nothing may be applied. */
  problems: StockFileProblem[];
  changes: StockChange[];
  unchanged: number;
  /** Vehicles in stock that the file does not name: an import leaves them as they are. */
  notInFile: number;
}

/** How many of a checked file's vehicles would be added to the stock, and how many changed. */
export function changeCounts(checked: Pick<CheckedStockFile, "changes">): { created: number; updated: number } {
  const created = checked.changes.filter((change) => change.change === "created").length;
  return { created, updated: checked.changes.length - created };
}
