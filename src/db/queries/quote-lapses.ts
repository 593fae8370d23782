import { QUOTE_LAPSED } from "../../schemas/webhook-events";
import { returnCreditsStatements } from "./credits";

/*
 * A dealership that stops taking quotes (unapproved: off-boarded) leaves none waiting: its pending
 * quotes lapse at once, their credits come back with their statement entries, and each quote with
 * a callbackUrl gets its `quote.lapsed` webhook (src/services/quote-lapses.ts).
 */

export interface PendingQuote {
  id: string;
  tenderId: string | null;
  clientName: string;
  clientEmail: string | null;
  callbackUrl: string | null;
}

/**
 * The dealership (whether it is approved, its name) and its quotes still waiting for it, at the
 * primary: one round trip. Its live quotes are walked through their (dealership, created) index;
 * a pending quote is never archived. Null for an unknown dealership.
 */
export async function dealershipWithPendingQuotes(d1: D1Database, dealershipId: string): Promise<{ approved: boolean; name: string; quotes: PendingQuote[] } | null> {
  const [dealership, pending] = await d1.batch([
    d1.prepare("select approved, name from dealerships where id = ?1").bind(dealershipId),
    d1
      .prepare(
        `select id, tender_id as tenderId, client_name as clientName, client_email as clientEmail, callback_url as callbackUrl
         from quotes where dealership_id = ?1 and status = 'pending' and outcome is null order by rowid`,
      )
      .bind(dealershipId),
  ]);
  const [found] = dealership!.results as { approved: number; name: string }[];
  return found ? { approved: Boolean(found.approved), name: found.name, quotes: pending!.results as unknown as PendingQuote[] } : null;
}

/** One lapse of a dealership's pending quotes, planned from what was read. */
export interface Lapse {
  dealershipId: string;
  at: string;
  quoteIds: string[];
  /** The `quote.lapsed` deliveries, one per quote with a callbackUrl, each payload frozen as of the lapse. */
  webhooks: { quoteId: string; deliveryId: string; payload: string }[];
}

/**
 * The lapse as one batch (one transaction), guarded: a quote lapses only while it is pending and
 * undecided and its dealership is (still) unapproved, so a dealer's completion or a tender's close
 * that got there first, or an approval in between, keeps it; its credit comes back, with its
 * statement entry, and its webhook is written, only where it lapsed in this batch (outcome_at is
 * the lapse's own instant). The first statement's `meta.changes` says how many lapsed; the last
 * statement's rows are the deliveries written.
 */
export function lapseStatements(d1: Pick<D1Database, "prepare">, lapse: Lapse): D1PreparedStatement[] {
  const ids = JSON.stringify(lapse.quoteIds);
  const lapsedHere = "q.dealership_id = ? and q.outcome = 'lapsed' and q.outcome_at = ? and q.id in (select value from json_each(?))";
  return [
    d1
      .prepare(
        `update quotes set outcome = 'lapsed', outcome_at = ?2
         where id in (select value from json_each(?3)) and dealership_id = ?1 and status = 'pending' and outcome is null
           and exists (select 1 from dealerships where id = ?1 and not approved)`,
      )
      .bind(lapse.dealershipId, lapse.at, ids),
    ...returnCreditsStatements(d1, { where: lapsedHere, bindings: [lapse.dealershipId, lapse.at, ids] }, lapse.at),
    d1
      .prepare(
        `insert into webhook_deliveries (id, quote_id, client_id, url, event, payload, created_at, next_attempt_at)
         select w.value ->> 'deliveryId', q.id, q.client_id, q.callback_url, ?3, w.value ->> 'payload', ?2, ?2
         from json_each(?4) as w inner join quotes as q on q.id = w.value ->> 'quoteId'
         where q.dealership_id = ?1 and q.outcome = 'lapsed' and q.outcome_at = ?2 and q.callback_url is not null
         returning id`,
      )
      .bind(lapse.dealershipId, lapse.at, QUOTE_LAPSED, JSON.stringify(lapse.webhooks)),
  ];
}
