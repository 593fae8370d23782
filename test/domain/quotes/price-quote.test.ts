import { afterEach, describe, expect, it, vi } from "vitest";
import { priceDriveAway } from "../../../src/domain/quotes/price-quote";
import type { DutyVehicle } from "../../../src/pricing";

afterEach(() => vi.restoreAllMocks());

const car: DutyVehicle = { bodyClass: "passenger", powertrain: "ice", cylinders: 4, co2GramsPerKm: 150 };
const lines = { vehiclePriceCents: 4_550_000, dealerDeliveryCents: 150_000, accessories: [], quantity: 1 };
const nsw = { state: "NSW" as const, basis: "postcode" as const, candidates: ["NSW" as const] };

describe("priceDriveAway", () => {
  it("stores when each charge's rule took effect, its confidence and sources, and the day priced", () => {
    const pricing = priceDriveAway(lines, car, nsw, new Date("2026-11-23T02:00:00Z"))!;
    expect(pricing.ratesAsOf).toBe("2026-11-23");
    expect(pricing.stampDuty).toMatchObject({ state: "NSW", effectiveFrom: expect.any(String), confidence: expect.any(String) });
    for (const line of pricing.registration.components) expect(line).toMatchObject({ effectiveFrom: expect.any(String), confidence: expect.any(String), sources: expect.any(Array) });
    expect(pricing.registration.components.reduce((sum, line) => sum + line.cents, 0)).toBe(pricing.registration.cents);
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
      expect([pricing.stampDuty, ...pricing.registration.components].every((line) => line.confidence === "carried-forward")).toBe(true);
    }
    expect(first.stampDuty.cents).toBe(inCoverage.stampDuty.cents);
  });
});
