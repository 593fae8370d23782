import type { WebhookEventName } from "../../schemas/webhook-events";

/** A delivery may be sent again this many times after it failed (each a new series of three attempts). */
export const MAX_REDELIVERIES = 5;

export interface DeliveryRow {
  id: string;
  url: string;
  event: WebhookEventName;
  status: "pending" | "delivered" | "abandoned";
  redeliveries: number;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface AttemptRow {
  delivery_id: string;
  series: number;
  attempt: number;
  attempted_at: string;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
}

const DELIVERY_COLUMNS = "id, url, event, status, redeliveries, last_error, created_at, finished_at";

/** What a delivery is about: one of the client's quotes, or one of its tenders. */
export interface DeliverySubject {
  kind: "quote" | "tender";
  id: string;
}

const SUBJECT = {
  quote: { table: "quotes", column: "quote_id" },
  tender: { table: "tenders", column: "tender_id" },
} as const;

/**
 * A client's quote's or tender's deliveries with their attempts, in one round trip. Resolves null
 * when the quote or tender is not this client's (or does not exist).
 */
export async function findDeliveries(d1: D1Database | D1DatabaseSession, clientId: string, subject: DeliverySubject) {
  const { table, column } = SUBJECT[subject.kind];
  const [owned, deliveries, attempts] = await d1.batch([
    d1.prepare(`select 1 as found from ${table} where id = ?1 and client_id = ?2`).bind(subject.id, clientId),
    d1.prepare(`select ${DELIVERY_COLUMNS} from webhook_deliveries where ${column} = ?1 and client_id = ?2 order by created_at, rowid`).bind(subject.id, clientId),
    d1
      .prepare(
        `select delivery_id, series, attempt, attempted_at, status_code, duration_ms, error from webhook_attempts
         where delivery_id in (select id from webhook_deliveries where ${column} = ?1 and client_id = ?2) order by series, attempt`,
      )
      .bind(subject.id, clientId),
  ]);
  if (owned!.results.length === 0) return null;
  return { deliveries: deliveries!.results as unknown as DeliveryRow[], attempts: attempts!.results as unknown as AttemptRow[] };
}

/**
 * Starts a new series of attempts for a failed delivery of this client's quote or tender: same row,
 * same webhook-id, attempts counted from zero. Guarded on the row's state, so concurrent requests
 * start one series. Resolves the row as it now stands, or null when it could not be started.
 */
export async function startRedelivery(d1: D1Database, clientId: string, subject: DeliverySubject, deliveryId: string, now: Date): Promise<DeliveryRow | null> {
  const at = now.toISOString();
  const { column } = SUBJECT[subject.kind];
  return d1
    .prepare(
      `update webhook_deliveries
       set status = 'pending', attempts = 0, redeliveries = redeliveries + 1, redrives = 0, last_error = null,
           finished_at = null, locked_until = null, enqueued_at = null, next_attempt_at = ?1, updated_at = ?1
       where id = ?2 and ${column} = ?3 and client_id = ?4 and status = 'abandoned' and redeliveries < ?5
       returning ${DELIVERY_COLUMNS}`,
    )
    .bind(at, deliveryId, subject.id, clientId, MAX_REDELIVERIES)
    .first<DeliveryRow>();
}

export function findDelivery(d1: D1Database, clientId: string, subject: DeliverySubject, deliveryId: string) {
  return d1
    .prepare(`select ${DELIVERY_COLUMNS} from webhook_deliveries where id = ?1 and ${SUBJECT[subject.kind].column} = ?2 and client_id = ?3`)
    .bind(deliveryId, subject.id, clientId)
    .first<DeliveryRow>();
}

export interface StatusCount {
  status: "pending" | "sent" | "delivered" | "abandoned";
  n: number;
  /**
   * For pending rows, since when the longest-waiting one has been due: created, redelivered or
   * scheduled for its next attempt (a row waiting for a retry delay is not overdue yet).
   */
  oldest: string | null;
}

/** Counts by stored state, with the oldest row of each, for both outbox tables: one round trip. */
export async function jobCounts(d1: D1Database): Promise<{ email: StatusCount[]; webhook: StatusCount[] }> {
  const summary = (table: string) =>
    d1.prepare(`select status, count(*) as n, min(case when status = 'pending' then coalesce(next_attempt_at, created_at) end) as oldest from ${table} group by status`);
  const [emails, webhooks] = await d1.batch<StatusCount>([summary("email_outbox"), summary("webhook_deliveries")]);
  return { email: emails!.results, webhook: webhooks!.results };
}
