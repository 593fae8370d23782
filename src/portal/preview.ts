import type { Database } from "../db/client";
import type { StoredPricing } from "../domain/quotes/price-quote";
import { ApiError } from "../http/errors";
import { estimatedNotice } from "../notices/estimate";
import { calendarDate, money } from "../notices/format";
import { PRICE_BASIS, priceLines, registrationTerms, type ChargeDetail } from "../notices/price-lines";
import { priceCompletion, type CompletionRequest } from "../services/price-completion";
import { fieldIdOf, fieldIds } from "./completion-form";

/** The price of a pending quote as the dealer has it in the form, or why there is none yet. */
export type Preview =
  | { ok: true; pricing: StoredPricing }
  | { ok: false; status: 400 | 404 | 409; field: string | null; message: string };

/**
 * Prices the form through the shared service, exactly as completing it would, writing nothing.
 * The service's refusals become words for the page, tied to the field they are about.
 */
export async function pricePreview(db: Database, dealershipId: string, quoteId: string, request: CompletionRequest, now: Date): Promise<Preview> {
  try {
    return { ok: true, pricing: (await priceCompletion(db, dealershipId, quoteId, request, now)).pricing };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return refusal(error);
  }
}

/** A refusal of the completion service in a dealer's words. */
export function refusal(error: ApiError): Extract<Preview, { ok: false }> {
  if (error.code === "NOT_FOUND") return { ok: false, status: 404, field: null, message: "This quote was not found for your dealership." };
  if (error.code === "CONFLICT") {
    return { ok: false, status: 409, field: null, message: "This quote has already been completed and sent to the client, so it cannot be completed again." };
  }
  const field = /Field '(\w+)/.exec(error.message)?.[1];
  if (field === "globalCarId") {
    const unavailable = /must be a vehicle/.test(error.message);
    return { ok: false, status: 400, field: fieldIds.vehicle, message: unavailable ? "That vehicle is no longer available in your stock. Choose another." : "Choose the vehicle to quote: the quote cannot be priced or sent without it." };
  }
  if (field === "vehiclePrice") {
    return { ok: false, status: 400, field: fieldIds.vehiclePrice, message: "This vehicle is no longer in your stock, so it has no list price: enter the vehicle price." };
  }
  if (field === "governmentCharges") {
    const required = /Field 'governmentCharges\.registration' is required/.test(error.message);
    const message = required
      ? error.message.replace(/ ?Field 'governmentCharges\.registration' is required.*$/, " Enter its registration under Government charges, as you work it out: its stamp duty is priced for you.")
      : "This vehicle's registration is priced from the published charges: leave Registration blank.";
    return { ok: false, status: 400, field: fieldIds.registrationCharges, message };
  }
  // The API's messages give the allowed days as YYYY-MM-DD: the page says them as every other date on it.
  const window = /from (\d{4}-\d{2}-\d{2}) \(today in \w+\) to (\d{4}-\d{2}-\d{2})/.exec(error.message);
  if (field === "registrationDate" && window) {
    return { ok: false, status: 400, field: fieldIds.registrationDate, message: `Choose a day from ${calendarDate(window[1]!)} (today) to ${calendarDate(window[2]!)}.` };
  }
  const latest = /\((\d{4}-\d{2}-\d{2}) in \w+: the dealership's (\d+)-day validity\)/.exec(error.message);
  if (field === "validUntil" && latest) {
    return {
      ok: false,
      status: 400,
      field: fieldIds.validUntil,
      message: `Choose a day no later than ${calendarDate(latest[1]!)}: your quotes hold for ${latest[2]} days, and one quote's price can be held for less, not more.`,
    };
  }
  return { ok: false, status: 400, field: field ? fieldIdOf(field) : null, message: error.message };
}

/**
 * The lines of a price as the page shows them, and as the preview endpoint sends them to the page's
 * script: the lines of the quote, and under stamp duty and registration each government charge
 * (`sub`) with how sure its figure is.
 */
export interface PriceDisplay {
  rows: { label: string; amount: string; sub: boolean; confidence: string | null }[];
  totalDriveAway: string;
  quantityLabel: string;
  totalForQuantity: string;
  /** One sentence for screen readers, announced when the price changes. */
  summary: string;
  /**
   * Said under the price, as the client's e-mail says it: the vehicle's and stamp duty's own notes, the
   * registration use and day, the price basis, and a note when a government charge is an estimate.
   */
  notes: string[];
}

export function priceDisplay(p: StoredPricing): PriceDisplay {
  const sub = (part: ChargeDetail) => ({ label: part.label, amount: money(part.cents), sub: true, confidence: part.confidence });
  const terms = registrationTerms(p);
  const lines = priceLines(p);
  return {
    rows: lines.flatMap((line) => [{ label: line.label, amount: money(line.cents), sub: false, confidence: line.confidence }, ...line.parts.map(sub)]),
    totalDriveAway: money(p.totalDriveAwayCents),
    quantityLabel: p.quantity === 1 ? "Total for 1 vehicle" : `Total for ${p.quantity} vehicles`,
    totalForQuantity: money(p.totalForQuantityCents),
    summary:
      p.quantity === 1
        ? `Drive-away price ${money(p.totalDriveAwayCents)}.`
        : `Drive-away price ${money(p.totalDriveAwayCents)} a vehicle, ${money(p.totalForQuantityCents)} for ${p.quantity}.`,
    notes: [
      ...lines.flatMap((line) => (line.note ? [`${line.label}: ${line.note}`] : [])),
      ...(terms ? [terms] : []),
      PRICE_BASIS,
      ...(p.estimated === false ? [] : [estimatedNotice(p)]),
    ],
  };
}
