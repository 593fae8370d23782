import { describe, expect, it } from "vitest";
import { acknowledgeByDay, addBusinessDays, isBusinessDay, isOverdue } from "../../../src/domain/orders/business-days";
import { HOLIDAY_YEARS } from "../../../src/domain/public-holidays";
import { AU_STATES } from "../../../src/pricing/au-state";

/** An instant given as a wall-clock time in Sydney (AEDT, UTC+11, in summer). */
const sydney = (local: string) => new Date(`${local}+11:00`);

describe("business days", () => {
  it("skip weekends: an order placed on a Thursday is due on Monday, one placed on Friday on Tuesday", () => {
    expect(acknowledgeByDay("NSW", sydney("2026-11-19T10:00:00"))).toBe("2026-11-23");
    expect(acknowledgeByDay("NSW", sydney("2026-11-20T10:00:00"))).toBe("2026-11-24");
    expect(acknowledgeByDay("NSW", sydney("2026-11-21T10:00:00"))).toBe("2026-11-24");
  });

  it("count the day it is placed in the dealership's state: 3 pm UTC on a Thursday is Friday 2 am in Sydney but still Thursday 11 pm in Perth", () => {
    const at = new Date("2026-11-19T15:00:00Z");
    expect(acknowledgeByDay("NSW", at)).toBe("2026-11-24");
    expect(acknowledgeByDay("WA", at)).toBe("2026-11-23");
  });

  it("skip the state's own public holidays: Melbourne Cup Day in Victoria, not in New South Wales", () => {
    // Placed Monday 2 November 2026: Tuesday 3 is the Melbourne Cup in VIC.
    const monday = new Date("2026-11-02T01:00:00Z");
    expect(acknowledgeByDay("NSW", monday)).toBe("2026-11-04");
    expect(acknowledgeByDay("VIC", monday)).toBe("2026-11-05");
  });

  it("skip a weekend and a holiday together: over Christmas 2026 (Boxing Day's Monday substitute) and Christmas 2027", () => {
    // Thursday 24 December 2026: Friday 25 Christmas, the weekend, Monday 28 Boxing Day's substitute.
    expect(acknowledgeByDay("QLD", new Date("2026-12-24T00:00:00Z"))).toBe("2026-12-30");
    // Friday 24 December 2027: the weekend, then Monday 27 and Tuesday 28 in lieu of Christmas and Boxing Day.
    expect(acknowledgeByDay("SA", new Date("2027-12-24T00:00:00Z"))).toBe("2027-12-30");
  });

  it("skip a substitute day only where the state gives one: Anzac Day 2027 falls on a Sunday; WA adds Monday 26 April, NSW does not", () => {
    const friday = new Date("2027-04-23T00:00:00Z");
    expect(acknowledgeByDay("NSW", friday)).toBe("2027-04-27");
    expect(acknowledgeByDay("WA", friday)).toBe("2027-04-28");
  });

  it("count weekends only past the last year of data", () => {
    expect(isBusinessDay("NSW", "2028-01-03")).toBe(true);
    expect(isBusinessDay("NSW", "2028-01-01")).toBe(false);
    expect(addBusinessDays("NSW", "2028-12-22", 2)).toBe("2028-12-26");
  });

  it("make an order overdue from the day after its acknowledgeBy, in the dealership's state, only while it is placed", () => {
    const order = { status: "placed", acknowledgeBy: "2026-11-24" };
    expect(isOverdue(order, "NSW", sydney("2026-11-24T23:59:59"))).toBe(false);
    expect(isOverdue(order, "NSW", sydney("2026-11-25T00:00:00"))).toBe(true);
    expect(isOverdue({ ...order, status: "acknowledged" }, "NSW", sydney("2026-11-30T09:00:00"))).toBe(false);
  });
});

describe("the public holidays data", () => {
  it("covers every state and territory for 2026 and 2027, each list from a named government page, as at a date", () => {
    expect(HOLIDAY_YEARS.map((y) => y.year)).toEqual([2026, 2027]);
    for (const year of HOLIDAY_YEARS) {
      expect(year.asAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Object.keys(year.states).sort()).toEqual([...AU_STATES].sort());
      for (const [state, holidays] of Object.entries(year.states)) {
        expect(holidays.source, state).toMatch(/^https:\/\/\S+\.gov\.au\//);
        const days = holidays.days.map(([day]) => day);
        expect(days, `${state} ${year.year} in date order, each once`).toEqual([...new Set(days)].sort());
        for (const day of days) expect(day.startsWith(`${year.year}-`), `${state} ${day}`).toBe(true);
      }
    }
  });

  it("lists the national days everywhere: New Year's Day, Australia Day, Good Friday, Easter Monday, Christmas Day", () => {
    for (const year of HOLIDAY_YEARS) {
      const easter = year.year === 2026 ? ["2026-04-03", "2026-04-06"] : ["2027-03-26", "2027-03-29"];
      for (const [state, holidays] of Object.entries(year.states)) {
        const days = holidays.days.map(([day]) => day);
        for (const day of [`${year.year}-01-01`, `${year.year}-01-26`, ...easter, `${year.year}-12-25`]) expect(days, `${state} ${day}`).toContain(day);
      }
    }
  });

  it("names each listed weekday a holiday and nothing else: 2 March 2026 only in WA (its Labour Day)", () => {
    expect(AU_STATES.filter((state) => !isBusinessDay(state, "2026-03-02"))).toEqual(["WA"]);
    expect(AU_STATES.filter((state) => !isBusinessDay(state, "2026-10-05")).sort()).toEqual(["ACT", "NSW", "QLD", "SA"]);
  });
});
