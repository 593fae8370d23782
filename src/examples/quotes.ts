// Quotes: the RAV4 priced at once, the i30 its dealer completed, as the FMO and the dealer see
// them. Build time only (./scene.ts).

import type * as z from "zod/mini";
import { completedQuoteView, dealerQuoteDetailView, dealerQuoteListItemView, quoteDetailView, quoteListItemView } from "../views/quotes";
import type { CompleteQuoteRequest, DealerQuoteDetail, DealerQuoteListResponse } from "../schemas/dealer-quotes";
import type { CreateQuoteCompleted, CreateQuoteRequest, QuoteDetail, QuoteListResponse } from "../schemas/quotes";
import { ANSWERED_AT, once, pagination, scene, validUntil } from "./scene";

export const quoteExamples = /* @__PURE__ */ once(() => {
  const { parramattaToyota, rav4Gx, quoteRequest, rav4Pricing, rav4Quote, completeQuoteRequest, i30Pending, i30Sent } = scene();
  return {
    quoteRequest: quoteRequest satisfies z.input<typeof CreateQuoteRequest>,
    quoteCompleted: completedQuoteView({
      quoteId: rav4Quote.id,
      createdAt: rav4Quote.createdAt,
      validUntil: validUntil(rav4Quote.createdAt),
      dealer: { name: parramattaToyota.name, contactEmail: parramattaToyota.email },
      vehicle: rav4Gx,
      pricing: rav4Pricing,
    }) satisfies CreateQuoteCompleted,
    quoteList: { quotes: [i30Pending, rav4Quote].map((row) => quoteListItemView(row, ANSWERED_AT)), pagination: pagination(2) } satisfies QuoteListResponse,
    quoteDetail: quoteDetailView(rav4Quote, ANSWERED_AT) satisfies QuoteDetail,
    completeQuoteRequest: completeQuoteRequest satisfies z.input<typeof CompleteQuoteRequest>,
    dealerQuoteList: { quotes: [dealerQuoteListItemView(i30Pending, ANSWERED_AT)], pagination: pagination(1) } satisfies DealerQuoteListResponse,
    dealerQuoteDetail: dealerQuoteDetailView(i30Sent, ANSWERED_AT) satisfies DealerQuoteDetail,
  };
});
