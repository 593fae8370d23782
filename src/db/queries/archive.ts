import { sql, type SQL } from "drizzle-orm";
import type { ChangeMade } from "../../domain/changed-by";
import type { ArchivedQuoteRecord } from "../archive";
import { millisecondsSql } from "../schema";
import { statement } from "../statement";
import { provenanceBodiesSql, unpackPricing } from "../stored-pricing";
import { auditEntryStatement } from "./audit";

/*
 * The D1 side of archiving (src/jobs/archive.ts): which quotes may go, what they hold, and the one
 * guarded batch that swaps their rows for thin ones.
 */

const ms = (isoColumn: string) => sql.raw(millisecondsSql(isoColumn));

/**
 * A quote (`q`) that can no longer change, and has not since `cutoff`: its outcome is final; or it
 * is priced, past its validity, and outside any tender that could still be awarded (closed, with no
 * quote whose price still holds at `now`). Its e-mails and webhooks have all finished: no job of it
 * is left to run. An accepted quote's order moves with it: only once the order is final (invoiced,
 * declined or withdrawn) and has not changed since `cutoff`.
 */
const archivable = (cutoff: Date, now: Date) => {
  const before = cutoff.toISOString();
  return sql`(
  ((q.outcome is not null and q.outcome_at < ${before})
    or (q.status = 'sent' and q.outcome is null and q.valid_until < ${before}
      and (q.tender_id is null or exists (
        select 1 from tenders as t where t.id = q.tender_id and t.closed_at < ${before}
          and not exists (select 1 from quotes as o where o.tender_id = t.id and o.status = 'sent' and o.outcome is null and o.valid_until > ${now.toISOString()})))))
  and not exists (select 1 from orders as o where o.quote_id = q.id and (o.finished_at is null or o.finished_at >= ${before}))
  and not exists (select 1 from email_outbox as e where e.status = 'pending' and e.quote_id = q.id)
  and not exists (select 1 from webhook_deliveries as w where w.quote_id = q.id and w.status = 'pending'))`;
};

/**
 * A quote's e-mails (`q`): found by their ids, derived from the quote (src/domain/quotes/email-ids.ts;
 * `emailIds` the SQL of a JSON array of them), and, for e-mails written before ids were derived, by
 * the quote through the partial index that holds only theirs (UUID ids, 36 characters).
 */
const quoteEmails = (emailIds: SQL, columns: string) => sql`(
  select ${sql.raw(columns)} from email_outbox as mail where mail.id in (select value from json_each(${emailIds}))
  union all select ${sql.raw(columns)} from email_outbox as mail where length(mail.id) = 36 and mail.quote_id = q.id)`;

/**
 * What the quote's jobs look like: read with the record and checked again by the batch that
 * archives it, so a redelivery started in between (which the object would miss) stops the swap.
 */
const jobsState = (emailIds: SQL) => sql`(
  (select count(*) || '/' || coalesce(sum(w.redeliveries), 0) || '/' || coalesce(max(w.finished_at), '') from webhook_deliveries as w where w.quote_id = q.id)
  || '|' || (select count(*) from webhook_attempts as a where a.delivery_id in (select w.id from webhook_deliveries as w where w.quote_id = q.id))
  || '|' || (select count(*) || '/' || coalesce(max(m.finished_at), '') from ${quoteEmails(emailIds, "mail.finished_at")} as m))`;

/** Quotes ready to archive, oldest first. */
export async function archivableQuoteIds(d1: D1Database, cutoff: Date, now: Date, limit: number): Promise<string[]> {
  const { results } = await statement(d1, sql`select q.id from quotes as q where ${archivable(cutoff, now)} order by q.rowid limit ${limit}`).all<{ id: string }>();
  return results.map((r) => r.id);
}

export interface QuoteToArchive {
  record: ArchivedQuoteRecord;
  /** The state of its jobs when the record was read (JOBS_STATE). */
  jobsState: string;
}

/**
 * The full records of these quotes, as D1 holds them now: one round trip. `emailIds` holds each
 * quote's e-mail ids (emailIdsOf), by quote id.
 */
export async function loadArchiveRecords(d1: D1Database, ids: string[], emailIds: Record<string, string[]>, archivedAt: Date): Promise<QuoteToArchive[]> {
  const json = JSON.stringify(ids);
  const emailJson = JSON.stringify(emailIds);
  const [quotes, deliveries, attempts, emails, orders] = await d1.batch<Record<string, unknown>>([
    statement(
      d1,
      sql`select q.*, ${jobsState(sql`${emailJson} -> ('$."' || q.id || '"')`)} as jobs_state,
         ${sql.raw(provenanceBodiesSql("q.provenance_ids"))} as pricing_provenance
       from quotes as q where q.id in (select value from json_each(${json})) order by q.rowid`,
    ),
    statement(d1, sql`select * from webhook_deliveries where quote_id in (select value from json_each(${json})) order by created_at, rowid`),
    statement(
      d1,
      sql`select * from webhook_attempts where delivery_id in (select id from webhook_deliveries where quote_id in (select value from json_each(${json})))
         order by delivery_id, series, attempt`,
    ),
    statement(
      d1,
      sql`select * from email_outbox where rowid in (
           select rowid from email_outbox where id in (select j.value from json_each(${emailJson}) as q, json_each(q.value) as j)
           union all select rowid from email_outbox where length(id) = 36 and quote_id in (select value from json_each(${json})))
         order by created_at, rowid`,
    ),
    statement(d1, sql`select * from orders where quote_id in (select value from json_each(${json}))`),
  ]);
  return Promise.all(
    quotes!.results.map(async (row) => {
      const { jobs_state: jobsState, pricing_provenance: provenance, provenance_ids: ids, pricing, ...quote } = row;
      const id = quote["id"] as string;
      const record: ArchivedQuoteRecord = {
        format: 1,
        archivedAt: archivedAt.toISOString(),
        quote: { ...quote, id, pricing: await unpackPricing(pricing as never, JSON.parse((ids as string | null) ?? "null") as number[] | null, provenance as string | null) },
        deliveries: deliveries!.results
          .filter((d) => d["quote_id"] === id)
          .map((d) => ({ row: { ...d, id: d["id"] as string }, attempts: attempts!.results.filter((a) => a["delivery_id"] === d["id"]) })),
        emails: emails!.results.filter((e) => e["quote_id"] === id),
        order: orders!.results.find((o) => o["quote_id"] === id) ?? null,
      };
      return { record, jobsState: jobsState as string };
    }),
  );
}

/**
 * Swaps written and verified quotes for their thin rows, in one batch (one transaction): each
 * thin row is written only where the quote is still archivable, its jobs as read, and not archived
 * already; everything else of the quote is deleted only where its thin row now names this object.
 * The batch is recorded in the audit record (`archive.run`, by `made`) when it archived any. A batch
 * that stops leaves every quote live; one run twice changes nothing. Resolves the ids archived.
 */
export async function swapForThinRows(
  d1: D1Database,
  quotes: { id: string; objectKey: string; jobsState: string; emailIds: string[] }[],
  cutoff: Date,
  now: Date,
  made: ChangeMade,
): Promise<string[]> {
  const json = JSON.stringify(quotes);
  const ours = sql`(select e.value ->> 'id' from json_each(${json}) as e
     where exists (select 1 from archived_quotes as a where substr(a.id, 1, 8) = substr(e.value ->> 'id', 1, 8) and a.id = e.value ->> 'id' and a.object_key = e.value ->> 'objectKey'))`;
  // The batch in the audit record, after its swap: how many quotes' thin rows now name its objects
  // (a count, not their ids: an entry of about 700 bytes a batch, not 80 more bytes a quote for seven
  // years); no entry when there are none (nothing changed).
  const recorded = auditEntryStatement(
    d1,
    { action: "archive.run", targetType: "archive", targetId: crypto.randomUUID(), dealershipId: null, made },
    { after: sql`(select json_object('archived', count(*)) from ${ours} as n)`, when: sql`exists (select 1 from ${ours} as n)` },
  );
  const [inserted] = await d1.batch<{ id: string }>([
    statement(
      d1,
      sql`insert into archived_quotes (id, seq, client_id, dealership_id, tender_id, vehicle_id, requested_model, requested_version, status, channel,
           client_name, client_email, quantity, created_ms, sent_ms, valid_until_ms, outcome, outcome_ms, total_cents, object_key)
         select q.id, q.rowid, q.client_id, q.dealership_id, q.tender_id, q.vehicle_id, q.requested_model, q.requested_version, q.status, q.channel,
           q.client_name, q.client_email, q.quantity, ${ms("q.created_at")}, ${ms("q.sent_at")}, ${ms("q.valid_until")}, q.outcome, ${ms("q.outcome_at")},
           q.total_cents, e.value ->> 'objectKey'
         from json_each(${json}) as e inner join quotes as q on q.id = e.value ->> 'id'
         where ${archivable(cutoff, now)} and ${jobsState(sql.raw("e.value -> 'emailIds'"))} = e.value ->> 'jobsState'
           and not exists (select 1 from archived_quotes as a where substr(a.id, 1, 8) = substr(q.id, 1, 8) and a.id = q.id)
         returning id`,
    ),
    statement(d1, sql`delete from webhook_attempts where delivery_id in (select id from webhook_deliveries where quote_id in ${ours})`),
    statement(d1, sql`delete from webhook_deliveries where quote_id in ${ours}`),
    statement(d1, sql`delete from email_outbox where id in (select j.value from json_each(${json}) as q, json_each(q.value -> 'emailIds') as j where q.value ->> 'id' in ${ours})`),
    statement(d1, sql`delete from email_outbox where length(id) = 36 and quote_id in ${ours}`),
    recorded,
    statement(d1, sql`delete from quotes where id in ${ours}`),
  ]);
  return inserted!.results.map((r) => r.id);
}
