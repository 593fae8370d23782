import type { QuoteViewRow } from "../db/queries/quote-rows";
import type { EmailKind } from "../domain/quotes/email-kinds";
import { localDateTime, money } from "./format";

/** The FMO behind a quote, as the dealership whose quote it accepted may reach it. */
export interface ClientContact {
  companyName: string;
  contactEmail: string;
  contactPhone: string | null;
}

type OutcomeKind = Extract<EmailKind, "quote_accepted_to_dealer" | "quote_not_chosen_to_dealer" | "quote_lapsed_to_dealer" | "order_withdrawn_to_dealer">;

export function isOutcomeKind(kind: EmailKind): kind is OutcomeKind {
  return kind === "quote_accepted_to_dealer" || kind === "quote_not_chosen_to_dealer" || kind === "quote_lapsed_to_dealer" || kind === "order_withdrawn_to_dealer";
}

function vehicleOf(quote: QuoteViewRow): string {
  return quote.vehicleModel ? `${quote.vehicleModel} ${quote.vehicleVersion ?? ""}`.trim() : [quote.requestedModel, quote.requestedVersion].filter(Boolean).join(" ");
}

/**
 * Plain-text e-mails telling a dealership what the client decided of its quote: accepted (with the
 * FMO's contact and order reference, to arrange the order), another dealership chosen (naming
 * neither it nor its price), the tender closed before the quote was answered (its credit back), or
 * the order the accepted quote became withdrawn by the client (with its reason).
 */
export function composeOutcomeEmail(
  kind: OutcomeKind,
  quote: QuoteViewRow,
  client: ClientContact | null,
  withdrawal: { orderId: string; reason: string | null } | null = null,
): { subject: string; text: string } {
  const vehicle = vehicleOf(quote);
  const greeting = [`${quote.dealershipName},`, ""];
  const reference = [`Quote id: ${quote.id}`, ...(quote.tenderId ? [`Tender id: ${quote.tenderId}`] : [])];
  if (kind === "quote_accepted_to_dealer") {
    const each = quote.pricing ? money(quote.pricing.totalDriveAwayCents) : null;
    const total = quote.pricing && quote.pricing.quantity > 1 ? `, ${money(quote.pricing.totalForQuantityCents)} for all ${quote.pricing.quantity}` : "";
    const fmo = client ?? { companyName: "The fleet client", contactEmail: "", contactPhone: null };
    return {
      subject: `Quote accepted: ${quote.quantity} x ${vehicle} for ${fmo.companyName}`,
      text: [
        ...greeting,
        `${fmo.companyName} has accepted your quote for ${quote.quantity} x ${vehicle}${each ? `, ${each} drive-away each${total}` : ""}.`,
        ...(quote.orderReference ? [`Their order reference: ${quote.orderReference}`] : []),
        "",
        "Contact them to arrange the order:",
        `  ${fmo.companyName}${fmo.contactEmail ? `, ${fmo.contactEmail}` : ""}${fmo.contactPhone ? `, ${fmo.contactPhone}` : ""}`,
        `  For: ${quote.clientName}${quote.clientEmail ? ` <${quote.clientEmail}>` : ""}${quote.clientPhone ? `, ${quote.clientPhone}` : ""}`,
        "",
        ...reference,
      ].join("\n"),
    };
  }
  if (kind === "order_withdrawn_to_dealer") {
    return {
      subject: `Order withdrawn: ${quote.quantity} x ${vehicle}${quote.orderReference ? ` (${quote.orderReference})` : ""}`,
      text: [
        ...greeting,
        `The fleet client has withdrawn its order for ${quote.quantity} x ${vehicle}${quote.outcomeAt ? ` on ${localDateTime(quote.outcomeAt, quote.dealershipState)}` : ""}, before you acknowledged it. Please do not supply it.`,
        ...(withdrawal?.reason ? ["", `Their reason: ${withdrawal.reason}`] : []),
        "",
        ...(withdrawal ? [`Order id: ${withdrawal.orderId}`] : []),
        ...reference,
      ].join("\n"),
    };
  }
  if (kind === "quote_not_chosen_to_dealer") {
    return {
      subject: `Fleet tender decided: ${vehicle}`,
      text: [
        ...greeting,
        `The fleet client has chosen another dealership's quote for the ${vehicle}, so your quote was not taken up. Thank you for quoting.`,
        "",
        ...reference,
      ].join("\n"),
    };
  }
  return {
    subject: `Fleet tender closed before your quote: ${vehicle}`,
    text: [
      ...greeting,
      `The fleet client's tender for the ${vehicle} closed${quote.outcomeAt ? ` on ${localDateTime(quote.outcomeAt, quote.dealershipState)}` : ""} before this quote was completed, so it can no longer be sent.`,
      "The quote credit it used has been returned to your dealership.",
      "",
      ...reference,
    ].join("\n"),
  };
}
