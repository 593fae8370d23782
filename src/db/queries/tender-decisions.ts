import { sql, type SQL } from "drizzle-orm";
import type { ByFmo, ChangeMade } from "../../domain/changed-by";
import type { Award } from "../../domain/tenders/awards";
import type { TenderCloseReason } from "../../domain/tenders/closing";
import { statement } from "../statement";
import { auditEntryStatement } from "./audit";
import { returnCreditsStatements } from "./credits";
import { orderInserts, type NewOrder } from "./orders";
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
  /** The award: the quotes the client chose, each with its quantity and order reference (the first is `awardedQuoteId`). */
  award: AwardDecision | null;
  /** Quotes still pending at the close: they lapse, and their dealerships get their credit back. */
  lapsedQuoteIds: string[];
  emails: OutcomeEmail[];
  /** The webhooks the decision sends to the tender's callbackUrl (if it has one), payloads frozen as of the decision. */
  webhooks: NewWebhook[];
}

/**
 * What the client awards: the quotes and quantities, its reason for the others, who made it (for
 * the audit record), and the order each award places (src/services/orders.ts).
 */
export interface AwardDecision {
  awards: Award[];
  /**
   * The awards of the tender still standing (none for a first award): a further award gives the
   * quantity an order withdrawn or declined freed. The decision stands only while exactly these
   * quotes of the tender are accepted.
   */
  kept: Award[];
  reason: string | null;
  made: ChangeMade<ByFmo>;
  orders: NewOrder[];
}

/**
 * The one place an award is recorded, for a tender's award (split or whole) and a single quote's
 * accept alike: each awarded quote accepted with its order reference, the tender's `awards` (when
 * it is a tender's), the award in the audit record, and one order per award (`orderInserts`, written
 * only where its quote was accepted by this statement); every statement acts only where `guard`
 * holds (the decision's own token on the tender, or the single quote still awardable). The first
 * statement's `meta.changes` is the number of quotes accepted.
 */
export function awardStatements(d1: Pick<D1Database, "prepare">, tenderId: string | null, award: AwardDecision, guard: SQL): D1PreparedStatement[] {
  const { awards, made } = award;
  const listed = JSON.stringify(awards);
  const standing = JSON.stringify([...award.kept, ...awards]);
  const recorded = JSON.stringify({ awards, reason: award.reason });
  return [
    statement(
      d1,
      sql`update quotes set outcome = 'accepted', outcome_at = ${made.at},
           order_reference = (select a.value ->> 'orderReference' from json_each(${listed}) as a where a.value ->> 'quoteId' = quotes.id)
         where id in (select value ->> 'quoteId' from json_each(${listed})) and ${tenderId === null ? sql`tender_id is null` : sql`tender_id = ${tenderId}`}
           and (outcome is null or outcome = 'not-chosen') and ${guard}`,
    ),
    ...(tenderId
      ? [statement(d1, sql`update tenders set awards = ${standing}, award_reason = coalesce(${award.reason}, award_reason) where id = ${tenderId} and ${guard}`)]
      : []),
    auditEntryStatement(
      d1,
      { action: tenderId ? "tender.award" : "quote.accept", targetType: tenderId ? "tender" : "quote", targetId: tenderId ?? awards[0]!.quoteId, dealershipId: null, made },
      { after: sql`${recorded}`, when: sql`exists (select 1 from quotes where id = ${awards[0]!.quoteId} and outcome = 'accepted' and outcome_at = ${made.at})` },
    ),
    ...orderInserts(d1, { orders: award.orders, made }, made.at),
  ];
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
  const awardedIds = JSON.stringify(award?.awards.map((a) => a.quoteId) ?? []);
  const awardedQuoteId = award?.awards[0]?.quoteId ?? null;
  /**
   * Every chosen quote is the tender's, priced, undecided (or not chosen by an award since withdrawn:
   * the tender has none now) and still valid at `at`.
   */
  const awardable = sql`(select count(*) from quotes where id in (select value from json_each(${awardedIds})) and tender_id = ${tenderId} and status = 'sent' and (outcome is null or outcome = 'not-chosen') and valid_until > ${at}) = json_array_length(${awardedIds})`;
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
        sql`update tenders set close_token = ${token}, awarded_quote_id = coalesce(awarded_quote_id, ${awardedQuoteId})
           where id = ${tenderId} and closed_at is not null and ${awardable}
             and (select count(*) from quotes where tender_id = ${tenderId} and outcome = 'accepted') = ${award?.kept.length ?? 0}`,
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
      ...awardStatements(d1, tenderId, award, ours),
      statement(
        d1,
        sql`update quotes set outcome = 'not-chosen', outcome_at = ${at}
           where tender_id = ${tenderId} and id not in (select value from json_each(${awardedIds})) and status = 'sent' and outcome is null and ${ours}`,
      ),
    );
  }
  statements.push(
    outcomeEmails(d1, decision.emails, at),
    ...webhookInserts(d1, { kind: "tender", guard: sql`s.id = ${tenderId} and s.close_token = ${token}` }, decision.webhooks, at),
  );
  return statements;
}

/**
 * Accepts a quote that is not part of a tender (an award of its whole quantity): guarded on it being
 * the client's, priced, undecided and within its validity. `meta.changes` of the first statement is
 * 1 when it took effect.
 */
export function acceptSingleQuoteStatements(
  d1: Pick<D1Database, "prepare">,
  accept: { clientId: string; award: AwardDecision; email: OutcomeEmail },
): D1PreparedStatement[] {
  const at = accept.award.made.at;
  return [
    ...awardStatements(d1, null, accept.award, sql`client_id = ${accept.clientId} and status = 'sent' and valid_until > ${at}`),
    outcomeEmails(d1, [accept.email], at),
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
