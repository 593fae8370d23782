import { sql } from "drizzle-orm";
import type { EmailKind } from "../../domain/quotes/email-kinds";
import type { QuoteOutcome } from "../../domain/quotes/outcome";
import { statement } from "../statement";

/** An outcome e-mail to a decided quote's dealership, written only if the quote has that outcome. */
export interface OutcomeEmail {
  id: string;
  quoteId: string;
  kind: EmailKind;
  outcome: QuoteOutcome;
}

/**
 * Outcome e-mails to the decided quotes' dealerships, each written only if its quote now has the
 * outcome it tells of and was decided at `at`, to the dealership's contact address. Their ids are
 * derived from the quote and the kind (src/services/tender-decisions.ts), so one can never be written
 * twice.
 */
export function outcomeEmails(d1: Pick<D1Database, "prepare">, emails: OutcomeEmail[], at: string): D1PreparedStatement {
  return statement(
    d1,
    sql`insert or ignore into email_outbox (id, quote_id, kind, recipient, created_at, next_attempt_at)
       select e.value ->> 'id', q.id, e.value ->> 'kind', d.contact_email, ${at}, ${at}
       from json_each(${JSON.stringify(emails)}) as e
       inner join quotes q on q.id = e.value ->> 'quoteId'
       inner join dealerships d on d.id = q.dealership_id
       where q.outcome = e.value ->> 'outcome' and q.outcome_at = ${at} and d.contact_email is not null`,
  );
}
