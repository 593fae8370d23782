// How many bytes a quote costs in D1 with its jobs, with and without retention:
// `npm run measure:storage`. Prints the figures the README's "Retention" section states.
//
// Starts `wrangler dev` with fresh local state, makes quotes over real HTTP as FMOs and dealers
// would (half answered at once, half completed by the dealer with a webhook delivered), waits
// for their e-mails and webhooks, then reads the local D1 file page by page (SQLite's dbstat):
// first as it is, then as retention leaves it after 90 days, vacuumed.

import { copyFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { waitFor } from "./local-process.ts";
import { ADELAIDE_HYUNDAI, PARRAMATTA_TOYOTA } from "./e2e/api-flow.ts";
import { ADMIN_TOKEN, apiClient, startReceiver, startWorker } from "./e2e/harness.ts";

const QUOTES_PER_PATH = 150;
const TEN_GB = 10 * 1000 ** 3;

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
  worker.stop({ keepState: true });

  const file = d1File(worker.stateDir);
  const after = bytesByTable(file);
  const quotes = 2 * QUOTES_PER_PATH;
  const grown = (bytes: Map<string, number>, tables?: string[]) =>
    [...bytes].filter(([table]) => !tables || tables.includes(table)).reduce((sum, [table, size]) => sum + size - (before.get(table) ?? 0), 0);

  // Retention after 90 days: delivered payloads emptied, attempts deleted; then the file compacted.
  const retained = join(worker.stateDir, "retained.sqlite");
  copyFileSync(file, retained);
  const db = new DatabaseSync(retained);
  db.exec("update webhook_deliveries set payload = '' where status = 'delivered'; delete from webhook_attempts; vacuum;");
  db.close();
  const compacted = join(worker.stateDir, "compacted.sqlite");
  copyFileSync(file, compacted);
  new DatabaseSync(compacted).exec("vacuum");

  const perQuote = grown(bytesByTable(compacted)) / quotes;
  const perQuoteRetained = grown(bytesByTable(retained)) / quotes;
  console.log(`${quotes} quotes (${QUOTES_PER_PATH} answered at once, ${QUOTES_PER_PATH} completed by the dealer with a webhook), each with its e-mails and deliveries:`);
  for (const [table, size] of [...bytesByTable(compacted)].sort((a, b) => b[1] - a[1])) {
    const grownBy = size - (before.get(table) ?? 0);
    if (grownBy > 0) console.log(`  ${table.padEnd(22)} ${(grownBy / quotes).toFixed(0).padStart(6)} bytes per quote`);
  }
  console.log(`Per quote: ${perQuote.toFixed(0)} bytes as written, ${perQuoteRetained.toFixed(0)} bytes after retention (90 days).`);
  console.log(`A 10 GB D1 database holds about ${(TEN_GB / perQuote / 1e6).toFixed(1)} million quotes without retention, ${(TEN_GB / perQuoteRetained / 1e6).toFixed(1)} million with it.`);
  console.log(`(Before measuring: ${(grown(after) / quotes).toFixed(0)} bytes per quote in the uncompacted file.)`);
} finally {
  worker.stop();
  receiver.server.close();
}
