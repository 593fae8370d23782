import { describe, expect, it } from "vitest";
import { MAX_STOCK_FILE_ROWS, parseAvailable, planStockImport, readStockFile } from "../../src/domain/stock-file";

const A = "3f0c6f2e-8a51-4f8e-9a43-2d7a1c9e5b10";
const B = "50cdc0e7-66d0-52b2-a430-34f860e1330c";
const C = "02b5fa1b-de68-59a6-a55c-1f6f10d46feb";

describe("parseAvailable", () => {
  it("reads true, false, yes, no, y, n, 1 and 0 in any case", () => {
    for (const word of ["true", "TRUE", "Yes", "y", "1", " true "]) expect(parseAvailable(word), word).toBe(true);
    for (const word of ["false", "FALSE", "No", "n", "0"]) expect(parseAvailable(word), word).toBe(false);
    for (const word of ["", "maybe", "t", "2", "available"]) expect(parseAvailable(word), word).toBeNull();
  });
});

describe("readStockFile", () => {
  it("reads the three columns in any order and any case, ignoring the others", () => {
    const file = readStockFile(`model,Available,PRICE,globalcarid\r\n"Ranger, XLT",yes,"$52,990.50",${A.toUpperCase().replaceAll("-", "")}\r\nHiLux,0,48990,${B}\r\n`);
    expect(file).toEqual({
      records: 2,
      problems: [],
      rows: [
        { line: 2, vehicleId: A, priceCents: 5_299_050, available: true },
        { line: 3, vehicleId: B, priceCents: 4_899_000, available: false },
      ],
    });
  });

  it("reports every problem of every row by line and column, and keeps the good rows", () => {
    const file = readStockFile(`globalCarId,price,available\n${A},31990,true\n\nnot-an-id,-5,maybe\n${B},,true\n${A},1,false\n${C},1.001,true\n4d3b0e9c-1f7a-4c2e-9b8d-6a5f4e3d2c1b,0.00,true\n`);
    expect(file.rows).toEqual([{ line: 2, vehicleId: A, priceCents: 3_199_000, available: true }]);
    expect(file.problems).toEqual([
      { line: 4, column: "globalCarId", message: 'globalCarId "not-an-id" is not a catalogue id (a UUID)' },
      { line: 4, column: "price", message: 'price "-5" is not an amount in dollars, such as 31990 or 31990.50 (at most 10,000,000)' },
      { line: 4, column: "available", message: 'available "maybe" is not true or false (yes, no, 1 and 0 are read too)' },
      { line: 5, column: "price", message: expect.stringContaining('price ""') },
      { line: 6, column: "globalCarId", message: `globalCarId ${A} is already on line 2` },
      { line: 7, column: "price", message: expect.stringContaining('"1.001"') },
      { line: 8, column: "price", message: "price must be more than 0: no vehicle is sold for nothing" },
    ]);
  });

  it("refuses a header without the three columns, naming each missing one, and a column named twice", () => {
    expect(readStockFile(`id,price\n${A},1`).problems).toEqual([
      { line: 1, column: null, message: "The first line must name the column globalCarId" },
      { line: 1, column: null, message: "The first line must name the column available" },
    ]);
    expect(readStockFile(`globalCarId,price,available,Price\n${A},1,true,2`).problems).toEqual([{ line: 1, column: null, message: "The column price is named twice" }]);
    // Separated by semicolons (or tabs), the header is one cell: the separator is the one thing to say.
    for (const separator of [";", "\t"]) {
      expect(readStockFile(`globalCarId${separator}price${separator}available\n${A}${separator}1${separator}true`).problems).toEqual([
        { line: 1, column: null, message: "Separate the columns with commas, not semicolons or tabs" },
      ]);
    }
  });

  it("refuses an empty file, and reads a header without rows as nothing to do", () => {
    expect(readStockFile("").problems).toEqual([{ line: 1, column: null, message: expect.stringContaining("The file is empty") }]);
    expect(readStockFile("\r\n\r\n").problems).toHaveLength(1);
    expect(readStockFile("globalCarId,price,available\r\n")).toEqual({ records: 0, rows: [], problems: [] });
  });

  it("takes 5,000 vehicles and refuses the 5,001st, at its line (blank lines counted)", () => {
    const ids = Array.from({ length: MAX_STOCK_FILE_ROWS + 1 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    const file = (count: number) => `globalCarId,price,available\n\n${ids.slice(0, count).map((id) => `${id},100,true`).join("\n")}\n`;
    const full = readStockFile(file(5_000));
    expect(full.problems).toEqual([]);
    expect(full.rows).toHaveLength(5_000);
    expect(full.rows.at(-1)!.line).toBe(5_002);
    expect(readStockFile(file(5_001))).toEqual({ records: 5_001, rows: [], problems: [{ line: 5_003, column: null, message: "A file may hold at most 5,000 vehicles: import a larger stock in files of up to 5,000 vehicles, each starting with the header line (vehicles not in a file stay as they are, so splitting it is safe)" }] });
  });

  it("reads back cells the export guarded against formulas", () => {
    expect(readStockFile(`globalCarId,model,price,available\n${A},"'=HYPERLINK(""x"")",31990,true`).rows).toEqual([{ line: 2, vehicleId: A, priceCents: 3_199_000, available: true }]);
  });
});

describe("planStockImport", () => {
  const catalogue = new Map([
    [A, { model: "Ford Ranger", version: "XLT" }],
    [B, { model: "Toyota HiLux", version: "SR5" }],
    [C, { model: "Isuzu D-Max", version: "LS-U" }],
  ]);

  it("says what each row does: create, update or nothing, and which vehicles are not in the catalogue", () => {
    const stock = new Map([
      [A, { priceCents: 100, available: true }],
      [B, { priceCents: 200, available: true }],
    ]);
    const unknown = crypto.randomUUID();
    const plan = planStockImport(
      [
        { line: 2, vehicleId: A, priceCents: 100, available: true },
        { line: 3, vehicleId: B, priceCents: 200, available: false },
        { line: 4, vehicleId: C, priceCents: 300, available: true },
        { line: 5, vehicleId: unknown, priceCents: 1, available: true },
      ],
      catalogue,
      stock,
    );
    expect(plan).toEqual({
      unchanged: 1,
      problems: [{ line: 5, column: "globalCarId", message: `globalCarId ${unknown} is not a vehicle in the catalogue` }],
      changes: [
        { line: 3, vehicleId: B, model: "Toyota HiLux", version: "SR5", change: "updated", priceCents: 200, available: false, before: { priceCents: 200, available: true } },
        { line: 4, vehicleId: C, model: "Isuzu D-Max", version: "LS-U", change: "created", priceCents: 300, available: true, before: null },
      ],
    });
  });
});
