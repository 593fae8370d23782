// How many bytes a live quote (with its credit statement entry), an archived quote, a tender of 20
// dealerships and an audit entry cost, and how many quotes one 10 GB D1 database holds:
// `npm run measure:storage`. Prints the figures the docs state.
//
// Starts `wrangler dev` (archiving at once: ARCHIVE_AFTER_DAYS=0) with fresh local state and makes
// quotes over real HTTP as FMOs and dealers would: half answered at once, half completed by the
// dealer with a webhook delivered. Every size is the database's own, as D1 counts it: its pages in
// use (page_count - freelist_count), read from the local D1 file while the Worker is idle, before
// and after each step. Nothing is vacuumed: D1 never is.

import { copyFileSync, existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { waitFor } from "./local-process.ts";
import { ADELAIDE_HYUNDAI, PARRAMATTA_TOYOTA } from "./e2e/api-flow.ts";
import { ADMIN_TOKEN, apiClient, startReceiver, startWorker } from "./e2e/harness.ts";
import { capacity, CAPACITY_RATES } from "./measure-storage/capacity.ts";

const QUOTES_PER_PATH = 150;
const QUOTES = 2 * QUOTES_PER_PATH;
const TENDERS = 50;
/** A demo vehicle the operator stocks at 20 dealerships for the tenders. */
const TENDER_VEHICLE = { model: "HiLux", version: "SR5 4x4 Double Cab" };
/** Changes of each kind (a dealer's settings, the operator's stock price) made for the audit record's figure. */
const AUDITED_CHANGES = 90;

function d1File(stateDir: string): string {
  const dir = join(stateDir, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 file in ${dir}`);
  return join(dir, file);
}

/** The database's pages in use, in bytes. */
function pagesInUse(file: string): number {
  const db = new DatabaseSync(file, { readOnly: true });
  const pragma = (name: string) => Number(Object.values(db.prepare(`pragma ${name}`).get()!)[0]);
  const bytes = (pragma("page_count") - pragma("freelist_count")) * pragma("page_size");
  db.close();
  return bytes;
}

/** Where the pages in use go: bytes of each table with its indexes (SQLite's dbstat). */
function bytesByTable(file: string): Map<string, number> {
  const db = new DatabaseSync(file, { readOnly: true });
  const rows = db
    .prepare("select coalesce(m.tbl_name, s.name) as tbl, sum(s.pgsize) as bytes from dbstat s left join sqlite_master m on m.name = s.name group by tbl")
    .all() as { tbl: string; bytes: number }[];
  db.close();
  return new Map(rows.map((r) => [r.tbl, r.bytes]));
}

/** The tables that grew from `before` to `after`, per quote, largest first. */
function growth(before: Map<string, number>, after: Map<string, number>): string {
  return [...after]
    .map(([table, bytes]) => [table, (bytes - (before.get(table) ?? 0)) / QUOTES] as const)
    .filter(([, grown]) => Math.abs(grown) >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([table, grown]) => `${table} ${Math.round(grown)}`)
    .join(", ");
}

/** A copy of the database (with its write-ahead log), to change without touching the Worker's. */
function copyOf(file: string, name: string): string {
  const copy = join(file, "..", "..", "..", "..", name);
  for (const suffix of ["", "-wal", "-shm"]) if (existsSync(file + suffix)) copyFileSync(file + suffix, copy + suffix);
  return copy;
}

/** Bytes of the archived quotes' objects in the local R2 (as its own object table records them). */
function r2Bytes(stateDir: string): number {
  const dir = join(stateDir, "v3", "r2", "miniflare-R2BucketObject");
  if (!existsSync(dir)) return 0;
  return readdirSync(dir)
    .filter((name) => name.endsWith(".sqlite"))
    .reduce((sum, name) => {
      const db = new DatabaseSync(join(dir, name), { readOnly: true });
      const holdsObjects = db.prepare("select 1 from sqlite_master where name = '_mf_objects'").get() !== undefined;
      const bytes = holdsObjects ? Number((db.prepare("select coalesce(sum(size), 0) as bytes from _mf_objects where key like 'quotes/%'").get() as { bytes: number }).bytes) : 0;
      db.close();
      return sum + bytes;
    }, 0);
}

const receiver = await startReceiver();
const worker = await startWorker({ REGISTRATIONS_PER_HOUR: "1000", ARCHIVE_AFTER_DAYS: "0" });
const api = apiClient(worker.base);
const file = d1File(worker.stateDir);
const idle = async (what: string) =>
  waitFor(
    what,
    async () => {
      const jobs = (await api("/admin/v1/jobs", { key: ADMIN_TOKEN })).body;
      return jobs.email.counts.pending === 0 && jobs.webhook.counts.pending === 0 ? true : undefined;
    },
    120_000,
  );
try {
  // Each key asks for 45 quotes and accepts them: 90 requests, within its 100 an hour.
  const keys: string[] = [];
  const key = async (i: number) => {
    const index = Math.floor(i / 45);
    while (keys.length <= index) keys.push((await api("/api/v1/register", { body: { companyName: "Storage Fleet Pty Ltd", contactEmail: "fleet@storage.example.com" } })).body.apiKey);
    return keys[index]!;
  };
  const dealerKeys: string[] = [];
  const dealerKey = async (i: number) => {
    const index = Math.floor(i / 90);
    while (dealerKeys.length <= index) dealerKeys.push((await api(`/admin/v1/dealerships/${ADELAIDE_HYUNDAI}/keys`, { method: "POST", key: ADMIN_TOKEN })).body.dealerKey);
    return dealerKeys[index]!;
  };
  await key(0);
  await idle("the Worker to settle");
  const empty = pagesInUse(file);
  const emptyTables = bytesByTable(file);

  // 300 live quotes: priced, e-mailed, half with a delivered webhook.
  const client = { clientName: "Jo Fleet", clientEmail: "jo@storage.example.com", clientPhone: "+61 2 9000 0000", postcode: "2000", notes: "Fleet order for the Sydney office." };
  let requests = 0;
  const made: { quoteId: string; key: string }[] = [];
  for (let i = 0; i < QUOTES_PER_PATH; i++) {
    const autoKey = await key(requests++);
    const auto = await api("/api/v1/quotes", { key: autoKey, body: { dealershipId: PARRAMATTA_TOYOTA, model: "RAV4 Hybrid", version: "GX 2WD", quantity: 3, ...client } });
    if (auto.status !== 201) throw new Error(`quote: ${auto.status} ${JSON.stringify(auto.body)}`);
    const pendingKey = await key(requests++);
    const pending = await api("/api/v1/quotes", {
      key: pendingKey,
      body: { dealershipId: ADELAIDE_HYUNDAI, model: "i30", version: "hatch 2.0", callbackUrl: `${receiver.url}/ok/${i}`, ...client },
    });
    const done = await api(`/api/v1/dealer/quotes/${pending.body.quoteId}/complete`, { key: await dealerKey(i), body: { dealerNotes: "Ready in two weeks." } });
    if (done.status !== 200) throw new Error(`completion: ${done.status} ${JSON.stringify(done.body)}`);
    made.push({ quoteId: auto.body.quoteId, key: autoKey }, { quoteId: pending.body.quoteId, key: pendingKey });
  }
  await idle("every e-mail and webhook to finish");
  const written = pagesInUse(file);
  // As retention leaves them after 90 days: their webhook attempts deleted (on a copy).
  const retainedCopy = copyOf(file, "retained.sqlite");
  new DatabaseSync(retainedCopy).exec("delete from webhook_attempts");
  const live = pagesInUse(retainedCopy);

  // The FMOs accept them, the dealers are told, then the archive moves them to R2 batch by batch.
  for (const { quoteId, key: owner } of made) {
    const accepted = await api(`/api/v1/quotes/${quoteId}/accept`, { key: owner, body: {} });
    if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  }
  await idle("the acceptance e-mails to finish");
  const decidedCopy = copyOf(file, "decided.sqlite");
  new DatabaseSync(decidedCopy).exec("delete from webhook_attempts");
  const decided = pagesInUse(decidedCopy);
  const decidedTables = bytesByTable(decidedCopy);
  const r2Before = r2Bytes(worker.stateDir);
  let archived = 0;
  for (let more = true; more; ) {
    const run = await api("/admin/v1/archive/run", { method: "POST", key: ADMIN_TOKEN });
    if (run.status !== 200) throw new Error(`archive: ${run.status} ${JSON.stringify(run.body)}`);
    archived += run.body.archived.length;
    more = run.body.more;
  }
  if (archived !== QUOTES) throw new Error(`archived ${archived} quotes, not ${QUOTES}`);
  const afterArchive = pagesInUse(file);
  const archivedTables = bytesByTable(file);
  const r2PerQuote = (r2Bytes(worker.stateDir) - r2Before) / QUOTES;

  const perLive = (live - empty) / QUOTES;
  const perArchived = (afterArchive - empty) / QUOTES;
  const kb = (bytes: number) => `${Math.round(bytes).toLocaleString("en-AU")} bytes`;
  console.log(`${QUOTES} quotes (${QUOTES_PER_PATH} answered at once, ${QUOTES_PER_PATH} completed by the dealer with a webhook), D1 pages in use:`);
  console.log(`  live, as written (with webhook attempts): ${kb((written - empty) / QUOTES)} a quote`);
  console.log(`  live, after retention (attempts deleted at 90 days): ${kb(perLive)} a quote (${growth(emptyTables, bytesByTable(retainedCopy))})`);
  console.log(`  accepted, the dealers told, after retention: ${kb((decided - empty) / QUOTES)} a quote (${growth(emptyTables, decidedTables)})`);
  console.log(`  archived (thin row and indexes, and the dealership's statement entry, which stays; everything else deleted): ${kb(perArchived)} a quote (${growth(emptyTables, archivedTables)})`);
  console.log(`  R2: ${kb(r2PerQuote)} an archived quote`);
  for (const rate of CAPACITY_RATES) {
    // A quote spends most of its live days decided (its dealership told): that is its size here.
    const plan = capacity({ quotesPerDay: rate, liveBytes: (decided - empty) / QUOTES, archivedBytes: perArchived });
    console.log(
      `At ${rate.toLocaleString("en-AU")} quotes a day (each live ${plan.liveDays} days: its 14-day validity, then the 90-day archive age), ` +
        (plan.fits
          ? `the live quotes take ${(plan.liveSetBytes / 1e9).toFixed(1)} GB and one 10 GB database holds ${(plan.quotesHeld / 1e6).toFixed(1)} million quotes, full in ${plan.yearsToFull.toFixed(1)} years.`
          : `the live quotes alone take ${(plan.liveSetBytes / 1e9).toFixed(1)} GB: one 10 GB database does not hold them.`),
    );
  }

  // Tenders: one demo vehicle stocked at the first 20 approved dealerships, then tenders to all 20.
  const dealers = (await api("/api/v1/dealers?limit=20", { key: await key(requests++) })).body.dealers.map((d: { id: string }) => d.id);
  const found = (await api(`/api/v1/inventory?model=${encodeURIComponent(TENDER_VEHICLE.model)}&limit=100`, { key: await key(requests++) })).body.vehicles;
  const vehicle = found.find((v: { version: string }) => v.version.startsWith(TENDER_VEHICLE.version)).id;
  for (const dealer of dealers) {
    const stocked = await api(`/admin/v1/dealerships/${dealer}/inventory/${vehicle}`, { method: "PUT", key: ADMIN_TOKEN, body: { price: 61_990, available: true } });
    if (stocked.status !== 200) throw new Error(`stocking: ${stocked.status} ${JSON.stringify(stocked.body)}`);
  }
  await idle("the Worker to settle");
  const beforeTenders = pagesInUse(file);
  for (let i = 0; i < TENDERS; i++) {
    const tender = await api("/api/v1/tenders", { key: await key(requests++), body: { dealershipIds: dealers, globalCarId: vehicle, ...client } });
    if (tender.status !== 201) throw new Error(`tender: ${tender.status} ${JSON.stringify(tender.body)}`);
  }
  await idle("every tender e-mail to finish");
  const perTender = (pagesInUse(file) - beforeTenders) / TENDERS;
  console.log(`${TENDERS} tenders of ${dealers.length} dealerships (a quote at each, with its e-mail): ${kb(perTender)} a tender (${kb(perTender / dealers.length)} a quote), live.`);

  // The audit record: a dealer's settings changed and the operator's stock prices set, 90 each.
  const settingsKey = (await api(`/admin/v1/dealerships/${ADELAIDE_HYUNDAI}/keys`, { method: "POST", key: ADMIN_TOKEN })).body.dealerKey;
  const auditStock = (await api(`/admin/v1/dealerships/${ADELAIDE_HYUNDAI}/inventory?limit=1`, { key: ADMIN_TOKEN })).body.inventory[0].globalCarId;
  const beforeAudit = pagesInUse(file);
  for (let i = 0; i < AUDITED_CHANGES; i++) {
    const changed = await api("/api/v1/dealer/settings", { method: "PATCH", key: settingsKey, body: { deliveryFee: 1000 + i } });
    if (changed.status !== 200) throw new Error(`settings: ${changed.status} ${JSON.stringify(changed.body)}`);
    const set = await api(`/admin/v1/dealerships/${ADELAIDE_HYUNDAI}/inventory/${auditStock}`, { method: "PUT", key: ADMIN_TOKEN, body: { price: 30_000 + i, available: true } });
    if (set.status !== 200) throw new Error(`stock: ${set.status} ${JSON.stringify(set.body)}`);
  }
  // Each change writes its audit entry (and changes its row in place); the entries are what grows.
  const perEntry = (pagesInUse(file) - beforeAudit) / (2 * AUDITED_CHANGES);
  console.log(`The audit record: ${kb(perEntry)} an entry with its indexes; kept seven years, 1,000 changes a day take about ${((perEntry * 1000 * 365 * 7) / 1e9).toFixed(2)} GB.`);
} finally {
  worker.stop();
  receiver.server.close();
}
