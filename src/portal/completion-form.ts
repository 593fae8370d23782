import { EARLIEST_YEAR, LATEST_YEAR, OUT_OF_YEARS } from "../domain/date-bounds";
import { centsToDollars, parseTypedDollars } from "../domain/money";
import type { StoredPricing } from "../domain/quotes/price-quote";
import { CompleteQuoteRequest } from "../schemas/dealer-quotes";
import { completionRequestOf, type CompletionRequest } from "../services/price-completion";
import { dollarsField } from "./format";

/**
 * The dealer's completion form as typed (every value a string, so that a page re-rendered with an
 * error shows exactly what was typed), and its conversion to the completion request of the shared
 * service, checked by the API's own request schema: the same rules as the dealer API.
 */
export interface CompletionForm {
  /** The chosen globalCarId; empty when the quote already has its vehicle. */
  vehicle: string;
  vehiclePrice: string;
  dealerDelivery: string;
  accessories: { name: string; price: string }[];
  notes: string;
  /** "YYYY-MM-DD" (a date field) or blank: the client's date, or the day it is sent. */
  registrationDate: string;
  /** "YYYY-MM-DD" or blank: the dealership's own validity. */
  validUntil: string;
  /** A heavy vehicle's registration as the dealer works it out; blank for every other vehicle. */
  registrationCharges: string;
}

/** Problems keyed by the id of the field they belong to ("vehicle-price", "accessory-name-2", ...). */
export type FieldErrors = Record<string, string>;

export const MAX_ACCESSORY_ROWS = 50;

/** The id of the form itself, for problems that belong to no one field. */
export const FORM_ID = "completion-form";

export const fieldIds = {
  vehicle: "vehicle",
  vehiclePrice: "vehicle-price",
  dealerDelivery: "dealer-delivery",
  accessoryName: (row: number) => `accessory-name-${row}`,
  accessoryPrice: (row: number) => `accessory-price-${row}`,
  notes: "notes",
  registrationDate: "registration-date",
  validUntil: "valid-until",
  registrationCharges: "registration-charges",
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export function readCompletionForm(form: FormData): CompletionForm {
  const names = form.getAll("accessoryName");
  const prices = form.getAll("accessoryPrice");
  const rows = Math.min(Math.max(names.length, prices.length), MAX_ACCESSORY_ROWS + 1);
  return {
    vehicle: text(form, "vehicle").trim(),
    vehiclePrice: text(form, "vehiclePrice"),
    dealerDelivery: text(form, "dealerDelivery"),
    accessories: Array.from({ length: rows }, (_, i) => ({ name: String(names[i] ?? ""), price: String(prices[i] ?? "") })),
    // Browsers send a textarea's line breaks as CRLF; the API's clients send LF: keep one form.
    notes: text(form, "notes").replace(/\r\n?/g, "\n"),
    registrationDate: text(form, "registrationDate").trim(),
    validUntil: text(form, "validUntil").trim(),
    registrationCharges: text(form, "registrationCharges"),
  };
}

/** The form a pending quote opens with: the figures the quote would be completed with as it stands. */
export function initialCompletionForm(
  defaults: StoredPricing | null,
  fallback: { deliveryFeeCents: number; accessories: { name: string; priceCents: number }[]; registrationDate: string | null },
): CompletionForm {
  const accessories = defaults?.accessories ?? fallback.accessories;
  return {
    vehicle: "",
    vehiclePrice: defaults ? dollarsField(defaults.vehiclePriceCents) : "",
    dealerDelivery: dollarsField(defaults?.dealerDeliveryCents ?? fallback.deliveryFeeCents),
    accessories: accessories.map((a) => ({ name: a.name, price: dollarsField(a.priceCents) })),
    notes: "",
    registrationDate: fallback.registrationDate ?? "",
    validUntil: "",
    registrationCharges: "",
  };
}

const moneyProblem = "Enter an amount in dollars, such as 41990 or 41,990.50 (at most two decimals, up to $10,000,000).";

/**
 * Dollars as people type them ("$41,990.50", "41 990") to a number, or NaN when it is not an
 * amount (parseTypedDollars); blank is undefined (the field left to its default).
 */
function parseDollars(typed: string): number | undefined {
  if (typed.trim() === "") return undefined;
  const cents = parseTypedDollars(typed);
  return cents === null ? Number.NaN : centsToDollars(cents);
}

export type ParsedCompletion = { ok: true; request: CompletionRequest } | { ok: false; errors: FieldErrors };

export function completionRequestFrom(form: CompletionForm): ParsedCompletion {
  const errors: FieldErrors = {};
  const vehiclePrice = parseDollars(form.vehiclePrice);
  const dealerDelivery = parseDollars(form.dealerDelivery);
  if (Number.isNaN(vehiclePrice)) errors[fieldIds.vehiclePrice] = moneyProblem;
  if (Number.isNaN(dealerDelivery)) errors[fieldIds.dealerDelivery] = moneyProblem;

  // Rows left blank are ignored; `rowOf` maps a line of the request back to its row on the page.
  const rowOf: number[] = [];
  const accessories: { name: string; price: number }[] = [];
  form.accessories.forEach((row, i) => {
    const name = row.name.trim();
    const price = parseDollars(row.price);
    if (name === "" && price === undefined) return;
    if (name === "") errors[fieldIds.accessoryName(i)] = "Name the accessory, or clear its price to leave the row out.";
    if (price === undefined) errors[fieldIds.accessoryPrice(i)] = `Enter the price of ${name || "the accessory"} in dollars (0 if it is included free).`;
    else if (Number.isNaN(price)) errors[fieldIds.accessoryPrice(i)] = moneyProblem;
    rowOf.push(i);
    accessories.push({ name, price: price ?? 0 });
  });
  if (accessories.length > MAX_ACCESSORY_ROWS) errors[fieldIds.accessoryName(MAX_ACCESSORY_ROWS)] = `A quote can list at most ${MAX_ACCESSORY_ROWS} accessories.`;

  // A heavy vehicle's registration, as the dealer works it out (its stamp duty is priced).
  const registrationCharges = parseDollars(form.registrationCharges);
  if (Number.isNaN(registrationCharges)) errors[fieldIds.registrationCharges] = moneyProblem;
  const governmentCharges = registrationCharges === undefined || Number.isNaN(registrationCharges) ? undefined : { registration: registrationCharges };

  const candidate = {
    globalCarId: form.vehicle || undefined,
    vehiclePrice: Number.isNaN(vehiclePrice) ? undefined : vehiclePrice,
    dealerDelivery: Number.isNaN(dealerDelivery) ? undefined : dealerDelivery,
    accessories,
    dealerNotes: form.notes.trim() || undefined,
    registrationDate: form.registrationDate || undefined,
    validUntil: form.validUntil || undefined,
    governmentCharges,
  };
  const checked = CompleteQuoteRequest.safeParse(candidate);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const [field, index, part] = issue.path;
      if (field === "governmentCharges") {
        errors[fieldIds.registrationCharges] ??= moneyProblem;
        continue;
      }
      // The list's own length is checked above, per row.
      if (field === "accessories" && typeof index !== "number") continue;
      const id = fieldIdOf(String(field), typeof index === "number" ? rowOf[index] : undefined, part === "price" ? "price" : "name");
      errors[id] ??= issue.message === OUT_OF_YEARS ? `Enter a date from ${EARLIEST_YEAR} to ${LATEST_YEAR}, or leave it blank.` : problemOf(id);
    }
  }
  if (Object.keys(errors).length > 0 || !checked.success) return { ok: false, errors };

  return { ok: true, request: completionRequestOf(checked.data) };
}

/** The form field a field of the API's request (as named in its schema or its error messages) belongs to. */
export function fieldIdOf(apiField: string, row?: number, part: "name" | "price" = "name"): string {
  switch (apiField) {
    case "globalCarId":
      return fieldIds.vehicle;
    case "vehiclePrice":
      return fieldIds.vehiclePrice;
    case "dealerDelivery":
      return fieldIds.dealerDelivery;
    case "dealerNotes":
      return fieldIds.notes;
    case "registrationDate":
      return fieldIds.registrationDate;
    case "validUntil":
      return fieldIds.validUntil;
    case "governmentCharges":
      return fieldIds.registrationCharges;
    case "accessories":
      return part === "price" ? fieldIds.accessoryPrice(row ?? 0) : fieldIds.accessoryName(row ?? 0);
    default:
      return FORM_ID;
  }
}

/** The label a field's problem is introduced with, in the error summary and the preview's message. */
export function fieldLabel(fieldId: string): string {
  if (fieldId === fieldIds.vehicle) return "Vehicle";
  if (fieldId === fieldIds.vehiclePrice) return "Vehicle price";
  if (fieldId === fieldIds.dealerDelivery) return "Dealer delivery";
  if (fieldId === fieldIds.notes) return "Notes to client";
  if (fieldId === fieldIds.registrationDate) return "Registration date";
  if (fieldId === fieldIds.validUntil) return "Valid until";
  if (fieldId === fieldIds.registrationCharges) return "Registration";
  const row = /^accessory-(name|price)-(\d+)$/.exec(fieldId);
  if (row) return `Accessory ${Number(row[2]) + 1} ${row[1] === "name" ? "name" : "price"}`;
  return "Form";
}

function problemOf(fieldId: string): string {
  if (fieldId === fieldIds.vehicle) return "Choose a vehicle from your stock.";
  if (fieldId === fieldIds.notes) return "Keep the notes to the client within 2,000 characters.";
  if (fieldId === fieldIds.registrationDate || fieldId === fieldIds.validUntil) return "Enter a date, such as 15/02/2027, or leave it blank.";
  if (fieldId.startsWith("accessory-name")) return "Enter a name of up to 200 characters.";
  if (fieldId === FORM_ID) return "Check the form and try again.";
  return moneyProblem;
}
