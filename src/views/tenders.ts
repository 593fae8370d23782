import type { StoredTender, TenderListRow } from "../db/queries/tenders";
import { centsToDollars as dollars } from "../domain/money";
import type { StoredPricing } from "../domain/quotes/price-quote";
import { isExpired } from "../domain/quotes/validity";
import type { QuoteOutcome } from "../domain/quotes/outcome";
import { comparePricedQuotes } from "../domain/tenders/best-quote";
import { tenderStatus, type TenderCloseReason } from "../domain/tenders/closing";
import type { TenderDeclineReason } from "../domain/tenders/decline";
import type { AuState } from "../pricing";
import type { Tender, TenderQuote, TenderSummary } from "../schemas/tenders";
import { completedPricingView } from "./quotes";
import type { QuoteStatus } from "../domain/quote-status";
import type { Award } from "../domain/tenders/awards";
import type { TenderExtension } from "../domain/tenders/closing";

/** A quote of the tender as the view needs it: a stored quote, or one just written. */
export interface TenderQuoteFacts {
  id: string;
  dealershipId: string;
  status: QuoteStatus;
  pricing: StoredPricing | null;
  sentAt: string | null;
  validUntil: string | null;
  outcome: QuoteOutcome | null;
  quantity: number;
  dealerNotes: string | null;
  orderReference: string | null;
}

/** How far the tender has got: when it closes or closed, why, and the quote the client accepted. */
export interface TenderProgressFacts {
  closesAt: string;
  closedAt: string | null;
  closeReason: TenderCloseReason | null;
  awardedQuoteId: string | null;
  /** Each move of its deadline, oldest first. */
  extensions: TenderExtension[];
  /** The award as recorded (null: not awarded, or awarded before awards were recorded: then its one accepted quote). */
  awards: Award[] | null;
}

export interface TenderFacts extends TenderProgressFacts {
  id: string;
  createdAt: string;
  vehicle: Tender["vehicle"];
  state: string | null;
  /** In request order, each with why it was declined at the time (null: it was planned a quote). */
  dealerships: { id: string; declined: TenderDeclineReason | null }[];
  quotes: TenderQuoteFacts[];
  /** What may be said of each dealership: null for an unknown or unapproved one. */
  named: ReadonlyMap<string, { name: string; suburb: string | null; state: string | null }>;
}

/** The tender as stored, as the views take it: only approved dealerships are named. */
export function storedTenderFacts(found: StoredTender): TenderFacts {
  const { tender } = found;
  return {
    id: tender.id,
    createdAt: tender.createdAt,
    vehicle: tenderVehicle(tender),
    state: tender.state,
    dealerships: tender.dealerships,
    quotes: found.quotes.map((q) => ({
      id: q.id,
      dealershipId: q.dealershipId,
      status: q.status,
      pricing: q.pricing,
      sentAt: q.sentAt,
      validUntil: q.validUntil,
      outcome: q.outcome,
      quantity: q.quantity,
      dealerNotes: q.dealerNotes,
      orderReference: q.orderReference,
    })),
    named: new Map(found.dealerships.filter((d) => d.approved).map((d) => [d.id, { name: d.name, suburb: d.suburb, state: d.state }])),
    closesAt: tender.closesAt,
    closedAt: tender.closedAt,
    closeReason: tender.closeReason,
    awardedQuoteId: tender.awardedQuoteId,
    extensions: tender.extensions,
    awards: tender.awards,
  };
}

/** The tender's awards: as recorded, or (awarded by an accept before awards were recorded) its one accepted quote, whole. */
export function awardsOf(tender: Pick<TenderFacts, "awards" | "awardedQuoteId" | "quotes">): Award[] {
  if (tender.awards) return tender.awards;
  const accepted = tender.quotes.find((q) => q.id === tender.awardedQuoteId);
  return accepted ? [{ quoteId: accepted.id, dealershipId: accepted.dealershipId, quantity: accepted.quantity, orderReference: accepted.orderReference }] : [];
}

const ORDER: Record<TenderQuote["status"], number> = { completed: 0, sent: 0, pending: 1, declined: 2 };

/**
 * The tender as the client sees it: one line per dealership, priced quotes first (in the one order of
 * comparePricedQuotes: cheapest, then sent first, then asked first), then those with the dealer, then the
 * declined (each in the order asked), with the first priced quote whose price still holds as `best`. `creationAnswer` marks the 201 answer (the first, or a replay of it), where a
 * priced quote is `completed`, as a single quote's creation answer says; read later, it is `sent`, as the
 * quote itself is.
 */
export function tenderView(tender: TenderFacts, now: Date, creationAnswer = false): Tender {
  const lines = tender.dealerships.map((asked, position): TenderQuote & { position: number; total: number; sentAt: string } => {
    const dealership = { id: asked.id, name: null, suburb: null, state: null, ...tender.named.get(asked.id) };
    const quote = tender.quotes.find((q) => q.dealershipId === asked.id);
    if (!quote) {
      // Planned, but the dealership's last credit went to a concurrent request before this tender was written.
      const reason = asked.declined ?? "NO_CREDITS";
      return { dealership, quoteId: null, status: "declined", reason, pricing: null, validUntil: null, expired: false, outcome: null, dealerNotes: null, position, total: 0, sentAt: "" };
    }
    const priced = quote.status === "sent" && quote.pricing !== null;
    return {
      dealership,
      quoteId: quote.id,
      status: priced ? (creationAnswer ? "completed" : "sent") : "pending",
      reason: null,
      pricing: priced ? completedPricingView(quote.pricing!) : null,
      validUntil: quote.validUntil,
      expired: isExpired(quote.validUntil, now),
      outcome: quote.outcome,
      dealerNotes: priced ? quote.dealerNotes : null,
      position,
      total: quote.pricing?.totalDriveAwayCents ?? 0,
      sentAt: quote.sentAt ?? "",
    };
  });
  lines.sort(
    (a, b) =>
      ORDER[a.status] - ORDER[b.status] ||
      (ORDER[a.status] === 0 ? comparePricedQuotes({ totalDriveAwayCents: a.total, sentAt: a.sentAt, position: a.position }, { totalDriveAwayCents: b.total, sentAt: b.sentAt, position: b.position }) : 0) ||
      a.position - b.position,
  );
  const quotes = lines.map(({ position: _position, total: _total, sentAt: _sentAt, ...line }) => line);
  // A price past its validUntil no longer holds: it stays listed, but is never the best offer.
  const best = quotes.find((line) => (line.status === "completed" || line.status === "sent") && !line.expired)?.quoteId ?? null;
  return {
    tenderId: tender.id,
    createdAt: tender.createdAt,
    vehicle: tender.vehicle,
    quantity: tender.quotes[0]?.quantity ?? 1,
    state: stateOf(tender.state),
    quotes,
    best,
    ...progressView(tender),
    extensions: tender.extensions,
    awards: awardsOf(tender),
  };
}

function progressView(tender: TenderProgressFacts) {
  return {
    status: tenderStatus(tender),
    closesAt: tender.closesAt,
    closedAt: tender.closedAt,
    closeReason: tender.closeReason,
    awardedQuoteId: tender.awardedQuoteId,
  };
}

/** A tender in the client's list: what it asked for, how far it has got, and the cheapest price that still holds. */
export function tenderSummaryView(row: TenderListRow): TenderSummary {
  const priced = Number(row.priced);
  const pending = Number(row.pending);
  return {
    tenderId: row.id,
    createdAt: row.createdAt,
    vehicle: tenderVehicle(row),
    state: stateOf(row.state),
    counts: { priced, pending, declined: row.dealerships.length - priced - pending },
    best: row.bestQuote,
    bestTotalDriveAway: row.bestQuote && row.bestTotalCents !== null ? dollars(Number(row.bestTotalCents)) : null,
    ...progressView(row),
  };
}

/** What the tender asked for: the catalogue vehicle's name, else the text as the client wrote it. */
export function tenderVehicle(row: {
  vehicleId: string | null;
  vehicleModel: string | null;
  vehicleVersion: string | null;
  requestedModel: string | null;
  requestedVersion: string | null;
}): Tender["vehicle"] {
  return {
    globalCarId: row.vehicleId,
    model: row.vehicleModel ?? row.requestedModel ?? "",
    version: row.vehicleModel === null ? row.requestedVersion : row.vehicleVersion,
  };
}

function stateOf(state: string | null): AuState | null {
  return (state as AuState | null) ?? null;
}
