// The benchmark's local D1, through `wrangler d1`: migrations, the data of phase A and its growth
// to phase B (SQL from ./data.ts), and the sizes read back and checked before each phase.

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  CLIENTS,
  clientsSql,
  countsSql,
  DEALERSHIPS,
  dealershipsSql,
  inventorySql,
  TENDER_DEALERSHIPS,
  tenderStockSql,
  USAGE_QUOTES,
  usageCountsSql,
  usageEntriesSql,
  usageEstimatesSql,
  usageQuotesSql,
  usageTendersSql,
  RARE_VEHICLES,
  STOCKISTS_PER_VEHICLE,
  VEHICLES_A,
  VEHICLES_B,
  vehiclesSql,
} from "./data.ts";
import { seconds } from "./steps.ts";
import { wrangler } from "./wrangler.ts";
import { sqlDir, stateDir } from "./workspace.ts";

interface D1Result {
  results: Record<string, unknown>[];
  success: boolean;
  meta: { duration?: number };
}

function parseD1Json(stdout: string): D1Result[] {
  const start = stdout.indexOf("[");
  const parsed: unknown = JSON.parse(start >= 0 ? stdout.slice(start) : stdout);
  if (!Array.isArray(parsed)) throw new Error(`unexpected wrangler d1 output: ${stdout.slice(0, 500)}`);
  return parsed as D1Result[];
}

/** Executes SQL statements as one file (one D1 batch); prints each statement's own SQL time. */
async function executeSql(label: string, statements: { label: string; sql: string }[]): Promise<void> {
  const file = join(sqlDir, `${label.replace(/[^a-z0-9]+/gi, "-")}.sql`);
  writeFileSync(file, statements.map((s) => s.sql).join("\n"));
  const t0 = performance.now();
  const results = parseD1Json(await wrangler(["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", file, "--json"]));
  const wall = seconds(t0);
  if (results.length !== statements.length || !results.every((r) => r.success)) {
    throw new Error(`${label}: expected ${statements.length} successful statements, got ${JSON.stringify(results).slice(0, 1000)}`);
  }
  const sqlMs = results.map((r) => r.meta.duration ?? 0);
  statements.forEach((s, i) => console.log(`    ${s.label.padEnd(44)} ${((sqlMs[i] ?? 0) / 1000).toFixed(2).padStart(6)} s SQL`));
  console.log(`    ${`${label}: wrangler d1 execute, file of ${statements.length}`.padEnd(44)} ${wall.toFixed(2).padStart(6)} s wall`);
}

export function applyMigrations(): Promise<string> {
  return wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir]);
}

/** Phase A: the API clients (one per key), the dealerships, vehicles 1..VEHICLES_A and their stock. */
export function loadPhaseA(keys: readonly string[]): Promise<void> {
  return executeSql("phase A", [
    { label: `api_clients: ${keys.length}`, sql: clientsSql(keys) },
    { label: `dealerships: ${DEALERSHIPS}`, sql: dealershipsSql() },
    { label: `vehicles 1..${VEHICLES_A}`, sql: vehiclesSql(1, VEHICLES_A) },
    { label: `dealer_inventory for vehicles 1..${VEHICLES_A}`, sql: inventorySql(1, VEHICLES_A) },
    { label: `the tender vehicle at ${TENDER_DEALERSHIPS.length} dealerships`, sql: tenderStockSql() },
  ]);
}

// Phase B grows the same database: vehicles in statements of 33,000, stock in statements of
// 100,000 rows (10,000 vehicles), four statements (one transaction) per file.

export function growVehiclesToPhaseB(): Promise<void> {
  const statements: { label: string; sql: string }[] = [];
  for (let from = VEHICLES_A + 1; from <= VEHICLES_B; from += 33_000) {
    const to = Math.min(VEHICLES_B, from + 32_999);
    statements.push({ label: `vehicles ${from}..${to}`, sql: vehiclesSql(from, to) });
  }
  return executeSql("phase B vehicles", statements);
}

export async function growStockToPhaseB(): Promise<void> {
  const statements: { label: string; sql: string }[] = [];
  for (let from = VEHICLES_A + 1; from <= VEHICLES_B; from += 10_000) {
    const to = Math.min(VEHICLES_B, from + 9_999);
    statements.push({ label: `dealer_inventory for vehicles ${from}..${to}`, sql: inventorySql(from, to) });
  }
  for (let i = 0; i < statements.length; i += 4) await executeSql(`phase B stock ${i / 4 + 1}`, statements.slice(i, i + 4));
}

export type Counts = Record<string, number>;

export async function readCounts(): Promise<Counts> {
  const results = parseD1Json(await wrangler(["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--command", countsSql().replace(/\s+/g, " "), "--json"]));
  const row = results[0]?.results[0];
  if (!row) throw new Error("no counts returned");
  const counts: Counts = {};
  for (const [name, value] of Object.entries(row)) counts[name] = Number(value);
  return counts;
}

export function checkCounts(phase: string, counts: Counts, vehicles: number) {
  const expectations: [string, number][] = [
    ["vehicles", vehicles],
    ["dealerships", DEALERSHIPS],
    // The tender vehicle's 20 rows: its own stockists by the formula are dealerships 27, 77, ..., 477, none of 1..20.
    ["inventory", vehicles * STOCKISTS_PER_VEHICLE + TENDER_DEALERSHIPS.length],
    ["api_clients", CLIENTS],
    ["bad_search_keys", 0],
    ["fts_rare", RARE_VEHICLES.length],
    ["unavailable_vehicles", 0],
  ];
  for (const [name, expected] of expectations) {
    if (counts[name] !== expected) throw new Error(`phase ${phase}: ${name} is ${counts[name]}, expected ${expected}`);
  }
  const common = (counts.fts_common ?? 0) / vehicles;
  if (common < 0.08 || common > 0.12) throw new Error(`phase ${phase}: the common model is ${(common * 100).toFixed(1)}% of the catalogue, expected about 10%`);
  console.log(`  ${Object.entries(counts).map(([k, v]) => `${k}=${v}`).join(", ")}`);
}

/** The usage phase: 100,000 quotes of 2026 with their statement entries, 5,000 tenders and a year of estimates. */
export async function loadUsagePhase(): Promise<void> {
  const [spent, returned] = usageEntriesSql();
  await executeSql("usage phase", [
    { label: `quotes: ${USAGE_QUOTES.toLocaleString("en")} over 2026`, sql: usageQuotesSql() },
    { label: "credit_entries: one spent per quote", sql: spent! },
    { label: "credit_entries: one returned per lapsed quote", sql: returned! },
    { label: "tenders: 5,000 over 2026", sql: usageTendersSql() },
    { label: "estimate_counts: every client, every day", sql: usageEstimatesSql() },
  ]);
}

export async function readUsageCounts(): Promise<Counts> {
  const results = parseD1Json(await wrangler(["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--command", usageCountsSql().replace(/\s+/g, " "), "--json"]));
  const row = results[0]?.results[0];
  if (!row) throw new Error("no usage counts returned");
  const counts: Counts = Object.fromEntries(Object.entries(row).map(([name, value]) => [name, Number(value)]));
  if (counts.usage_quotes !== USAGE_QUOTES) throw new Error(`usage phase: ${counts.usage_quotes} quotes, expected ${USAGE_QUOTES}`);
  console.log(`  ${Object.entries(counts).map(([k, v]) => `${k}=${v}`).join(", ")}`);
  return counts;
}
