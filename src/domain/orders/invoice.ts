import type { StoredPricing } from "../quotes/price-quote";

/**
 * What an invoice line is for, matched line by line against the accepted quote: the vehicle, its
 * accessories, dealer delivery, stamp duty, registration, CTP (compulsory third-party insurance) and
 * anything else.
 */
export const INVOICE_LINE_KINDS = ["vehicle", "accessory", "delivery", "stampDuty", "registration", "ctp", "other"] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

/** Cents per kind; a kind left out is 0. */
export type KindTotals = Partial<Record<InvoiceLineKind, number>>;

export interface InvoiceLine {
  kind: InvoiceLineKind;
  description: string;
  amountCents: number;
}

/**
 * The registration components that are CTP insurance, by the id the pricing data gives them (the
 * green slip, CTP, motor injury and motor accident injuries insurance lines): quoted as `ctp`, not
 * `registration`. A state that bundles its insurance into one registration line (VIC's TAC charge)
 * quotes it as `registration`.
 */
const CTP_COMPONENTS: ReadonlySet<string> = new Set(["ctp", "ctp_green_slip", "mai_insurance", "mii"]);

/**
 * The accepted quote's lines by kind, in cents, for `quantity` vehicles: each of its per-vehicle
 * amounts times the quantity. Only kinds with an amount are kept (`other` is never quoted).
 */
export function quotedTotals(pricing: StoredPricing, quantity: number): KindTotals {
  const ctp = pricing.registration.components.filter((c) => CTP_COMPONENTS.has(c.id)).reduce((sum, c) => sum + c.cents, 0);
  const each: KindTotals = {
    vehicle: pricing.vehiclePriceCents,
    accessory: pricing.accessories.reduce((sum, a) => sum + a.priceCents, 0),
    delivery: pricing.dealerDeliveryCents,
    stampDuty: pricing.stampDuty.cents,
    registration: pricing.registration.cents - ctp,
    ctp,
  };
  return Object.fromEntries(Object.entries(each).filter(([, cents]) => cents !== 0).map(([kind, cents]) => [kind, cents * quantity])) as KindTotals;
}

/** An invoice's lines added up by kind. */
export function invoicedTotals(lines: readonly InvoiceLine[]): KindTotals {
  const totals: KindTotals = {};
  for (const line of lines) totals[line.kind] = (totals[line.kind] ?? 0) + line.amountCents;
  return totals;
}

export const totalOf = (totals: KindTotals): number => Object.values(totals).reduce((sum, cents) => sum + (cents ?? 0), 0);

/** One kind whose invoiced total differs from the quote's: both, and invoiced less quoted (cents). */
export interface Variance {
  kind: InvoiceLineKind;
  quotedCents: number;
  invoicedCents: number;
  differenceCents: number;
}

/** Every kind whose totals differ, in the order of INVOICE_LINE_KINDS. */
export function variances(quoted: KindTotals, invoiced: KindTotals): Variance[] {
  return INVOICE_LINE_KINDS.flatMap((kind) => {
    const quotedCents = quoted[kind] ?? 0;
    const invoicedCents = invoiced[kind] ?? 0;
    return quotedCents === invoicedCents ? [] : [{ kind, quotedCents, invoicedCents, differenceCents: invoicedCents - quotedCents }];
  });
}

/** An invoice whose total is above the quote's for the order's quantity must say why (`varianceReason`). */
export function needsVarianceReason(quoted: KindTotals, lines: readonly InvoiceLine[]): boolean {
  return totalOf(invoicedTotals(lines)) > totalOf(quoted);
}
