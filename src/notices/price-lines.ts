import type { StoredChargeLine, StoredPricing } from "../domain/quotes/price-quote";
import type { Confidence } from "../pricing";
import { calendarDate } from "./format";

/** How sure a government figure is, in the words a fleet manager or a dealer reads. */
const CONFIDENCE_WORDS: Readonly<Record<Confidence, string>> = {
  official: "official figure",
  corroborated: "confirmed by two sources",
  "carried-forward": "earlier figure carried forward",
  estimate: "estimate",
};

export interface ChargeDetail {
  label: string;
  cents: number;
  /** How sure the figure is, in words; null on quotes priced before charges were dated. */
  confidence: string | null;
}

const detail = (line: { label: string; cents: number } & Partial<Pick<StoredChargeLine, "confidence">>): ChargeDetail => ({
  label: line.label,
  cents: line.cents,
  confidence: line.confidence ? CONFIDENCE_WORDS[line.confidence] : null,
});

export interface PriceLine {
  label: string;
  cents: number;
  /** How sure a government figure said in one line is (stamp duty without concessions), in words. */
  confidence: string | null;
  /** Said of the line itself: luxury car tax in the vehicle price; what duty was charged on and why. */
  note: string | null;
  /** What the line is made of, each part with how sure it is: said beneath it (government charges only). */
  parts: ChargeDetail[];
}

/**
 * A priced quote's lines before its totals, as every notice and page names them: the vehicle, the
 * delivery, the accessories (the dealer's own names), then stamp duty with its concessions and
 * registration with each component (its use, tare or class in its label). The parts hang on their
 * line, so no accessory name can pass for a government charge.
 */
export function priceLines(pricing: StoredPricing): PriceLine[] {
  const duty = pricing.stampDuty;
  const dutyParts = [detail({ label: `Stamp duty (${duty.state})`, cents: duty.cents - (duty.concessions ?? []).reduce((sum, c) => sum + c.cents, 0), confidence: duty.confidence }), ...(duty.concessions ?? []).map(detail)];
  const plain = { confidence: null, note: null, parts: [] };
  return [
    { ...plain, label: "Vehicle price", cents: pricing.vehiclePriceCents, note: pricing.vehiclePriceNote ?? null },
    { ...plain, label: "Dealer delivery", cents: pricing.dealerDeliveryCents },
    ...pricing.accessories.map((a) => ({ ...plain, label: a.name, cents: a.priceCents })),
    // Duty without concessions is one figure: its line says it all, with how sure it is.
    {
      label: `Stamp duty (${duty.state})`,
      cents: duty.cents,
      note: duty.note ?? null,
      ...(dutyParts.length > 1 ? { confidence: null, parts: dutyParts } : { confidence: dutyParts[0]!.confidence, parts: [] }),
    },
    { ...plain, label: `Registration, 12 months (${pricing.registration.state})`, cents: pricing.registration.cents, parts: pricing.registration.components.map(detail) },
  ];
}

/** What every dealer-side price is: said wherever a price is entered or shown. */
export const PRICE_BASIS = "All prices include GST; the vehicle price includes luxury car tax where it applies.";

/** For what use and on which day's rules the government charges were worked out. */
export function registrationTerms(pricing: StoredPricing): string | null {
  if (pricing.ratesAsOf === undefined) return null;
  const use = pricing.registrationUse ?? "private";
  const when = pricing.registrationDate ? `on the registration date, ${calendarDate(pricing.registrationDate)}` : `on ${calendarDate(pricing.ratesAsOf)}`;
  return `Registered for ${use} use in ${pricing.registration.state}; government charges as in force ${when}.`;
}
