import { csvFormatRow, csvParseRows } from "d3-dsv";

// CSV as spreadsheets and dealer management systems write it (RFC 4180: commas, double-quoted
// fields with "" for a quote, CRLF or LF line ends). Parsing and quoting are d3-dsv's; what is ours
// is the line numbers, blank lines, the byte order mark, refusing malformed quoting (which d3-dsv
// reads as best it can) and the formula guard, so that a file exported here opens safely in a
// spreadsheet and reads back as it was written.

/** A record of a CSV text, with the line it starts on (a quoted field may run over several lines). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export type CsvText = { ok: true; records: CsvRecord[] } | { ok: false; line: number; message: string };

const BYTE_ORDER_MARK = "\uFEFF";
/** What to do about a file whose columns a spreadsheet set to another list separator wrote. */
export const USE_COMMAS = "Separate the columns with commas, not semicolons or tabs";
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
 * skipped but still counted. Text whose quoting breaks RFC 4180 is refused at the line of the first
 * break: d3-dsv would read it anyway, silently dropping the character after a closing quote
 * (`"4"1990` read as 4) or swallowing the rest of the file into a value never closed.
 */
export function parseCsv(text: string): CsvText {
  const body = text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
  const problem = quotingProblem(body);
  if (problem) return { ok: false, line: lineAt(body, problem.at), message: problem.message };
  const records: CsvRecord[] = [];
  let line = 1;
  csvParseRows(body, (cells) => {
    const breaks = cells.reduce((count, cell) => count + (cell.match(LINE_BREAKS)?.length ?? 0), 0);
    if (cells.some((cell) => cell.trim() !== "")) records.push({ line, cells: cells.map(unguardCell) });
    line += 1 + breaks;
    return null;
  });
  return { ok: true, records };
}

/** A field as RFC 4180 writes it: in quotes, with any quote inside doubled; or plain, without quotes, commas or line breaks. */
const FIELD = /"[^"]*(?:""[^"]*)*"|[^",\r\n]*/y;

/**
 * Where the text's quoting first breaks RFC 4180, and what is wrong there: every field must be
 * followed by a comma, a line end or the end of the text. Only quotes can break that: a closing
 * quote followed by something else, a quote inside a plain value, or a quote that is never closed.
 */
function quotingProblem(text: string): { at: number; message: string } | null {
  for (let start = 0; ; ) {
    FIELD.lastIndex = start;
    FIELD.exec(text);
    const end = FIELD.lastIndex;
    if (end === text.length) return null;
    const next = text[end]!;
    if (next === "," || next === "\r" || next === "\n") {
      start = end + 1;
      continue;
    }
    // A spreadsheet set to another list separator quotes the values it must: "…";"$44,990.00".
    if (/[;\t]/.test(text[start] === '"' ? next : text[end - 1]!)) return { at: end, message: USE_COMMAS };
    if (text[start] !== '"') return { at: end, message: 'A quote (") is inside a value that does not start with one: put the whole value in quotes, writing the quote inside it twice ("")' };
    // A quote right after a quoted value means its last quote was a doubled one: the value never closes.
    if (next === '"') return { at: start, message: 'A quote (") opens a value that is never closed: close it, or remove it' };
    return { at: end, message: `A quoted value goes on after its closing quote (${JSON.stringify(next)} follows it): put the whole value inside the quotes, or remove them` };
  }
}

/** The line (from 1) a character of the text is on. */
function lineAt(text: string, index: number): number {
  return 1 + (text.slice(0, index).match(LINE_BREAKS)?.length ?? 0);
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
