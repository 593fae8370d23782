// How many bytes a quote and a tender of 20 dealerships cost in D1 with their jobs (and credit
// statement entries), with and without retention, and an audit record's entry: `npm run
// measure:storage`. Prints the figures the docs state.
//
// Starts `wrangler dev` with fresh local state, makes quotes over real HTTP as FMOs and dealers
// would (half answered at once, half completed by the dealer with a webhook delivered), waits
// for their e-mails and webhooks, then reads the local D1 file page by page (SQLite's dbstat):
// first as it is, then as retention leaves it after 90 days, vacuumed. Then, on a copy of that
// state grown by tenders of 20 demo dealerships, the same for a tender.

import { copyFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { waitFor } from "./local-process.ts";
import { ADELAIDE_HYUNDAI, PARRAMATTA_TOYOTA } from "./e2e/api-flow.ts";
import { ADMIN_TOKEN, apiClient, startReceiver, startWorker } from "./e2e/harness.ts";

const QUOTES_PER_PATH = 150;
const TENDERS = 50;
/** A demo vehicle the operator stocks at 20 dealerships for the tenders. */
const TENDER_VEHICLE = { model: "HiLux", version: "SR5 4x4 Double Cab" };
const TEN_GB = 10 * 1000 ** 3;
/** Changes of each kind (a dealer's settings, the operator's stock price) made for the audit record's figure. */
const AUDITED_CHANGES = 90;

/** Bytes of each table with its indexes, from the pages SQLite holds for them. */
function bytesByTable(file: string): Map<string, number> {
  const db = new DatabaseSync(file);
  const rows = db
    .prepare("select coalesce(m.tbl_name, s.name) as tbl, sum(s.pgsize) as bytes from dbstat s left join sqlite_master m on m.name = s.name group by tbl")
    .all() as { tbl: string; bytes: number }[];
  db.close();
  return new Map(rows.map((r) => [r.tbl, r.bytes]));
}

function d1File(stateDir: string): string {
  const dir = join(stateDir, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 file in ${dir}`);
  return join(dir, file);
}

const receiver = await startReceiver();
const worker = await startWorker({ REGISTRATIONS_PER_HOUR: "1000" });
const api = apiClient(worker.base);
try {
  const before = bytesByTable(d1File(worker.stateDir));
  const keys: string[] = [];
  const key = async (i: number) => {
    const index = Math.floor(i / 90);
    while (keys.length <= index) keys.push((await api("/api/v1/register", { body: { companyName: "Storage Fleet Pty Ltd", contactEmail: "fleet@storage.example.com" } })).body.apiKey);
    return keys[index]!;
  };
  const dealerKeys: string[] = [];
  const dealerKey = async (i: number) => {
    const index = Math.floor(i / 90);
    while (dealerKeys.length <= index) dealerKeys.push((await api(`/admin/v1/dealerships/${ADELAIDE_HYUNDAI}/keys`, { method: "POST", key: ADMIN_TOKEN })).body.dealerKey);
    return dealerKeys[index]!;
  };

  const client = { clientName: "Jo Fleet", clientEmail: "jo@storage.example.com", clientPhone: "+61 2 9000 0000", postcode: "2000", notes: "Fleet order for the Sydney office." };
  let requests = 0;
  for (let i = 0; i < QUOTES_PER_PATH; i++) {
    const auto = await api("/api/v1/quotes", { key: await key(requests++), body: { dealershipId: PARRAMATTA_TOYOTA, model: "RAV4 Hybrid", version: "GX 2WD", quantity: 3, ...client } });
    if (auto.status !== 201) throw new Error(`quote: ${auto.status} ${JSON.stringify(auto.body)}`);
    const pending = await api("/api/v1/quotes", {
      key: await key(requests++),
      body: { dealershipId: ADELAIDE_HYUNDAI, model: "i30", version: "hatch 2.0", callbackUrl: `${receiver.url}/ok/${i}`, ...client },
    });
    const done = await api(`/api/v1/dealer/quotes/${pending.body.quoteId}/complete`, { key: await dealerKey(i), body: { dealerNotes: "Ready in two weeks." } });
    if (done.status !== 200) throw new Error(`completion: ${done.status} ${JSON.stringify(done.body)}`);
  }
  await waitFor(
    "every e-mail and webhook to finish",
    async () => {
      const jobs = (await api("/admin/v1/jobs", { key: ADMIN_TOKEN })).body;
      return jobs.email.counts.pending === 0 && jobs.webhook.counts.pending === 0 ? true : undefined;
    },
    120_000,
  );

  // The quotes' state, compacted, and as retention leaves it after 90 days (delivered payloads
  // emptied, attempts deleted), compacted. Copied while the Worker is idle: nothing is in flight.
  const quotesOnly = join(worker.stateDir, "quotes.sqlite");
  copyFileSync(d1File(worker.stateDir), quotesOnly);
  const uncompacted = bytesByTable(quotesOnly);
  new DatabaseSync(quotesOnly).exec("vacuum");
  const retained = join(worker.stateDir, "retained.sqlite");
  copyFileSync(quotesOnly, retained);
  new DatabaseSync(retained).exec("update webhook_deliveries set payload = '' where status = 'delivered'; delete from webhook_attempts; vacuum;");

  const quotes = 2 * QUOTES_PER_PATH;
  const grown = (bytes: Map<string, number>, from: Map<string, number>) => [...bytes].reduce((sum, [table, size]) => sum + size - (from.get(table) ?? 0), 0);
  const perQuote = grown(bytesByTable(quotesOnly), before) / quotes;
  const perQuoteRetained = grown(bytesByTable(retained), before) / quotes;
  console.log(`${quotes} quotes (${QUOTES_PER_PATH} answered at once, ${QUOTES_PER_PATH} completed by the dealer with a webhook), each with its e-mails and deliveries:`);
  for (const [table, size] of [...bytesByTable(quotesOnly)].sort((a, b) => b[1] - a[1])) {
    const grownBy = size - (before.get(table) ?? 0);
    if (grownBy > 0) console.log(`  ${table.padEnd(22)} ${(grownBy / quotes).toFixed(0).padStart(6)} bytes per quote`);
  }
  console.log(`Per quote: ${perQuote.toFixed(0)} bytes as written, ${perQuoteRetained.toFixed(0)} bytes after retention (90 days).`);
  console.log(`A 10 GB D1 database holds about ${(TEN_GB / perQuote / 1e6).toFixed(1)} million quotes without retention, ${(TEN_GB / perQuoteRetained / 1e6).toFixed(1)} million with it.`);
  console.log(`(Before compacting: ${(grown(uncompacted, before) / quotes).toFixed(0)} bytes per quote.)`);

  // The audit record: a dealer's settings changed and the operator's stock prices set, 90 each, on
  // top of the entries the run made already (dealer keys issued, stock set for the tenders below).
  // A key of its own: each key allows 100 requests an hour.
  const settingsKey = (await api(`/admin/v1/dealerships/${ADELAIDE_HYUNDAI}/keys`, { method: "POST", key: ADMIN_TOKEN })).body.dealerKey;
  const auditStock = (await api(`/admin/v1/dealerships/${ADELAIDE_HYUNDAI}/inventory?limit=1`, { key: ADMIN_TOKEN })).body.inventory[0].globalCarId;
  for (let i = 0; i < AUDITED_CHANGES; i++) {
    const changed = await api("/api/v1/dealer/settings", { method: "PATCH", key: settingsKey, body: { deliveryFee: 1000 + i } });
    if (changed.status !== 200) throw new Error(`settings: ${changed.status} ${JSON.stringify(changed.body)}`);
    const set = await api(`/admin/v1/dealerships/${ADELAIDE_HYUNDAI}/inventory/${auditStock}`, { method: "PUT", key: ADMIN_TOKEN, body: { price: 30_000 + i, available: true } });
    if (set.status !== 200) throw new Error(`stock: ${set.status} ${JSON.stringify(set.body)}`);
  }

  // Tenders: one demo vehicle stocked at the first 20 approved dealerships, then tenders to all 20.
  const dealers = (await api("/api/v1/dealers?limit=20", { key: await key(requests++) })).body.dealers.map((d: { id: string }) => d.id);
  const found = (await api(`/api/v1/inventory?model=${encodeURIComponent(TENDER_VEHICLE.model)}&limit=100`, { key: await key(requests++) })).body.vehicles;
  const vehicle = found.find((v: { version: string }) => v.version.startsWith(TENDER_VEHICLE.version)).id;
  for (const dealer of dealers) {
    const stocked = await api(`/admin/v1/dealerships/${dealer}/inventory/${vehicle}`, { method: "PUT", key: ADMIN_TOKEN, body: { price: 61_990, available: true } });
    if (stocked.status !== 200) throw new Error(`stocking: ${stocked.status} ${JSON.stringify(stocked.body)}`);
  }
  const beforeTenders = join(worker.stateDir, "before-tenders.sqlite");
  copyFileSync(d1File(worker.stateDir), beforeTenders);
  new DatabaseSync(beforeTenders).exec("vacuum");
  for (let i = 0; i < TENDERS; i++) {
    const tender = await api("/api/v1/tenders", { key: await key(requests++), body: { dealershipIds: dealers, globalCarId: vehicle, ...client } });
    if (tender.status !== 201) throw new Error(`tender: ${tender.status} ${JSON.stringify(tender.body)}`);
  }
  await waitFor(
    "every tender e-mail to finish",
    async () => ((await api("/admin/v1/jobs", { key: ADMIN_TOKEN })).body.email.counts.pending === 0 ? true : undefined),
    120_000,
  );
  worker.stop({ keepState: true });
  const withTenders = join(worker.stateDir, "tenders.sqlite");
  copyFileSync(d1File(worker.stateDir), withTenders);
  new DatabaseSync(withTenders).exec("vacuum");

  // Retention removes none of a tender's rows (pending quotes stay, e-mails stay): the figure holds after 90 days too.
  const perTender = grown(bytesByTable(withTenders), bytesByTable(beforeTenders)) / TENDERS;
  console.log(`${TENDERS} tenders of ${dealers.length} dealerships (a quote at each, with its e-mail):`);
  console.log(`Per tender: ${perTender.toFixed(0)} bytes (${(perTender / dealers.length).toFixed(0)} per quote); retention removes none of it.`);
  console.log(`A 10 GB D1 database holds about ${(TEN_GB / perTender / 1e3).toFixed(0)} thousand such tenders.`);

  // The audit record, compacted: its table and indexes over its entries (kept seven years).
  const auditDb = new DatabaseSync(withTenders);
  const entries = (auditDb.prepare("select count(*) as n from audit_entries").get() as { n: number }).n;
  auditDb.close();
  const perEntry = (bytesByTable(withTenders).get("audit_entries") ?? 0) / entries;
  console.log(`The audit record: ${entries} entries (dealer settings, operator stock prices, keys issued), ${perEntry.toFixed(0)} bytes an entry with its indexes.`);
  console.log(`Kept seven years, 1,000 changes a day take about ${((perEntry * 1000 * 365 * 7) / 1e9).toFixed(2)} GB.`);
} finally {
  worker.stop();
  receiver.server.close();
}
