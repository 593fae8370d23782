import { sql } from "drizzle-orm";
import { millisecondsSql } from "../schema";
import { compiled, statement } from "../statement";

// The operator's usage report (GET /admin/v1/usage), answered in one round trip (one batch) from
// what is stored, through indexes only: no full scan of the quotes table, whatever the period.
//
//   quotes of the period        live and archived alike (quotes UNION ALL archived_quotes), each
//                               through its (dealership_id, created ms) index, one range per
//                               dealership (the dealerships drive the join); with clientId, its
//                               (client_id, created ms) indexes; the rows hold the other figures
//   credits spent and returned  credit_entries' primary key (dealership_id, at, seq), one range per
//                               dealership; with clientId, each entry's quote found by its id
//   tenders                     tenders_created_idx (created_at, client_id), or tenders_client_created_idx;
//                               with dealershipId, the dealership's quotes of the period name them
//   estimates                   estimate_counts_day_idx (day, client_id, count), or its primary key
//
// Quote figures count the quotes received in the period (by when they were asked), whatever has
// happened to them since, so they add up: received = priced at once + completed by the dealer +
// still pending + lapsed. A quote priced at once was sent the instant it was asked (sent_at =
// created_at); one the dealer completed, later. Credit figures count the statement entries dated
// in the period.

export interface UsageFilter {
  /** The period's instants: from (inclusive), to (exclusive); and its Sydney days, both included. */
  start: string;
  end: string;
  fromDay: string;
  toDay: string;
  dealershipId?: string;
  clientId?: string;
}

export interface DealershipUsageRow {
  dealershipId: string;
  name: string;
  received: number;
  pricedAtOnce: number;
  completedByDealer: number;
  pending: number;
  lapsed: number;
  accepted: number;
  creditsSpent: number;
  creditsReturned: number;
  medianMs: number | null;
  p90Ms: number | null;
}

export interface ClientUsageRow {
  clientId: string;
  companyName: string;
  quotes: number;
  accepted: number;
  tenders: number;
  estimates: number | null;
}

/** The statements of the report, as SQL and parameters (the tests read their query plans). */
export function usageStatements(filter: UsageFilter): { name: "dealershipQuotes" | "timeToPrice" | "credits" | "clientQuotes" | "tenders" | "estimates" | "named"; sql: string; params: unknown[] }[] {
  const { start, end, fromDay, toDay } = filter;
  const dealershipId = filter.dealershipId ?? null;
  const clientId = filter.clientId ?? null;
  // The period's instants in milliseconds: what the quotes' list indexes hold.
  const [startMs, endMs] = [Date.parse(start), Date.parse(end)];
  // The quotes asked in the period, live and archived, with what the figures read. Without
  // filters, CROSS JOIN makes SQLite walk the dealerships and range each one's index.
  const side = (table: "quotes" | "archived_quotes", t: string, createdMs: string, sentMs: string) => {
    const terms = sql.join(
      [
        sql`${sql.raw(createdMs)} >= ${startMs} and ${sql.raw(createdMs)} < ${endMs}`,
        ...(dealershipId ? [sql`${sql.raw(t)}.dealership_id = ${dealershipId}`] : []),
        ...(clientId ? [sql`${sql.raw(t)}.client_id = ${clientId}`] : []),
      ],
      sql` and `,
    );
    const from = sql.raw(dealershipId || clientId ? `${table} ${t}` : `dealerships pd cross join ${table} ${t} on ${t}.dealership_id = pd.id`);
    return sql`select ${sql.raw(`${t}.dealership_id, ${t}.client_id, ${t}.tender_id, ${t}.status, ${t}.outcome, ${createdMs} as created_ms, ${sentMs} as sent_ms`)} from ${from} where ${terms}`;
  };
  const period = sql`period as (${side("quotes", "q", millisecondsSql("q.created_at"), millisecondsSql("q.sent_at"))}
    union all ${side("archived_quotes", "a", "a.created_ms", "a.sent_ms")})`;
  const statements = [
    {
      name: "dealershipQuotes" as const,
      sql: sql`with ${period} select x.*, d.name as name from (select p.dealership_id as dealershipId, count(*) as received,
          coalesce(sum(p.sent_ms = p.created_ms), 0) as pricedAtOnce,
          coalesce(sum(p.sent_ms > p.created_ms), 0) as completedByDealer,
          coalesce(sum(p.status = 'pending' and p.outcome is null), 0) as pending,
          coalesce(sum(p.outcome = 'lapsed'), 0) as lapsed,
          coalesce(sum(p.outcome = 'accepted'), 0) as accepted
        from period p group by p.dealership_id) x inner join dealerships d on d.id = x.dealershipId`,
    },
    {
      // Nearest rank: the median is the ceil(n / 2)-th shortest time, the 90th percentile the ceil(9n / 10)-th.
      name: "timeToPrice" as const,
      // One window (one sort) gives each time's rank and its dealership's count.
      sql: sql`with ${period},
        times as (select p.dealership_id, p.sent_ms - p.created_ms as ms from period p where p.sent_ms > p.created_ms),
        ranked as (
          select dealership_id, ms, row_number() over w as k, count(*) over w as n from times
          window w as (partition by dealership_id order by ms rows between unbounded preceding and unbounded following))
        select dealership_id as dealershipId, min(case when k = (n + 1) / 2 then ms end) as medianMs, min(case when k = (9 * n + 9) / 10 then ms end) as p90Ms
        from ranked group by dealership_id`,
    },
    {
      name: "credits" as const,
      // Dealership by dealership down its own index (no sort of the period's entries to group them);
      // with clientId, the entries whose quote, live or archived, is that FMO's.
      sql: sql`select d.id as dealershipId, d.name as name,
          coalesce(sum(case when e.reason = 'quote' then -e.change end), 0) as creditsSpent,
          coalesce(sum(case when e.reason = 'returned' then e.change end), 0) as creditsReturned
        from dealerships d inner join credit_entries e on e.dealership_id = d.id
        where e.at >= ${start} and e.at < ${end} and e.reason in ('quote', 'returned')
          ${dealershipId ? sql`and d.id = ${dealershipId}` : sql``}
          ${
            clientId
              ? sql`and (exists (select 1 from quotes cq where cq.id = e.quote_id and cq.client_id = ${clientId})
                or exists (select 1 from archived_quotes ca where substr(ca.id, 1, 8) = substr(e.quote_id, 1, 8) and ca.id = e.quote_id and ca.client_id = ${clientId}))`
              : sql``
          }
        group by d.id`,
    },
    {
      name: "clientQuotes" as const,
      sql: sql`with ${period} select x.*, c.company_name as name from (select p.client_id as clientId, count(*) as quotes, coalesce(sum(p.outcome = 'accepted'), 0) as accepted
        from period p group by p.client_id) x inner join api_clients c on c.id = x.clientId`,
    },
    {
      // With dealershipId, the tenders that asked it: those with a quote there, written with the
      // tender (at the same instant), so found in the dealership's quotes of the period.
      name: "tenders" as const,
      sql: sql`${dealershipId ? sql`with ${period} ` : sql``}select x.*, c.company_name as name from (select t.client_id as clientId, count(*) as tenders from tenders t
        where t.created_at >= ${start} and t.created_at < ${end}
          ${clientId ? sql`and t.client_id = ${clientId}` : sql``}
          ${dealershipId ? sql`and t.id in (select p.tender_id from period p where p.tender_id is not null)` : sql``}
        group by t.client_id) x inner join api_clients c on c.id = x.clientId`,
    },
    {
      // An estimate asks no dealership: with dealershipId, none are counted (the figure is null).
      name: "estimates" as const,
      sql: dealershipId
        ? sql`select null as clientId, 0 as estimates, null as name where 0`
        : sql`select x.*, c.company_name as name from (select client_id as clientId, sum(count) as estimates from estimate_counts
            where day >= ${fromDay} and day <= ${toDay} ${clientId ? sql`and client_id = ${clientId}` : sql``} group by client_id) x inner join api_clients c on c.id = x.clientId`,
    },
    {
      // The names of what the filters name, found or not (a 404 otherwise).
      name: "named" as const,
      sql: sql`select 'dealership' as kind, id, name from dealerships where id = ${dealershipId}
        union all select 'client', id, company_name from api_clients where id = ${clientId}`,
    },
  ];
  return statements.map(({ name, sql: query }) => ({ name, ...compiled(query) }));
}

/**
 * The report's figures per dealership and per client, with their names, and the names of what the
 * filters name: one batch, at a D1 session that may be a replica (usage may be a moment stale).
 */
export async function loadUsage(
  d1: D1Database | D1DatabaseSession,
  filter: UsageFilter,
): Promise<{ dealerships: DealershipUsageRow[]; clients: ClientUsageRow[]; named: { dealership: string | null; client: string | null } }> {
  const statements = usageStatements(filter);
  const results = await d1.batch(statements.map((s) => d1.prepare(s.sql).bind(...s.params)));
  const rows = Object.fromEntries(statements.map((s, i) => [s.name, (results[i]?.results ?? []) as Record<string, unknown>[]]));
  const num = (value: unknown) => Number(value ?? 0);

  const dealerships = new Map<string, DealershipUsageRow>();
  const dealershipRow = (id: string) => {
    let row = dealerships.get(id);
    if (!row) {
      row = { dealershipId: id, name: "", received: 0, pricedAtOnce: 0, completedByDealer: 0, pending: 0, lapsed: 0, accepted: 0, creditsSpent: 0, creditsReturned: 0, medianMs: null, p90Ms: null };
      dealerships.set(id, row);
    }
    return row;
  };
  for (const r of rows.dealershipQuotes!) {
    Object.assign(dealershipRow(String(r.dealershipId)), {
      name: String(r.name),
      received: num(r.received),
      pricedAtOnce: num(r.pricedAtOnce),
      completedByDealer: num(r.completedByDealer),
      pending: num(r.pending),
      lapsed: num(r.lapsed),
      accepted: num(r.accepted),
    });
  }
  for (const r of rows.timeToPrice!) Object.assign(dealershipRow(String(r.dealershipId)), { medianMs: num(r.medianMs), p90Ms: num(r.p90Ms) });
  for (const r of rows.credits!) Object.assign(dealershipRow(String(r.dealershipId)), { name: String(r.name), creditsSpent: num(r.creditsSpent), creditsReturned: num(r.creditsReturned) });

  const clients = new Map<string, ClientUsageRow>();
  const clientRow = (id: string) => {
    let row = clients.get(id);
    if (!row) {
      row = { clientId: id, companyName: "", quotes: 0, accepted: 0, tenders: 0, estimates: filter.dealershipId ? null : 0 };
      clients.set(id, row);
    }
    return row;
  };
  for (const r of rows.clientQuotes!) Object.assign(clientRow(String(r.clientId)), { companyName: String(r.name), quotes: num(r.quotes), accepted: num(r.accepted) });
  for (const r of rows.tenders!) Object.assign(clientRow(String(r.clientId)), { companyName: String(r.name), tenders: num(r.tenders) });
  for (const r of rows.estimates!) Object.assign(clientRow(String(r.clientId)), { companyName: String(r.name), estimates: num(r.estimates) });

  const named = rows.named!;
  return {
    dealerships: [...dealerships.values()],
    clients: [...clients.values()],
    named: {
      dealership: (named.find((r) => r.kind === "dealership")?.name as string | undefined) ?? null,
      client: (named.find((r) => r.kind === "client")?.name as string | undefined) ?? null,
    },
  };
}

/**
 * The statement that counts one drive-away estimate for a client on a Sydney calendar day (see
 * src/domain/usage-period.ts, usageDay): run it with the estimate's own writes, or alone, when an
 * estimate is answered. Estimates store nothing else, so this counter is what usage reports.
 */
export function estimateCounted(d1: Pick<D1Database, "prepare">, clientId: string, day: string): D1PreparedStatement {
  return statement(d1, sql`insert into estimate_counts (client_id, day, count) values (${clientId}, ${day}, 1) on conflict (client_id, day) do update set count = count + 1`);
}
