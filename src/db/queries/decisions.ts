import { database } from "../client";
import type { QuoteViewRow } from "./quote-rows";
import { findClientQuote } from "./quotes";
import type { OutcomeEmail } from "./outcome-emails";
import { acceptSingleQuoteStatements, tenderDecisionStatements, type AwardDecision, type TenderDecision } from "./tender-decisions";
import { findTender, type StoredTender } from "./tenders";

// Decisions about quotes and tenders are written optimistically: read, decide (the caller's plan,
// on what was read), write in one guarded batch. The batch's guards refuse a decision planned on a
// state that changed meanwhile (a concurrent close, accept or completion): it changes nothing, and
// is planned again from a fresh read.

/** A decision that lost a race is planned again from a fresh read, this many times at most. */
const ATTEMPTS = 4;

/** What a plan decides: a write (nothing, when there is nothing to write), and what its caller resolves once it took effect. */
export interface Planned<Result> {
  write: { decision: TenderDecision } | { accept: { clientId: string; award: AwardDecision; email: OutcomeEmail } } | null;
  result: Result;
}

/** Writes a plan's decision in one batch; resolves whether it took effect (its guarded first statement changed a row). */
async function written(d1: D1Database, write: NonNullable<Planned<unknown>["write"]>): Promise<boolean> {
  const statements = "decision" in write ? tenderDecisionStatements(d1, write.decision) : acceptSingleQuoteStatements(d1, write.accept);
  const [decided] = await d1.batch(statements);
  return decided!.meta.changes === 1;
}

/**
 * Decides about a tender: reads it, asks `plan` (null: nothing to decide), writes the decision.
 * Resolves the plan's result once its decision took effect, or null (nothing decided, or every
 * attempt lost its race).
 */
export async function decideTender<Result>(
  d1: D1Database,
  archive: R2Bucket,
  tenderId: string,
  plan: (found: StoredTender) => Promise<Planned<Result> | null>,
): Promise<Result | null> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const found = await findTender(database(d1), archive, tenderId, null);
    const planned = found && (await plan(found));
    if (!planned) return null;
    if (planned.write === null || (await written(d1, planned.write))) return planned.result;
  }
  return null;
}

/**
 * Decides about the client's quote (and its tender, when it is a tender's): reads both, asks
 * `plan` (which may refuse by throwing), writes what it decides. Resolves the plan's result once its
 * write took effect (at once, when it writes nothing), or null when every attempt lost its race.
 */
export async function decideQuote<Result>(
  d1: D1Database,
  archive: R2Bucket,
  request: { clientId: string; quoteId: string },
  plan: (quote: QuoteViewRow | null, tender: StoredTender | null) => Promise<Planned<Result>>,
): Promise<Result | null> {
  const db = database(d1);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const quote = await findClientQuote(db, archive, request.clientId, request.quoteId);
    const tender = quote?.tenderId ? await findTender(db, archive, quote.tenderId, request.clientId) : null;
    const planned = await plan(quote, tender);
    if (planned.write === null || (await written(d1, planned.write))) return planned.result;
  }
  return null;
}
