import { Hono } from "hono";
import { database } from "../db/client";
import { findDealerQuote } from "../db/queries/dealer-quotes";
import { listQuotes } from "../db/queries/quotes";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { pagination } from "../http/pagination";
import { dealerQuoteDetailView, dealerQuoteListItemView } from "../http/quote-views";
import { validate } from "../http/validate";
import { authenticateDealer } from "../middleware/authenticate";
import { IdParam } from "../schemas/common";
import { CompleteQuoteRequest, type DealerQuoteListResponse } from "../schemas/dealer-quotes";
import { QuoteListQuery } from "../schemas/quotes";
import { completeQuote } from "../services/quote-completion";
import { completionRequestOf } from "../services/price-completion";

/** A dealership's own side of its quotes, behind its dealer key. Another dealership's quote is 404. */
export const dealerQuoteRoutes = new Hono<AppEnv>()
  .get("/", authenticateDealer(), validate("query", QuoteListQuery), async (c) => {
    const { status, ...page } = c.req.valid("query");
    const rows = await listQuotes(database(c.env.DB), { dealershipId: c.var.dealershipId }, status, page);
    const now = new Date();
    const body: DealerQuoteListResponse = {
      quotes: rows.map((row) => dealerQuoteListItemView(row, now)),
      pagination: pagination(page, rows.length),
    };
    return c.json(body);
  })
  .get("/:id", authenticateDealer(), validate("param", IdParam), async (c) => {
    const { id } = c.req.valid("param");
    const row = await findDealerQuote(database(c.env.DB), c.var.dealershipId, id);
    if (!row) throw new ApiError("NOT_FOUND", `Quote ${id} not found`);
    return c.json(dealerQuoteDetailView(row, new Date()));
  })
  .post("/:id/complete", authenticateDealer(), validate("param", IdParam), validate("json", CompleteQuoteRequest), async (c) => {
    const input = c.req.valid("json");
    await c.var.withinLimit;
    const completed = await completeQuote({ env: c.env, waitUntil: (p) => c.executionCtx.waitUntil(p) }, c.var.dealershipId, c.req.valid("param").id, completionRequestOf(input));
    return c.json(dealerQuoteDetailView(completed, new Date()));
  });
