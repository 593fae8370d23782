import { sql } from "drizzle-orm";
import { statement } from "../statement";
import type { DeliveryRow } from "./webhook-deliveries";

// The FMO console's view of a client's webhook deliveries across its quotes and tenders, newest
// first, through webhook_deliveries_client_created_idx. Deliveries of quotes moved to the archive
// are read on their quote's page (findDeliveries), not here.

/** A delivery in the client's list: what it is about, and its last attempt's HTTP status. */
export interface ClientDeliveryRow extends DeliveryRow {
  quote_id: string | null;
  tender_id: string | null;
  attempts: number;
  last_status_code: number | null;
}

const COLUMNS = sql.raw(`d.id, d.quote_id, d.tender_id, d.url, d.event, d.status, d.attempts, d.redeliveries, d.last_error, d.created_at, d.finished_at,
  (select a.status_code from webhook_attempts a where a.delivery_id = d.id order by a.series desc, a.attempt desc limit 1) as last_status_code`);

/** A page of the client's deliveries, newest first; `failed` narrows it to those that failed. */
export async function listClientDeliveries(d1: D1Database | D1DatabaseSession, clientId: string, page: { limit: number; offset: number }, failed = false): Promise<ClientDeliveryRow[]> {
  const { results } = await statement(
    d1,
    sql`select ${COLUMNS} from webhook_deliveries d where d.client_id = ${clientId} ${failed ? sql`and d.status = 'abandoned'` : sql``}
       order by d.created_at desc, d.rowid desc limit ${page.limit} offset ${page.offset}`,
  ).all<ClientDeliveryRow>();
  return results;
}

/** One of the client's deliveries by its id (null for another client's, or none). */
export function findClientDelivery(d1: D1Database | D1DatabaseSession, clientId: string, deliveryId: string): Promise<ClientDeliveryRow | null> {
  return statement(d1, sql`select ${COLUMNS} from webhook_deliveries d where d.id = ${deliveryId} and d.client_id = ${clientId}`).first<ClientDeliveryRow>();
}
