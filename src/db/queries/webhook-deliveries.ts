import { and, eq, lt, sql, type SQL } from "drizzle-orm";
import type { ByFmo, ChangeMade } from "../../domain/changed-by";
import type { WebhookEventName } from "../../schemas/webhook-events";
import { readRecord } from "../archive";
import { database } from "../client";
import { webhookDeliveries } from "../schema";
import { statement } from "../statement";
import { audited, rowFields, runAudited } from "./audit";

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

const DELIVERY_COLUMNS = sql.raw("id, url, event, status, redeliveries, last_error, created_at, finished_at");

/** What a delivery is about: one of the client's quotes, or one of its tenders. */
export interface DeliverySubject {
  kind: "quote" | "tender";
  id: string;
}

const SUBJECT = {
  quote: { table: sql.raw("quotes"), column: sql.raw("quote_id") },
  tender: { table: sql.raw("tenders"), column: sql.raw("tender_id") },
};

/** A webhook a write batch sends: its delivery row, written in the same batch as the change it tells of. */
export interface NewWebhook {
  deliveryId: string;
  event: WebhookEventName;
  /** The quote or tender it is about (webhookInserts' `kind` says which): its callbackUrl receives it. */
  about: string;
  /** The event as first sent, frozen; null for one composed from its quote when sent (a quote's completion). */
  payload: string | null;
}

/**
 * The statement that writes every webhook of a write batch (none when the list is empty): one
 * delivery each, to the callbackUrl of the quote or tender (`subject.kind`) it is about, due at
 * `at`, written only where `subject.guard` holds of that row (aliased `s`: the batch's own change is
 * there) and it has a callbackUrl. One statement, whatever the number of webhooks and of quotes or
 * tenders they are about; its rows (`returning id`) are the deliveries written.
 */
export function webhookInserts(
  d1: Pick<D1Database, "prepare">,
  subject: { kind: DeliverySubject["kind"]; guard: SQL },
  webhooks: readonly NewWebhook[],
  at: string,
): D1PreparedStatement[] {
  if (webhooks.length === 0) return [];
  const { table, column } = SUBJECT[subject.kind];
  return [
    statement(
      d1,
      sql`insert into webhook_deliveries (id, ${column}, client_id, url, event, payload, created_at, next_attempt_at)
         select w.value ->> 'deliveryId', s.id, s.client_id, s.callback_url, w.value ->> 'event', w.value ->> 'payload', ${at}, ${at}
         from json_each(${JSON.stringify(webhooks)}) as w inner join ${table} as s on s.id = w.value ->> 'about'
         where ${subject.guard} and s.callback_url is not null
         returning id`,
    ),
  ];
}

/** Whether the client owns the quote or tender: null if not; for an archived quote, its object's key. */
function ownership(d1: Pick<D1Database, "prepare">, clientId: string, subject: DeliverySubject) {
  if (subject.kind === "tender") return statement(d1, sql`select null as object_key from tenders where id = ${subject.id} and client_id = ${clientId}`);
  return statement(
    d1,
    sql`select null as object_key from quotes where id = ${subject.id} and client_id = ${clientId}
       union all select object_key from archived_quotes where substr(id, 1, 8) = substr(${subject.id}, 1, 8) and id = ${subject.id} and client_id = ${clientId}`,
  );
}

const ATTEMPT_COLUMNS = sql.raw("delivery_id, series, attempt, attempted_at, status_code, duration_ms, error");

/**
 * A client's quote's or tender's deliveries with their attempts, in one round trip (and, for an
 * archived quote, one R2 read: its deliveries as archived, any redelivered since as D1 now has them).
 * Resolves null when the quote or tender is not this client's (or does not exist).
 */
export async function findDeliveries(d1: D1Database | D1DatabaseSession, archive: R2Bucket, clientId: string, subject: DeliverySubject) {
  const { column } = SUBJECT[subject.kind];
  const [owned, deliveries, attempts] = await d1.batch([
    ownership(d1, clientId, subject),
    statement(d1, sql`select ${DELIVERY_COLUMNS} from webhook_deliveries where ${column} = ${subject.id} and client_id = ${clientId} order by created_at, rowid`),
    statement(
      d1,
      sql`select ${ATTEMPT_COLUMNS} from webhook_attempts
         where delivery_id in (select id from webhook_deliveries where ${column} = ${subject.id} and client_id = ${clientId}) order by series, attempt`,
    ),
  ]);
  const [found] = owned!.results as { object_key: string | null }[];
  if (!found) return null;
  const live = { deliveries: deliveries!.results as unknown as DeliveryRow[], attempts: attempts!.results as unknown as AttemptRow[] };
  if (found.object_key === null) return live;
  const record = await readRecord(archive, found.object_key);
  const restored = new Set(live.deliveries.map((d) => d.id));
  const archived = record.deliveries.filter((d) => !restored.has(d.row.id));
  return {
    deliveries: record.deliveries.map((d) => live.deliveries.find((l) => l.id === d.row.id) ?? (d.row as unknown as DeliveryRow)),
    attempts: [...live.attempts, ...archived.flatMap((d) => d.attempts as unknown as AttemptRow[])],
  };
}

/**
 * An archived quote's delivery as archived (null when the quote is not an archived quote of this
 * client's, or has no such delivery). One that may be sent again (failed, with redeliveries left)
 * is brought back to D1 with its attempts, to be sent like any other; once only.
 */
export async function restoreArchivedDelivery(d1: D1Database, archive: R2Bucket, clientId: string, quoteId: string, deliveryId: string): Promise<DeliveryRow | null> {
  const found = await ownership(d1, clientId, { kind: "quote", id: quoteId }).first<{ object_key: string | null }>();
  if (!found?.object_key) return null;
  const delivery = (await readRecord(archive, found.object_key)).deliveries.find((d) => d.row.id === deliveryId);
  if (!delivery) return null;
  const { row, attempts } = delivery;
  const archived = row as unknown as DeliveryRow;
  if (archived.status !== "abandoned" || archived.redeliveries >= MAX_REDELIVERIES) return archived;
  await d1.batch([
    statement(
      d1,
      sql`insert or ignore into webhook_deliveries (${sql.raw(RESTORED_COLUMNS.join(", "))})
         select ${sql.raw(RESTORED_COLUMNS.map((c) => `archived.row ->> '${c}'`).join(", "))} from (select ${JSON.stringify(row)} as row) as archived`,
    ),
    statement(
      d1,
      sql`insert or ignore into webhook_attempts (delivery_id, series, attempt, attempted_at, status_code, duration_ms, error)
         select value ->> 'delivery_id', value ->> 'series', value ->> 'attempt', value ->> 'attempted_at', value ->> 'status_code', value ->> 'duration_ms', value ->> 'error'
         from json_each(${JSON.stringify(attempts)})`,
    ),
  ]);
  return archived;
}

/** A delivery row's columns, as an archived quote's object holds them. */
const RESTORED_COLUMNS = [
  "id",
  "quote_id",
  "tender_id",
  "client_id",
  "url",
  "event",
  "payload",
  "status",
  "attempts",
  "redeliveries",
  "redrives",
  "enqueued_at",
  "next_attempt_at",
  "locked_until",
  "last_error",
  "finished_at",
  "created_at",
  "updated_at",
];

/**
 * Starts a new series of attempts for a failed delivery of this client's quote or tender: same row,
 * same webhook-id, attempts counted from zero. Guarded on the row's state, so concurrent requests
 * start one series. With `made` (the FMO console's), recorded in the audit record in the same batch.
 * Resolves the row as it now stands, or null when it could not be started.
 */
export async function startRedelivery(d1: D1Database, clientId: string, subject: DeliverySubject, deliveryId: string, now: Date, made?: ChangeMade<ByFmo>): Promise<DeliveryRow | null> {
  const at = now.toISOString();
  const db = database(d1);
  const t = webhookDeliveries;
  const restartable = and(
    eq(t.id, deliveryId),
    eq(subject.kind === "quote" ? t.quoteId : t.tenderId, subject.id),
    eq(t.clientId, clientId),
    eq(t.status, "abandoned"),
    lt(t.redeliveries, MAX_REDELIVERIES),
  );
  const update = db
    .update(t)
    .set({ status: "pending", attempts: 0, redeliveries: sql`${t.redeliveries} + 1`, redrives: 0, lastError: null, finishedAt: null, lockedUntil: null, enqueuedAt: null, nextAttemptAt: at, updatedAt: at })
    .where(restartable)
    .returning({ id: t.id, url: t.url, event: t.event, status: t.status, redeliveries: t.redeliveries, last_error: t.lastError, created_at: t.createdAt, finished_at: t.finishedAt });
  if (!made) return (await update)[0] ?? null;
  const fields = rowFields(t, { status: t.status, redeliveries: t.redeliveries }, eq(t.id, deliveryId));
  const [started] = (await runAudited(
    db,
    audited(
      db,
      { action: "webhook_delivery.redeliver", targetType: "webhook_delivery", targetId: deliveryId, dealershipId: null, made },
      { before: fields, after: fields, when: sql`exists (select 1 from ${t} where ${restartable})` },
      update,
    ),
  )) as [DeliveryRow[]];
  return started[0] ?? null;
}

export function findDelivery(d1: D1Database, clientId: string, subject: DeliverySubject, deliveryId: string) {
  return statement(
    d1,
    sql`select ${DELIVERY_COLUMNS} from webhook_deliveries where id = ${deliveryId} and ${SUBJECT[subject.kind].column} = ${subject.id} and client_id = ${clientId}`,
  ).first<DeliveryRow>();
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
