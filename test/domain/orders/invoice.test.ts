import { describe, expect, it } from "vitest";
import { invoicedTotals, needsVarianceReason, quotedTotals, variances, type InvoiceLine } from "../../../src/domain/orders/invoice";
import type { StoredPricing } from "../../../src/domain/quotes/price-quote";

const pricing = {
  vehiclePriceCents: 4_186_000,
  dealerDeliveryCents: 149_000,
  accessories: [
    { name: "Floor mats", priceCents: 25_000 },
    { name: "Tow bar", priceCents: 99_000 },
  ],
  stampDuty: { cents: 130_200 },
  registration: {
    cents: 156_800,
    components: [
      { id: "registration_fee", label: "Registration", cents: 7_500 },
      { id: "ctp_green_slip", label: "CTP green slip", cents: 60_000 },
    ],
  },
} as unknown as StoredPricing;

describe("an invoice matched to the quote", () => {
  it("takes the quote's lines by kind times the quantity, its CTP apart from registration", () => {
    expect(quotedTotals(pricing, 3)).toEqual({
      vehicle: 12_558_000,
      accessory: 372_000,
      delivery: 447_000,
      stampDuty: 390_600,
      registration: 290_400,
      ctp: 180_000,
    });
  });

  it("names every kind whose totals differ, to the cent, and none that match", () => {
    const quoted = { vehicle: 1_000_000, delivery: 50_000, ctp: 10_000 };
    const lines: InvoiceLine[] = [
      { kind: "vehicle", description: "Car", amountCents: 600_000 },
      { kind: "vehicle", description: "Car", amountCents: 400_000 },
      { kind: "delivery", description: "Delivery", amountCents: 50_001 },
      { kind: "other", description: "Fuel", amountCents: 8_000 },
    ];
    expect(invoicedTotals(lines)).toEqual({ vehicle: 1_000_000, delivery: 50_001, other: 8_000 });
    expect(variances(quoted, invoicedTotals(lines))).toEqual([
      { kind: "delivery", quotedCents: 50_000, invoicedCents: 50_001, differenceCents: 1 },
      { kind: "ctp", quotedCents: 10_000, invoicedCents: 0, differenceCents: -10_000 },
      { kind: "other", quotedCents: 0, invoicedCents: 8_000, differenceCents: 8_000 },
    ]);
  });

  it("asks for a reason when the total is above the quote's, by a cent or more; at it or below, none", () => {
    const quoted = { vehicle: 1_000_000 };
    const invoice = (cents: number): InvoiceLine[] => [{ kind: "vehicle", description: "Car", amountCents: cents }];
    expect(needsVarianceReason(quoted, invoice(1_000_001))).toBe(true);
    expect(needsVarianceReason(quoted, invoice(1_000_000))).toBe(false);
    expect(needsVarianceReason(quoted, invoice(999_999))).toBe(false);
  });
});
