import { Hono } from "hono";
import { database } from "../db/client";
import { completePendingQuote, findDealerQuote, loadCompletionContext } from "../db/queries/dealer-quotes";
import { listQuotes } from "../db/queries/quotes";
import { dollarsToCents } from "../domain/money";
import { completionPricing } from "../domain/quotes/complete-quote";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { pagination } from "../http/pagination";
import { dealerQuoteDetailView, quoteCompletedEvent, quoteListItemView } from "../http/quote-views";
import { validate } from "../http/validate";
import { enqueueJobs } from "../jobs/enqueue";
import type { Job } from "../jobs/job";
import { authenticateDealer } from "../middleware/authenticate";
import { IdParam } from "../schemas/common";
import { CompleteQuoteRequest, type DealerQuoteListResponse } from "../schemas/dealer-quotes";
import { QuoteListQuery } from "../schemas/quotes";

/** A dealership's own side of its quotes, behind its dealer key. Another dealership's quote is 404. */
export const dealerQuoteRoutes = new Hono<AppEnv>()
  .get("/", authenticateDealer(), validate("query", QuoteListQuery), async (c) => {
    const { status, ...page } = c.req.valid("query");
    const rows = await listQuotes(database(c.env.DB), { dealershipId: await c.var.dealershipId }, status, page);
    const body: DealerQuoteListResponse = {
      quotes: rows.map((row) => ({ ...quoteListItemView(row), quantity: row.quantity })),
      pagination: pagination(page, rows.length),
    };
    return c.json(body);
  })
  .get("/:id", authenticateDealer(), validate("param", IdParam), async (c) => {
    const { id } = c.req.valid("param");
    const row = await findDealerQuote(database(c.env.DB), await c.var.dealershipId, id);
    if (!row) throw new ApiError("NOT_FOUND", `Quote ${id} not found`);
    return c.json(dealerQuoteDetailView(row));
  })
  .post("/:id/complete", authenticateDealer(), validate("param", IdParam), validate("json", CompleteQuoteRequest), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const dealershipId = await c.var.dealershipId;
    const db = database(c.env.DB);
    const now = new Date();

    const context = await loadCompletionContext(db, dealershipId, id);
    const { quote, dealer, vehicle } = context;
    if (!quote || !dealer || !vehicle) throw new ApiError("NOT_FOUND", `Quote ${id} not found`);
    if (quote.status !== "pending") throw new ApiError("CONFLICT", `Quote ${id} is ${quote.status}, not pending: it cannot be completed again`);

    const priced = completionPricing(
      { postcode: quote.postcode, quantity: quote.quantity, accessoryIds: quote.accessoryIds, vehicle },
      dealer,
      context.accessories,
      {
        vehiclePriceCents: input.vehiclePrice === undefined ? undefined : dollarsToCents(input.vehiclePrice),
        dealerDeliveryCents: input.dealerDelivery === undefined ? undefined : dollarsToCents(input.dealerDelivery),
        accessories: input.accessories?.map((a) => ({ name: a.name, priceCents: dollarsToCents(a.price) })),
      },
      now,
    );
    if (!priced.ok) throw new ApiError("INVALID_REQUEST", priced.message);

    const sentAt = now.toISOString();
    const completion = {
      quoteId: quote.id,
      dealershipId,
      completionId: crypto.randomUUID(),
      sentAt,
      pricing: priced.pricing,
      dealerNotes: input.dealerNotes ?? null,
      emailId: crypto.randomUUID(),
      webhook: quote.callbackUrl
        ? { deliveryId: crypto.randomUUID(), payload: JSON.stringify(quoteCompletedEvent(quote, priced.pricing, sentAt)) }
        : null,
    };
    if (!(await completePendingQuote(c.env.DB, completion))) {
      throw new ApiError("CONFLICT", `Quote ${id} was completed by another request`);
    }

    const jobs: Job[] = [
      ...(quote.clientEmail ? [{ type: "email" as const, outboxId: completion.emailId }] : []),
      ...(completion.webhook ? [{ type: "webhook" as const, deliveryId: completion.webhook.deliveryId }] : []),
    ];
    c.executionCtx.waitUntil(enqueueJobs(c.env, jobs, now));
    return c.json(
      dealerQuoteDetailView({ ...quote, status: "sent", sentAt, pricing: priced.pricing, dealerNotes: completion.dealerNotes }),
    );
  });
