import { describe, expect, it } from "vitest";
import type { AuState } from "../../src/pricing/au-state";
import { isAuState, registrationState } from "../../src/pricing/postcode";

// Ranges from docs/pricing-research/2025-26-charges.md section 4 (Australia Post). Border postcodes: 2540 NSW/JBT (JBT = ACT law),
// 2618 ACT/NSW, 2620 NSW/ACT, 3500 VIC/NSW, 0872 NT/SA/WA. External territories: 2899, 6798, 6799.

describe("registrationState by postcode range", () => {
  it.each<[string, AuState]>([
    ["200", "ACT"],
    ["0200", "ACT"],
    ["0299", "ACT"],
    ["0800", "NT"],
    ["0899", "NT"],
    ["0900", "NT"],
    ["0999", "NT"],
    ["1000", "NSW"],
    ["1999", "NSW"],
    ["2000", "NSW"],
    ["2599", "NSW"],
    ["2600", "ACT"],
    ["2617", "ACT"],
    ["2619", "NSW"],
    ["2898", "NSW"],
    ["2900", "ACT"],
    ["2920", "ACT"],
    ["2921", "NSW"],
    ["2999", "NSW"],
    ["3000", "VIC"],
    ["3999", "VIC"],
    ["4000", "QLD"],
    ["4999", "QLD"],
    ["5000", "SA"],
    ["5999", "SA"],
    ["6000", "WA"],
    ["6797", "WA"],
    ["6800", "WA"],
    ["6999", "WA"],
    ["7000", "TAS"],
    ["7151", "TAS"],
    ["7999", "TAS"],
    ["8000", "VIC"],
    ["8999", "VIC"],
    ["9000", "QLD"],
    ["9999", "QLD"],
  ])("%s → %s", (postcode, state) => {
    expect(registrationState(postcode, null)).toEqual({ ok: true, state, basis: "postcode", candidates: [state] });
  });

  it("ignores the dealership's state when the postcode decides", () => {
    expect(registrationState("2000", "VIC")).toEqual({
      ok: true,
      state: "NSW",
      basis: "postcode",
      candidates: ["NSW"],
    });
  });

  it("accepts surrounding spaces", () => {
    expect(registrationState(" 3000 ", null)).toMatchObject({ ok: true, state: "VIC" });
  });

  it.each(["0000", "100", "0199", "0300", "0799"])("refuses %s, which is in no state's range", (postcode) => {
    expect(registrationState(postcode, "NSW")).toMatchObject({ ok: false });
  });

  it.each(["20", "12345", "2O00", "abcd", "-200", "2000.0"])("refuses %s, which is not 3 or 4 digits", (postcode) => {
    expect(registrationState(postcode, "NSW")).toMatchObject({ ok: false });
  });
});

describe("registrationState for border postcodes", () => {
  type BorderBasis = "postcode-border-dealer-state" | "postcode-border-first-listed";
  it.each<[string, AuState | null, AuState, BorderBasis, AuState[]]>([
    // 2540: NSW / Jervis Bay Territory, which applies ACT law
    ["2540", "NSW", "NSW", "postcode-border-dealer-state", ["NSW", "ACT"]],
    ["2540", "ACT", "ACT", "postcode-border-dealer-state", ["NSW", "ACT"]],
    ["2540", "VIC", "NSW", "postcode-border-first-listed", ["NSW", "ACT"]],
    ["2540", null, "NSW", "postcode-border-first-listed", ["NSW", "ACT"]],
    // 2618 lies in the ACT range but is shared with NSW
    ["2618", "NSW", "NSW", "postcode-border-dealer-state", ["ACT", "NSW"]],
    ["2618", "ACT", "ACT", "postcode-border-dealer-state", ["ACT", "NSW"]],
    ["2618", "QLD", "ACT", "postcode-border-first-listed", ["ACT", "NSW"]],
    ["2618", null, "ACT", "postcode-border-first-listed", ["ACT", "NSW"]],
    // 2620 lies in the NSW range but is shared with the ACT
    ["2620", "ACT", "ACT", "postcode-border-dealer-state", ["NSW", "ACT"]],
    ["2620", "NSW", "NSW", "postcode-border-dealer-state", ["NSW", "ACT"]],
    ["2620", "VIC", "NSW", "postcode-border-first-listed", ["NSW", "ACT"]],
    // 3500: Mildura (VIC) and Paringi (NSW)
    ["3500", "NSW", "NSW", "postcode-border-dealer-state", ["VIC", "NSW"]],
    ["3500", "VIC", "VIC", "postcode-border-dealer-state", ["VIC", "NSW"]],
    ["3500", "SA", "VIC", "postcode-border-first-listed", ["VIC", "NSW"]],
    // 0872: remote NT / SA / WA communities, written with or without the leading zero
    ["0872", "WA", "WA", "postcode-border-dealer-state", ["NT", "SA", "WA"]],
    ["0872", "SA", "SA", "postcode-border-dealer-state", ["NT", "SA", "WA"]],
    ["872", "NT", "NT", "postcode-border-dealer-state", ["NT", "SA", "WA"]],
    ["0872", "QLD", "NT", "postcode-border-first-listed", ["NT", "SA", "WA"]],
    ["872", null, "NT", "postcode-border-first-listed", ["NT", "SA", "WA"]],
  ])("%s with a %s dealership → %s (%s)", (postcode, dealershipState, state, basis, candidates) => {
    expect(registrationState(postcode, dealershipState)).toEqual({ ok: true, state, basis, candidates });
  });
});

describe("registrationState for external territories", () => {
  // Norfolk Island has its own registration system; Christmas and Cocos Islands are not registered by WA DoT.
  it.each(["2899", "6798", "6799"])("refuses %s", (postcode) => {
    expect(registrationState(postcode, null)).toMatchObject({ ok: false });
    expect(registrationState(postcode, postcode === "2899" ? "NSW" : "WA")).toMatchObject({ ok: false });
  });
});

describe("registrationState without a postcode", () => {
  it.each([undefined, null, "", "   "])("uses the dealership's state for %j", (postcode) => {
    expect(registrationState(postcode, "VIC")).toEqual({
      ok: true,
      state: "VIC",
      basis: "dealership",
      candidates: ["VIC"],
    });
  });

  it("refuses when there is no dealership state either", () => {
    expect(registrationState(undefined, null)).toMatchObject({ ok: false });
    expect(registrationState("", null)).toMatchObject({ ok: false });
  });
});

describe("isAuState", () => {
  it("accepts the eight state and territory codes only", () => {
    for (const state of ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"]) expect(isAuState(state)).toBe(true);
    for (const other of ["JBT", "nsw", "", "NZ", 3, null, undefined]) expect(isAuState(other)).toBe(false);
  });
});
