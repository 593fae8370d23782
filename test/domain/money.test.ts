import { describe, expect, it } from "vitest";
import { parseTypedDollars } from "../../src/domain/money";

// One reading of typed money for the portal's forms and the stock file.
describe("parseTypedDollars", () => {
  it("reads dollars as people and spreadsheets write them, into cents", () => {
    const cases: [string, number][] = [
      ["31990", 3_199_000],
      ["31990.5", 3_199_050],
      ["31990.05", 3_199_005],
      [" $31,990.00 ", 3_199_000],
      ["$ 31,990", 3_199_000],
      ["31 990", 3_199_000],
      ["0", 0],
      ["1,234,567.89", 123_456_789],
      ["10000000", 1_000_000_000],
      ["10,000,000.00", 1_000_000_000],
    ];
    for (const [text, cents] of cases) expect(parseTypedDollars(text), text).toBe(cents);
  });

  it("refuses anything else: negative, three decimals, misplaced or mixed separators, words, one cent past 10,000,000", () => {
    for (const text of ["", "-1", "1.005", "31,99", "3,1990", "4,19,90", "31,990 000", "31  990", "31990.", ".5", "1e5", "abc", "$", "10000000.01", "10,000,001"]) {
      expect(parseTypedDollars(text), text).toBeNull();
    }
  });
});
