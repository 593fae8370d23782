import { database } from "../db/client";
import { findDealerQuote } from "../db/queries/dealer-quotes";
import { listQuotes } from "../db/queries/quote-rows";
import { ApiError } from "../http/errors";
import { pagination } from "../http/pagination";
import { dealerQuoteDetailView, dealerQuoteListItemView } from "../views/quotes";
import { IdParam } from "../schemas/common";
import { CompleteQuoteRequest, DealerQuoteDetail, DealerQuoteListResponse } from "../schemas/dealer-quotes";
import { QuoteListQuery } from "../schemas/quotes";
import { completeQuote } from "../services/quote-completion";
import { completionRequestOf } from "../services/price-completion";
import { quoteExamples } from "../examples/quotes";
import { QUOTE_COMPLETED } from "../schemas/webhook-events";
import { operation, type OperationTexts } from "./operations";

/** A dealership's own side of its quotes, behind its dealer key. Another dealership's quote is 404. */
export const dealerQuoteOperations = [
  operation({ id: "listDealerQuotes", method: "get", path: "/api/v1/dealer/quotes", auth: "dealerKey", query: QuoteListQuery }, async (c) => {
    const { status, ...page } = c.req.valid("query");
    const rows = await listQuotes(database(c.env.DB), { dealershipId: c.var.dealershipId }, status, page);
    const now = new Date();
    const body: DealerQuoteListResponse = {
      quotes: rows.map((row) => dealerQuoteListItemView(row, now)),
      pagination: pagination(page, rows.length),
    };
    return c.json(body);
  }),
  operation({ id: "getDealerQuote", method: "get", path: "/api/v1/dealer/quotes/{id}", auth: "dealerKey", params: IdParam }, async (c) => {
    const { id } = c.req.valid("param");
    const row = await findDealerQuote(database(c.env.DB), c.env.ARCHIVE, c.var.dealershipId, id);
    if (!row) throw new ApiError("NOT_FOUND", `Quote ${id} not found`);
    return c.json(dealerQuoteDetailView(row, new Date()));
  }),
  operation({ id: "completeDealerQuote", method: "post", path: "/api/v1/dealer/quotes/{id}/complete", auth: "dealerKey", params: IdParam, body: CompleteQuoteRequest }, async (c) => {
    const input = c.req.valid("json");
    await c.var.withinLimit;
    const completed = await completeQuote({ env: c.env, waitUntil: (p) => c.executionCtx.waitUntil(p) }, c.var.dealershipId, c.req.valid("param").id, completionRequestOf(input));
    return c.json(dealerQuoteDetailView(completed, new Date()));
  }),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeDealerQuoteOperations(): OperationTexts<typeof dealerQuoteOperations> {
  const ex = quoteExamples();
  const quotePath = { id: "The quote's id." };
  return {
    listDealerQuotes: {
      summary: "List the dealership's quotes, newest first",
      description: "The quotes asked of the dealership that owns the key, optionally with one status (`pending` is the review queue), a page at a time.",
      tag: "Dealer",
      responses: { 200: { description: "A page of the dealership's quotes", schema: DealerQuoteListResponse, example: ex.dealerQuoteList } },
      errors: [400, 401, 429, 500],
    },
    getDealerQuote: {
      summary: "Read one of the dealership's quotes",
      description: "What the client asked for and, once sent, the price. Another dealership's quote is 404.",
      tag: "Dealer",
      parameterDescriptions: quotePath,
      responses: { 200: { description: "The quote", schema: DealerQuoteDetail, example: ex.dealerQuoteDetail } },
      errors: [400, 401, 404, 429, 500],
      errorDescriptions: { 404: "The dealership has no quote with this id" },
    },
    completeDealerQuote: {
      summary: "Complete a pending quote",
      description:
        `Confirms or adjusts the priced lines (GST-inclusive; the vehicle price includes luxury car tax where it applies); government charges are recomputed for the client's state, on the registration date (\`registrationDate\`, else the client's, else today: a date that has passed must be replaced). \`validUntil\` may end this quote's validity earlier than the dealership's own. The quote becomes \`sent\`, the client is e-mailed and, if the client gave a \`callbackUrl\`, a \`${QUOTE_COMPLETED}\` webhook is sent. \`globalCarId\` chooses the vehicle from the dealership's available stock: it is required when the quote was asked for by model text that named no single vehicle (400 otherwise), and may replace the requested vehicle.`,
      tag: "Dealer",
      parameterDescriptions: quotePath,
      requestExample: ex.completeQuoteRequest,
      responses: { 200: { description: "The quote, now sent", schema: DealerQuoteDetail, example: ex.dealerQuoteDetail } },
      errors: [400, 401, 404, 409, 413, 429, 500],
      errorDescriptions: { 404: "The dealership has no quote with this id, or the chosen vehicle is not available there", 409: "The quote is not pending (already completed)" },
    },
  };
}
