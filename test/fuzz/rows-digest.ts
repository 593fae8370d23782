// What a refused request must leave as it found it, in one query: every row, in every table of
// ours, that the request names (an id in its path, query or body, or its key's owner) or that hangs
// off a named row through a reference (a quote's e-mails and deliveries, a delivery's attempts, a
// vehicle's stock rows), all columns of it; and the size and last rowid of every table, so an
// insert or delete anywhere shows. A PATCH that changed a name, a tier, a margin or a price before
// answering 400 changes its dealership's row here; a PUT that wrote a price, its stock row.
// Tables added later are covered without a word here: their rows by primary key and references,
// their size.

import { env } from "cloudflare:test";
import { ourTables } from "../helpers/database";

/**
 * Columns that would reach too many rows to read before every request (every quote of a busy
 * dealership, every key it was ever issued): rows there are found through their own id instead.
 */
const WIDE_LINKS = new Set([
  "quotes.dealership_id",
  "quotes.client_id",
  "quotes.vehicle_id",
  "webhook_deliveries.client_id",
  "idempotency_keys.client_id",
  "portal_sessions.dealership_id",
  "dealer_keys.dealership_id",
  "dealer_accessories.dealership_id",
  "dealer_inventory.dealership_id",
  // Every order of the dealership and of the FMO (an order is found through its own id or its quote's).
  "orders.dealership_id",
  "orders.client_id",
  "orders.vehicle_id",
  // Every credit statement entry of the dealership quotes are asked of (appended, never changed: an
  // entry a refused request wrote would show in the table's size and last rowid).
  "credit_entries.dealership_id",
]);

const UUID = /[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}/gi;

/** Every id in `texts`, canonical (8-4-4-4-12, lower case), as the service stores ids. */
export function idsIn(...texts: string[]): string[] {
  const ids = texts.flatMap((text) => text.match(UUID) ?? []).map((id) => id.replaceAll("-", "").toLowerCase());
  return [...new Set(ids.map((hex) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`))];
}

/** Builds the digest query once: it depends on the schema only. */
export async function rowsDigest(): Promise<(ids: string[]) => Promise<string>> {
  const parts: string[] = [];
  for (const table of await ourTables()) {
    const columns = (await env.DB.prepare(`PRAGMA table_info("${table}")`).all<{ name: string; pk: number }>()).results;
    const references = (await env.DB.prepare(`PRAGMA foreign_key_list("${table}")`).all<{ from: string }>()).results.map((k) => k.from);
    // A row is named by its primary key, or through a reference to a named row.
    const links = [...columns.filter((c) => c.pk > 0).map((c) => c.name), ...references].filter((c) => !WIDE_LINKS.has(`${table}.${c}`));
    const named = links.length === 0 ? "0" : links.map((c) => `"${c}" IN (SELECT value FROM json_each(?1))`).join(" OR ");
    // A WITHOUT ROWID table (the credit statement) has no rowid: its size and its key's order say as much.
    const definition = await env.DB.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").bind(table).first<string>("sql");
    const withoutRowid = /without\s+rowid\s*$/i.test(definition ?? "");
    const keyOrder = withoutRowid ? columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => `"${c.name}"`).join(", ") : "rowid";
    parts.push(
      `'${table}', json_array((SELECT count(*) FROM "${table}"), ${withoutRowid ? "NULL" : `(SELECT max(rowid) FROM "${table}")`},
         (SELECT json_group_array(json_array(${columns.map((c) => `iif(typeof("${c.name}") = 'blob', hex("${c.name}"), "${c.name}")`).join(", ")})) FROM (SELECT * FROM "${table}" WHERE ${named} ORDER BY ${keyOrder})))`,
    );
  }
  const statement = env.DB.prepare(`SELECT json_object(${parts.join(", ")}) AS digest`);
  return async (ids) => (await statement.bind(JSON.stringify(ids)).first<string>("digest"))!;
}

/** What differs between two digests, table by table: its size, its last rowid, and the rows as they were and as they are. */
export function digestChanges(before: string, after: string): Record<string, Record<string, unknown>> {
  type Part = [count: number, lastRowid: number | null, rows: unknown[]];
  const was = JSON.parse(before) as Record<string, Part>;
  const is = JSON.parse(after) as Record<string, Part>;
  const changes: Record<string, Record<string, unknown>> = {};
  for (const table of Object.keys(is)) {
    const [count, lastRowid, rows] = is[table]!;
    const [countBefore, lastRowidBefore, rowsBefore] = was[table]!;
    const kept = (of: unknown[], other: unknown[]) => of.filter((row) => !other.some((o) => JSON.stringify(o) === JSON.stringify(row)));
    const change = {
      ...(count !== countBefore && { rows: `${countBefore} -> ${count}` }),
      ...(lastRowid !== lastRowidBefore && { lastRowid: `${lastRowidBefore} -> ${lastRowid}` }),
      ...(kept(rowsBefore, rows).length > 0 && { was: kept(rowsBefore, rows) }),
      ...(kept(rows, rowsBefore).length > 0 && { now: kept(rows, rowsBefore) }),
    };
    if (Object.keys(change).length > 0) changes[table] = change;
  }
  return changes;
}
