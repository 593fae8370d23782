import { database } from "../db/client";
import { enqueueJobs, type Job } from "../db/job-queue";
import { decideQuote, decideTender, type Planned } from "../db/queries/decisions";
import type { QuoteViewRow } from "../db/queries/quote-rows";
import type { OutcomeEmail } from "../db/queries/outcome-emails";
import { tendersToClose, type AwardDecision, type TenderDecision } from "../db/queries/tender-decisions";
import { extendTenderDeadline, findTender, type StoredTender } from "../db/queries/tenders";
import type { NewWebhook } from "../db/queries/webhook-deliveries";
import { awardQuantityProblem, type Award } from "../domain/tenders/awards";
import { emailIdOf } from "../domain/quotes/email-ids";
import { OUTCOME_EMAIL_KINDS } from "../domain/quotes/email-kinds";
import type { QuoteOutcome } from "../domain/quotes/outcome";
import { isExpired } from "../domain/quotes/validity";
import { deadlinePassed, extensionProblem, type TenderCloseReason, type TenderExtension } from "../domain/tenders/closing";
import type { WebEnv } from "../env";
import { ApiError } from "../http/errors";
import { awardsOf, storedTenderFacts, tenderView, type TenderFacts } from "../views/tenders";
import { planOrders } from "./orders";
import type { AwardTenderRequest } from "../schemas/tenders";
import { TENDER_AWARDED, TENDER_CLOSED, type TenderAwardedEvent, type TenderClosedEvent } from "../schemas/webhook-events";

/** Tenders the minute cron closes at most; a backlog is worked off over the next minutes. */
const TENDERS_PER_TICK = 50;

/**
 * Why the minute cron, a completion or a creation asks to close a tender: it is `due` when its
 * closesAt has come or every quote is answered; `answered` only in the second case.
 */
export type CloseWhen = "due" | "answered";

/** The id of a quote's outcome e-mail, derived from the quote and the kind: the same e-mail is never written twice. */
async function outcomeEmail(quoteId: string, outcome: keyof typeof OUTCOME_EMAIL_KINDS): Promise<OutcomeEmail> {
  const kind = OUTCOME_EMAIL_KINDS[outcome];
  return { id: await emailIdOf(kind, quoteId), quoteId, kind, outcome };
}

const pendingOf = (facts: TenderFacts) => facts.quotes.filter((q) => q.status === "pending" && q.outcome === null);
const pricedOf = (facts: TenderFacts) => facts.quotes.filter((q) => q.status === "sent");

/** The tender as it will stand once the decision has taken effect: what its webhooks tell and the award's answer shows. */
function decidedFacts(facts: TenderFacts, at: string, close: TenderCloseReason | null, award: AwardDecision | null): TenderFacts {
  const awarded = new Set(award?.awards.map((a) => a.quoteId) ?? []);
  const outcomeOf = (q: TenderFacts["quotes"][number]): QuoteOutcome | null => {
    // A quote not chosen by an award since withdrawn may be awarded now.
    if (awarded.has(q.id)) return "accepted";
    if (q.outcome !== null) return q.outcome;
    if (close && q.status === "pending") return "lapsed";
    if (award === null || q.status !== "sent") return null;
    return awarded.has(q.id) ? "accepted" : "not-chosen";
  };
  const referenceOf = (q: TenderFacts["quotes"][number]) => award?.awards.find((a) => a.quoteId === q.id)?.orderReference ?? q.orderReference;
  return {
    ...facts,
    quotes: facts.quotes.map((q) => ({ ...q, outcome: outcomeOf(q), orderReference: referenceOf(q) })),
    ...(close && { closedAt: at, closeReason: close }),
    awardedQuoteId: facts.awardedQuoteId ?? award?.awards[0]?.quoteId ?? null,
    awards: award ? [...award.kept, ...award.awards] : facts.awards,
  };
}

/**
 * Plans closing (with `close`) and/or awarding (with `award`) the tender as read (or as just written):
 * which quotes lapse or are not chosen, the e-mails their dealerships get, and the webhooks (when the
 * tender has a callbackUrl: `tender.closed` with a close, `tender.awarded` with an award), their
 * payloads as the tender will stand, which `decided` is.
 */
export async function planDecision(
  facts: TenderFacts,
  callbackUrl: string | null,
  at: Date,
  close: TenderCloseReason | null,
  award: AwardDecision | null,
): Promise<{ decision: TenderDecision; jobs: Job[]; decided: TenderFacts }> {
  const atIso = at.toISOString();
  const awarded = new Set(award?.awards.map((a) => a.quoteId) ?? []);
  const lapsed = close ? pendingOf(facts).map((q) => q.id) : [];
  const notChosen = award ? pricedOf(facts).filter((q) => q.outcome === null && !awarded.has(q.id)).map((q) => q.id) : [];
  const emails = await Promise.all([
    ...lapsed.map((id) => outcomeEmail(id, "lapsed")),
    ...notChosen.map((id) => outcomeEmail(id, "not-chosen")),
    ...[...awarded].map((id) => outcomeEmail(id, "accepted")),
  ]);
  const decided = decidedFacts(facts, atIso, close, award);
  const webhooks: NewWebhook[] = [];
  if (callbackUrl && (close || award)) {
    const view = tenderView(decided, at);
    if (close) {
      const payload: TenderClosedEvent = {
        type: TENDER_CLOSED,
        data: { tenderId: view.tenderId, closedAt: atIso, closeReason: close, best: view.best, quotes: view.quotes, extensions: view.extensions },
      };
      webhooks.push({ deliveryId: crypto.randomUUID(), event: TENDER_CLOSED, about: facts.id, payload: JSON.stringify(payload) });
    }
    if (award) {
      const payload: TenderAwardedEvent = {
        type: TENDER_AWARDED,
        data: { tenderId: view.tenderId, awardedAt: atIso, quantity: view.quantity, awards: view.awards, reason: award.reason, quotes: view.quotes },
      };
      webhooks.push({ deliveryId: crypto.randomUUID(), event: TENDER_AWARDED, about: facts.id, payload: JSON.stringify(payload) });
    }
  }
  const decision: TenderDecision = {
    tenderId: facts.id,
    token: crypto.randomUUID(),
    at: atIso,
    close: close ? { reason: close, expected: { pending: pendingOf(facts).length, priced: pricedOf(facts).length } } : null,
    award,
    lapsedQuoteIds: lapsed,
    emails,
    webhooks,
  };
  const jobs: Job[] = [
    ...emails.map((email) => ({ type: "email" as const, outboxId: email.id })),
    ...webhooks.map((webhook) => ({ type: "webhook" as const, deliveryId: webhook.deliveryId })),
  ];
  return { decision, jobs, decided };
}

/**
 * How a tender read now should close (see CloseWhen), or null when it should not: its pending quotes
 * lapse and their credits go back, their dealerships are told, and the closing webhook goes to its
 * callbackUrl.
 */
async function planClose(found: StoredTender, when: CloseWhen, now: Date): Promise<Planned<Job[]> | null> {
  if (found.tender.closedAt !== null) return null;
  const facts = storedTenderFacts(found);
  const answered = pendingOf(facts).length === 0;
  if (!answered && (when === "answered" || found.tender.closesAt > now.toISOString())) return null;
  const planned = await planDecision(facts, found.tender.callbackUrl, now, answered ? "all-answered" : "deadline", null);
  return { write: { decision: planned.decision }, result: planned.jobs };
}

/**
 * Closes a tender if it should close now (see CloseWhen). Resolves whether this call closed it, and
 * the jobs to queue. Safe to call from anywhere, any number of times at once: one close takes effect.
 */
export async function closeTender(env: WebEnv, tenderId: string, when: CloseWhen, now: Date): Promise<{ closed: boolean; jobs: Job[] }> {
  const jobs = await decideTender(env.DB, env.ARCHIVE, tenderId, (found) => planClose(found, when, now));
  return { closed: jobs !== null, jobs: jobs ?? [] };
}

/**
 * The minute cron's part in tenders: closes every open tender whose closesAt has come (so a tender
 * closes within a minute of its deadline whether or not any request arrives), and any whose every
 * quote was answered but whose close did not finish, queueing each close's jobs as it is made.
 * Resolves how many it closed.
 */
export async function closeDueTenders(env: WebEnv, now: Date): Promise<number> {
  let closed = 0;
  for (const { id } of await tendersToClose(env.DB, now, TENDERS_PER_TICK)) {
    const jobs = await decideTender(env.DB, env.ARCHIVE, id, (found) => planClose(found, "due", now));
    if (jobs) closed++;
    await enqueueJobs(env, jobs ?? [], now);
  }
  return closed;
}

/** What accepting a quote did: the quote as it now stands, and the jobs to queue. */
export interface Accepted {
  quote: QuoteViewRow;
  jobs: Job[];
}

function conflict(message: string): ApiError {
  return new ApiError("CONFLICT", message);
}

/**
 * Why the quote, as read, cannot be accepted with this order reference; null when it can. Accepting
 * an accepted quote again with the same reference is no conflict: it answers the same.
 */
function acceptProblem(quote: QuoteViewRow, tender: StoredTender | null, orderReference: string | null, now: Date): ApiError | "accepted" | null {
  if (quote.outcome === "accepted") {
    return quote.orderReference === orderReference ? "accepted" : conflict(`Quote ${quote.id} was accepted already, with another order reference`);
  }
  if (quote.outcome === "lapsed") {
    return conflict(
      tender?.tender.closedAt === quote.outcomeAt
        ? `Quote ${quote.id} lapsed: its tender closed at ${quote.outcomeAt} before the dealer priced it`
        : `Quote ${quote.id} lapsed at ${quote.outcomeAt}: its dealership stopped taking quotes before it priced it`,
    );
  }
  if (quote.outcome === "withdrawn") return conflict(`Quote ${quote.id} was accepted, then its order was withdrawn at ${quote.outcomeAt}: ask for a new quote`);
  if (quote.outcome === "declined") return conflict(`Quote ${quote.id} was accepted, then its dealership declined the order at ${quote.outcomeAt}: ask for a new quote`);
  const awarded = tender?.tender.awardedQuoteId ?? null;
  // A quote not chosen may be accepted once its tender's award was withdrawn (the tender has none).
  if (awarded !== null && awarded !== quote.id) {
    return conflict(`Tender ${quote.tenderId} already has an accepted quote (${awarded}): only one of its quotes can be accepted`);
  }
  if (quote.status !== "sent") return conflict(`Quote ${quote.id} is ${quote.status}: only a priced quote can be accepted`);
  if (isExpired(quote.validUntil, now)) return conflict(`Quote ${quote.id} expired at ${quote.validUntil}: its price no longer holds; ask for a new quote`);
  return null;
}

/** Who awards or extends: the client, with its API key or (`console`) a console user's session, in this request. */
export interface AwardRequester {
  clientId: string;
  requestId: string;
  console?: { email: string; consoleSession: string };
}

/** An award as the audit record keeps who made it: the FMO, with its API key or the console user. */
function awardMade(requester: AwardRequester, at: string): AwardDecision["made"] {
  return { by: { by: "fmo", clientId: requester.clientId, email: requester.console?.email ?? null, ...(requester.console && { consoleSession: requester.console.consoleSession }) }, at, requestId: requester.requestId };
}

/**
 * How an award decides an open tender's close: `deadline` when its closesAt has come (the close was
 * due anyway), else `awarded`; a closed tender keeps its close.
 */
function closeWithAward(tender: StoredTender, now: Date): TenderCloseReason | null {
  if (tender.tender.closedAt !== null) return null;
  return deadlinePassed(tender.tender.closesAt, now) ? "deadline" : "awarded";
}

/**
 * What accepting the quote, as read, comes to: nothing to write when it was accepted already with
 * this reference, or an award of its whole quantity (a tender's quote awards the tender). Refuses
 * with 404 or 409.
 */
async function planAcceptance(
  quote: QuoteViewRow | null,
  tender: StoredTender | null,
  request: AwardRequester & { quoteId: string; orderReference: string | null },
  now: Date,
  beforeWrite: Promise<void>,
): Promise<Planned<Accepted>> {
  const { clientId, quoteId, orderReference } = request;
  if (!quote) throw new ApiError("NOT_FOUND", `Quote ${quoteId} not found`);
  const problem = acceptProblem(quote, tender, orderReference, now);
  if (problem === "accepted") return { write: null, result: { quote, jobs: [] } };
  if (problem) throw problem;

  const at = now.toISOString();
  const accepted: QuoteViewRow = { ...quote, outcome: "accepted", outcomeAt: at, orderReference };
  const awards = [{ quoteId, dealershipId: quote.dealershipId, quantity: quote.quantity, orderReference }];
  // The accepted quote becomes one order, of its whole quantity.
  const award: AwardDecision = { awards, kept: [], reason: null, made: awardMade(request, at), orders: planOrders(awards, () => quote, now) };
  await beforeWrite;
  if (!tender) {
    const email = await outcomeEmail(quoteId, "accepted");
    return { write: { accept: { clientId, award, email } }, result: { quote: accepted, jobs: [{ type: "email", outboxId: email.id }] } };
  }
  const planned = await planDecision(storedTenderFacts(tender), tender.tender.callbackUrl, now, closeWithAward(tender, now), award);
  return { write: { decision: planned.decision }, result: { quote: accepted, jobs: planned.jobs } };
}

/**
 * The client accepts one of its priced quotes, which places its order. A tender's quote awards the
 * tender: it closes if it was open (pending quotes lapse), every other priced quote of it is not
 * chosen, every dealership is told. Of concurrent accepts of one tender's quotes exactly one wins;
 * the others get 409. Once an award's orders are withdrawn, a quote not chosen may be accepted.
 */
export async function acceptQuote(
  env: WebEnv,
  request: AwardRequester & { quoteId: string; orderReference: string | null },
  now: Date,
  /** Resolves when writing is allowed (the request limit, counted beside the first read). */
  beforeWrite: Promise<void> = Promise.resolve(),
): Promise<Accepted> {
  const accepted = await decideQuote(env.DB, env.ARCHIVE, request, (quote, tender) => planAcceptance(quote, tender, request, now, beforeWrite));
  if (!accepted) throw conflict(`Quote ${request.quoteId} changed while it was being accepted: try again`);
  return accepted;
}

/** What awarding a tender did: the tender as it now stands, and the jobs to queue. */
export interface Awarded {
  tender: TenderFacts;
  jobs: Job[];
}

/**
 * The awards asked for, with their dealerships, when the tender as read can be awarded so; refuses
 * with 400 or 409 when it cannot. A tender is awarded once, except the quantity of an order since
 * withdrawn or declined: that may be awarded again among the quotes not yet awarded.
 */
function plannedAwards(facts: TenderFacts, requested: AwardTenderRequest["awards"], now: Date): Award[] {
  const quantity = facts.quotes[0]?.quantity ?? 1;
  const open = quantity - awardsOf(facts).reduce((sum, award) => sum + award.quantity, 0);
  if (open <= 0) throw conflict(`Tender ${facts.id} was awarded already (to ${facts.awardedQuoteId}): a tender is awarded once`);
  const problem = awardQuantityProblem(requested, open, open === quantity ? "the tender's quantity" : "the quantity still to award");
  if (problem) throw new ApiError("INVALID_REQUEST", `Field 'awards' ${problem}`);
  return requested.map((asked) => {
    const quote = facts.quotes.find((q) => q.id === asked.quoteId);
    if (!quote) throw new ApiError("INVALID_REQUEST", `Field 'awards' names quote ${asked.quoteId}, which is not one of tender ${facts.id}'s`);
    if (quote.outcome === "lapsed") throw conflict(`Quote ${quote.id} lapsed: it was never priced`);
    if (quote.outcome === "accepted") throw conflict(`Quote ${quote.id} was awarded already, for ${awardsOf(facts).find((a) => a.quoteId === quote.id)?.quantity ?? quote.quantity}`);
    if (quote.outcome === "withdrawn") throw conflict(`Quote ${quote.id} was awarded, then its order was withdrawn: it cannot be awarded again`);
    if (quote.outcome === "declined") throw conflict(`Quote ${quote.id} was awarded, then its dealership declined the order: it cannot be awarded again`);
    if (quote.status !== "sent") throw conflict(`Quote ${quote.id} is ${quote.status}: only a priced quote can be awarded`);
    if (isExpired(quote.validUntil, now)) throw conflict(`Quote ${quote.id} expired at ${quote.validUntil}: its price no longer holds`);
    return { quoteId: quote.id, dealershipId: quote.dealershipId, quantity: asked.quantity, orderReference: asked.orderReference ?? null };
  });
}

/**
 * The client awards its tender, whole or split by quantity: each awarded quote accepted with its
 * quantity and order reference, every other priced quote not chosen (told its rank and the client's
 * reason), an open tender closed (pending quotes lapse), every dealership told, and `tender.awarded`
 * sent. A tender is awarded once: of concurrent awards one wins, the others get 409.
 */
export async function awardTender(
  env: WebEnv,
  request: AwardRequester & { tenderId: string; awards: AwardTenderRequest["awards"]; reason: string | null },
  now: Date,
  /** Resolves when writing is allowed (the request limit, counted beside the first read). */
  beforeWrite: Promise<void> = Promise.resolve(),
): Promise<Awarded> {
  const awarded = await decideTender(env.DB, env.ARCHIVE, request.tenderId, async (found): Promise<Planned<Awarded>> => {
    if (found.tender.clientId !== request.clientId) throw new ApiError("NOT_FOUND", `Tender ${request.tenderId} not found`);
    const facts = storedTenderFacts(found);
    const awards = plannedAwards(facts, request.awards, now);
    // One order per awarded quote, of the quantity awarded to it.
    const pricing = (quoteId: string) => {
      const quote = facts.quotes.find((q) => q.id === quoteId);
      return quote && { pricing: quote.pricing, dealershipState: facts.named.get(quote.dealershipId)?.state ?? null };
    };
    const award: AwardDecision = { awards, kept: awardsOf(facts), reason: request.reason, made: awardMade(request, now.toISOString()), orders: planOrders(awards, pricing, now) };
    await beforeWrite;
    const planned = await planDecision(facts, found.tender.callbackUrl, now, closeWithAward(found, now), award);
    return { write: { decision: planned.decision }, result: { tender: planned.decided, jobs: planned.jobs } };
  });
  if (!awarded) throw conflict(`Tender ${request.tenderId} changed while it was being awarded: read it and try again`);
  return awarded;
}

/** What moving a tender's deadline did: the tender as it now stands, and the e-mails to queue. */
export interface Extended {
  tender: TenderFacts;
  jobs: Job[];
}

/** A move of the deadline lost its race this many times (another move, a close) before it is refused: read and try again. */
const EXTEND_ATTEMPTS = 4;

/**
 * The client moves its open tender's deadline later (at most 30 days after it was asked), with a
 * reason: every dealership still asked is e-mailed the new deadline and the reason at once, and the
 * tender shows the move in `extensions`. 409 once the tender has closed or its deadline has come,
 * 400 for a time not later than the current deadline.
 */
export async function extendTender(
  env: WebEnv,
  request: AwardRequester & { tenderId: string; closesAt: Date; reason: string },
  now: Date,
  beforeWrite: Promise<void> = Promise.resolve(),
): Promise<Extended> {
  const db = database(env.DB);
  for (let attempt = 0; attempt < EXTEND_ATTEMPTS; attempt++) {
    const found = await findTender(db, env.ARCHIVE, request.tenderId, request.clientId);
    if (!found) throw new ApiError("NOT_FOUND", `Tender ${request.tenderId} not found`);
    const { tender } = found;
    if (tender.closedAt !== null) throw conflict(`Tender ${tender.id} closed at ${tender.closedAt}: a closed tender's deadline cannot move`);
    if (deadlinePassed(tender.closesAt, now)) throw conflict(`Tender ${tender.id} closed at ${tender.closesAt}, its deadline: a closed tender's deadline cannot move`);
    const problem = extensionProblem(request.closesAt, new Date(tender.closesAt), new Date(tender.createdAt));
    if (problem) throw new ApiError("INVALID_REQUEST", `Field 'closesAt' ${problem}`);

    const at = now.toISOString();
    const extension: TenderExtension = { at, from: tender.closesAt, to: request.closesAt.toISOString(), reason: request.reason };
    const emails = found.quotes.filter((q) => q.outcome === null).map((q) => ({ id: crypto.randomUUID(), quoteId: q.id }));
    await beforeWrite;
    if (await extendTenderDeadline(env.DB, { tenderId: tender.id, clientId: request.clientId, extension, emails, made: awardMade(request, at) })) {
      const facts = storedTenderFacts(found);
      return {
        tender: { ...facts, closesAt: extension.to, extensions: [...facts.extensions, extension] },
        jobs: emails.map((email) => ({ type: "email" as const, outboxId: email.id })),
      };
    }
  }
  throw conflict(`Tender ${request.tenderId} changed while its deadline was being moved: read it and try again`);
}
