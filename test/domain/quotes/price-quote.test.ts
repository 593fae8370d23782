import { afterEach, describe, expect, it, vi } from "vitest";
import { priceDriveAway } from "../../../src/domain/quotes/price-quote";
import type { DutyVehicle } from "../../../src/pricing";

afterEach(() => vi.restoreAllMocks());

const car: DutyVehicle = { bodyClass: "passenger", powertrain: "ice", cylinders: 4, co2GramsPerKm: 150 };
const lines = { vehiclePriceCents: 4_550_000, dealerDeliveryCents: 150_000, accessories: [], quantity: 1 };
const nsw = { state: "NSW" as const, basis: "postcode" as const, candidates: ["NSW" as const] };
const YEAR_2026_27 = { effectiveFrom: "2026-07-01", effectiveTo: "2027-06-30" };
/** What a test reads of each registration line: which charge, how much, its dates and how sure it is. */
const provenance = (line: { id: string; cents: number; effectiveFrom?: string | null; effectiveTo?: string | null; confidence?: string | null }) => ({
  id: line.id,
  cents: line.cents,
  effectiveFrom: line.effectiveFrom,
  effectiveTo: line.effectiveTo,
  confidence: line.confidence,
});

describe("priceDriveAway", () => {
  it("stores when each charge's rule took effect, its confidence and sources, and the day priced", () => {
    const pricing = priceDriveAway(lines, car, nsw, new Date("2026-11-23T02:00:00Z"))!;
    expect(pricing.ratesAsOf).toBe("2026-11-23");
    // Duty: dutiable value $45,500 + $1,500 = $47,000 -> $1,350 + $5 x 20 (each $100 over $45,000) = $1,450,
    // at the 2025-26 rates, carried forward into 2026-27 (no official 2026-27 page).
    expect(pricing.stampDuty).toMatchObject({ cents: 145_000, state: "NSW", scheduleId: "NSW_PASSENGER", ...YEAR_2026_27, confidence: "carried-forward" });
    expect(pricing.stampDuty.sources).toContain("https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/motor-vehicle-duty");
    // Registration: $84 fee (two agreeing sources) + $374 tax (tare 1,155-1,504 kg) + $600 CTP + $45 plates
    // - $100 one-off discount (from 1 September 2026) = $1,003.
    expect(pricing.registration.components.map(provenance)).toEqual([
      { id: "registration_fee", cents: 8_400, ...YEAR_2026_27, confidence: "corroborated" },
      { id: "motor_vehicle_tax", cents: 37_400, ...YEAR_2026_27, confidence: "carried-forward" },
      { id: "ctp_green_slip", cents: 60_000, ...YEAR_2026_27, confidence: "estimate" },
      { id: "plate_fee", cents: 4_500, ...YEAR_2026_27, confidence: "estimate" },
      { id: "nsw_registration_discount_2026_27", cents: -10_000, effectiveFrom: "2026-09-01", effectiveTo: "2027-08-31", confidence: "corroborated" },
    ]);
    expect(pricing.registration.components[1]!.sources).toEqual(["https://www.nsw.gov.au/driving-boating-and-transport/vehicle-registration/fees-concessions-and-forms/vehicle-registration-fees"]);
    expect(pricing.registration.cents).toBe(100_300);
    expect(pricing.totalDriveAwayCents).toBe(4_550_000 + 150_000 + 145_000 + 100_300);
    expect(pricing.estimated).toBe(true);
  });

  it("prices past the data with the newest rules, all carried forward, and warns once per isolate", () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const inCoverage = priceDriveAway(lines, car, nsw, new Date("2027-06-30T02:00:00Z"))!;
    expect(warned).not.toHaveBeenCalled();
    const first = priceDriveAway(lines, car, nsw, new Date("2027-07-01T02:00:00Z"))!;
    const second = priceDriveAway(lines, car, nsw, new Date("2027-08-01T02:00:00Z"))!;
    expect(warned).toHaveBeenCalledTimes(1);
    expect(JSON.parse(warned.mock.calls[0]![0] as string)).toMatchObject({ ratesAsOf: "2027-07-01", validThrough: "2027-06-30" });
    for (const pricing of [first, second]) {
      expect(pricing.estimated).toBe(true);
      expect(pricing.stampDuty).toMatchObject({ cents: inCoverage.stampDuty.cents, ...YEAR_2026_27, confidence: "carried-forward" });
      expect(pricing.registration.components.map((line) => [line.id, line.confidence])).toEqual([
        ["registration_fee", "carried-forward"],
        ["motor_vehicle_tax", "carried-forward"],
        ["ctp_green_slip", "carried-forward"],
        ["plate_fee", "carried-forward"],
        ["nsw_registration_discount_2026_27", "carried-forward"],
      ]);
    }
    expect(first.stampDuty.cents).toBe(145_000);
  });
});
