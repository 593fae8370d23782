import type { QuoteViewRow } from "../db/queries/quotes";

export type EmailKind = "quote_to_client" | "quote_to_dealer";

const aud = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" });
const money = (cents: number) => aud.format(cents / 100);

/** Plain-text e-mails: the client's priced quote, or the dealer's notice of a quote to review. */
export function composeQuoteEmail(kind: EmailKind, quote: QuoteViewRow): { subject: string; text: string } {
  const vehicle = quote.vehicleModel ? `${quote.vehicleModel} ${quote.vehicleVersion ?? ""}`.trim() : "vehicle";
  if (kind === "quote_to_dealer") {
    return {
      subject: `New fleet quote request ${quote.id}: ${vehicle}`,
      text: [
        `${quote.dealershipName},`,
        "",
        `A fleet client has asked for a drive-away quote on the ${vehicle}.`,
        `Client: ${quote.clientName}${quote.clientEmail ? ` <${quote.clientEmail}>` : ""}${quote.clientPhone ? `, ${quote.clientPhone}` : ""}`,
        `Quote id: ${quote.id}`,
        "",
        "Review and complete it through the dealer API (POST /api/v1/dealer/quotes/{id}/complete).",
      ].join("\n"),
    };
  }

  const pricing = quote.pricing;
  const lines = pricing
    ? [
        `Vehicle price: ${money(pricing.vehiclePriceCents)}`,
        `Dealer delivery: ${money(pricing.dealerDeliveryCents)}`,
        ...pricing.accessories.map((a) => `${a.name}: ${money(a.priceCents)}`),
        `Stamp duty (${pricing.stampDuty.state}): ${money(pricing.stampDuty.cents)}`,
        `Registration, 12 months (${pricing.registration.state}): ${money(pricing.registration.cents)}`,
        `Drive-away price: ${money(pricing.totalDriveAwayCents)}`,
        ...(pricing.quantity > 1 ? [`Total for ${pricing.quantity} vehicles: ${money(pricing.totalForQuantityCents)}`] : []),
      ]
    : [];
  return {
    subject: `Your drive-away quote from ${quote.dealershipName}: ${vehicle}`,
    text: [`Hello ${quote.clientName},`, "", `${quote.dealershipName} has quoted the ${vehicle}:`, "", ...lines, "", `Quote id: ${quote.id}`].join("\n"),
  };
}
