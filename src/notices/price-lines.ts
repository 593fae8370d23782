import type { StoredPricing } from "../domain/quotes/price-quote";

/** A priced quote's lines before its totals, as every notice and page names them. */
export function priceLines(pricing: StoredPricing): { label: string; cents: number }[] {
  return [
    { label: "Vehicle price", cents: pricing.vehiclePriceCents },
    { label: "Dealer delivery", cents: pricing.dealerDeliveryCents },
    ...pricing.accessories.map((a) => ({ label: a.name, cents: a.priceCents })),
    { label: `Stamp duty (${pricing.stampDuty.state})`, cents: pricing.stampDuty.cents },
    { label: `Registration, 12 months (${pricing.registration.state})`, cents: pricing.registration.cents },
  ];
}
