import { describe, expect, it } from "vitest";
import { inServiceYears } from "../../src/domain/date-bounds";

describe("the years the service takes a date in", () => {
  it("are 2000 to 2100, both whole, for a day and for a date-time as written", () => {
    for (const date of ["2000-01-01", "2026-11-28", "2100-12-31", "2000-01-01T00:00:00+10:00", "2100-12-31T23:59:59.999-05:00"]) expect(inServiceYears(date), date).toBe(true);
    for (const date of ["1999-12-31", "2101-01-01", "9999-12-31", "0000-01-01", "1999-12-31T23:59:59Z", "2101-01-01T00:00:00Z", "+010000-01-01", "", "2026"]) {
      expect(inServiceYears(date), date).toBe(false);
    }
  });
});
