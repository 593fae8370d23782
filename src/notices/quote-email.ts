import type { QuoteViewRow } from "../db/queries/quote-rows";
import type { StoredPricing } from "../domain/quotes/price-quote";
import { estimatedNotice } from "./estimate";
import { calendarDate, localDateTime, money } from "./format";
import type { NoticeLinks } from "./notice-links";
import { PRICE_BASIS, priceLines, registrationTerms, type ChargeDetail } from "./price-lines";
import { askedOfSeveral } from "./tender";

import type { EmailKind } from "../domain/quotes/email-kinds";

export type { EmailKind };

/** A vehicle of the dealership's stock that fits a quote's model text. */
export interface StockMatch {
  id: string;
  model: string;
  version: string;
}

/**
 * Plain-text e-mails: the client's priced quote, or the dealer's notice of a quote to review.
 * `matches` is the stock that fits a quote whose vehicle is still to be chosen; `portal` the dealer
 * portal's links for the notice.
 */
export function composeQuoteEmail(
  kind: EmailKind,
  quote: QuoteViewRow,
  extras: { matches?: StockMatch[]; indicativePricing?: IndicativePricing; portal?: NoticeLinks | null } = {},
): { subject: string; text: string } {
  return kind === "quote_to_dealer" ? dealerNotice(quote, extras.matches ?? [], extras.indicativePricing ?? null, extras.portal ?? null) : clientQuote(quote);
}

const detailLine = (line: ChargeDetail) => `  ${line.label}: ${money(line.cents)}${line.confidence ? ` (${line.confidence})` : ""}`;

/**
 * The priced lines as plain text: the vehicle's own note (luxury car tax), stamp duty's (what it was
 * charged on), each government charge line by line with how sure it is, what use and day the charges
 * are for, the price basis and the note on estimated charges.
 */
function pricingLines(pricing: StoredPricing): string[] {
  const terms = registrationTerms(pricing);
  return [
    ...priceLines(pricing).flatMap((line) => [
      `${line.label}: ${money(line.cents)}${line.confidence ? ` (${line.confidence})` : ""}`,
      ...(line.note ? [`  ${line.note}`] : []),
      ...line.parts.map(detailLine),
    ]),
    `Drive-away price: ${money(pricing.totalDriveAwayCents)}`,
    ...(pricing.quantity > 1 ? [`Total for ${pricing.quantity} vehicles: ${money(pricing.totalForQuantityCents)}`] : []),
    "",
    ...(terms ? [terms] : []),
    PRICE_BASIS,
    ...(pricing.estimated !== false ? ["", estimatedNotice(pricing)] : []),
  ];
}

/** What the client asked for about registration, as the dealer's notice says it. */
function registrationAsked(quote: QuoteViewRow): string {
  const when = quote.registrationDate ? `, to be registered on ${calendarDate(quote.registrationDate)}` : "";
  return `Registration: ${quote.registrationUse} use${when}`;
}

/** How the dealer answers: the quote's own link in the portal, else the portal's sign-in, and the API for their systems. */
function answerLines(quote: QuoteViewRow, portal: NoticeLinks | null): string[] {
  const api = `If your dealership's own software is connected to Fleet Quote, it can answer this quote (id ${quote.id}) too.`;
  if (!portal) return [`Review and complete it through the dealer API (POST /api/v1/dealer/quotes/{id}/complete).`];
  if (!portal.quote) return [`Sign in to the dealer portal at ${portal.signIn} with your dealer key to check the request, set your prices and send the quote.`, "", api];
  return [
    "Open this quote in the dealer portal to check the request, set your prices and send the quote:",
    portal.quote.url,
    "",
    `The link opens this one quote, without your dealer key, and stops working after 14 days, on ${localDateTime(portal.quote.expiresAt, quote.dealershipState)}. After that, or to see all your quotes, sign in at ${portal.signIn} with your dealer key.`,
    "",
    api,
  ];
}

/** What completing a pending quote unchanged would price it at, or why it cannot be priced yet. */
export type IndicativePricing = { ok: true; pricing: StoredPricing } | { ok: false; problem: string } | null;

function dealerNotice(quote: QuoteViewRow, matches: StockMatch[], indicative: IndicativePricing, portal: NoticeLinks | null) {
  const chosen = quote.vehicleModel ? `${quote.vehicleModel} ${quote.vehicleVersion ?? ""}`.trim() : null;
  const asked = [quote.requestedModel, quote.requestedVersion].filter(Boolean).join(" ");
  const vehicleLines = chosen
    ? [`A fleet client has asked for a drive-away quote on the ${chosen}.`]
    : [
        `A fleet client has asked for a drive-away quote on "${asked}". That names no single vehicle in your stock, so please choose the vehicle when you complete the quote.`,
        ...(matches.length > 0
          ? ["", "Vehicles in your stock that match:", ...matches.map((m) => `  - ${m.model} ${m.version} (globalCarId ${m.id})`)]
          : ["", "Nothing in your available stock matches that text."]),
      ];
  return {
    subject: `New fleet quote request ${quote.id}: ${chosen ?? `"${asked}" (vehicle to choose)`}`,
    text: [
      `${quote.dealershipName},`,
      "",
      ...vehicleLines,
      "",
      `Client: ${quote.clientName}${quote.clientEmail ? ` <${quote.clientEmail}>` : ""}${quote.clientPhone ? `, ${quote.clientPhone}` : ""}`,
      `Quantity: ${quote.quantity}`,
      registrationAsked(quote),
      ...(quote.postcode ? [`Registration postcode: ${quote.postcode}`] : []),
      `Quote id: ${quote.id}`,
      ...(askedOfSeveral(quote) ? ["", "The client sent this request to several dealerships at once and will compare their prices."] : []),
      ...(quote.tenderClosesAt ? ["", `Answer by ${localDateTime(quote.tenderClosesAt, quote.dealershipState)}: the client's tender closes then, and no answer is taken after it.`] : []),
      ...(indicative?.ok === true ? ["", "At your current stock price, margin and delivery fee, the quote would be:", "", ...pricingLines(indicative.pricing)] : []),
      ...(indicative?.ok === false ? ["", `This quote cannot be priced yet: ${indicative.problem}.`] : []),
      "",
      ...answerLines(quote, portal),
    ].join("\n"),
  };
}

/**
 * The dealer's notes to the client, as written, each line quoted with "> " so that nothing in them
 * can pass for a line of the e-mail itself (a price, a sign-off); none when there are none.
 */
function dealerNotesLines(quote: QuoteViewRow): string[] {
  const notes = quote.dealerNotes?.replace(/\r\n?/g, "\n").replace(/^\n+|\s+$/g, "");
  if (!notes) return [];
  return ["", `Notes from ${quote.dealershipName}:`, ...notes.split("\n").map((line) => (line === "" ? ">" : `> ${line}`))];
}

function clientQuote(quote: QuoteViewRow) {
  const vehicle = quote.vehicleModel ? `${quote.vehicleModel} ${quote.vehicleVersion ?? ""}`.trim() : "vehicle";
  const lines = quote.pricing ? pricingLines(quote.pricing) : [];
  const holds = quote.validUntil ? [`This price holds until ${localDateTime(quote.validUntil, quote.dealershipState)}.`] : [];
  return {
    subject: `Your drive-away quote from ${quote.dealershipName}: ${vehicle}`,
    text: [`Hello ${quote.clientName},`, "", `${quote.dealershipName} has quoted the ${vehicle}:`, "", ...lines, ...dealerNotesLines(quote), "", ...holds, `Quote id: ${quote.id}`].join("\n"),
  };
}
