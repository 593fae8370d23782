import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeCsvBytes, formatCsv, guardCell, parseCsv, unguardCell } from "../../src/domain/csv";

const records = (text: string) => {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.records;
};

describe("parseCsv", () => {
  it("reads quoted fields: commas, doubled quotes and line breaks inside them", () => {
    expect(records('a,b,c\n"Ranger, Wildtrak","12"" wheels",x\n')).toEqual([
      { line: 1, cells: ["a", "b", "c"] },
      { line: 2, cells: ["Ranger, Wildtrak", '12" wheels', "x"] },
    ]);
  });

  it("numbers each record by the line it starts on, a quoted line break counting as a line", () => {
    expect(records('h\r\n"two\r\nlines"\r\nafter\n"three\nline\rvalue"\nlast').map((r) => r.line)).toEqual([1, 2, 4, 5, 8]);
  });

  it("takes CRLF, LF and CR line ends alike, with or without a final one", () => {
    const expected = [
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["1", "2"] },
    ];
    for (const text of ["a,b\r\n1,2\r\n", "a,b\n1,2", "a,b\r1,2\r", "a,b\r\n1,2"]) expect(records(text), JSON.stringify(text)).toEqual(expected);
  });

  it("drops a UTF-8 byte order mark, so the first header is read as written", () => {
    expect(records("\uFEFFglobalCarId,price\n1,2")[0]!.cells).toEqual(["globalCarId", "price"]);
  });

  it("skips blank lines and rows of empty cells, still counting them", () => {
    expect(records("a,b\n\n1,2\n , \n,,\r\n3,4\n\n")).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 3, cells: ["1", "2"] },
      { line: 6, cells: ["3", "4"] },
    ]);
    expect(records("")).toEqual([]);
  });

  it("refuses a quote that opens a value and never closes it, rather than swallowing the rest of the file", () => {
    const neverClosed = { ok: false, line: 3, message: 'A quote (") opens a value that is never closed: close it, or remove it' };
    expect(parseCsv('a,b\n1,2\n"Ranger,3\n4,5\n')).toEqual(neverClosed);
    // Its last quote is a doubled one (a quote inside the value): still never closed.
    expect(parseCsv('a,b\n1,2\n"Ranger ""XL""\n4,5')).toEqual(neverClosed);
  });

  it("refuses a closing quote followed by anything but a comma, a line end or the end, at that line, rather than dropping the character", () => {
    const goesOn = (next: string) => `A quoted value goes on after its closing quote ("${next}" follows it): put the whole value inside the quotes, or remove them`;
    expect(parseCsv('globalCarId,available,price\n50cdc0e7-66d0-52b2-a430-34f860e1330c,yes,"4"1990\n')).toEqual({ ok: false, line: 2, message: goesOn("1") });
    expect(parseCsv('h,a,b\r\nR,"1"x,true\r\n')).toEqual({ ok: false, line: 2, message: goesOn("x") });
    expect(parseCsv('h,a\n1,2\n"two\r\nlines" ,3\n')).toEqual({ ok: false, line: 4, message: goesOn(" ") });
  });

  it("refuses a quote inside a value that does not start with one, at its line", () => {
    expect(parseCsv('model,price\nRanger,1\n12" wheels,2\n')).toEqual({
      ok: false,
      line: 3,
      message: 'A quote (") is inside a value that does not start with one: put the whole value in quotes, writing the quote inside it twice ("")',
    });
  });

  it("says to use commas when quoted values are separated by semicolons or tabs", () => {
    const useCommas = { ok: false, line: 2, message: "Separate the columns with commas, not semicolons or tabs" };
    expect(parseCsv('globalCarId;price;available\nx;"$44,990.00";no\n')).toEqual(useCommas);
    expect(parseCsv('globalCarId\tprice\n"x"\t1\n')).toEqual(useCommas);
  });

  it("takes every well-formed use of quotes: empty, doubled, around commas and line ends, at the end of the text", () => {
    expect(records('a,b,c\n"",""""," ,\r\n"\n"x","y","z"')).toEqual([
      { line: 1, cells: ["a", "b", "c"] },
      { line: 2, cells: ["", '"', " ,\r\n"] },
      { line: 4, cells: ["x", "y", "z"] },
    ]);
  });
});

describe("formatCsv", () => {
  it("writes a byte order mark, CRLF line ends and RFC 4180 quoting", () => {
    expect(formatCsv(["model", "price", "available"], [["Ranger, Wildtrak", 52990.5, true], ['12" "wheels"', 1, false], ["two\nlines", null, true]])).toBe(
      '\uFEFFmodel,price,available\r\n"Ranger, Wildtrak",52990.5,true\r\n"12"" ""wheels""",1,false\r\n"two\nlines",,true\r\n',
    );
  });

  it("puts an apostrophe before text a spreadsheet would run as a formula", () => {
    for (const formula of ["=HYPERLINK(\"http://x.example\")", "+61 2 9000 0000", "-5", "@SUM(A1)", "\tTab", "\rReturn", "'quoted"]) {
      expect(guardCell(formula), formula).toBe(`'${formula}`);
    }
    expect(guardCell("HiLux =")).toBe("HiLux =");
    expect(guardCell(-5)).toBe("-5");
    const cells = formatCsv(["model"], [["=1+2"], ["@cmd"]]).split("\r\n");
    expect(cells.slice(1, 3)).toEqual(["'=1+2", "'@cmd"]);
  });

  it("reads back exactly what it wrote, whatever the text", () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ unit: "grapheme" }), { minLength: 2, maxLength: 2 }), { maxLength: 6 }), (rows) => {
        // A row of empty cells reads as a blank line: keep one cell filled, as every real row is.
        const filled = rows.map(([a, b]) => [`x${a}`, b!]);
        const parsed = records(formatCsv(["a", "b"], filled));
        expect(parsed.slice(1).map((r) => r.cells)).toEqual(filled);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(unguardCell(guardCell(text))).toBe(text);
      }),
    );
  });
});

describe("decodeCsvBytes", () => {
  it("reads UTF-8 (its byte order mark dropped) and refuses UTF-16 with what to do", () => {
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0xc3, 0xa9]))).toEqual({ ok: true, text: "aé" });
    expect(decodeCsvBytes(new Uint8Array([0xff, 0xfe, 0x61, 0x00]))).toEqual({ ok: false, message: expect.stringContaining("CSV UTF-8") });
    expect(decodeCsvBytes(new Uint8Array([0x61, 0xe9, 0x62]))).toEqual({ ok: true, text: "a\uFFFDb" });
  });
});
