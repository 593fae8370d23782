import { millisecondsSql } from "../schema";

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
  const values = days.map((_, i) => `(?${i * 3 + 2}, ?${i * 3 + 3}, ?${i * 3 + 4})`).join(", ");
  const quotes = (table: "quotes" | "archived_quotes", createdMs: string, extra = "") =>
    `(select count(*) from ${table} q where q.client_id = ?1 and ${createdMs} >= d.start_ms and ${createdMs} < d.end_ms ${extra})`;
  const liveMs = millisecondsSql("q.created_at");
  const { results } = await d1
    .prepare(
      `with d(day, start_ms, end_ms) as (values ${values})
       select d.day,
         ${quotes("quotes", liveMs)} + ${quotes("archived_quotes", "q.created_ms")} as quotes,
         ${quotes("quotes", liveMs, "and q.outcome = 'accepted'")} + ${quotes("archived_quotes", "q.created_ms", "and q.outcome = 'accepted'")} as accepted,
         (select count(*) from tenders t where t.client_id = ?1 and t.created_at >= ${"strftime('%Y-%m-%dT%H:%M:%fZ', d.start_ms / 1000.0, 'unixepoch')"} and t.created_at < ${"strftime('%Y-%m-%dT%H:%M:%fZ', d.end_ms / 1000.0, 'unixepoch')"}) as tenders,
         coalesce((select e.count from estimate_counts e where e.client_id = ?1 and e.day = d.day), 0) as estimates
       from d order by d.day desc`,
    )
    .bind(clientId, ...days.flatMap((d) => [d.day, Date.parse(d.start), Date.parse(d.end)]))
    .all<ClientUsageDay>();
  return results;
}
