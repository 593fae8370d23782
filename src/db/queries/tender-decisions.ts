import { sql } from "drizzle-orm";
import type { TenderCloseReason } from "../../domain/tenders/closing";
import { statement } from "../statement";
import { returnCreditsStatements } from "./credits";
import { orderInserts, type OrderPlacement } from "./orders";
import { outcomeEmails, type OutcomeEmail } from "./outcome-emails";
import { webhookInserts, type NewWebhook } from "./webhook-deliveries";

/**
 * One decision about a tender: closing it, awarding one of its quotes, or both at once. It was planned
 * from the tender as read (`expected`), and takes effect only if the tender still stands so: a quote
 * priced or decided meanwhile makes it take no effect at all, and the caller plans again.
 */
export interface TenderDecision {
  tenderId: string;
  /** Random, once per decision: the statements after the first act only where they find it. */
  token: string;
  at: string;
  /** Set when the tender is open and closes with this decision. */
  close: { reason: TenderCloseReason; expected: { pending: number; priced: number } } | null;
  /** The quote the client accepts, with its order reference. */
  award: { quoteId: string; orderReference: string | null } | null;
  /** Quotes still pending at the close: they lapse, and their dealerships get their credit back. */
  lapsedQuoteIds: string[];
  emails: OutcomeEmail[];
  /** The webhooks the decision sends to the tender's callbackUrl (if it has one), payloads frozen as of the decision. */
  webhooks: NewWebhook[];
  /** The orders an award places (one per awarded quote), written only if the decision took effect. */
  placement: OrderPlacement | null;
}

/**
 * The decision's statements, for one batch (one transaction). The first changes the tender, guarded
 * on it standing as planned (for a close: still open, with the pending and priced counts read; for an
 * award: no quote accepted yet, and the chosen one still priced, undecided and within its validity) and
 * writes the decision's token; every other statement acts only where the tender carries that token, so
 * a decision that lost a race changes nothing, and each lapse, credit, e-mail and webhook happens once.
 * The caller reads the first statement's `meta.changes`: 1 when the decision took effect.
 */
export function tenderDecisionStatements(d1: Pick<D1Database, "prepare">, decision: TenderDecision): D1PreparedStatement[] {
  const { tenderId, token, at, close, award } = decision;
  const awardedQuoteId = award?.quoteId ?? null;
  /**
   * The chosen quote is the tender's, priced, undecided (or not chosen by an award since withdrawn:
   * the tender has none now) and still valid at `at`.
   */
  const awardable = sql`exists (select 1 from quotes where id = ${awardedQuoteId} and tender_id = ${tenderId} and status = 'sent' and (outcome is null or outcome = 'not-chosen') and valid_until > ${at})`;
  const decide = close
    ? statement(
        d1,
        sql`update tenders set closed_at = ${at}, close_reason = ${close.reason}, close_token = ${token}, awarded_quote_id = ${awardedQuoteId}
           where id = ${tenderId} and closed_at is null
             and (select count(*) from quotes where tender_id = ${tenderId} and status = 'pending' and outcome is null) = ${close.expected.pending}
             and (select count(*) from quotes where tender_id = ${tenderId} and status = 'sent') = ${close.expected.priced}
             and (${awardedQuoteId} is null or ${awardable})`,
      )
    : statement(
        d1,
        sql`update tenders set close_token = ${token}, awarded_quote_id = ${awardedQuoteId}
           where id = ${tenderId} and closed_at is not null and awarded_quote_id is null and ${awardable}`,
      );
  const ours = sql`exists (select 1 from tenders where id = ${tenderId} and close_token = ${token})`;
  const statements = [
    decide,
    statement(
      d1,
      sql`update quotes set outcome = 'lapsed', outcome_at = ${at}
         where id in (select value from json_each(${JSON.stringify(decision.lapsedQuoteIds)})) and tender_id = ${tenderId} and status = 'pending' and outcome is null and ${ours}`,
    ),
    // A lapsed quote's credit goes back to its dealership, with its entry in the dealership's statement.
    ...returnCreditsStatements(d1, { where: sql`q.tender_id = ${tenderId} and q.outcome = 'lapsed' and q.outcome_at = ${at} and ${ours}` }, at),
  ];
  if (award) {
    statements.push(
      statement(
        d1,
        sql`update quotes set outcome = 'accepted', outcome_at = ${at}, order_reference = ${award.orderReference}
           where id = ${award.quoteId} and tender_id = ${tenderId} and (outcome is null or outcome = 'not-chosen') and ${ours}`,
      ),
      statement(
        d1,
        sql`update quotes set outcome = 'not-chosen', outcome_at = ${at} where tender_id = ${tenderId} and id <> ${award.quoteId} and status = 'sent' and outcome is null and ${ours}`,
      ),
    );
  }
  statements.push(
    outcomeEmails(d1, decision.emails, at),
    ...webhookInserts(d1, { kind: "tender", guard: sql`s.id = ${tenderId} and s.close_token = ${token}` }, decision.webhooks, at),
    ...orderInserts(d1, decision.placement, at),
  );
  return statements;
}

/**
 * Accepts a quote that is not part of a tender: guarded on it being the client's, priced, undecided
 * and within its validity, with the order it places. `meta.changes` of the first statement is 1 when
 * it took effect.
 */
export function acceptSingleQuoteStatements(
  d1: Pick<D1Database, "prepare">,
  accept: { clientId: string; quoteId: string; orderReference: string | null; at: string; email: OutcomeEmail; placement: OrderPlacement },
): D1PreparedStatement[] {
  return [
    statement(
      d1,
      sql`update quotes set outcome = 'accepted', outcome_at = ${accept.at}, order_reference = ${accept.orderReference}
         where id = ${accept.quoteId} and client_id = ${accept.clientId} and tender_id is null and status = 'sent' and outcome is null and valid_until > ${accept.at}`,
    ),
    outcomeEmails(d1, [accept.email], accept.at),
    ...orderInserts(d1, accept.placement, accept.at),
  ];
}

/**
 * The open tenders the minute cron should close: due by their `closesAt`, or with every quote
 * answered (a close a completion should have made, but did not finish). Oldest deadline first.
 */
export async function tendersToClose(d1: D1Database, now: Date, limit: number): Promise<{ id: string }[]> {
  const { results } = await statement(
    d1,
    sql`select id from tenders
       where closed_at is null
         and (closes_at <= ${now.toISOString()} or not exists (select 1 from quotes where tender_id = tenders.id and status = 'pending' and outcome is null))
       order by closes_at limit ${limit}`,
  ).all<{ id: string }>();
  return results;
}
