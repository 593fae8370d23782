import type { QuoteViewRow } from "../db/queries/quote-rows";
import type { EmailKind } from "../domain/quotes/email-kinds";
import { ordinal } from "../domain/tenders/awards";
import type { TenderExtension } from "../domain/tenders/closing";
import { localDateTime, money } from "./format";

/** The client's own words, each line quoted with "> " so that none can pass for a line of the e-mail itself. */
function quoted(text: string): string[] {
  return text.replace(/\r\n?/g, "\n").split("\n").map((line) => (line === "" ? ">" : `> ${line}`));
}

/**
 * The e-mail every dealership still asked gets when the client moves its tender's deadline: the new
 * deadline in the dealership's own time, to the second, the one before, and the client's reason.
 */
export function composeExtensionEmail(quote: QuoteViewRow, extension: TenderExtension): { subject: string; text: string } {
  const vehicle = vehicleOf(quote);
  const to = localDateTime(extension.to, quote.dealershipState, { seconds: true });
  return {
    subject: `Fleet tender deadline moved: ${vehicle}, now ${to}`,
    text: [
      `${quote.dealershipName},`,
      "",
      `The fleet client has moved the deadline of its tender for the ${vehicle}.`,
      `New deadline: ${to}`,
      `It was: ${localDateTime(extension.from, quote.dealershipState, { seconds: true })}`,
      "",
      "The client's reason:",
      ...quoted(extension.reason),
      "",
      quote.status === "pending" ? "Your quote can be completed until the new deadline." : "Your quote stands as you sent it.",
      "Every dealership asked was told the same, at the same time.",
      "",
      `Quote id: ${quote.id}`,
      ...(quote.tenderId ? [`Tender id: ${quote.tenderId}`] : []),
    ].join("\n"),
  };
}

/** The FMO behind a quote, as the dealership whose quote it accepted may reach it. */
export interface ClientContact {
  companyName: string;
  contactEmail: string;
  contactPhone: string | null;
}

type OutcomeKind = Extract<EmailKind, "quote_accepted_to_dealer" | "quote_not_chosen_to_dealer" | "quote_lapsed_to_dealer" | "order_withdrawn_to_dealer">;

/**
 * What the tender's award says to one dealership: to an awarded one, its quantity of the tender's;
 * to one not chosen, its place among the priced quotes (1-based) of how many, and the client's
 * reason if it gave one. Null for a quote asked of one dealership (accepted whole).
 */
export interface AwardNotice {
  /** The quantity awarded to this quote, and the tender's quantity. */
  awarded: { quantity: number; of: number } | null;
  rank: { place: number; of: number } | null;
  reason: string | null;
}

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
  award: AwardNotice | null = null,
  withdrawal: { orderId: string; quantity: number; reason: string | null } | null = null,
): { subject: string; text: string } {
  const vehicle = vehicleOf(quote);
  const greeting = [`${quote.dealershipName},`, ""];
  const reference = [`Quote id: ${quote.id}`, ...(quote.tenderId ? [`Tender id: ${quote.tenderId}`] : [])];
  if (kind === "quote_accepted_to_dealer") {
    const each = quote.pricing ? money(quote.pricing.totalDriveAwayCents) : null;
    const total = quote.pricing && quote.pricing.quantity > 1 ? `, ${money(quote.pricing.totalForQuantityCents)} for all ${quote.pricing.quantity}` : "";
    const fmo = client ?? { companyName: "The fleet client", contactEmail: "", contactPhone: null };
    const share = award?.awarded && award.awarded.quantity < award.awarded.of ? award.awarded : null;
    // How to arrange the order: the same, whether the dealership won the whole tender or a share.
    const orderLines = [
      ...(quote.orderReference ? [`Their order reference: ${quote.orderReference}`] : []),
      "",
      "Contact them to arrange the order:",
      `  ${fmo.companyName}${fmo.contactEmail ? `, ${fmo.contactEmail}` : ""}${fmo.contactPhone ? `, ${fmo.contactPhone}` : ""}`,
      `  For: ${quote.clientName}${quote.clientEmail ? ` <${quote.clientEmail}>` : ""}${quote.clientPhone ? `, ${quote.clientPhone}` : ""}`,
      "",
      ...reference,
    ];
    if (share) {
      const shareTotal = quote.pricing ? `, ${money(quote.pricing.totalDriveAwayCents * share.quantity)} for the ${share.quantity}` : "";
      return {
        subject: `Quote accepted: ${share.quantity} x ${vehicle} for ${fmo.companyName}`,
        text: [
          ...greeting,
          `${fmo.companyName} has awarded you ${share.quantity} of the ${share.of} x ${vehicle} in its tender${each ? `, at your quote's ${each} drive-away each${shareTotal}` : ""}.`,
          `Quantity awarded to you: ${share.quantity} (your quote was for ${quote.quantity}; the client split the tender between dealerships).`,
          ...orderLines,
        ].join("\n"),
      };
    }
    return {
      subject: `Quote accepted: ${quote.quantity} x ${vehicle} for ${fmo.companyName}`,
      text: [
        ...greeting,
        `${fmo.companyName} has accepted your quote for ${quote.quantity} x ${vehicle}${each ? `, ${each} drive-away each${total}` : ""}.`,
        `Quantity awarded to you: ${quote.quantity}`,
        ...orderLines,
      ].join("\n"),
    };
  }
  if (kind === "order_withdrawn_to_dealer") {
    return {
      subject: `Order withdrawn: ${withdrawal?.quantity ?? quote.quantity} x ${vehicle}${quote.orderReference ? ` (${quote.orderReference})` : ""}`,
      text: [
        ...greeting,
        `The fleet client has withdrawn its order for ${withdrawal?.quantity ?? quote.quantity} x ${vehicle}${quote.outcomeAt ? ` on ${localDateTime(quote.outcomeAt, quote.dealershipState)}` : ""}, before you acknowledged it. Please do not supply it.`,
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
        ...(award?.rank ? ["", `Your price ranked ${ordinal(award.rank.place)} of ${award.rank.of} priced quotes (ranked by drive-away price; equal prices by who priced first).`] : []),
        ...(award?.reason ? ["", "The client's reason:", ...quoted(award.reason)] : []),
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
