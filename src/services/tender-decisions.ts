import { database } from "../db/client";
import type { QuoteViewRow } from "../db/queries/quote-rows";
import { findClientQuote } from "../db/queries/quotes";
import { acceptSingleQuoteStatements, tenderDecisionStatements, type OutcomeEmail, type TenderDecision } from "../db/queries/tender-decisions";
import { findTender, type StoredTender } from "../db/queries/tenders";
import { emailIdOf } from "../domain/quotes/email-ids";
import { OUTCOME_EMAIL_KINDS } from "../domain/quotes/email-kinds";
import type { QuoteOutcome } from "../domain/quotes/outcome";
import { isExpired } from "../domain/quotes/validity";
import type { TenderCloseReason } from "../domain/tenders/closing";
import type { WebEnv } from "../env";
import { ApiError } from "../http/errors";
import { storedTenderFacts, tenderView, type TenderFacts } from "../http/tender-views";
import type { Job } from "../jobs/job";
import { TENDER_CLOSED, type TenderClosedEvent } from "../schemas/webhook-events";

/** A decision that lost a race is planned again from a fresh read, this many times at most. */
const ATTEMPTS = 4;

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
  let webhook: TenderDecision["webhook"] = null;
  if (close && callbackUrl) {
    const view = tenderView(decidedFacts(facts, atIso, close, award?.quoteId ?? null), at);
    const payload: TenderClosedEvent = {
      type: TENDER_CLOSED,
      data: { tenderId: view.tenderId, closedAt: atIso, closeReason: close, best: view.best, quotes: view.quotes },
    };
    webhook = { deliveryId: crypto.randomUUID(), event: TENDER_CLOSED, payload: JSON.stringify(payload) };
  }
  const decision: TenderDecision = {
    tenderId: facts.id,
    token: crypto.randomUUID(),
    at: atIso,
    close: close ? { reason: close, expected: { pending: pendingOf(facts).length, priced: pricedOf(facts).length } } : null,
    award,
    lapsedQuoteIds: lapsed,
    emails,
    webhook,
  };
  const jobs: Job[] = [
    ...emails.map((email) => ({ type: "email" as const, outboxId: email.id })),
    ...(webhook ? [{ type: "webhook" as const, deliveryId: webhook.deliveryId }] : []),
  ];
  return { decision, jobs };
}

async function runDecision(env: WebEnv, planned: { decision: TenderDecision }): Promise<boolean> {
  const [decided] = await env.DB.batch(tenderDecisionStatements(env.DB, planned.decision));
  return decided!.meta.changes === 1;
}

/**
 * Closes a tender if it should close now (see CloseWhen): its pending quotes lapse and their
 * credits go back, their dealerships are told, and the closing webhook goes to its callbackUrl.
 * Resolves whether this call closed it, and the jobs to queue. Safe to call from anywhere, any
 * number of times at once: one close takes effect.
 */
export async function closeTender(env: WebEnv, tenderId: string, when: CloseWhen, now: Date): Promise<{ closed: boolean; jobs: Job[] }> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const found = await findTender(database(env.DB), env.ARCHIVE, tenderId, null);
    if (!found || found.tender.closedAt !== null) break;
    const facts = storedTenderFacts(found);
    const answered = pendingOf(facts).length === 0;
    if (!answered && (when === "answered" || found.tender.closesAt > now.toISOString())) break;
    const planned = await planDecision(facts, found.tender.callbackUrl, now, answered ? "all-answered" : "deadline", null);
    if (await runDecision(env, planned)) return { closed: true, jobs: planned.jobs };
  }
  return { closed: false, jobs: [] };
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
  const awarded = tender?.tender.awardedQuoteId ?? null;
  if (quote.outcome === "not-chosen" || (awarded !== null && awarded !== quote.id)) {
    return conflict(`Tender ${quote.tenderId} already has an accepted quote (${awarded}): only one of its quotes can be accepted`);
  }
  if (quote.status !== "sent") return conflict(`Quote ${quote.id} is ${quote.status}: only a priced quote can be accepted`);
  if (isExpired(quote.validUntil, now)) return conflict(`Quote ${quote.id} expired at ${quote.validUntil}: its price no longer holds; ask for a new quote`);
  return null;
}

/**
 * The client accepts one of its priced quotes. A tender's quote awards the tender: it closes if it
 * was open (pending quotes lapse), every other priced quote of it is not chosen, every dealership is
 * told. Of concurrent accepts of one tender's quotes exactly one wins; the others get 409.
 */
export async function acceptQuote(
  env: WebEnv,
  request: { clientId: string; quoteId: string; orderReference: string | null },
  now: Date,
  /** Resolves when writing is allowed (the request limit, counted beside the first read). */
  beforeWrite: Promise<void> = Promise.resolve(),
): Promise<Accepted> {
  const { clientId, quoteId, orderReference } = request;
  const db = database(env.DB);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const quote = await findClientQuote(db, env.ARCHIVE, clientId, quoteId);
    if (!quote) throw new ApiError("NOT_FOUND", `Quote ${quoteId} not found`);
    const tender = quote.tenderId ? await findTender(db, env.ARCHIVE, quote.tenderId, clientId) : null;
    const problem = acceptProblem(quote, tender, orderReference, now);
    if (problem === "accepted") return { quote, jobs: [] };
    if (problem) throw problem;

    const at = now.toISOString();
    const accepted: QuoteViewRow = { ...quote, outcome: "accepted", outcomeAt: at, orderReference };
    if (!tender) {
      const email = await outcomeEmail(quoteId, "accepted");
      await beforeWrite;
      const [updated] = await env.DB.batch(acceptSingleQuoteStatements(env.DB, { clientId, quoteId, orderReference, at, email }));
      if (updated!.meta.changes === 1) return { quote: accepted, jobs: [{ type: "email", outboxId: email.id }] };
      continue;
    }
    await beforeWrite;
    const planned = await planDecision(storedTenderFacts(tender), tender.tender.callbackUrl, now, tender.tender.closedAt === null ? "awarded" : null, {
      quoteId,
      orderReference,
    });
    if (await runDecision(env, planned)) return { quote: accepted, jobs: planned.jobs };
  }
  throw conflict(`Quote ${quoteId} changed while it was being accepted: try again`);
}
