import { Hono, type Context } from "hono";
import { BOOKMARK_HEADER, database, sessionFor } from "../db/client";
import {
  findClientQuote,
  findIdempotentResponse,
  IdempotencyConflictError,
  InsufficientCreditsError,
  insertQuoteCharged,
  listQuotes,
  loadQuoteContext,
  type NewQuote,
} from "../db/queries/quotes";
import { sha256Hex } from "../domain/api-keys";
import { callbackUrlProblem } from "../domain/callback-url";
import { modelSearchKey } from "../domain/model-search";
import { planQuote } from "../domain/quotes/plan-quote";
import type { AppEnv } from "../env";
import { ApiError, idempotencyKeyReused, refusedPlan } from "../http/errors";
import { pagination } from "../http/pagination";
import { quoteDetailView, quoteListItemView } from "../http/quote-views";
import { validate } from "../http/validate";
import { enqueueJobs } from "../jobs/enqueue";
import { authenticateClient } from "../middleware/authenticate";
import { quoteRecord } from "../services/quote-records";
import { IdParam } from "../schemas/common";
import {
  CreateQuoteRequest,
  IdempotencyHeaders,
  QuoteListQuery,
  type CreateQuotePending,
  type QuoteListResponse,
} from "../schemas/quotes";

const PENDING_MESSAGE = "Quote request received. The dealership will review it and respond; you will be notified when the quote is completed.";

/** Answers a retried request with the response the first one got, or refuses a reused key. */
async function replay(c: Context<AppEnv>, stored: { requestHash: string; tenderId: string | null; responseBody: string | null }, requestHash: string) {
  if (stored.requestHash !== requestHash) throw idempotencyKeyReused(stored, "quote");
  return c.body(stored.responseBody ?? "", 201, { "Content-Type": "application/json", "Idempotent-Replayed": "true" });
}

export const quoteRoutes = new Hono<AppEnv>()
  .post("/", authenticateClient(), validate("header", IdempotencyHeaders), validate("json", CreateQuoteRequest), async (c) => {
    const request = c.req.valid("json");
    const idempotencyKey = c.req.valid("header")["idempotency-key"];
    const session = c.env.DB.withSession("first-primary");
    const db = database(session);
    const now = new Date();

    if (request.callbackUrl) {
      const problem = callbackUrlProblem(request.callbackUrl, c.env.ALLOW_INSECURE_CALLBACKS === "true");
      if (problem) throw new ApiError("INVALID_REQUEST", `Field 'callbackUrl' ${problem}`);
    }
    const requestHash = idempotencyKey ? await sha256Hex(JSON.stringify(request)) : "";

    const clientId = c.var.clientId;
    const context = await loadQuoteContext(db, {
      clientId,
      dealershipId: request.dealershipId,
      globalCarId: request.globalCarId,
      modelKey: request.model === undefined ? undefined : modelSearchKey(request.model),
      accessoryIds: request.accessoryIds,
      idempotencyKey,
      now,
    });
    if (context.previous) return replay(c, context.previous, requestHash);

    const plan = planQuote(request, context.dealer, context.candidates, context.accessories, now);
    if (!plan.ok) throw refusedPlan(plan);
    const dealer = context.dealer!;

    const record = quoteRecord(plan, dealer, request, { quoteId: crypto.randomUUID(), clientId, tenderId: null, emailId: crypto.randomUUID() }, now);
    const quoteId = record.row.id;
    const responseBody = JSON.stringify(
      record.completed ?? ({ status: "pending", quoteId, message: PENDING_MESSAGE, createdAt: record.row.createdAt } satisfies CreateQuotePending),
    );
    const newQuote: NewQuote = {
      quote: record.row,
      email: record.email,
      idempotency: idempotencyKey ? { key: idempotencyKey, requestHash, responseBody } : null,
    };

    // The read above overlapped the rate limiter's decision; nothing is written before it.
    await c.var.withinLimit;
    try {
      await insertQuoteCharged(db, newQuote, now);
    } catch (error) {
      if (error instanceof InsufficientCreditsError) throw new ApiError("INSUFFICIENT_CREDITS", "The dealership has no quote credits left");
      if (error instanceof IdempotencyConflictError && idempotencyKey) {
        // A concurrent request with the same key won the race: answer as it did.
        const stored = await findIdempotentResponse(db, clientId, idempotencyKey);
        if (stored) return replay(c, stored, requestHash);
      }
      throw error;
    }

    if (newQuote.email) c.executionCtx.waitUntil(enqueueJobs(c.env, [{ type: "email", outboxId: newQuote.email.id }]));
    return c.body(responseBody, 201, {
      "Content-Type": "application/json",
      Location: `/api/v1/quotes/${quoteId}`,
      // Sent back on the next read, it lets a replica that has seen this write serve it.
      [BOOKMARK_HEADER]: session.getBookmark() ?? "",
    });
  })
  .get("/", authenticateClient(), validate("query", QuoteListQuery), async (c) => {
    const { status, ...page } = c.req.valid("query");
    const rows = await listQuotes(database(sessionFor(c)), { clientId: c.var.clientId }, status, page);
    const now = new Date();
    const body: QuoteListResponse = { quotes: rows.map((row) => quoteListItemView(row, now)), pagination: pagination(page, rows.length) };
    return c.json(body);
  })
  .get("/:id", authenticateClient(), validate("param", IdParam), async (c) => {
    const { id } = c.req.valid("param");
    const row = await findClientQuote(database(sessionFor(c)), c.var.clientId, id);
    if (!row) throw new ApiError("NOT_FOUND", `Quote ${id} not found`);
    return c.json(quoteDetailView(row, new Date()));
  });
