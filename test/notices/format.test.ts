import { describe, expect, it } from "vitest";
import { calendarDate, localDateTime, money } from "../../src/notices/format";
import { estimatedNotice } from "../../src/notices/estimate";

describe("money as people read it", () => {
  it("writes integer cents as Australian dollars with grouping and two decimals", () => {
    expect(money(4_199_050)).toBe("$41,990.50");
    expect(money(0)).toBe("$0.00");
  });
});

describe("a moment in the dealership's time", () => {
  it("writes the weekday, date, time and zone of the dealership's state", () => {
    expect(localDateTime("2026-12-07T03:15:00Z", "NSW")).toBe("Mon, 7 Dec 2026, 2:15 pm AEDT");
    expect(localDateTime("2026-12-07T03:15:00Z", "WA")).toBe("Mon, 7 Dec 2026, 11:15 am AWST");
  });

  it("uses Sydney time for a dealership without a known state", () => {
    expect(localDateTime("2026-12-07T03:15:00Z", null)).toBe("Mon, 7 Dec 2026, 2:15 pm AEDT");
  });
});

describe("a calendar date", () => {
  it("is written like every other date, the same day in every time zone", () => {
    expect(calendarDate("2026-11-24")).toBe("Tue, 24 Nov 2026");
    expect(calendarDate("2027-01-01")).toBe("Fri, 1 Jan 2027");
  });

  it("leaves anything that is not a YYYY-MM-DD date as it is", () => {
    expect(calendarDate("2026-13-40")).toBe("2026-13-40");
    expect(calendarDate("24/11/2026")).toBe("24/11/2026");
  });
});

describe("the note on estimated charges", () => {
  const priced = (ratesAsOf: string | undefined, scheduleId = "NSW_STANDARD", registrationIds: string[] = []) => ({
    ratesAsOf,
    stampDuty: { scheduleId },
    registration: { components: registrationIds.map((id) => ({ id })) },
  });

  it("names the day whose rates were not confirmed like every other date", () => {
    expect(estimatedNotice(priced("2026-11-24"))).toContain("was not confirmed for Tue, 24 Nov 2026. The amount payable at registration may differ slightly.");
  });

  it("names no day when none is known", () => {
    expect(estimatedNotice(priced(undefined))).toContain("was not confirmed. The amount payable");
  });

  it("says a heavy vehicle's registration is the dealership's own figure, and its duty the state's", () => {
    const notice = estimatedNotice(priced("2026-11-24", "NSW_GOODS", ["stated_by_dealer"]));
    expect(notice).toContain("this vehicle's registration is the dealership's own figure");
    expect(notice).toContain("its stamp duty is the state's heavy-vehicle duty");
    expect(notice).not.toContain("not confirmed");
  });

  it("says a heavy vehicle's charges are the dealership's own figures on a quote completed when the dealer stated both", () => {
    const notice = estimatedNotice(priced("2026-11-24", "stated-by-dealer"));
    expect(notice).toContain("this vehicle's stamp duty and registration are the dealership's own figures");
    expect(notice).not.toContain("not confirmed");
  });
});
