import type { Context } from "hono";
import { BOOKMARK_HEADER, database, sessionFor } from "../db/client";
import {
  findClientQuote,
  findIdempotentResponse,
  IdempotencyConflictError,
  InsufficientCreditsError,
  insertQuoteCharged,
  loadQuoteContext,
  type NewQuote,
} from "../db/queries/quotes";
import { listQuotes } from "../db/queries/quote-rows";
import { sha256Hex } from "../domain/api-keys";
import { callbackUrlProblem } from "../domain/callback-url";
import { newQuoteEmailIds } from "../domain/quotes/email-ids";
import { modelSearchKey } from "../domain/model-search";
import { planQuote } from "../domain/quotes/plan-quote";
import type { AppEnv } from "../env";
import { ApiError, idempotencyKeyReused, refusedPlan } from "../http/errors";
import { pagination } from "../http/pagination";
import { quoteDetailView, quoteListItemView } from "../views/quotes";
import { enqueueJobs } from "../db/job-queue";
import { quoteRecord } from "../services/quote-records";
import { acceptQuote } from "../services/tender-decisions";
import { IdParam } from "../schemas/common";
import { AcceptQuoteRequest, type CreateQuotePending, CreateQuoteRequest, CreateQuoteResponse, IdempotencyHeaders, QuoteDetail, QuoteListQuery, QuoteListResponse } from "../schemas/quotes";
import { quoteExamples } from "../examples/quotes";
import { tenderExamples } from "../examples/tenders";
import { QUOTE_COMPLETED } from "../schemas/webhook-events";
import { operation, type OperationTexts } from "./operations";

const PENDING_MESSAGE = "Quote request received. The dealership will review it and respond; you will be notified when the quote is completed.";

/** Answers a retried request with the response the first one got, or refuses a reused key. */
async function replay(c: Context<AppEnv>, stored: { requestHash: string; tenderId: string | null; responseBody: string | null }, requestHash: string) {
  if (stored.requestHash !== requestHash) throw idempotencyKeyReused(stored, "quote");
  return c.body(stored.responseBody ?? "", 201, { "Content-Type": "application/json", "Idempotent-Replayed": "true" });
}

export const quoteOperations = [
  operation({ id: "createQuote", method: "post", path: "/api/v1/quotes", auth: "apiKey", headers: IdempotencyHeaders, body: CreateQuoteRequest }, async (c) => {
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

    const newQuoteId = crypto.randomUUID();
    const record = quoteRecord(plan, dealer, request, { quoteId: newQuoteId, clientId, tenderId: null, emailIds: await newQuoteEmailIds(newQuoteId) }, now);
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
  }),
  operation({ id: "listQuotes", method: "get", path: "/api/v1/quotes", auth: "apiKey", query: QuoteListQuery }, async (c) => {
    const { status, ...page } = c.req.valid("query");
    const rows = await listQuotes(database(sessionFor(c)), { clientId: c.var.clientId }, status, page);
    const now = new Date();
    const body: QuoteListResponse = { quotes: rows.map((row) => quoteListItemView(row, now)), pagination: pagination(page, rows.length) };
    return c.json(body);
  }),
  operation({ id: "getQuote", method: "get", path: "/api/v1/quotes/{id}", auth: "apiKey", params: IdParam }, async (c) => {
    const { id } = c.req.valid("param");
    const row = await findClientQuote(database(sessionFor(c)), c.env.ARCHIVE, c.var.clientId, id);
    if (!row) throw new ApiError("NOT_FOUND", `Quote ${id} not found`);
    return c.json(quoteDetailView(row, new Date()));
  }),
  // An extension: the client chooses a priced quote; a tender's quote awards its tender.
  operation({ id: "acceptQuote", method: "post", path: "/api/v1/quotes/{id}/accept", auth: "apiKey", params: IdParam, body: AcceptQuoteRequest }, async (c) => {
    const { id } = c.req.valid("param");
    const now = new Date();
    const accepted = await acceptQuote(c.env, { clientId: c.var.clientId, requestId: c.var.requestId, quoteId: id, orderReference: c.req.valid("json").orderReference ?? null }, now, c.var.withinLimit);
    c.executionCtx.waitUntil(enqueueJobs(c.env, accepted.jobs, now));
    return c.json(quoteDetailView(accepted.quote, now));
  }),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeQuoteOperations(): OperationTexts<typeof quoteOperations> {
  const ex = { ...quoteExamples(), ...tenderExamples() };
  const quotePath = { id: "The quote's id." };
  return {
    createQuote: {
      summary: "Ask a dealership for a drive-away quote",
      description:
        `A dealership that auto-responds prices the quote at once: the answer has status \`completed\` and the full drive-away price (stamp duty and registration of the client's state included), the quote is stored as \`sent\` and e-mailed to the client. Any other dealership reviews it by hand: the answer has status \`pending\`, the dealer is notified, and when the dealer completes it a \`${QUOTE_COMPLETED}\` webhook goes to \`callbackUrl\` if one was given.\n\nName the vehicle with \`globalCarId\`, or with \`model\` (and optional \`version\`) text. Text that matches exactly one available vehicle at the dealership is treated like its \`globalCarId\`; text that matches several or none still creates the quote, pending whatever the dealership's setting, until the dealer chooses the vehicle. Each quote uses one of the dealership's credits (402 when none are left). Send an \`Idempotency-Key\` to make retries safe.\n\nFleet pricing: the vehicle is registered for \`business\` use unless \`registrationUse\` says \`private\`, and priced with the duty and registration rules in force on \`registrationDate\` (today when left out) in the registration state; a date outside today to 24 months ahead is 400. Every price is GST-inclusive; the vehicle price includes luxury car tax where it applies. A priced quote holds until its \`validUntil\`.`,
      tag: "FMO",
      requestExample: ex.quoteRequest,
      responses: {
        201: {
          description: "Created: `completed` (priced at once) or `pending`. A retry with the same Idempotency-Key and body gets the first answer again, marked Idempotent-Replayed.",
          schema: CreateQuoteResponse,
          example: ex.quoteCompleted,
          headers: ["Location", BOOKMARK_HEADER, "Idempotent-Replayed"],
        },
      },
      errors: [400, 401, 402, 404, 413, 422, 429, 500],
      errorDescriptions: {
        402: "The dealership has no quote credits left",
        404: "No approved dealership has this id, or the `globalCarId` is not available there",
        422: "This Idempotency-Key was used with a different body",
      },
    },
    listQuotes: {
      summary: "List your quotes, newest first",
      description: "Only the quotes asked for with the caller's key, optionally with one status, a page at a time.",
      tag: "FMO",
      readsBookmark: true,
      responses: { 200: { description: "A page of the caller's quotes", schema: QuoteListResponse, example: ex.quoteList } },
      errors: [400, 401, 429, 500],
    },
    getQuote: {
      summary: "Read one of your quotes",
      description: "A quote asked for with the caller's key; another client's quote is 404, as if it did not exist.",
      tag: "FMO",
      parameterDescriptions: quotePath,
      readsBookmark: true,
      responses: { 200: { description: "The quote", schema: QuoteDetail, example: ex.quoteDetail } },
      errors: [400, 401, 404, 429, 500],
      errorDescriptions: { 404: "The caller has no quote with this id" },
    },
    acceptQuote: {
      summary: "Accept a priced quote",
      description:
        "An extension of the spec. Chooses one of the caller's priced quotes whose price still holds, with your own `orderReference` if you like; its dealership is e-mailed the order (your contact, the reference, the quote). A tender's quote awards the tender (`status: awarded`): an open tender closes (`closeReason: awarded`; quotes still pending lapse and their dealers can no longer complete them), every other priced quote of it is `not-chosen`, and each of their dealerships gets a short e-mail naming neither the chosen dealership nor its price. Accepting the same quote again with the same `orderReference` answers the same; with another, 409. One request against the hourly limit. Of concurrent accepts of two quotes of one tender, exactly one succeeds.",
      tag: "FMO",
      parameterDescriptions: quotePath,
      requestExample: ex.acceptQuoteRequest,
      responses: { 200: { description: "The quote, accepted (`outcome: accepted`)", schema: QuoteDetail, example: ex.acceptedQuote } },
      errors: [400, 401, 404, 409, 413, 429, 500],
      errorDescriptions: {
        404: "The caller has no quote with this id",
        409: "The quote is pending (or lapsed), its price has expired, it was accepted with another order reference, or its tender already has an accepted quote",
      },
    },
  };
}
