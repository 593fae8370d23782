import type { AuditEntryRow } from "../db/queries/audit";
import type { CreditEntryRow } from "../db/queries/credits";
import type { DealerKeyListRow } from "../db/queries/dealer-keys";
import type { OperatorRow } from "../db/queries/operators";
import type { ClientUsageRow, DealershipUsageRow } from "../db/queries/usage";
import { formatCsv } from "../domain/csv";
import { centsToDollars } from "../domain/money";
import { localDateTime } from "../notices/format";
import { USAGE_TIME_ZONE, type UsagePeriod } from "../domain/usage-period";
import type { DealerKeyListItem } from "../schemas/admin";
import type { AuditEntry } from "../schemas/audit";
import type { CreditEntry } from "../schemas/credits";
import type { Operator } from "../schemas/operators";
import type { UsageReport } from "../schemas/usage";

/** A statement entry as the operator and the dealer see it: its number in the statement is its id. */
export function creditEntryView(row: CreditEntryRow): CreditEntry {
  return { id: row.seq, at: row.at, change: row.change, balance: row.balance, reason: row.reason, quoteId: row.quoteId, tenderId: row.tenderId, note: row.note };
}

/** A named operator as the operator's API shows one: never the key or its hash. */
export function operatorView(row: OperatorRow): Operator {
  return { id: row.id, name: row.name, email: row.email, scope: row.scope, keyPrefix: row.keyPrefix, createdAt: row.createdAt, revokedAt: row.revokedAt };
}

export function dealerKeyView(row: DealerKeyListRow): DealerKeyListItem {
  return { id: row.id, prefix: row.keyPrefix, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt, revokedAt: row.revokedAt };
}

type Fields = Record<string, unknown>;

/** Money is stored in cents (fields named `...Cents`) and shown in dollars under the name without the suffix. */
function dollarFields(fields: Fields): Fields {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) =>
      name.endsWith("Cents") && (typeof value === "number" || value === null) ? [name.slice(0, -"Cents".length), value === null ? null : centsToDollars(value)] : [name, value],
    ),
  );
}

function fieldsView(fields: unknown): AuditEntry["before"] {
  if (fields === null || fields === undefined) return null;
  if (Array.isArray(fields)) return fields.map((row) => dollarFields(row as Fields));
  return dollarFields(fields as Fields);
}

/** Who made an entry's change. Entries written before the type was recorded are read as they were made: the operator's side had only the bootstrap token. */
function actorView(row: AuditEntryRow): AuditEntry["actor"] {
  const type = row.actorType ?? (row.actor === "dealer" ? "dealer" : row.actor === "fmo" ? "fmo" : "bootstrap");
  const id = type === "operator" ? row.actorId : type === "dealer" ? row.dealershipId : type === "fmo" ? row.clientId : null;
  return { type, id, name: row.actorName };
}

export function auditEntryView(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actor: actorView(row),
    keyPrefix: row.actorKeyPrefix,
    dealershipId: row.dealershipId,
    keyId: row.actorKeyId,
    portalSession: row.portalSession,
    consoleUser: row.actorEmail,
    consoleSession: row.consoleSession,
    requestId: row.requestId,
    action: row.action,
    target: { type: row.targetType, id: row.targetId },
    before: fieldsView(row.before),
    after: fieldsView(row.after),
  };
}

/** Milliseconds as whole seconds, the nearest. */
const seconds = (ms: number) => Math.round(ms / 1000);

/** The usage report: most quotes first, then by name; a filter's own row always shown, even with nothing. */
export function usageReportView(
  period: UsagePeriod,
  rows: { dealerships: DealershipUsageRow[]; clients: ClientUsageRow[] },
  named: { dealership: { id: string; name: string } | null; client: { id: string; name: string } | null },
  estimatesCounted: boolean,
): UsageReport {
  const dealerships = [...rows.dealerships];
  if (named.dealership && !dealerships.some((d) => d.dealershipId === named.dealership!.id)) {
    dealerships.push({ dealershipId: named.dealership.id, name: named.dealership.name, received: 0, pricedAtOnce: 0, completedByDealer: 0, pending: 0, lapsed: 0, accepted: 0, creditsSpent: 0, creditsReturned: 0, medianMs: null, p90Ms: null });
  }
  const clients = [...rows.clients];
  if (named.client && !clients.some((c) => c.clientId === named.client!.id)) {
    clients.push({ clientId: named.client.id, companyName: named.client.name, quotes: 0, accepted: 0, tenders: 0, estimates: estimatesCounted ? 0 : null });
  }
  const byCount = <T>(count: (row: T) => number, name: (row: T) => string) => (a: T, b: T) => count(b) - count(a) || name(a).localeCompare(name(b));
  return {
    period: { from: period.from, to: period.to, days: period.days, timeZone: USAGE_TIME_ZONE, start: period.start, end: period.end },
    dealerships: dealerships
      .sort(byCount((d) => d.received, (d) => d.name))
      .map((d) => ({
        dealershipId: d.dealershipId,
        name: d.name,
        quotesReceived: d.received,
        pricedAtOnce: d.pricedAtOnce,
        completedByDealer: d.completedByDealer,
        pending: d.pending,
        lapsed: d.lapsed,
        accepted: d.accepted,
        creditsSpent: d.creditsSpent,
        creditsReturned: d.creditsReturned,
        timeToPrice: d.medianMs === null || d.p90Ms === null ? null : { medianSeconds: seconds(d.medianMs), p90Seconds: seconds(d.p90Ms) },
      })),
    clients: clients
      .sort(byCount((c) => c.quotes, (c) => c.companyName))
      .map((c) => ({ clientId: c.clientId, companyName: c.companyName, quotes: c.quotes, tenders: c.tenders, estimates: c.estimates, acceptedQuotes: c.accepted })),
  };
}

/** The statement file's columns: the entry, when (as the API writes it, and in the dealership's own time), and what. */
const STATEMENT_COLUMNS = ["entry", "at", "localTime", "reason", "change", "balance", "quoteId", "tenderId", "note"] as const;

/** A credit statement as a CSV file, oldest first (as a spreadsheet adds it up). */
export function creditStatementCsv(entries: CreditEntryRow[], dealershipState: string | null): string {
  return formatCsv(
    [...STATEMENT_COLUMNS],
    entries.map((e) => [e.seq, e.at, localDateTime(e.at, dealershipState), e.reason, e.change, e.balance, e.quoteId, e.tenderId, e.note]),
  );
}

/** The headers of a statement download: CSV, saved as credits-<day>.csv. */
export function creditStatementCsvHeaders(now: Date): Record<string, string> {
  return { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="credits-${now.toISOString().slice(0, 10)}.csv"` };
}
