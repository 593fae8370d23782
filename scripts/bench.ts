// Performance benchmark: `npm run bench` (about 3 minutes on 2 cores).
//
// Builds the Worker once (`wrangler deploy --dry-run`, whose gzipped size is reported) and serves
// that bundle through `wrangler dev --no-bundle` with its own fresh local state (a temporary
// directory, free ports): both phases measure the same code, and edits to src/ during the run
// neither rebuild nor restart it. The data set is generated in the local D1 by SQL
// (scripts/bench-data.ts), in two phases of the same database:
//
//   A  "1k":   1,000 vehicles, 500 dealerships, ~10,000 stock rows, 100 API clients
//   B  "100k": grown to 100,000 vehicles and ~1,000,000 stock rows (wrangler dev is stopped while
//              the data grows, then started again)
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

import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, openSync, closeSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { freePort, sleep, waitFor, wranglerDevArgs } from "./local-process.ts";
import {
  benchKeys,
  CLIENTS,
  clientsSql,
  COMMON_MODEL,
  countsSql,
  DEALERSHIPS,
  dealershipId,
  dealershipsSql,
  inventorySql,
  isApproved,
  isEnterprise,
  RARE_MODEL,
  RARE_VEHICLES,
  STATE_POSTCODES,
  STOCKISTS_PER_VEHICLE,
  VEHICLES_A,
  VEHICLES_B,
  vehiclesSql,
} from "./bench-data.ts";

// --- settings -------------------------------------------------------------------------------

const WARMUP = 20;
const SEQUENTIAL = 200;
const BASELINE_SEQUENTIAL = 400; // unauthenticated, no key budget: more samples for a steadier reference
const CONCURRENT = 100;
const WORKERS = 4;
/** Requests per API key over the whole run; the limiter allows 100 per rolling hour. */
const KEY_BUDGET = 95;
const RUN_DEADLINE_MS = 9.5 * 60_000;

const TARGET_SCALE_RATIO = 2.0;
const TARGET_BUNDLE_KIB = 80;
const TARGET_RUN_MINUTES = 10;

const COMMON_TERM = "hilux";
const RARE_TERM = "zenvo quarry";
/** 200 characters (the query's maximum) of plausible text that matches no model. */
const LONG_TERM = "toyota hilux sr5 4x4 double cab pick up auto ".repeat(5).slice(0, 200);

const ADMIN_TOKEN = "bench-admin-token";
const SIGNING_KEY = "bench-webhook-signing-key";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const wranglerJs = join(root, "node_modules", "wrangler", "bin", "wrangler.js");
const stateDir = mkdtempSync(join(os.tmpdir(), "fleet-quote-bench-"));
const childTmp = join(stateDir, "tmp"); // TMPDIR of every wrangler process: miniflare's scratch files and e-mails land here
const sqlDir = join(stateDir, "sql");
const devLogPath = join(stateDir, "wrangler-dev.log");
mkdirSync(childTmp);
mkdirSync(sqlDir);

const childEnv: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: `${join(root, "node_modules", ".bin")}:${process.env.PATH ?? ""}`,
  CI: "true",
  WRANGLER_SEND_METRICS: "false",
  TMPDIR: childTmp,
};

const startedAt = performance.now();
const stepTimes: { step: string; seconds: number }[] = [];

const seconds = (fromMs: number) => (performance.now() - fromMs) / 1000;

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  console.log(`\n> ${name}`);
  const value = await run();
  const s = seconds(t0);
  stepTimes.push({ step: name, seconds: s });
  console.log(`  (${s.toFixed(1)} s)`);
  return value;
}

// --- child processes ------------------------------------------------------------------------

const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Runs wrangler to completion (own process group, so a timeout or abort can end all of it). */
function wrangler(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [wranglerJs, ...args], { cwd: root, env: childEnv, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    running.add(child);
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error) => {
      running.delete(child);
      reject(error);
    });
    child.on("close", (code) => {
      running.delete(child);
      if (code === 0) resolve(stdout);
      else reject(new Error(`wrangler ${args.join(" ")} exited with ${code}:\n${stdout.slice(-3000)}\n${stderr.slice(-3000)}`));
    });
  });
}

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

type Counts = Record<string, number>;

async function readCounts(): Promise<Counts> {
  const results = parseD1Json(await wrangler(["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--command", countsSql().replace(/\s+/g, " "), "--json"]));
  const row = results[0]?.results[0];
  if (!row) throw new Error("no counts returned");
  const counts: Counts = {};
  for (const [name, value] of Object.entries(row)) counts[name] = Number(value);
  return counts;
}

function checkCounts(phase: string, counts: Counts, vehicles: number) {
  const expectations: [string, number][] = [
    ["vehicles", vehicles],
    ["dealerships", DEALERSHIPS],
    ["inventory", vehicles * STOCKISTS_PER_VEHICLE],
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

// --- wrangler dev and its workerd processes -------------------------------------------------

let dev: ChildProcess | undefined;
let base = "";

function procStat(pid: number): { name: string; ppid: number; ticks: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // pid (comm) state ppid ... ; comm may hold spaces or parentheses: split at the last ")".
    const close = text.lastIndexOf(")");
    const name = text.slice(text.indexOf("(") + 1, close);
    const fields = text.slice(close + 2).split(" ");
    // fields[0] is field 3 (state): ppid is field 4, utime 14, stime 15.
    return { name, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** Every descendant of `rootPid`, by walking parent links in /proc. */
function descendants(rootPid: number): { pid: number; name: string }[] {
  const parents = new Map<number, { ppid: number; name: string }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (stat) parents.set(Number(entry), { ppid: stat.ppid, name: stat.name });
  }
  const found: { pid: number; name: string }[] = [];
  for (const [pid, { name }] of parents) {
    let cursor = parents.get(pid)?.ppid;
    for (let depth = 0; cursor !== undefined && cursor > 1 && depth < 32; depth++) {
      if (cursor === rootPid) {
        found.push({ pid, name });
        break;
      }
      cursor = parents.get(cursor)?.ppid;
    }
  }
  return found;
}

const clockTicks = await (async () => {
  try {
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn("getconf", ["CLK_TCK"], { stdio: ["ignore", "pipe", "ignore"] });
      let text = "";
      child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
      child.on("error", reject);
      child.on("close", () => resolve(text));
    });
    const value = Number(out.trim());
    return Number.isFinite(value) && value > 0 ? value : 100;
  } catch {
    return 100;
  }
})();

interface Workerd {
  pid: number;
  /** wrangler dev runs two workerd processes: its proxy (listening on our port) and the runtime of the Worker itself. */
  role: "proxy" | "worker";
}

let devPort = 0;
let seenWorkerd: number[] = [];

/** The workerd processes under wrangler dev right now. */
function workerdProcesses(): Workerd[] {
  if (dev?.pid === undefined) return [];
  return descendants(dev.pid)
    .filter((p) => p.name === "workerd")
    .map((p) => {
      let cmdline = "";
      try {
        cmdline = readFileSync(`/proc/${p.pid}/cmdline`, "utf8").replaceAll("\0", " ");
      } catch {
        // gone
      }
      return { pid: p.pid, role: cmdline.includes(`entry=127.0.0.1:${devPort} `) ? "proxy" : "worker" };
    });
}

interface CpuSample {
  /** utime + stime of every workerd process, ms. */
  total: number;
  /** The same for the Worker's own runtime only, ms. */
  worker: number;
  /** The pids sampled: a different set means wrangler restarted the runtime in between. */
  pids: string;
}

function cpuSample(): CpuSample {
  const processes = workerdProcesses();
  let total = 0;
  let worker = 0;
  for (const p of processes) {
    const ms = ((procStat(p.pid)?.ticks ?? 0) * 1000) / clockTicks;
    total += ms;
    if (p.role === "worker") worker += ms;
  }
  return { total, worker, pids: processes.map((p) => p.pid).sort().join(",") };
}

/**
 * Waits until workerd is idle (at most one clock tick of CPU in 250 ms, waiting up to 10 s) and
 * samples its CPU time: work a batch started in the background (the queued e-mail job of a quote)
 * is counted with that batch, not the next one.
 */
async function settledCpu(): Promise<CpuSample> {
  let previous = cpuSample();
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    await sleep(250);
    const next = cpuSample();
    if (next.pids === previous.pids && next.total - previous.total <= 1000 / clockTicks) return next;
    previous = next;
  }
  console.log("    (workerd did not go idle within 10 s; CPU sampled anyway)");
  return previous;
}

/**
 * Serves the bundle built in the first step (`wrangler deploy --dry-run`) with `--no-bundle`, the
 * bindings from wrangler.toml: both phases run exactly the code whose size is reported, and edits
 * to src/ during the run neither rebuild nor restart the Worker. `--log-level warn` keeps wrangler
 * from printing (and spending CPU on) a line per request; the Worker's warnings and errors remain.
 */
async function startDev(bundleFile: string): Promise<void> {
  devPort = await freePort();
  const log = openSync(devLogPath, "a");
  dev = spawn(
    process.execPath,
    [
      wranglerJs,
      "dev",
      bundleFile,
      "--config", join(root, "wrangler.toml"),
      "--no-bundle",
      "--log-level", "warn",
      ...wranglerDevArgs({ port: devPort, inspectorPort: await freePort(), stateDir, secrets: { ADMIN_TOKEN, WEBHOOK_SIGNING_KEY: SIGNING_KEY } }),
    ],
    { cwd: root, env: childEnv, stdio: ["ignore", log, log], detached: true },
  );
  closeSync(log);
  base = `http://127.0.0.1:${devPort}`;
  await waitFor("wrangler dev to answer", async () => ((await fetch(`${base}/api/v1/openapi.json`)).ok ? true : undefined), 120_000, () => dev?.exitCode === null);
  const processes = workerdProcesses();
  if (!processes.some((p) => p.role === "worker")) throw new Error(`no workerd process under wrangler dev (pid ${dev.pid}): ${JSON.stringify(processes)}`);
  seenWorkerd = processes.map((p) => p.pid);
  console.log(`  wrangler dev on ${base}; workerd ${processes.map((p) => `${p.role} pid ${p.pid}`).join(", ")}`);
}

async function stopDev(): Promise<void> {
  const child = dev;
  if (!child) return;
  const pids = [...new Set([...seenWorkerd, ...workerdProcesses().map((p) => p.pid)])];
  dev = undefined;
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  killGroup(child, "SIGTERM");
  const alive = () => pids.filter((pid) => procStat(pid)?.name === "workerd");
  await Promise.race([exited, sleep(15_000)]);
  const deadline = Date.now() + 10_000;
  while (alive().length > 0 && Date.now() < deadline) await sleep(100);
  if (child.pid !== undefined) {
    try {
      process.kill(-child.pid, "SIGKILL"); // anything of the group still there
    } catch {
      // all gone
    }
  }
  for (const pid of alive()) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // gone
    }
  }
  seenWorkerd = [];
}

// --- API keys -------------------------------------------------------------------------------

const keys = benchKeys();
const keyUse = keys.map(() => 0);
let keyCursor = 0;
let minRemaining = Number.POSITIVE_INFINITY;

/** The next key with budget left, round robin. */
function nextKey(): number {
  for (let tried = 0; tried < keys.length; tried++) {
    const index = keyCursor;
    keyCursor = (keyCursor + 1) % keys.length;
    if ((keyUse[index] ?? KEY_BUDGET) < KEY_BUDGET) return index;
  }
  throw new Error(`every API key has used its budget of ${KEY_BUDGET} requests`);
}
const hasBudget = (index: number) => (keyUse[index] ?? KEY_BUDGET) < KEY_BUDGET;

// --- requests -------------------------------------------------------------------------------

interface Req {
  method: "GET" | "POST";
  path: string;
  keyIndex?: number; // authenticated when set
  body?: unknown;
}

interface Res {
  status: number;
  ms: number;
  text: string;
  rateLimit: string | null;
}

async function send(req: Req): Promise<Res> {
  const headers: Record<string, string> = {};
  if (req.keyIndex !== undefined) {
    const key = keys[req.keyIndex];
    if (!key || !hasBudget(req.keyIndex)) throw new Error(`key ${req.keyIndex} has no budget left`);
    keyUse[req.keyIndex] = (keyUse[req.keyIndex] ?? 0) + 1;
    headers.Authorization = `Bearer ${key}`;
  }
  if (req.body !== undefined) headers["Content-Type"] = "application/json";
  const t0 = performance.now();
  const response = await fetch(`${base}${req.path}`, {
    method: req.method,
    headers,
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  const ms = performance.now() - t0;
  const rateLimit = response.headers.get("ratelimit");
  const remaining = /r=(\d+)/.exec(rateLimit ?? "")?.[1];
  if (remaining !== undefined) minRemaining = Math.min(minRemaining, Number(remaining));
  return { status: response.status, ms, text, rateLimit };
}

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {});
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

interface Endpoint {
  name: string;
  expectStatus: 200 | 201;
  /** The i-th request of this endpoint (warm-up and measured requests alike). */
  request(i: number): Req;
  /** A problem with a successful response's body, or null. */
  check?(body: Json, req: Req): string | null;
  /** Called with every accepted response (e.g. to remember created quotes). */
  accept?(body: Json, req: Req): void;
}

async function call(endpoint: Endpoint, i: number): Promise<number> {
  const req = endpoint.request(i);
  const res = await send(req);
  if (res.status !== endpoint.expectStatus) {
    throw new Error(`${endpoint.name}: ${req.method} ${req.path} answered ${res.status}, expected ${endpoint.expectStatus}\n  body: ${res.text.slice(0, 2000)}`);
  }
  let body: Json;
  try {
    body = asObject(JSON.parse(res.text));
  } catch {
    throw new Error(`${endpoint.name}: ${req.method} ${req.path} answered a body that is not JSON: ${res.text.slice(0, 500)}`);
  }
  // Without the header the limiter was not reached and the API failed open: not a representative request.
  if (req.keyIndex !== undefined && !res.rateLimit) throw new Error(`${endpoint.name}: ${req.method} ${req.path}: no RateLimit header (the rate limiter failed open)`);
  const problem = endpoint.check?.(body, req);
  if (problem) throw new Error(`${endpoint.name}: ${req.method} ${req.path}: ${problem}\n  body: ${res.text.slice(0, 2000)}`);
  endpoint.accept?.(body, req);
  return res.ms;
}

interface Measurement {
  name: string;
  n: number;
  /** Raw figures of the sequential requests, so two runs can be merged. */
  samples: number[];
  elapsedSeconds: number;
  cpuMs: number;
  workerCpuMs: number;
  p50: number;
  p99: number;
  mean: number;
  seqRps: number;
  concRps: number | null;
  /** All workerd processes (wrangler's proxy and the Worker's runtime), per sequential request. */
  cpuMsPerRequest: number;
  /** The Worker's own runtime only. */
  workerCpuMsPerRequest: number;
  /** wrangler restarted workerd during the batch: its CPU figures are void. */
  restarted: boolean;
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

async function measure(endpoint: Endpoint, sequential: number, concurrent: number): Promise<Measurement> {
  let i = 0;
  for (let w = 0; w < WARMUP; w++) await call(endpoint, i++);

  const latencies: number[] = [];
  const cpu0 = await settledCpu();
  const t0 = performance.now();
  for (let n = 0; n < sequential; n++) latencies.push(await call(endpoint, i++));
  const elapsed = (performance.now() - t0) / 1000;
  const cpu1 = await settledCpu();
  const restarted = cpu0.pids !== cpu1.pids;
  if (restarted) console.log(`    WARNING: workerd restarted during ${endpoint.name} (pids ${cpu0.pids} -> ${cpu1.pids}); its CPU figures are void`);

  let concRps: number | null = null;
  if (concurrent > 0) {
    let issued = 0;
    const c0 = performance.now();
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (issued < concurrent) {
          issued++;
          await call(endpoint, i++);
        }
      }),
    );
    concRps = concurrent / ((performance.now() - c0) / 1000);
  }

  const sorted = [...latencies].sort((a, b) => a - b);
  const result: Measurement = {
    name: endpoint.name,
    n: sequential,
    samples: latencies,
    elapsedSeconds: elapsed,
    cpuMs: cpu1.total - cpu0.total,
    workerCpuMs: cpu1.worker - cpu0.worker,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: latencies.reduce((a, b) => a + b, 0) / latencies.length,
    seqRps: sequential / elapsed,
    concRps,
    cpuMsPerRequest: restarted ? Number.NaN : (cpu1.total - cpu0.total) / sequential,
    workerCpuMsPerRequest: restarted ? Number.NaN : (cpu1.worker - cpu0.worker) / sequential,
    restarted,
  };
  console.log(
    `    ${endpoint.name.padEnd(34)} p50 ${result.p50.toFixed(2).padStart(7)} ms  p99 ${result.p99.toFixed(2).padStart(7)} ms  ` +
      `${result.seqRps.toFixed(0).padStart(5)} req/s seq  ${concRps === null ? "" : `${concRps.toFixed(0).padStart(5)} req/s x${WORKERS}  `}` +
      `CPU ${result.cpuMsPerRequest.toFixed(2)} ms/req (Worker runtime ${result.workerCpuMsPerRequest.toFixed(2)})`,
  );
  return result;
}

// --- the endpoints --------------------------------------------------------------------------

interface CreatedQuote {
  id: string;
  keyIndex: number;
}
const createdQuotes: CreatedQuote[] = [];

const approvedDealers = Array.from({ length: DEALERSHIPS }, (_, i) => i + 1).filter(isApproved);
const enterpriseDealers = approvedDealers.filter(isEnterprise);
const standardDealers = approvedDealers.filter((d) => !isEnterprise(d));

/** Vehicles each chosen dealership stocks (from its inventory page): what quotes are asked for. */
async function stockOf(dealers: number[], phase: string): Promise<{ dealer: string; vehicle: string }[]> {
  const pairs: { dealer: string; vehicle: string }[] = [];
  for (const d of dealers) {
    const id = dealershipId(d);
    const res = await send({ method: "GET", path: `/api/v1/dealers/${id}/inventory?limit=100`, keyIndex: nextKey() });
    if (res.status !== 200) throw new Error(`phase ${phase}: inventory of dealership ${id} answered ${res.status}: ${res.text.slice(0, 1000)}`);
    for (const item of asArray(asObject(JSON.parse(res.text)).inventory)) {
      const vehicle = asObject(item);
      const specs = asObject(vehicle.specs);
      if (typeof vehicle.globalCarId === "string" && specs.powertrain === "ice") pairs.push({ dealer: id, vehicle: vehicle.globalCarId });
    }
  }
  if (pairs.length === 0) throw new Error(`phase ${phase}: the chosen dealerships stock no vehicle`);
  return pairs;
}

function pick<T>(items: readonly T[], i: number): T {
  const item = items[i % items.length];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

function searchEndpoint(name: string, term: string, check: (vehicles: Json[]) => string | null): Endpoint {
  return {
    name,
    expectStatus: 200,
    request: () => ({ method: "GET", path: `/api/v1/inventory?model=${encodeURIComponent(term)}`, keyIndex: nextKey() }),
    check: (body) => check(asArray(body.vehicles).map(asObject)),
  };
}

async function endpointsFor(phase: string): Promise<Endpoint[]> {
  // Ten dealerships of each kind, spread over the list, with the vehicles each one stocks.
  const spread = (list: number[]) => Array.from({ length: 10 }, (_, i) => pick(list, Math.floor((i * list.length) / 10)));
  const autoPairs = await stockOf(spread(enterpriseDealers), phase);
  const pendingPairs = await stockOf(spread(standardDealers), phase);
  let quoteCursor = 0;

  const quoteBody = (pair: { dealer: string; vehicle: string }, i: number) => ({
    dealershipId: pair.dealer,
    globalCarId: pair.vehicle,
    clientName: `Bench Driver ${i}`,
    clientEmail: `driver${i}@bench-fleet.example.com`,
    postcode: pick(STATE_POSTCODES, i),
    quantity: 1 + (i % 3),
  });
  const rememberQuote = (body: Json, req: Req) => {
    if (typeof body.quoteId === "string" && req.keyIndex !== undefined) createdQuotes.push({ id: body.quoteId, keyIndex: req.keyIndex });
  };

  return [
    {
      name: "GET /dealers?limit=20",
      expectStatus: 200,
      request: () => ({ method: "GET", path: "/api/v1/dealers?limit=20", keyIndex: nextKey() }),
      check: (body) => (asArray(body.dealers).length === 20 ? null : "expected 20 dealers"),
    },
    {
      name: "GET /dealers/{id}/inventory?limit=20",
      expectStatus: 200,
      request: (i) => ({ method: "GET", path: `/api/v1/dealers/${dealershipId(pick(approvedDealers, i * 7))}/inventory?limit=20`, keyIndex: nextKey() }),
      check: (body) => (asArray(body.inventory).length > 0 ? null : "expected stock"),
    },
    searchEndpoint(`GET /inventory?model=${COMMON_TERM} (common)`, COMMON_TERM, (vehicles) =>
      vehicles.length === 20 && vehicles.every((v) => v.model === COMMON_MODEL) ? null : `expected a full page of ${COMMON_MODEL}`,
    ),
    searchEndpoint(`GET /inventory?model=${RARE_TERM.replace(" ", "+")} (rare)`, RARE_TERM, (vehicles) =>
      vehicles.length === RARE_VEHICLES.length && vehicles.every((v) => v.model === RARE_MODEL) ? null : `expected the ${RARE_VEHICLES.length} ${RARE_MODEL}`,
    ),
    searchEndpoint("GET /inventory?model=<200 chars> (none)", LONG_TERM, (vehicles) => (vehicles.length === 0 ? null : "expected no match")),
    {
      name: "POST /quotes (auto-respond)",
      expectStatus: 201,
      request: (i) => ({ method: "POST", path: "/api/v1/quotes", keyIndex: nextKey(), body: quoteBody(pick(autoPairs, i), i) }),
      check: (body) => (body.status === "completed" && Number(asObject(body.pricing).totalDriveAway) > 0 ? null : 'expected status "completed" with a price'),
      accept: rememberQuote,
    },
    {
      name: "POST /quotes (pending)",
      expectStatus: 201,
      request: (i) => ({ method: "POST", path: "/api/v1/quotes", keyIndex: nextKey(), body: quoteBody(pick(pendingPairs, i), i) }),
      check: (body) => (body.status === "pending" ? null : 'expected status "pending"'),
      accept: rememberQuote,
    },
    {
      name: "GET /quotes/{id}",
      expectStatus: 200,
      request: () => {
        for (let tried = 0; tried < createdQuotes.length; tried++) {
          const quote = pick(createdQuotes, quoteCursor++);
          if (hasBudget(quote.keyIndex)) return { method: "GET", path: `/api/v1/quotes/${quote.id}`, keyIndex: quote.keyIndex };
        }
        throw new Error("no created quote whose key has budget left");
      },
      check: (body, req) => (req.path.endsWith(`/${String(body.id)}`) ? null : "expected the requested quote"),
    },
    {
      name: "GET /quotes?limit=20",
      expectStatus: 200,
      request: () => ({ method: "GET", path: "/api/v1/quotes?limit=20", keyIndex: nextKey() }),
      check: (body) => (asArray(body.quotes).length > 0 ? null : "expected the client's quotes"),
    },
  ];
}

async function baselineEndpoint(): Promise<Endpoint> {
  // The health route when the app has one (returning {"status":"ok"}), else the OpenAPI document.
  const health = await fetch(`${base}/health`).catch(() => null);
  const text = health ? await health.text() : "";
  let healthy = false;
  try {
    healthy = health?.status === 200 && asObject(JSON.parse(text)).status === "ok";
  } catch {
    healthy = false;
  }
  const path = healthy ? "/health" : "/api/v1/openapi.json";
  return { name: `baseline GET ${path}`, expectStatus: 200, request: () => ({ method: "GET", path }) };
}

interface PhaseResult {
  label: string;
  counts: Counts;
  baseline: Measurement;
  endpoints: Measurement[];
  /** Cores' worth of CPU that processes other than the benchmark, wrangler and workerd used meanwhile. */
  otherCores: number;
  seconds: number;
}

/** Busy clock ticks of the whole machine (/proc/stat), and those of this process and wrangler dev's tree. */
function machineTicks(): { busy: number; ours: number } {
  const fields = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "").trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: everything but idle and iowait is busy.
  const busy = fields.slice(0, 8).reduce((sum, value, i) => (i === 3 || i === 4 ? sum : sum + (value || 0)), 0);
  let ours = procStat(process.pid)?.ticks ?? 0;
  if (dev?.pid !== undefined) {
    ours += procStat(dev.pid)?.ticks ?? 0;
    for (const p of descendants(dev.pid)) ours += procStat(p.pid)?.ticks ?? 0;
  }
  return { busy, ours };
}

async function measurePhase(phase: string, label: string, counts: Counts): Promise<PhaseResult> {
  const ticks0 = machineTicks();
  const t0 = performance.now();
  const baseline = await measure(await baselineEndpoint(), BASELINE_SEQUENTIAL, CONCURRENT);
  const endpoints: Measurement[] = [];
  for (const endpoint of await endpointsFor(phase)) endpoints.push(await measure(endpoint, SEQUENTIAL, CONCURRENT));
  // The baseline again at the end; the reference is both runs' requests together.
  const again = await measure(await baselineEndpoint(), BASELINE_SEQUENTIAL, 0);
  const samples = [...baseline.samples, ...again.samples];
  const sorted = [...samples].sort((x, y) => x - y);
  const n = samples.length;
  const restarted = baseline.restarted || again.restarted;
  const merged: Measurement = {
    ...baseline,
    n,
    samples,
    elapsedSeconds: baseline.elapsedSeconds + again.elapsedSeconds,
    cpuMs: baseline.cpuMs + again.cpuMs,
    workerCpuMs: baseline.workerCpuMs + again.workerCpuMs,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: samples.reduce((x, y) => x + y, 0) / n,
    seqRps: n / (baseline.elapsedSeconds + again.elapsedSeconds),
    cpuMsPerRequest: restarted ? Number.NaN : (baseline.cpuMs + again.cpuMs) / n,
    workerCpuMsPerRequest: restarted ? Number.NaN : (baseline.workerCpuMs + again.workerCpuMs) / n,
    restarted,
  };
  const ticks1 = machineTicks();
  const phaseSeconds = seconds(t0);
  const otherCores = Math.max(0, (ticks1.busy - ticks0.busy - (ticks1.ours - ticks0.ours)) / clockTicks / phaseSeconds);
  console.log(`    other processes on the machine meanwhile: ${otherCores.toFixed(2)} of ${os.cpus().length} cores`);
  return { label, counts, baseline: merged, endpoints, otherCores, seconds: phaseSeconds };
}

// --- the bundle -----------------------------------------------------------------------------

interface Bundle {
  file: string;
  path: string;
  bytes: number;
  gzipBytes: number;
  /** wrangler's own "Total Upload: ... / gzip: ..." line, for comparison. */
  wranglerSays: string;
  /** The commit the bundle was built from, and whether src/ had uncommitted changes. */
  revision: string;
}

async function git(args: string[]): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn("git", args, { cwd: root, stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", () => resolve(""));
    child.on("close", () => resolve(out.trim()));
  });
}

async function buildBundle(): Promise<Bundle> {
  const outdir = join(stateDir, "bundle");
  const [head, dirty] = await Promise.all([git(["rev-parse", "--short", "HEAD"]), git(["status", "--porcelain", "--", "src", "wrangler.toml"])]);
  const stdout = await wrangler(["deploy", "--dry-run", "--outdir", outdir]);
  const scripts = readdirSync(outdir).filter((f) => f.endsWith(".js") || f.endsWith(".mjs"));
  const main = scripts.includes("index.js") ? "index.js" : scripts[0];
  if (!main) throw new Error(`no .js file in ${outdir}: ${readdirSync(outdir).join(", ")}`);
  const code = readFileSync(join(outdir, main));
  return {
    file: main,
    path: join(outdir, main),
    bytes: code.length,
    gzipBytes: gzipSync(code).length,
    wranglerSays: /Total Upload:[^\n]*/.exec(stdout)?.[0]?.trim() ?? "-",
    revision: `${head || "unknown"}${dirty ? " + uncommitted changes in src/" : ""}`,
  };
}

// --- report ---------------------------------------------------------------------------------

const fmt = (value: number | null, digits = 2) => (value === null || !Number.isFinite(value) ? "-" : value.toFixed(digits));
const verdict = (ok: boolean) => (ok ? "PASS" : "MISS");

function table(headers: string[], rows: string[][], alignLeft = 1): string {
  const widths = headers.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? "").length)));
  const line = (cells: string[]) => cells.map((cell, c) => (c < alignLeft ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join("  ");
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

function phaseTable(result: PhaseResult): string {
  const b = result.baseline;
  const row = (m: Measurement) => [
    m.name,
    fmt(m.p50),
    fmt(m.p99),
    fmt(m.p50 / b.p50),
    fmt(m.seqRps, 0),
    fmt(m.concRps, 0),
    fmt(m.cpuMsPerRequest),
    fmt(b.cpuMsPerRequest),
    fmt(m.workerCpuMsPerRequest),
    fmt(b.workerCpuMsPerRequest),
  ];
  return table(
    ["endpoint", "p50 ms", "p99 ms", "p50/base", "req/s seq", `req/s x${WORKERS}`, "CPU ms/req", "base CPU", "Worker CPU", "base Worker CPU"],
    [row(b), ...result.endpoints.map(row)],
  );
}

function report(phases: PhaseResult[], finalCounts: Counts, bundle: Bundle, totalSeconds: number) {
  const [a, b] = phases;
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const out: string[] = [];
  out.push("", "=".repeat(100), "Fleet Quote API benchmark", "=".repeat(100));
  out.push(`date      ${new Date().toISOString()}`);
  out.push(`machine   ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.type()} ${os.release()}; Node ${process.version}`);
  out.push(`code      ${bundle.revision}: the dry-run bundle, served by wrangler dev --no-bundle in both phases`);
  out.push(`method    wrangler dev (local workerd, local D1); per endpoint ${WARMUP} warm-up, ${SEQUENTIAL} sequential (baseline ${BASELINE_SEQUENTIAL} before`);
  out.push(`          and ${BASELINE_SEQUENTIAL} after the endpoints), then ${CONCURRENT} with ${WORKERS} in flight (req/s x${WORKERS}); p50/p99 nearest rank over the`);
  out.push(`          sequential requests, each timed from fetch() to the end of its body. CPU ms/req = utime+stime of all workerd`);
  out.push(`          processes (/proc/<pid>/stat, CLK_TCK ${clockTicks}) over the sequential requests, sampled when workerd is idle before`);
  out.push(`          and after (so a quote's queued e-mail job counts with it); Worker CPU = the Worker's runtime only, without`);
  out.push(`          wrangler's proxy workerd. Every response's status and body checked; every authenticated one carried RateLimit.`);
  out.push("");
  out.push("Phase sizes (read back from D1 before each phase, and at the end; fts_* = vehicles the FTS index finds for the two model keys)");
  const names = [
    "vehicles", "dealerships", "approved_dealerships", "auto_respond_dealerships", "inventory", "inventory_available", "api_clients",
    "fts_common", "fts_rare", "quotes", "quotes_sent", "emails", "emails_sent",
  ];
  const columns = [...phases.map((p) => p.counts), finalCounts];
  out.push(table(["", ...phases.map((p) => p.label), "end"], names.map((n) => [n, ...columns.map((c) => String(c[n] ?? "-"))])));
  for (const phase of phases) {
    out.push(
      "",
      `Phase ${phase.label}: measured in ${phase.seconds.toFixed(0)} s; other processes on the machine used ${phase.otherCores.toFixed(2)} of ${os.cpus().length} cores meanwhile`,
      phaseTable(phase),
    );
  }
  if (a && b) {
    out.push("", `Scale: p50 at ${b.label} / p50 at ${a.label} (target <= ${TARGET_SCALE_RATIO.toFixed(1)} for search)`);
    const rows = b.endpoints.map((mb) => {
      const ma = a.endpoints.find((m) => m.name === mb.name);
      const ratio = ma ? mb.p50 / ma.p50 : Number.NaN;
      const isSearch = mb.name.startsWith("GET /inventory");
      return [mb.name, fmt(ma?.p50 ?? null), fmt(mb.p50), fmt(ratio), isSearch ? `<= ${TARGET_SCALE_RATIO.toFixed(1)}` : "-", isSearch ? verdict(ratio <= TARGET_SCALE_RATIO) : "-"];
    });
    out.push(table(["endpoint", `p50 ${a.label}`, `p50 ${b.label}`, "ratio", "target", "result"], rows));
  }
  const gzipKiB = bundle.gzipBytes / 1024;
  out.push("", "Bundle (wrangler deploy --dry-run)");
  out.push(
    table(
      ["file", "raw KiB", "gzip KiB", "target", "result"],
      [[bundle.file, fmt(bundle.bytes / 1024), fmt(gzipKiB), `<= ${TARGET_BUNDLE_KIB}`, verdict(gzipKiB <= TARGET_BUNDLE_KIB)]],
    ),
  );
  out.push(`(gzip: node:zlib gzipSync, default level; wrangler says "${bundle.wranglerSays}")`);
  out.push("", "Steps");
  out.push(table(["step", "seconds"], stepTimes.map((s) => [s.step, fmt(s.seconds, 1)])));
  const maxUse = Math.max(...keyUse);
  out.push("", `API keys: ${keyUse.reduce((x, y) => x + y, 0)} authenticated requests over ${keys.length} keys, at most ${maxUse} per key (budget ${KEY_BUDGET}); lowest RateLimit r= seen: ${Number.isFinite(minRemaining) ? minRemaining : "-"}`);
  out.push(`Run time: ${(totalSeconds / 60).toFixed(1)} min (target <= ${TARGET_RUN_MINUTES} min): ${verdict(totalSeconds <= TARGET_RUN_MINUTES * 60)}`);
  console.log(out.join("\n"));
}

// --- the run --------------------------------------------------------------------------------

let cleanup: Promise<void> | undefined;
/** Stops wrangler dev and any other wrangler still running, then removes the temporary directory. Runs once. */
function cleanUp(): Promise<void> {
  cleanup ??= (async () => {
    const others = [...running];
    for (const child of others) killGroup(child, "SIGKILL");
    await Promise.all([
      stopDev().catch(() => undefined),
      ...others.map((child) => Promise.race([new Promise((resolve) => child.once("close", resolve)), sleep(5_000)])),
    ]);
    rmSync(stateDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  })();
  return cleanup;
}

function devLogTail(): string {
  try {
    return `\n--- wrangler dev log (last 4000 characters) ---\n${readFileSync(devLogPath, "utf8").slice(-4000)}`;
  } catch {
    return "";
  }
}

let failing = false;
/** Reports the first failure (later ones are its consequences), cleans up and exits non-zero. */
async function fail(error: unknown, code: number): Promise<never> {
  if (!failing) {
    failing = true;
    console.error(`\nBENCH FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}${devLogTail()}`);
  }
  await cleanUp().catch((cleanupError: unknown) => console.error(`cleanup failed: ${String(cleanupError)}`));
  process.exit(code);
}

async function main() {
  if (!existsSync(wranglerJs)) throw new Error(`wrangler not found at ${wranglerJs}: run npm install`);
  console.log(`Fleet Quote API benchmark; state in ${stateDir}`);

  const bundle = await step("Bundle: wrangler deploy --dry-run", async () => {
    const size = await buildBundle();
    console.log(`  ${size.file}: ${(size.bytes / 1024).toFixed(1)} KiB, gzip ${(size.gzipBytes / 1024).toFixed(1)} KiB`);
    return size;
  });

  await step("D1: apply migrations", () => wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir]));

  await step(`Phase A data: ${VEHICLES_A.toLocaleString("en")} vehicles, ${DEALERSHIPS} dealerships, ${keys.length} clients`, () =>
    executeSql("phase A", [
      { label: `api_clients: ${keys.length}`, sql: clientsSql(keys) },
      { label: `dealerships: ${DEALERSHIPS}`, sql: dealershipsSql() },
      { label: `vehicles 1..${VEHICLES_A}`, sql: vehiclesSql(1, VEHICLES_A) },
      { label: `dealer_inventory for vehicles 1..${VEHICLES_A}`, sql: inventorySql(1, VEHICLES_A) },
    ]),
  );
  const countsA = await step("Phase A: read back sizes", async () => {
    const counts = await readCounts();
    checkCounts("A", counts, VEHICLES_A);
    return counts;
  });

  await step("Phase A: start wrangler dev", () => startDev(bundle.path));
  const phaseA = await step("Phase A: measure", () => measurePhase("A", "A (1k)", countsA));
  await step("Phase A: stop wrangler dev", stopDev);

  // Phase B grows the same database: vehicles in statements of 33,000, stock in statements of
  // 100,000 rows (10,000 vehicles), four statements (one transaction) per file.
  await step(`Phase B data: vehicles ${VEHICLES_A + 1}..${VEHICLES_B}`, () => {
    const statements: { label: string; sql: string }[] = [];
    for (let from = VEHICLES_A + 1; from <= VEHICLES_B; from += 33_000) {
      const to = Math.min(VEHICLES_B, from + 32_999);
      statements.push({ label: `vehicles ${from}..${to}`, sql: vehiclesSql(from, to) });
    }
    return executeSql("phase B vehicles", statements);
  });
  await step(`Phase B data: stock for vehicles ${VEHICLES_A + 1}..${VEHICLES_B}`, async () => {
    const statements: { label: string; sql: string }[] = [];
    for (let from = VEHICLES_A + 1; from <= VEHICLES_B; from += 10_000) {
      const to = Math.min(VEHICLES_B, from + 9_999);
      statements.push({ label: `dealer_inventory for vehicles ${from}..${to}`, sql: inventorySql(from, to) });
    }
    for (let i = 0; i < statements.length; i += 4) await executeSql(`phase B stock ${i / 4 + 1}`, statements.slice(i, i + 4));
  });
  const countsB = await step("Phase B: read back sizes", async () => {
    const counts = await readCounts();
    checkCounts("B", counts, VEHICLES_B);
    return counts;
  });

  await step("Phase B: start wrangler dev", () => startDev(bundle.path));
  const phaseB = await step("Phase B: measure", () => measurePhase("B", "B (100k)", countsB));
  await step("Phase B: stop wrangler dev", stopDev);
  const finalCounts = await step("End: read back sizes", async () => {
    const counts = await readCounts();
    console.log(`  ${Object.entries(counts).map(([k, v]) => `${k}=${v}`).join(", ")}`);
    return counts;
  });

  report([phaseA, phaseB], finalCounts, bundle, seconds(startedAt));
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
