import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { ChangeMade } from "../../domain/changed-by";
import type { CreditReason } from "../../domain/credits";
import { dayEndByState, dayStartByState } from "../../domain/usage-period";
import { AU_STATES, type AuState } from "../../pricing/au-state";
import type { Database } from "../client";
import { creditEntries, dealerships } from "../schema";
import { audited, rowFields, runAudited } from "./audit";
import type { Page } from "./page";

// A dealership's credits as a ledger. Every statement here that changes `dealerships.credits`
// writes the entries of that change in the same batch (one transaction), right after it, reading
// the balance the change left: D1 runs a batch's statements alone, so entries written this way
// always add up to the balance, however many requests spend and add credits at once. An entry's
// `seq` is the dealership's next number and its `at` never earlier than the entry before it, so the
// statement reads the same by number or by time.

/**
 * The dealership's last entry number: its last entry in the primary key's order (dealership, at,
 * seq) is one seek, since `at` never goes back within a dealership (max(seq) would read them all).
 * returnCreditsStatements says the same in its own SQL.
 */
const nextSeq = (dealershipId: SQL) =>
  sql`coalesce((select e.seq from ${creditEntries} e where e.dealership_id = ${dealershipId} order by e.at desc, e.seq desc limit 1), 0)`;

/** `at`, or the dealership's last entry's time when that is later (the clocks of two requests differ by milliseconds). */
const notBefore = (at: string, dealershipId: SQL) => sql`max(${at}, coalesce((select max(e.at) from ${creditEntries} e where e.dealership_id = ${dealershipId}), ''))`;

const dialect = new SQLiteAsyncDialect();

/** A drizzle SQL object as a D1 statement, for the batches written with D1's own API. */
function statement(d1: Pick<D1Database, "prepare">, query: SQL): D1PreparedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return d1.prepare(text).bind(...params);
}

/**
 * The `quote` entry of one quote's credit: to follow, in the same batch, the statement that took
 * the credit off (`credits = credits - 1`). Used by quote creation (insertQuoteCharged).
 */
export function quoteChargeEntry(db: Database, charge: { dealershipId: string; quoteId: string; at: string }) {
  const dealership = sql`d.id`;
  // A query builder, not db.run: drizzle's D1 batch cannot bind the parameters of a raw statement
  // (drizzle-orm issue #2277). The select gives every column, in the table's order.
  return db.insert(creditEntries).select(sql`
    select d.id, ${nextSeq(dealership)} + 1, ${notBefore(charge.at, dealership)}, -1, d.credits, 'quote', ${charge.quoteId}, null, null
    from ${dealerships} d where d.id = ${charge.dealershipId}`);
}

/**
 * The `quote` entries of a tender's quotes (one each, at as many dealerships: a tender names each
 * dealership once): to follow, in the tender's batch, the statement that took one credit off each
 * dealership that got a quote. Used by insertTender.
 */
export function tenderChargeEntries(d1: Pick<D1Database, "prepare">, tenderId: string, at: string): D1PreparedStatement {
  const dealership = sql`q.dealership_id`;
  return statement(
    d1,
    sql`insert into ${creditEntries} (dealership_id, seq, at, change, balance, reason, quote_id, tender_id)
      select q.dealership_id, ${nextSeq(dealership)} + 1, ${notBefore(at, dealership)}, -1, d.credits, 'quote', q.id, q.tender_id
      from quotes q inner join ${dealerships} d on d.id = q.dealership_id where q.tender_id = ${tenderId}`,
  );
}

/**
 * Which quotes get their credit back: a list of ids, or a condition on the quotes table (aliased
 * `q`, with `?` placeholders bound from `bindings` in order), for example
 * `{ where: "q.tender_id = ? and q.outcome = 'lapsed'", bindings: [tenderId] }`.
 */
export type QuotesToReturn = { quoteIds: readonly string[] } | { where: string; bindings?: readonly unknown[] };

/**
 * The D1 statements that give back one credit for each quote `chosen` names, and write a
 * `returned` entry for each (with its quote and tender): run them in the caller's own batch, right
 * after its guarded update (a tender's pending quotes marked lapsed, say), so that the return
 * happens if and only if that update does. Two statements: the credits, then the entries.
 *
 * A quote's credit comes back at most once: a quote whose credit was already returned is left
 * out of both statements (and a unique index refuses a second `returned` entry for it), so running
 * the same return twice, or two closes racing, gives back one credit. Several quotes of one
 * dealership are numbered one after the other, each entry with the balance after it.
 *
 *     const lapse = d1.prepare("update quotes set outcome = 'lapsed', outcome_at = ?2 where tender_id = ?1 and status = 'pending' and outcome is null").bind(tenderId, now);
 *     await d1.batch([lapse, ...returnCreditsStatements(d1, { where: "q.tender_id = ? and q.outcome = 'lapsed'", bindings: [tenderId] }, now)]);
 *
 * The second statement's results (`returning quote_id`) name the quotes whose credit came back.
 */
export function returnCreditsStatements(d1: Pick<D1Database, "prepare">, chosen: QuotesToReturn, at: string): D1PreparedStatement[] {
  const where = "quoteIds" in chosen ? "q.id in (select value from json_each(?))" : `(${chosen.where})`;
  const bindings = "quoteIds" in chosen ? [JSON.stringify(chosen.quoteIds)] : [...(chosen.bindings ?? [])];
  const returnable = `with chosen as (
      select q.id, q.dealership_id, q.tender_id from quotes q
      where ${where} and not exists (select 1 from credit_entries r where r.quote_id = q.id and r.reason = 'returned'))`;
  return [
    d1
      .prepare(
        `${returnable}
         update dealerships set credits = credits + (select count(*) from chosen c where c.dealership_id = dealerships.id)
         where id in (select dealership_id from chosen)`,
      )
      .bind(...bindings),
    // The select reads credit_entries, so SQLite computes all of it before inserting: each entry's
    // number and balance count from where the dealership stood before this statement.
    d1
      .prepare(
        `${returnable},
         numbered as (
           select c.id, c.dealership_id, c.tender_id,
             row_number() over (partition by c.dealership_id order by c.id) as k,
             count(*) over (partition by c.dealership_id) as n
           from chosen c)
         insert into credit_entries (dealership_id, seq, at, change, balance, reason, quote_id, tender_id)
         select x.dealership_id,
           coalesce((select e.seq from credit_entries e where e.dealership_id = x.dealership_id order by e.at desc, e.seq desc limit 1), 0) + x.k,
           max(?, coalesce((select max(e.at) from credit_entries e where e.dealership_id = x.dealership_id), '')),
           1, d.credits - x.n + x.k, 'returned', x.id, x.tender_id
         from numbered x inner join dealerships d on d.id = x.dealership_id
         where true
         returning quote_id as quoteId`,
      )
      .bind(...bindings, at),
  ];
}

export type CreditEntryRow = typeof creditEntries.$inferSelect;

/**
 * The operator's change of a dealership's credits (a purchase, with a note or not, or an adjustment
 * with its note), in one batch: its audit entry (the note in its `after`), the credits, the statement
 * entry with the note, and the dealership as it now is. A
 * change that would take the balance below zero breaks the dealership's CHECK and rolls the whole
 * batch back (see isOverdraft). Resolves the entry and the dealership, or null (nothing written)
 * when there is no such dealership.
 */
export async function changeCredits(
  db: Database,
  change: { dealershipId: string; change: number; reason: Extract<CreditReason, "purchase" | "adjustment">; note: string | null },
  made: ChangeMade,
): Promise<{ entry: CreditEntryRow; dealership: typeof dealerships.$inferSelect } | null> {
  const dealership = sql`d.id`;
  const credits = rowFields(dealerships, { credits: dealerships.credits }, eq(dealerships.id, change.dealershipId));
  // The entry keeps the change's note beside the balance it left, as the statement entry does.
  const creditsAndNote = sql`json_set(${credits}, '$.note', ${change.note})`;
  const [, entries, rows] = await runAudited(
    db,
    audited(
      db,
      { action: change.reason === "purchase" ? "credits.purchase" : "credits.adjust", targetType: "credits", targetId: change.dealershipId, dealershipId: change.dealershipId, made },
      { before: credits, after: creditsAndNote, when: sql`exists (select 1 from ${dealerships} where ${dealerships.id} = ${change.dealershipId})` },
      db
        .update(dealerships)
        .set({ credits: sql`${dealerships.credits} + ${change.change}` })
        .where(eq(dealerships.id, change.dealershipId)),
      db
        .insert(creditEntries)
        .select(
          sql`select d.id, ${nextSeq(dealership)} + 1, ${notBefore(made.at, dealership)}, ${change.change}, d.credits, ${change.reason}, null, null, ${change.note}
            from ${dealerships} d where d.id = ${change.dealershipId}`,
        )
        .returning(),
      db.select().from(dealerships).where(eq(dealerships.id, change.dealershipId)),
    ),
  );
  const entry = (entries as CreditEntryRow[])[0];
  const row = (rows as (typeof dealerships.$inferSelect)[])[0];
  return entry && row ? { entry, dealership: row } : null;
}

/** Whether an error is the dealership's "credits >= 0" rule refusing a change. */
export function isOverdraft(error: unknown): boolean {
  const message = String((error as Error)?.message ?? error) + String((error as { cause?: unknown })?.cause ?? "");
  return message.includes("dealerships_credits_non_negative");
}

/** Calendar days of a statement (both included, either may be left out), in the dealership's own time zone. */
export interface StatementDays {
  from?: string;
  to?: string;
}

/**
 * A bound chosen by the dealership's state: midnight where it is (Sydney's when it has no state),
 * from the instants of every state, so that the statement needs no read of the dealership first.
 * The subquery does not depend on the entry: SQLite computes it once and ranges the index with it.
 */
function boundByState(dealershipId: string, bounds: Record<AuState, string>): SQL {
  const cases = AU_STATES.filter((state) => state !== "NSW").map((state) => sql`when ${state} then ${bounds[state]}`);
  return sql`(select case ${dealerships.state} ${sql.join(cases, sql` `)} else ${bounds.NSW} end from ${dealerships} where ${dealerships.id} = ${dealershipId})`;
}

function statementWhere(dealershipId: string, days: StatementDays): SQL {
  return and(
    eq(creditEntries.dealershipId, dealershipId),
    days.from === undefined ? undefined : gte(creditEntries.at, boundByState(dealershipId, dayStartByState(days.from))),
    days.to === undefined ? undefined : lt(creditEntries.at, boundByState(dealershipId, dayEndByState(days.to))),
  )!;
}

/**
 * A page of a dealership's statement, newest first, optionally between two of its calendar days,
 * with its balance, name and state: one batch. Null when there is no such dealership. The
 * primary key (dealership, at, seq) serves the range and the order.
 */
export async function creditStatementPage(db: Database, dealershipId: string, days: StatementDays, page: Page) {
  const [dealership, entries] = await db.batch([
    db.select({ credits: dealerships.credits, name: dealerships.name, state: dealerships.state }).from(dealerships).where(eq(dealerships.id, dealershipId)),
    db
      .select()
      .from(creditEntries)
      .where(statementWhere(dealershipId, days))
      .orderBy(desc(creditEntries.at), desc(creditEntries.seq))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  const found = dealership[0];
  return found ? { balance: found.credits, name: found.name, state: found.state, entries } : null;
}

/** The statement of a period, oldest first, for the portal's CSV: at most `limit` entries, and whether there were more. */
export async function creditStatementRows(db: Database, dealershipId: string, days: StatementDays, limit: number) {
  const rows = await db
    .select()
    .from(creditEntries)
    .where(statementWhere(dealershipId, days))
    .orderBy(creditEntries.at, creditEntries.seq)
    .limit(limit + 1)
    .all();
  return { entries: rows.slice(0, limit), more: rows.length > limit };
}
