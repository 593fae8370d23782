import { enqueueJobs, type Job } from "../db/job-queue";
import { decideQuote, decideTender, type Planned } from "../db/queries/decisions";
import type { QuoteViewRow } from "../db/queries/quote-rows";
import type { OutcomeEmail } from "../db/queries/outcome-emails";
import { tendersToClose, type TenderDecision } from "../db/queries/tender-decisions";
import type { StoredTender } from "../db/queries/tenders";
import { emailIdOf } from "../domain/quotes/email-ids";
import { OUTCOME_EMAIL_KINDS } from "../domain/quotes/email-kinds";
import type { QuoteOutcome } from "../domain/quotes/outcome";
import { isExpired } from "../domain/quotes/validity";
import type { TenderCloseReason } from "../domain/tenders/closing";
import type { WebEnv } from "../env";
import { ApiError } from "../http/errors";
import type { ByFmo, ChangeMade } from "../domain/changed-by";
import type { OrderPlacement } from "../db/queries/orders";
import { storedTenderFacts, tenderView, type TenderFacts } from "../views/tenders";
import { planOrders } from "./orders";
import { TENDER_CLOSED, type TenderClosedEvent } from "../schemas/webhook-events";

/** Tenders the minute cron closes at most; a backlog is worked off over the next minutes. */
const TENDERS_PER_TICK = 50;

/**
 * Why the minute cron, a completion or a creation asks to close a tender: it is `due` when its
 * closesAt has come or every quote is answered; `answered` only in the second case.
 */
export type CloseWhen = "due" | "answered";

/** The id of a quote's outcome e-mail, derived from the quote and the kind: the same e-mail is never written twice. */
async function outcomeEmail(quoteId: string, outcome: QuoteOutcome): Promise<OutcomeEmail> {
  const kind = OUTCOME_EMAIL_KINDS[outcome];
  return { id: await emailIdOf(kind, quoteId), quoteId, kind, outcome };
}

const pendingOf = (facts: TenderFacts) => facts.quotes.filter((q) => q.status === "pending" && q.outcome === null);
const pricedOf = (facts: TenderFacts) => facts.quotes.filter((q) => q.status === "sent");

/** The tender as it will stand once the decision has taken effect: what its webhook tells. */
function decidedFacts(facts: TenderFacts, at: string, close: TenderCloseReason | null, awardedQuoteId: string | null): TenderFacts {
  const outcomeOf = (q: TenderFacts["quotes"][number]): QuoteOutcome | null => {
    if (q.id === awardedQuoteId) return "accepted";
    if (q.outcome !== null) return q.outcome;
    if (close && q.status === "pending") return "lapsed";
    if (awardedQuoteId === null || q.status !== "sent") return null;
    return q.id === awardedQuoteId ? "accepted" : "not-chosen";
  };
  return {
    ...facts,
    quotes: facts.quotes.map((q) => ({ ...q, outcome: outcomeOf(q) })),
    ...(close && { closedAt: at, closeReason: close }),
    awardedQuoteId: awardedQuoteId ?? facts.awardedQuoteId,
  };
}

/**
 * Plans closing (with `close`) and/or awarding (with `award`) the tender as read (or as just written):
 * which quotes lapse or are not chosen, the e-mails their dealerships get, and the closing webhook
 * (when the tender has a callbackUrl), its payload as the tender will stand.
 */
export async function planDecision(
  facts: TenderFacts,
  callbackUrl: string | null,
  at: Date,
  close: TenderCloseReason | null,
  award: { quoteId: string; orderReference: string | null } | null,
): Promise<{ decision: TenderDecision; jobs: Job[] }> {
  const atIso = at.toISOString();
  const lapsed = close ? pendingOf(facts).map((q) => q.id) : [];
  const notChosen = award ? pricedOf(facts).filter((q) => q.outcome === null && q.id !== award.quoteId).map((q) => q.id) : [];
  const emails = await Promise.all([
    ...lapsed.map((id) => outcomeEmail(id, "lapsed")),
    ...notChosen.map((id) => outcomeEmail(id, "not-chosen")),
    ...(award ? [outcomeEmail(award.quoteId, "accepted")] : []),
  ]);
  const webhooks: TenderDecision["webhooks"] = [];
  if (close && callbackUrl) {
    const view = tenderView(decidedFacts(facts, atIso, close, award?.quoteId ?? null), at);
    const payload: TenderClosedEvent = {
      type: TENDER_CLOSED,
      data: { tenderId: view.tenderId, closedAt: atIso, closeReason: close, best: view.best, quotes: view.quotes },
    };
    webhooks.push({ deliveryId: crypto.randomUUID(), event: TENDER_CLOSED, about: facts.id, payload: JSON.stringify(payload) });
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
    placement: null,
  };
  const jobs: Job[] = [
    ...emails.map((email) => ({ type: "email" as const, outboxId: email.id })),
    ...webhooks.map((webhook) => ({ type: "webhook" as const, deliveryId: webhook.deliveryId })),
  ];
  return { decision, jobs };
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
  const awarded = tender?.tender.awardedQuoteId ?? null;
  // A quote not chosen may be accepted once its tender's award was withdrawn (the tender has none).
  if (awarded !== null && awarded !== quote.id) {
    return conflict(`Tender ${quote.tenderId} already has an accepted quote (${awarded}): only one of its quotes can be accepted`);
  }
  if (quote.status !== "sent") return conflict(`Quote ${quote.id} is ${quote.status}: only a priced quote can be accepted`);
  if (isExpired(quote.validUntil, now)) return conflict(`Quote ${quote.id} expired at ${quote.validUntil}: its price no longer holds; ask for a new quote`);
  return null;
}

/**
 * What accepting the quote, as read, comes to: nothing to write when it was accepted already with
 * this reference, the quote's own acceptance, or (a tender's quote) the tender awarded to it. Refuses
 * with 404 or 409.
 */
async function planAcceptance(
  quote: QuoteViewRow | null,
  tender: StoredTender | null,
  request: AcceptRequest,
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
  // The accepted quote becomes one order, of its whole quantity.
  const placement: OrderPlacement = {
    orders: planOrders([{ quoteId, dealershipId: quote.dealershipId, quantity: quote.quantity, orderReference }], () => quote, now),
    made: request.made,
  };
  if (!tender) {
    const email = await outcomeEmail(quoteId, "accepted");
    await beforeWrite;
    return { write: { accept: { clientId, quoteId, orderReference, at, email, placement } }, result: { quote: accepted, jobs: [{ type: "email", outboxId: email.id }] } };
  }
  await beforeWrite;
  const planned = await planDecision(storedTenderFacts(tender), tender.tender.callbackUrl, now, tender.tender.closedAt === null ? "awarded" : null, { quoteId, orderReference });
  return { write: { decision: { ...planned.decision, placement } }, result: { quote: accepted, jobs: planned.jobs } };
}

/** A client's accept: the quote, its own order reference, and the change as the audit record keeps it (the order placed). */
export interface AcceptRequest {
  clientId: string;
  quoteId: string;
  orderReference: string | null;
  made: ChangeMade<ByFmo>;
}

/**
 * The client accepts one of its priced quotes, which places its order. A tender's quote awards the
 * tender: it closes if it was open (pending quotes lapse), every other priced quote of it is not
 * chosen, every dealership is told. Of concurrent accepts of one tender's quotes exactly one wins;
 * the others get 409. Once an award's order is withdrawn, a quote not chosen may be accepted.
 */
export async function acceptQuote(
  env: WebEnv,
  request: AcceptRequest,
  now: Date,
  /** Resolves when writing is allowed (the request limit, counted beside the first read). */
  beforeWrite: Promise<void> = Promise.resolve(),
): Promise<Accepted> {
  const accepted = await decideQuote(env.DB, env.ARCHIVE, request, (quote, tender) => planAcceptance(quote, tender, request, now, beforeWrite));
  if (!accepted) throw conflict(`Quote ${request.quoteId} changed while it was being accepted: try again`);
  return accepted;
}
