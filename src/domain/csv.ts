import { csvFormatRow, csvParseRows } from "d3-dsv";

// CSV as spreadsheets and dealer management systems write it (RFC 4180: commas, double-quoted
// fields with "" for a quote, CRLF or LF line ends). Parsing and quoting are d3-dsv's; what is ours
// is the line numbers, blank lines, the byte order mark and the formula guard, so that a file
// exported here opens safely in a spreadsheet and reads back as it was written.

/** A record of a CSV text, with the line it starts on (a quoted field may run over several lines). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export type CsvText = { ok: true; records: CsvRecord[] } | { ok: false; line: number; message: string };

const BYTE_ORDER_MARK = "\uFEFF";
const LINE_BREAKS = /\r\n|\r|\n/g;

/**
 * Text a spreadsheet would run as a formula when it opens the file: a cell that starts with one of
 * these is written with an apostrophe in front (OWASP's advice on CSV injection). A cell that starts
 * with an apostrophe gets one more, so that reading back removes exactly the one that was added.
 */
const FORMULA_START = /^[=+\-@\t\r']/;

/** A cell as written to a file: a number or a flag as is, a text guarded against formulas. */
export function guardCell(value: string | number | boolean | null): string {
  if (value === null) return "";
  if (typeof value !== "string") return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The inverse of `guardCell` for text: the apostrophe written in front of a formula-like cell is removed. */
export function unguardCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** A CSV file: a UTF-8 byte order mark (so spreadsheets read the text as UTF-8), CRLF line ends, every cell guarded. */
export function formatCsv(header: string[], rows: (string | number | boolean | null)[][]): string {
  const lines = [header, ...rows].map((row) => csvFormatRow(row.map(guardCell)));
  return `${BYTE_ORDER_MARK}${lines.join("\r\n")}\r\n`;
}

/**
 * The records of a CSV text, each with its line number, cells unguarded. A leading byte order mark
 * is dropped; blank lines (and lines of empty cells only, as spreadsheets write empty rows) are
 * skipped but still counted. A quote that opens a value and never closes it would swallow the rest
 * of the file into one cell, silently: the text is refused instead.
 */
export function parseCsv(text: string): CsvText {
  const body = text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let line = 1;
  csvParseRows(body, (cells) => {
    const breaks = cells.reduce((count, cell) => count + (cell.match(LINE_BREAKS)?.length ?? 0), 0);
    if (cells.some((cell) => cell.trim() !== "")) records.push({ line, cells: cells.map(unguardCell) });
    line += 1 + breaks;
    return null;
  });
  // A value opened and never closed runs to the end of the file: it is in the last record.
  if (hasUnclosedQuote(body)) return { ok: false, line: records.at(-1)?.line ?? 1, message: 'A quote (") opens a value that is never closed: close it, or remove it' };
  return { ok: true, records };
}

/**
 * In a well-formed file every quote is one of a pair: around a value, or doubled inside one. An odd
 * count means a value was opened and never closed (or a quote stands alone inside a plain value,
 * which RFC 4180 does not allow either).
 */
function hasUnclosedQuote(text: string): boolean {
  let quotes = 0;
  for (let i = text.indexOf('"'); i !== -1; i = text.indexOf('"', i + 1)) quotes++;
  return quotes % 2 === 1;
}

/**
 * An uploaded file's text. CSV files are read as UTF-8 (a byte order mark is dropped); bytes that are
 * not UTF-8 become U+FFFD, which only matters in the columns the import reads, where it is reported.
 * A UTF-16 file ("Unicode text" in some spreadsheets) is refused with what to do instead.
 */
export function decodeCsvBytes(bytes: Uint8Array): { ok: true; text: string } | { ok: false; message: string } {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return { ok: false, message: "The file is UTF-16 text: save it as CSV UTF-8 (comma delimited) and try again" };
  }
  return { ok: true, text: new TextDecoder("utf-8").decode(bytes) };
}
