import type { Context } from "hono";
import { BOOKMARK_HEADER, database, sessionFor } from "../db/client";
import { IdempotencyConflictError, idempotentRequest } from "../db/queries/quotes";
import { closesAtProblem, tenderClosesAt } from "../domain/tenders/closing";
import { findTender, insertTender, listClientTenders, loadTenderContext, type NewTender } from "../db/queries/tenders";
import { sha256Hex } from "../domain/api-keys";
import { callbackUrlProblem } from "../domain/callback-url";
import { newQuoteEmailIds } from "../domain/quotes/email-ids";
import { modelSearchKey } from "../domain/model-search";
import { noneCanTakeIt, planTender } from "../domain/tenders/plan-tender";
import type { AppEnv } from "../env";
import { ApiError, idempotencyKeyReused, refusedPlan } from "../http/errors";
import { pagination } from "../http/pagination";
import { storedTenderFacts, tenderSummaryView, tenderVehicle, tenderView, type TenderFacts } from "../views/tenders";
import { scheduleTenderClose } from "../jobs/tender-deadline";
import { enqueueJobs, type Job } from "../db/job-queue";
import { quoteRecord } from "../services/quote-records";
import { awardTender, closeTender, extendTender, planDecision } from "../services/tender-decisions";
import { IdParam } from "../schemas/common";
import { IdempotencyHeaders } from "../schemas/quotes";
import { AwardTenderRequest, CreateTenderRequest, ExtendTenderRequest, Tender, TenderListQuery, TenderListResponse } from "../schemas/tenders";
import { tenderExamples } from "../examples/tenders";
import { operation, type OperationTexts } from "./operations";

async function answerStoredTender(c: Context<AppEnv>, db: ReturnType<typeof database>, tenderId: string, headers: Record<string, string> = {}) {
  const found = await findTender(db, c.env.ARCHIVE, tenderId, c.var.clientId);
  if (!found) throw new ApiError("NOT_FOUND", `Tender ${tenderId} not found`);
  return c.json(tenderView(storedTenderFacts(found), new Date(), true), 201, headers);
}

/**
 * Fleet tenders (an extension of the spec): one request asks several dealerships for the same vehicle,
 * creating one ordinary quote at each that can take it. One request against the hourly limit, one
 * read batch and one write batch, whatever the number of dealerships.
 */
export const tenderOperations = [
  operation({ id: "createTender", method: "post", path: "/api/v1/tenders", auth: "apiKey", headers: IdempotencyHeaders, body: CreateTenderRequest }, async (c) => {
    const request = c.req.valid("json");
    const idempotencyKey = c.req.valid("header")["idempotency-key"];
    const session = c.env.DB.withSession("first-primary");
    const db = database(session);
    const now = new Date();
    const clientId = c.var.clientId;

    if (request.callbackUrl) {
      const problem = callbackUrlProblem(request.callbackUrl, c.env.ALLOW_INSECURE_CALLBACKS === "true");
      if (problem) throw new ApiError("INVALID_REQUEST", `Field 'callbackUrl' ${problem}`);
    }
    const requestedClose = request.closesAt === undefined ? undefined : new Date(request.closesAt);
    const closeProblem = requestedClose && closesAtProblem(requestedClose, now);
    if (closeProblem) throw new ApiError("INVALID_REQUEST", `Field 'closesAt' ${closeProblem}`);
    // Tenders and quotes share the client's keys: the kind is part of what the key was used for.
    const requestHash = idempotencyKey ? await sha256Hex(`tender:${JSON.stringify(request)}`) : "";

    const context = await loadTenderContext(db, {
      clientId,
      dealershipIds: request.dealershipIds,
      state: request.state,
      globalCarId: request.globalCarId,
      modelKey: request.model === undefined ? undefined : modelSearchKey(request.model),
      idempotencyKey,
      now,
    });
    if (context.previous) {
      if (context.previous.requestHash !== requestHash || !context.previous.tenderId) throw idempotencyKeyReused(context.previous, "tender");
      // A retried tender is answered as it stands now (its quotes may have moved on), in the creation answer's words.
      return answerStoredTender(c, db, context.previous.tenderId, { "Idempotent-Replayed": "true" });
    }

    const dealershipIds = request.dealershipIds ?? context.dealers.map((d) => d.id);
    if (dealershipIds.length === 0) {
      throw new ApiError("NOT_FOUND", `No approved dealership in ${request.state} has this vehicle available`);
    }
    const dealers = new Map(context.dealers.map((d) => [d.id, d]));
    const plan = planTender(request, dealershipIds, dealers, (id) => context.stock.filter((row) => row.dealershipId === id), now);
    if (!plan.ok) throw refusedPlan(plan);

    const tenderId = crypto.randomUUID();
    const quoteIds = plan.entries.map(() => crypto.randomUUID());
    const emailIds = await Promise.all(quoteIds.map(newQuoteEmailIds));
    const records = plan.entries.flatMap((entry, i) => {
      if (!entry.plan) return [];
      const dealer = dealers.get(entry.dealershipId)!;
      return [quoteRecord(entry.plan, dealer, request, { quoteId: quoteIds[i]!, clientId, tenderId, emailIds: emailIds[i]! }, now)];
    });
    const asked = context.stock.find((row) => row.id === request.globalCarId);
    const dealerships = plan.entries.map((entry) => ({ id: entry.dealershipId, declined: entry.declined }));
    const closesAt = tenderClosesAt(now, requestedClose).toISOString();
    /** The tender as the client sees it, with these of its quotes. */
    const factsOf = (written: typeof records): TenderFacts => ({
      id: tenderId,
      createdAt: now.toISOString(),
      vehicle: tenderVehicle({
        vehicleId: request.globalCarId ?? null,
        vehicleModel: asked?.model ?? null,
        vehicleVersion: asked?.version ?? null,
        requestedModel: request.model ?? null,
        requestedVersion: request.version ?? null,
      }),
      state: request.state ?? null,
      dealerships,
      quotes: written.map(({ row }) => ({
        ...row,
        pricing: row.pricing ?? null,
        sentAt: row.sentAt ?? null,
        validUntil: row.validUntil ?? null,
        outcome: null,
        quantity: row.quantity ?? 1,
        dealerNotes: row.dealerNotes ?? null,
        orderReference: null,
      })),
      named: new Map(context.dealers.map((d) => [d.id, { name: d.name, suburb: d.suburb, state: d.state }])),
      closesAt,
      closedAt: null,
      closeReason: null,
      awardedQuoteId: null,
      extensions: [],
      awards: null,
    });
    // Every dealership priced it at once: the tender closes as it is written (if every quote is).
    const allPriced = records.every(({ row }) => row.status === "sent");
    const close = allPriced ? await planDecision(factsOf(records), request.callbackUrl ?? null, now, "all-answered", null) : null;
    const newTender: NewTender = {
      tender: {
        id: tenderId,
        clientId,
        vehicleId: request.globalCarId ?? null,
        requestedModel: request.model ?? null,
        requestedVersion: request.version ?? null,
        state: request.state ?? null,
        dealerships,
        callbackUrl: request.callbackUrl ?? null,
        createdAt: now.toISOString(),
        closesAt,
      },
      quotes: records.map(({ row, email }) => ({ quote: row, email })),
      idempotency: idempotencyKey ? { key: idempotencyKey, requestHash } : null,
      close: close?.decision ?? null,
    };

    // The read above overlapped the rate limiter's decision; nothing is written before it.
    await c.var.withinLimit;
    let written: Set<string>;
    let closed: boolean;
    try {
      ({ written, closed } = await insertTender(session, newTender, now));
    } catch (error) {
      if (error instanceof IdempotencyConflictError && idempotencyKey) {
        // A concurrent request with the same key won the race: answer as it did.
        const [previous] = await idempotentRequest(db, clientId, idempotencyKey, now);
        if (previous?.tenderId && previous.requestHash === requestHash) return answerStoredTender(c, db, previous.tenderId, { "Idempotent-Replayed": "true" });
        throw idempotencyKeyReused(previous, "tender");
      }
      throw error;
    }
    if (written.size === 0) {
      // Every planned dealership spent its last credit meanwhile: nothing was kept.
      const refused = noneCanTakeIt(plan.entries.map((entry) => entry.declined ?? "NO_CREDITS"));
      throw refusedPlan(refused);
    }

    const writtenRecords = records.filter(({ row }) => written.has(row.id));
    const jobs: Job[] = [
      ...writtenRecords.flatMap(({ email }) => (email ? [{ type: "email" as const, outboxId: email.id }] : [])),
      ...(closed ? close!.jobs : []),
    ];
    const facts = factsOf(writtenRecords);
    if (closed) Object.assign(facts, { closedAt: now.toISOString(), closeReason: "all-answered" });
    else if (allPriced) {
      // A dealership spent its last credit meanwhile, so the close planned for every quote did not
      // take effect: close the tender as written, and answer it as stored.
      c.executionCtx.waitUntil(enqueueJobs(c.env, [...jobs, ...(await closeTender(c.env, tenderId, "answered", now)).jobs], now));
      return answerStoredTender(c, db, tenderId, { Location: `/api/v1/tenders/${tenderId}`, [BOOKMARK_HEADER]: session.getBookmark() ?? "" });
    }
    c.executionCtx.waitUntil(enqueueJobs(c.env, jobs, now));
    // An open tender's clock closes it at closesAt to the second; should setting it fail, the minute cron closes it.
    if (!closed) c.executionCtx.waitUntil(scheduleTenderClose(c.env, { tenderId, closesAt }, now).catch((error) => console.warn(JSON.stringify({ message: "tender clock not set; the minute cron will close the tender", tenderId, error: String(error) }))));
    return c.json(tenderView(facts, now, true), 201, {
      Location: `/api/v1/tenders/${tenderId}`,
      [BOOKMARK_HEADER]: session.getBookmark() ?? "",
    });
  }),
  operation({ id: "extendTender", method: "post", path: "/api/v1/tenders/{id}/extend", auth: "apiKey", params: IdParam, body: ExtendTenderRequest }, async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const now = new Date();
    const requester = { clientId: c.var.clientId, requestId: c.var.requestId };
    const extended = await extendTender(c.env, { ...requester, tenderId: id, closesAt: new Date(body.closesAt), reason: body.reason }, now, c.var.withinLimit);
    // The tender's clock moves with its deadline; should that fail, the minute cron closes it at the new one.
    const clock = scheduleTenderClose(c.env, { tenderId: id, closesAt: extended.tender.closesAt }, now).catch((error) =>
      console.warn(JSON.stringify({ message: "tender clock not moved; the minute cron will close the tender", tenderId: id, error: String(error) })),
    );
    c.executionCtx.waitUntil(Promise.all([enqueueJobs(c.env, extended.jobs, now), clock]));
    return c.json(tenderView(extended.tender, now));
  }),
  operation({ id: "awardTender", method: "post", path: "/api/v1/tenders/{id}/award", auth: "apiKey", params: IdParam, body: AwardTenderRequest }, async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const now = new Date();
    const requester = { clientId: c.var.clientId, requestId: c.var.requestId };
    const awarded = await awardTender(c.env, { ...requester, tenderId: id, awards: body.awards, reason: body.reason ?? null }, now, c.var.withinLimit);
    c.executionCtx.waitUntil(enqueueJobs(c.env, awarded.jobs, now));
    return c.json(tenderView(awarded.tender, now));
  }),
  operation({ id: "listTenders", method: "get", path: "/api/v1/tenders", auth: "apiKey", query: TenderListQuery }, async (c) => {
    const page = c.req.valid("query");
    const rows = await listClientTenders(database(sessionFor(c)), c.var.clientId, page, new Date());
    const body: TenderListResponse = { tenders: rows.map(tenderSummaryView), pagination: pagination(page, rows.length) };
    return c.json(body);
  }),
  operation({ id: "getTender", method: "get", path: "/api/v1/tenders/{id}", auth: "apiKey", params: IdParam }, async (c) => {
    const { id } = c.req.valid("param");
    const found = await findTender(database(sessionFor(c)), c.env.ARCHIVE, id, c.var.clientId);
    if (!found) throw new ApiError("NOT_FOUND", `Tender ${id} not found`);
    return c.json(tenderView(storedTenderFacts(found), new Date()));
  }),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeTenderOperations(): OperationTexts<typeof tenderOperations> {
  const ex = tenderExamples();
  return {
    createTender: {
      summary: "Ask several dealerships for the same vehicle at once (a tender)",
      description:
        "An extension of the spec. Sends one request to 2 to 20 named dealerships, or to every approved dealership of a state that has the vehicle available (the first 20 by name), and creates an ordinary quote at each that can take it: priced at once where the dealership auto-responds, pending with the dealer otherwise; each uses one credit of its own dealership. A dealership that cannot take it is listed as `declined` with a reason and is not charged. When none can take it, the answer is the error a single quote would get (402 when every refusal is for credits, else 404) and nothing is stored. The tender counts as one request against the hourly limit. Send an `Idempotency-Key` to make retries safe: a retry answers the tender as it stands.",
      tag: "FMO",
      requestExample: ex.tenderRequest,
      responses: {
        201: { description: "Created: one line per dealership asked, priced ones first.", schema: Tender, example: ex.tenderCreated, headers: ["Location", BOOKMARK_HEADER, "Idempotent-Replayed"] },
      },
      errors: [400, 401, 402, 404, 413, 422, 429, 500],
      errorDescriptions: {
        402: "Every dealership asked has no quote credits left",
        404: "No dealership asked can take it (unknown, not approved or without the vehicle available), or no approved dealership of the state has it",
        422: "This Idempotency-Key was used with a different body, or for a quote",
      },
    },
    extendTender: {
      summary: "Move an open tender's deadline later",
      description:
        "An extension of the spec. Moves the tender's `closesAt` to a later date-time, at most 30 days after the tender was asked, with your `reason`: every dealership still asked (its quote pending or priced, undecided) is e-mailed the new deadline and the reason at once, and the tender lists the move in `extensions`. The tender's close follows the new deadline (within 5 seconds of it). 409 once the tender has closed or its deadline has come; 400 for a time not later than the current `closesAt`. One request against the hourly limit.",
      tag: "FMO",
      parameterDescriptions: { id: "The tender's id." },
      requestExample: ex.extendTenderRequest,
      responses: { 200: { description: "The tender, with its new `closesAt` and the move in `extensions`", schema: Tender, example: ex.extendedTender } },
      errors: [400, 401, 404, 409, 413, 429, 500],
      errorDescriptions: {
        400: "`closesAt` is not later than the current deadline, or more than 30 days after the tender was asked; or the reason is missing, blank or over 500 characters",
        404: "The caller has no tender with this id",
        409: "The tender has closed, or its deadline has come",
      },
    },
    awardTender: {
      summary: "Award a tender, whole or split by quantity",
      description:
        "An extension of the spec. Awards the tender to one or more of its priced quotes whose prices still hold, each with a `quantity` (at least 1; together at most the tender's `quantity`) and your own `orderReference` if you like. Each awarded dealership is e-mailed its quantity and order reference with your contact; every other priced quote becomes `not-chosen`, and its dealership is e-mailed its rank among the priced quotes (\"2nd of 4\") and your `reason` if you give one, never another dealership's name or price. An open tender closes (`closeReason: awarded`; pending quotes lapse), and `tender.awarded` (with `tender.closed` when it closes) goes to the tender's `callbackUrl`. A tender is awarded once: 409 after (`acceptQuote` of one of its quotes awards it too, whole), except the quantity of an order since withdrawn or declined, which may be awarded again (together at most that quantity) among the quotes not yet awarded. One request against the hourly limit.",
      tag: "FMO",
      parameterDescriptions: { id: "The tender's id." },
      requestExample: ex.awardTenderRequest,
      responses: { 200: { description: "The tender, awarded (`status: awarded`, `awards`)", schema: Tender, example: ex.splitAwardedTender } },
      errors: [400, 401, 404, 409, 413, 429, 500],
      errorDescriptions: {
        400: "A quantity under 1, quantities together over the tender's, a quote named twice or not of this tender, or a reason or order reference blank or too long",
        404: "The caller has no tender with this id",
        409: "The tender was awarded already, or a quote named is pending, lapsed or expired",
      },
    },
    listTenders: {
      summary: "List your tenders, newest first",
      description: "An extension of the spec: the caller's tenders, each with how many dealerships have priced, are pending or declined, and the cheapest price so far.",
      tag: "FMO",
      readsBookmark: true,
      responses: { 200: { description: "A page of the caller's tenders", schema: TenderListResponse, example: ex.tenderList } },
      errors: [400, 401, 429, 500],
    },
    getTender: {
      summary: "Read one of your tenders as it stands",
      description:
        "An extension of the spec: a pending quote its dealer has completed since shows its price and status `sent`, and `best` moves to it if it is now first (the lowest total; between equal totals, the one priced first, then the dealership listed first). Another client's tender is 404.",
      tag: "FMO",
      parameterDescriptions: { id: "The tender's id." },
      readsBookmark: true,
      responses: { 200: { description: "The tender", schema: Tender, example: ex.tender } },
      errors: [400, 401, 404, 429, 500],
      errorDescriptions: { 404: "The caller has no tender with this id" },
    },
  };
}
