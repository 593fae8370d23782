import type { EmailKind } from "../../domain/quotes/email-kinds";
import type { TenderCloseReason } from "../../domain/tenders/closing";
import type { WebhookEventName } from "../../schemas/webhook-events";
import { returnCreditsStatements } from "./credits";

/** An outcome e-mail to a decided quote's dealership, written only if the quote has that outcome. */
export interface OutcomeEmail {
  id: string;
  quoteId: string;
  kind: EmailKind;
  outcome: "accepted" | "not-chosen" | "lapsed";
}

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
  /** The closing webhook (to the tender's callbackUrl, if it has one), payload frozen as of the close. */
  webhook: { deliveryId: string; event: WebhookEventName; payload: string } | null;
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
  /** The chosen quote (placeholder `quote`) is the tender's, priced, undecided and still valid at ?2. */
  const awardable = (quote: string) =>
    `exists (select 1 from quotes where id = ${quote} and tender_id = ?1 and status = 'sent' and outcome is null and valid_until > ?2)`;
  const decide = close
    ? d1
        .prepare(
          `update tenders set closed_at = ?2, close_reason = ?3, close_token = ?4, awarded_quote_id = ?5
           where id = ?1 and closed_at is null
             and (select count(*) from quotes where tender_id = ?1 and status = 'pending' and outcome is null) = ?6
             and (select count(*) from quotes where tender_id = ?1 and status = 'sent') = ?7
             and (?5 is null or ${awardable("?5")})`,
        )
        .bind(tenderId, at, close.reason, token, award?.quoteId ?? null, close.expected.pending, close.expected.priced)
    : d1
        .prepare(
          `update tenders set close_token = ?3, awarded_quote_id = ?4
           where id = ?1 and closed_at is not null and awarded_quote_id is null and ${awardable("?4")}`,
        )
        .bind(tenderId, at, token, award?.quoteId ?? null);
  const ours = "exists (select 1 from tenders where id = ?1 and close_token = ?2)";
  const statements = [
    decide,
    d1
      .prepare(
        `update quotes set outcome = 'lapsed', outcome_at = ?3
         where id in (select value from json_each(?4)) and tender_id = ?1 and status = 'pending' and outcome is null and ${ours}`,
      )
      .bind(tenderId, token, at, JSON.stringify(decision.lapsedQuoteIds)),
    // A lapsed quote's credit goes back to its dealership, with its entry in the dealership's statement.
    ...returnCreditsStatements(
      d1,
      {
        where: "q.tender_id = ? and q.outcome = 'lapsed' and q.outcome_at = ? and exists (select 1 from tenders where id = ? and close_token = ?)",
        bindings: [tenderId, at, tenderId, token],
      },
      at,
    ),
  ];
  if (award) {
    statements.push(
      d1
        .prepare(`update quotes set outcome = 'accepted', outcome_at = ?3, order_reference = ?4 where id = ?5 and tender_id = ?1 and outcome is null and ${ours}`)
        .bind(tenderId, token, at, award.orderReference, award.quoteId),
      d1
        .prepare(`update quotes set outcome = 'not-chosen', outcome_at = ?3 where tender_id = ?1 and id <> ?4 and status = 'sent' and outcome is null and ${ours}`)
        .bind(tenderId, token, at, award.quoteId),
    );
  }
  statements.push(outcomeEmails(d1, decision.emails, at));
  if (decision.webhook) {
    const { deliveryId, event, payload } = decision.webhook;
    statements.push(
      d1
        .prepare(
          `insert into webhook_deliveries (id, tender_id, client_id, url, event, payload, created_at, next_attempt_at)
           select ?3, id, client_id, callback_url, ?4, ?5, ?6, ?6 from tenders
           where id = ?1 and close_token = ?2 and closed_at = ?6 and callback_url is not null`,
        )
        .bind(tenderId, token, deliveryId, event, payload, at),
    );
  }
  return statements;
}

/**
 * Outcome e-mails to the decided quotes' dealerships, each written only if its quote now has the
 * outcome it tells of and was decided at `at`, to the dealership's contact address. Their ids are
 * derived from the quote and the kind (src/services/tender-decisions.ts), so one can never be written
 * twice.
 */
export function outcomeEmails(d1: Pick<D1Database, "prepare">, emails: OutcomeEmail[], at: string): D1PreparedStatement {
  return d1
    .prepare(
      `insert or ignore into email_outbox (id, quote_id, kind, recipient, created_at, next_attempt_at)
       select e.value ->> 'id', q.id, e.value ->> 'kind', d.contact_email, ?2, ?2
       from json_each(?1) as e
       inner join quotes q on q.id = e.value ->> 'quoteId'
       inner join dealerships d on d.id = q.dealership_id
       where q.outcome = e.value ->> 'outcome' and q.outcome_at = ?2 and d.contact_email is not null`,
    )
    .bind(JSON.stringify(emails), at);
}

/**
 * Accepts a quote that is not part of a tender: guarded on it being the client's, priced, undecided
 * and within its validity. `meta.changes` of the first statement is 1 when it took effect.
 */
export function acceptSingleQuoteStatements(
  d1: Pick<D1Database, "prepare">,
  accept: { clientId: string; quoteId: string; orderReference: string | null; at: string; email: OutcomeEmail },
): D1PreparedStatement[] {
  return [
    d1
      .prepare(
        `update quotes set outcome = 'accepted', outcome_at = ?1, order_reference = ?2
         where id = ?3 and client_id = ?4 and tender_id is null and status = 'sent' and outcome is null and valid_until > ?1`,
      )
      .bind(accept.at, accept.orderReference, accept.quoteId, accept.clientId),
    outcomeEmails(d1, [accept.email], accept.at),
  ];
}

/**
 * The open tenders the minute cron should close: due by their `closesAt`, or with every quote
 * answered (a close a completion should have made, but did not finish). Oldest deadline first.
 */
export async function tendersToClose(d1: D1Database, now: Date, limit: number): Promise<{ id: string }[]> {
  const { results } = await d1
    .prepare(
      `select id from tenders
       where closed_at is null
         and (closes_at <= ?1 or not exists (select 1 from quotes where tender_id = tenders.id and status = 'pending' and outcome is null))
       order by closes_at limit ?2`,
    )
    .bind(now.toISOString(), limit)
    .all<{ id: string }>();
  return results;
}
