import { sql } from "drizzle-orm";
import { millisecondsSql } from "../schema";
import { statement } from "../statement";

/** One Sydney day of a client's use: quotes asked (live and archived), those accepted, tenders and drive-away estimates. */
export interface ClientUsageDay {
  day: string;
  quotes: number;
  accepted: number;
  tenders: number;
  estimates: number;
}

/**
 * A client's use per calendar day in Sydney, as the operator's usage report counts it
 * (src/db/queries/usage.ts), for the FMO console: each day's quotes through the (client, created ms)
 * indexes of quotes and archived_quotes, its tenders through tenders_client_created_idx, its
 * estimates from estimate_counts' primary key. One statement; `days` are the day and the instants
 * it runs between (inclusive, exclusive), at most a few weeks.
 */
export async function clientUsageByDay(d1: D1Database | D1DatabaseSession, clientId: string, days: { day: string; start: string; end: string }[]): Promise<ClientUsageDay[]> {
  if (days.length === 0) return [];
  const values = sql.join(
    days.map((d) => sql`(${d.day}, ${Date.parse(d.start)}, ${Date.parse(d.end)})`),
    sql`, `,
  );
  // The client's id is bound once (D1 binds at most 100 values a statement: 1, and 3 a day).
  const client = sql.raw("(select id from client)");
  const quotes = (table: "quotes" | "archived_quotes", createdMs: string, extra = "") =>
    sql`(select count(*) from ${sql.raw(table)} q where q.client_id = ${client} and ${sql.raw(createdMs)} >= d.start_ms and ${sql.raw(createdMs)} < d.end_ms ${sql.raw(extra)})`;
  const liveMs = millisecondsSql("q.created_at");
  const dayStart = sql.raw("strftime('%Y-%m-%dT%H:%M:%fZ', d.start_ms / 1000.0, 'unixepoch')");
  const dayEnd = sql.raw("strftime('%Y-%m-%dT%H:%M:%fZ', d.end_ms / 1000.0, 'unixepoch')");
  const { results } = await statement(
    d1,
    sql`with client(id) as (values (${clientId})), d(day, start_ms, end_ms) as (values ${values})
       select d.day,
         ${quotes("quotes", liveMs)} + ${quotes("archived_quotes", "q.created_ms")} as quotes,
         ${quotes("quotes", liveMs, "and q.outcome = 'accepted'")} + ${quotes("archived_quotes", "q.created_ms", "and q.outcome = 'accepted'")} as accepted,
         (select count(*) from tenders t where t.client_id = ${client} and t.created_at >= ${dayStart} and t.created_at < ${dayEnd}) as tenders,
         coalesce((select e.count from estimate_counts e where e.client_id = ${client} and e.day = d.day), 0) as estimates
       from d order by d.day desc`,
  ).all<ClientUsageDay>();
  return results;
}
