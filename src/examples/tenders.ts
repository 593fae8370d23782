// A tender: the RAV4 asked of four dealerships at once, then awarded to Parramatta Toyota before
// Fyshwick Toyota answered. Build time only (./scene.ts).

import type * as z from "zod/mini";
import type { QuoteViewRow } from "../db/queries/quote-rows";
import type { StoredPricing } from "../domain/quotes/price-quote";
import type { QuoteOutcome } from "../domain/quotes/outcome";
import { quoteDetailView } from "../views/quotes";
import { tenderSummaryView, tenderView, type TenderFacts, type TenderQuoteFacts } from "../views/tenders";
import type { AcceptQuoteRequest, QuoteDetail } from "../schemas/quotes";
import type { AwardTenderRequest, CreateTenderRequest, ExtendTenderRequest, Tender, TenderListResponse } from "../schemas/tenders";
import { TENDER_AWARDED, TENDER_CLOSED, type TenderAwardedEvent, type TenderClosedEvent } from "../schemas/webhook-events";
import { ANSWERED_AT, dealership, once, pagination, priced, quoteRow, scene, stocked, validUntil } from "./scene";

const TENDERED_AT = "2026-11-23T13:05:11.418Z";
/** Without closesAt, a tender closes 72 hours after it is asked. */
const TENDER_CLOSES_AT = "2026-11-26T13:05:11.418Z";
export const AWARDED_AT = "2026-11-24T08:30:00.000Z";
/** The client moved the deadline a day later the morning after asking. */
const EXTENDED_AT = "2026-11-24T00:12:40.250Z";
const DEALER_NOTES = "Five in stock, delivered within 10 days.";

export const tenderExamples = /* @__PURE__ */ once(() => {
  const { parramattaToyota, adelaideCityHyundai, rav4Gx, quoteRequest } = scene();
  const brisbaneCityToyota = dealership("Brisbane City Toyota");
  const fyshwickToyota = dealership("Fyshwick Toyota");

  const tenderRequest = {
    globalCarId: rav4Gx.id,
    dealershipIds: [parramattaToyota.id, brisbaneCityToyota.id, fyshwickToyota.id, adelaideCityHyundai.id],
    clientName: quoteRequest.clientName,
    clientEmail: quoteRequest.clientEmail,
    postcode: quoteRequest.postcode,
    quantity: 5,
    registrationDate: "2027-02-15",
    callbackUrl: quoteRequest.callbackUrl,
  } satisfies z.input<typeof CreateTenderRequest>;

  const lines = { dealerDelivery: 0, accessories: [], quantity: tenderRequest.quantity, registrationDate: tenderRequest.registrationDate };
  const facts = (quotes: TenderQuoteFacts[], progress: Partial<TenderFacts> = {}): TenderFacts => ({
    id: "5b7c1e2a-3d4f-4a6b-8c9d-0e1f2a3b4c5d",
    createdAt: TENDERED_AT,
    vehicle: { globalCarId: rav4Gx.id, model: rav4Gx.model, version: rav4Gx.version },
    state: null,
    dealerships: tenderRequest.dealershipIds.map((id) => ({ id, declined: id === adelaideCityHyundai.id ? "NOT_STOCKED" : null })),
    quotes,
    named: new Map([parramattaToyota, brisbaneCityToyota, fyshwickToyota, adelaideCityHyundai].map((d) => [d.id, { name: d.name, suburb: d.suburb, state: d.state }])),
    closesAt: TENDER_CLOSES_AT,
    closedAt: null,
    closeReason: null,
    awardedQuoteId: null,
    extensions: [],
    awards: null,
    ...progress,
  });
  const tenderQuote = (id: string, dealershipId: string, pricing: StoredPricing | null, sentAt: string | null, outcome: QuoteOutcome | null = null): TenderQuoteFacts => ({
    id,
    dealershipId,
    status: pricing ? "sent" : "pending",
    pricing,
    sentAt,
    validUntil: sentAt && validUntil(sentAt),
    outcome,
    quantity: tenderRequest.quantity,
    dealerNotes: pricing ? DEALER_NOTES : null,
    orderReference: null,
  });
  const parramattaPricing = priced(parramattaToyota, rav4Gx, { ...lines, dealerDelivery: parramattaToyota.deliveryFee }, tenderRequest.postcode);
  const brisbanePricing = priced(brisbaneCityToyota, stocked(brisbaneCityToyota, rav4Gx.model, rav4Gx.version), { ...lines, dealerDelivery: brisbaneCityToyota.deliveryFee }, tenderRequest.postcode);
  const parramattaTender = tenderQuote("7a1b2c3d-4e5f-4061-8273-9a8b7c6d5e4f", parramattaToyota.id, parramattaPricing, TENDERED_AT);
  const quotes = (outcomes: [QuoteOutcome | null, QuoteOutcome | null, QuoteOutcome | null] = [null, null, null]) => [
    { ...parramattaTender, outcome: outcomes[0] },
    tenderQuote("8b2c3d4e-5f60-4172-8384-ab9c8d7e6f50", brisbaneCityToyota.id, brisbanePricing, TENDERED_AT, outcomes[1]),
    tenderQuote("9c3d4e5f-6071-4283-9495-bcad9e8f7061", fyshwickToyota.id, null, null, outcomes[2]),
  ];

  const tender = tenderView(facts(quotes()), ANSWERED_AT) satisfies Tender;

  // --- the tender awarded: Parramatta Toyota's quote accepted before Fyshwick Toyota answered ----------
  const acceptQuoteRequest = { orderReference: "PO-2026-4471" } satisfies z.input<typeof AcceptQuoteRequest>;
  const awardedTender = tenderView(
    facts(
      quotes(["accepted", "not-chosen", "lapsed"]).map((q) => (q.id === parramattaTender.id ? { ...q, orderReference: acceptQuoteRequest.orderReference } : q)),
      { closedAt: AWARDED_AT, closeReason: "awarded", awardedQuoteId: parramattaTender.id },
    ),
    new Date(AWARDED_AT),
  );
  // --- the deadline moved a day later; then the award split between the two priced quotes ------------
  const extendTenderRequest = { closesAt: "2026-11-27T13:05:11.418Z", reason: "Our fleet committee meets on Friday: one more day for Fyshwick Toyota to price." } satisfies z.input<typeof ExtendTenderRequest>;
  const extension = { at: EXTENDED_AT, from: TENDER_CLOSES_AT, to: new Date(extendTenderRequest.closesAt).toISOString(), reason: extendTenderRequest.reason };
  const extendedTender = tenderView(facts(quotes(), { closesAt: extension.to, extensions: [extension] }), new Date(EXTENDED_AT)) satisfies Tender;
  const brisbaneQuoteId = quotes()[1]!.id;
  const awardTenderRequest = {
    awards: [
      { quoteId: parramattaTender.id, quantity: 3, orderReference: "PO-2026-4471" },
      { quoteId: brisbaneQuoteId, quantity: 2, orderReference: "PO-2026-4472" },
    ],
    reason: "Split for delivery to our Sydney and Brisbane depots.",
  } satisfies z.input<typeof AwardTenderRequest>;
  const splitAwards = [
    { ...awardTenderRequest.awards[0]!, dealershipId: parramattaToyota.id },
    { ...awardTenderRequest.awards[1]!, dealershipId: brisbaneCityToyota.id },
  ];
  const splitFacts = facts(
    quotes(["accepted", "accepted", "lapsed"]).map((q) => ({ ...q, orderReference: splitAwards.find((a) => a.quoteId === q.id)?.orderReference ?? null })),
    { closesAt: extension.to, extensions: [extension], closedAt: AWARDED_AT, closeReason: "awarded", awardedQuoteId: parramattaTender.id, awards: splitAwards },
  );
  const splitAwardedTender = tenderView(splitFacts, new Date(AWARDED_AT)) satisfies Tender;

  const parramattaTenderQuote: QuoteViewRow = {
    ...quoteRow({ id: parramattaTender.id, dealership: parramattaToyota, vehicle: rav4Gx, request: tenderRequest, createdAt: TENDERED_AT }),
    status: "sent",
    sentAt: TENDERED_AT,
    validUntil: parramattaTender.validUntil,
    pricing: parramattaTender.pricing,
    tenderId: awardedTender.tenderId,
  };

  return {
    tenderRequest,
    tenderCreated: tenderView(facts(quotes()), new Date(TENDERED_AT), true) satisfies Tender,
    tender,
    tenderList: {
      tenders: [
        tenderSummaryView({
          ...facts([]),
          clientId: parramattaTenderQuote.clientId,
          awardReason: null,
          callbackUrl: tenderRequest.callbackUrl,
          vehicleId: rav4Gx.id,
          vehicleModel: rav4Gx.model,
          vehicleVersion: rav4Gx.version,
          requestedModel: null,
          requestedVersion: null,
          priced: 2,
          pending: 1,
          bestQuote: tender.best,
          bestTotalCents: Math.min(parramattaPricing.totalDriveAwayCents, brisbanePricing.totalDriveAwayCents),
        }),
      ],
      pagination: pagination(1),
    } satisfies TenderListResponse,
    acceptQuoteRequest,
    extendTenderRequest,
    extendedTender,
    awardTenderRequest,
    splitAwardedTender,
    tenderAwardedEvent: {
      type: TENDER_AWARDED,
      data: { tenderId: splitAwardedTender.tenderId, awardedAt: AWARDED_AT, quantity: splitAwardedTender.quantity, awards: splitAwardedTender.awards, reason: awardTenderRequest.reason, quotes: splitAwardedTender.quotes },
    } satisfies TenderAwardedEvent,
    acceptedQuote: quoteDetailView(
      { ...parramattaTenderQuote, outcome: "accepted", outcomeAt: AWARDED_AT, orderReference: acceptQuoteRequest.orderReference },
      new Date(AWARDED_AT),
    ) satisfies QuoteDetail,
    tenderClosedEvent: {
      type: TENDER_CLOSED,
      data: { tenderId: awardedTender.tenderId, closedAt: AWARDED_AT, closeReason: "awarded", best: awardedTender.best, quotes: awardedTender.quotes, extensions: awardedTender.extensions },
    } satisfies TenderClosedEvent,
    brisbaneCityToyota,
    /** The quote awarded, as stored: its order's examples start from it. */
    parramattaTenderQuote: { ...parramattaTenderQuote, outcome: "accepted", outcomeAt: AWARDED_AT, orderReference: acceptQuoteRequest.orderReference } satisfies QuoteViewRow,
  };
});
