import { afterEach, describe, expect, it, vi } from "vitest";
import { priceDriveAway, type PricingVehicle } from "../../../src/domain/quotes/price-quote";

afterEach(() => vi.restoreAllMocks());

// Above 150 g/km: NSW's sources agree such a petrol car is non-lower taxed (at 150 or less they differ,
// and its tax is an estimate: test/pricing/drive-away.test.ts).
const car: PricingVehicle = { bodyClass: "passenger", powertrain: "ice", cylinders: 4, co2GramsPerKm: 160, tareKg: 1400, listPriceCents: 4_690_000 };
const lines = { vehiclePriceCents: 4_550_000, dealerDeliveryCents: 150_000, accessories: [], quantity: 1 };
const nsw = { state: "NSW" as const, basis: "postcode" as const, candidates: ["NSW" as const] };
const act = { state: "ACT" as const, basis: "postcode" as const, candidates: ["ACT" as const] };
const forBusiness = { registrationUse: "business" as const, registrationDate: null };

describe("priceDriveAway", () => {
  it("stores each charge with its rule's dates, confidence, public sources and note, and the day priced", () => {
    const pricing = priceDriveAway(lines, car, nsw, forBusiness, new Date("2026-11-23T02:00:00Z"))!;
    expect(pricing.ratesAsOf).toBe("2026-11-23");
    expect(pricing).toMatchObject({ registrationUse: "business", registrationDate: null, vehiclePriceNote: null });
    // DV 45,500 + 1,500 = 47,000 → $1,350 + $5 × 20u = $1,450, the 2025-26 rates carried forward
    expect(pricing.stampDuty).toMatchObject({
      cents: 145_000,
      state: "NSW",
      effectiveFrom: "2026-07-01",
      effectiveTo: "2027-06-30",
      confidence: "carried-forward",
      sources: ["https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/motor-vehicle-duty", "http://www.revenue.nsw.gov.au/taxes/vehicle/factsheet/overview", "https://www.nsw.gov.au/driving-boating-and-transport/nsw-governments-electric-vehicle-strategy/abolish-stamp-duty"],
    });
    // business use: fee 84 + tax 588 (1,155–1,504 kg) + green slip 600 + plates 45, no private discount
    expect(pricing.registration.components.map(({ id, cents, confidence }) => ({ id, cents, confidence }))).toEqual([
      { id: "registration_fee", cents: 8_400, confidence: "estimate" },
      { id: "motor_vehicle_tax", cents: 58_800, confidence: "carried-forward" },
      { id: "ctp_green_slip", cents: 60_000, confidence: "estimate" },
      { id: "plate_fee", cents: 4_500, confidence: "estimate" },
    ]);
    expect(pricing.registration.cents).toBe(131_700);
    // research notes are not public sources: an estimate resting on one lists none, and says why
    expect(pricing.registration.components[0]).toMatchObject({ sources: [], note: expect.stringMatching(/^\$84, reported by secondary sources/) });
    expect(pricing.totalDriveAwayCents).toBe(4_550_000 + 150_000 + 145_000 + 131_700);
  });

  it("prices the rules in force on the registration date, not on the day it is priced", () => {
    // priced 24 November 2026 for registration on 1 February 2027 in the ACT: the duty entry of 1 February 2027
    const pricing = priceDriveAway(lines, car, act, { registrationUse: "business", registrationDate: "2027-02-01" }, new Date("2026-11-24T00:00:00Z"))!;
    expect(pricing.ratesAsOf).toBe("2027-02-01");
    expect(pricing.registrationDate).toBe("2027-02-01");
    // the ACT's rates of 1 February 2027 were not found: the old table stands in for them, as an estimate
    expect(pricing.stampDuty).toMatchObject({ scheduleId: "ACT_NEW_B", effectiveFrom: "2027-02-01", effectiveTo: "2027-06-30", confidence: "estimate" });
  });

  it("prices past the data with the newest rules, carried forward at best, and warns once per isolate", async () => {
    // The module as a fresh isolate loads it: not yet warned, whatever other tests priced before.
    vi.resetModules();
    const { priceDriveAway } = await import("../../../src/domain/quotes/price-quote");
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const privately = { registrationUse: "private" as const, registrationDate: null };
    const inCoverage = priceDriveAway(lines, car, nsw, privately, new Date("2027-06-30T02:00:00Z"))!;
    expect(warned).not.toHaveBeenCalled();
    const first = priceDriveAway(lines, car, nsw, privately, new Date("2027-07-01T02:00:00Z"))!;
    const second = priceDriveAway(lines, car, nsw, privately, new Date("2027-08-01T02:00:00Z"))!;
    expect(warned).toHaveBeenCalledTimes(1);
    expect(JSON.parse(warned.mock.calls[0]![0] as string)).toMatchObject({ ratesAsOf: "2027-07-01", validThrough: "2027-06-30" });
    for (const pricing of [first, second]) {
      expect(pricing.estimated).toBe(true);
      // duty, four fees, and NSW's private discount, whose own term runs to 31 August 2027: what was
      // carried forward in 2026-27 stays so, what was an estimate (the $84 fee, CTP, plates, the discount) stays one
      expect(pricing.stampDuty.confidence).toBe("carried-forward");
      expect(pricing.registration.components.map((line) => [line.id, line.confidence])).toEqual([
        ["registration_fee", "estimate"],
        ["motor_vehicle_tax", "carried-forward"],
        ["ctp_green_slip", "estimate"],
        ["plate_fee", "estimate"],
        ["nsw_registration_discount_2026_27", "estimate"],
      ]);
      expect(pricing.registration.components.at(-1)).toMatchObject({ id: "nsw_registration_discount_2026_27", cents: -10_000 });
    }
    expect(first.stampDuty.cents).toBe(inCoverage.stampDuty.cents);
  });
});
