// Performance benchmark: `npm run bench` (about 3 minutes on 2 cores for phases A and B; phase C's
// data, start and measurement added 1.5 minutes on a busy machine, 2026-11-26).
//
// Builds both Workers once (`wrangler deploy --dry-run`, whose gzipped sizes are reported) and serves
// those bundles through `wrangler dev --no-bundle` with its own fresh local state (a temporary
// directory, free ports): every phase measures the same code, and edits to src/ during the run
// neither rebuild nor restart them. Then `wrangler check startup` of each Worker and of the API Worker
// of a baseline revision, alternating (scripts/bench/startup.ts). The data set is generated in the local D1 by SQL
// (scripts/bench/data.ts), in two phases of the same database:
//
//   A  "1k":   1,000 vehicles, 500 dealerships, ~10,000 stock rows, 100 API clients
//   B  "100k": grown to 100,000 vehicles and ~1,000,000 stock rows (wrangler dev is stopped while
//              the data grows, then started again)
//   C  "100k quotes": grown by 100,000 quotes over 2026 with their credit statement entries, 5,000
//              tenders and a year of estimates; only the operator's usage report is measured
//
// Per endpoint, against a baseline route of the same Worker (`GET /health` when the app has it,
// else the OpenAPI document): 20 warm-up requests, then sequential requests (latency p50/p99,
// req/s, CPU time of the workerd processes from /proc per request), then a pass with 4 requests
// in flight (throughput). Every status and body is checked. Each API key allows 100 requests per
// rolling hour, so requests rotate through the 100 bench keys and none is used more than
// KEY_BUDGET times in the whole run.
//
// Exit code 0 when the run completes, whether or not a target is met (it is a measurement);
// non-zero when the run itself breaks (a failed step, an unexpected status or body, a timeout).
// wrangler dev is always stopped and the temporary directory removed, also on failure or Ctrl-C.
//
// Runs on the project's Node 22 (native type stripping): erasable TypeScript, node: built-ins only.
// This file is the run's sequence; scripts/bench/ holds its parts: settings.ts, data.ts (the
// data set as SQL), workspace.ts, steps.ts, wrangler.ts, database.ts (local D1), proc.ts and dev.ts
// (wrangler dev, workerd CPU), keys.ts, http.ts, endpoints.ts, measure.ts, bundle.ts, startup.ts,
// report.ts, cleanup.ts.

import { existsSync } from "node:fs";
import { buildBundle } from "./bench/bundle.ts";
import { cleanUp, fail } from "./bench/cleanup.ts";
import { DEALERSHIPS, VEHICLES_A, VEHICLES_B } from "./bench/data.ts";
import { applyMigrations, checkCounts, growStockToPhaseB, growVehiclesToPhaseB, loadPhaseA, loadUsagePhase, readCounts, readUsageCounts } from "./bench/database.ts";
import { startDev, stopDev } from "./bench/dev.ts";
import { keys } from "./bench/keys.ts";
import { measurePhase, measureUsagePhase } from "./bench/measure.ts";
import { report } from "./bench/report.ts";
import { RUN_DEADLINE_MS, STARTUP_BASELINE, STARTUP_ROUNDS } from "./bench/settings.ts";
import { measureStartup } from "./bench/startup.ts";
import { runSeconds, step } from "./bench/steps.ts";
import { stateDir, wranglerJs } from "./bench/workspace.ts";

async function main() {
  if (!existsSync(wranglerJs)) throw new Error(`wrangler not found at ${wranglerJs}: run npm install`);
  console.log(`Fleet Quote API benchmark; state in ${stateDir}`);

  const [bundle, webBundle] = await step("Bundles: wrangler deploy --dry-run of the API Worker and the web Worker", async () => {
    const sizes = [await buildBundle("API Worker"), await buildBundle("web Worker")] as const;
    for (const size of sizes) console.log(`  ${size.worker}, ${size.file}: ${(size.bytes / 1024).toFixed(1)} KiB, gzip ${(size.gzipBytes / 1024).toFixed(1)} KiB`);
    return sizes;
  });
  const startup = await step(`Startup: wrangler check startup of both Workers and of the API Worker at ${STARTUP_BASELINE}, ${STARTUP_ROUNDS} rounds`, measureStartup);

  await step("D1: apply migrations", applyMigrations);

  await step(`Phase A data: ${VEHICLES_A.toLocaleString("en")} vehicles, ${DEALERSHIPS} dealerships, ${keys.length} clients`, () => loadPhaseA(keys));
  const countsA = await step("Phase A: read back sizes", async () => {
    const counts = await readCounts();
    checkCounts("A", counts, VEHICLES_A);
    return counts;
  });

  await step("Phase A: start wrangler dev", () => startDev(bundle.path, webBundle.path));
  const phaseA = await step("Phase A: measure", () => measurePhase("A", "A (1k)", countsA));
  await step("Phase A: stop wrangler dev", stopDev);

  await step(`Phase B data: vehicles ${VEHICLES_A + 1}..${VEHICLES_B}`, growVehiclesToPhaseB);
  await step(`Phase B data: stock for vehicles ${VEHICLES_A + 1}..${VEHICLES_B}`, growStockToPhaseB);
  const countsB = await step("Phase B: read back sizes", async () => {
    const counts = await readCounts();
    checkCounts("B", counts, VEHICLES_B);
    return counts;
  });

  await step("Phase B: start wrangler dev", () => startDev(bundle.path, webBundle.path));
  const phaseB = await step("Phase B: measure", () => measurePhase("B", "B (100k)", countsB));
  await step("Phase B: stop wrangler dev", stopDev);

  await step("Usage phase data: 100,000 quotes of 2026, their statement entries, 5,000 tenders, a year of estimates", loadUsagePhase);
  const countsC = await step("Usage phase: read back sizes", readUsageCounts);
  await step("Usage phase: start wrangler dev", () => startDev(bundle.path, webBundle.path));
  const phaseC = await step("Usage phase: measure", () => measureUsagePhase("C (100k quotes)", countsC));
  await step("Usage phase: stop wrangler dev", stopDev);
  const finalCounts = await step("End: read back sizes", async () => {
    const counts = await readCounts();
    console.log(`  ${Object.entries(counts).map(([k, v]) => `${k}=${v}`).join(", ")}`);
    return counts;
  });

  report([phaseA, phaseB], finalCounts, [bundle, webBundle], startup, runSeconds(), phaseC);
}

const watchdog = setTimeout(() => void fail(new Error(`the run took longer than ${RUN_DEADLINE_MS / 60_000} minutes`), 1), RUN_DEADLINE_MS);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void fail(new Error(`interrupted (${signal})`), 130));

try {
  await main();
  clearTimeout(watchdog);
  await cleanUp();
  process.exit(0);
} catch (error) {
  clearTimeout(watchdog);
  await fail(error, 1);
}
