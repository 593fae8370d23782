// `wrangler check startup` of both Workers, and of the API Worker of a baseline revision (before the
// web pages left it), in one run: the runs alternate (baseline, API Worker, web Worker, baseline,
// ...) so that the machine's load weighs on each alike, and each Worker's figure is the median of
// its runs. A figure is what wrangler prints as "Active": the CPU profile's sampled time less its
// idle time, the isolate's startup on this machine. That is time on the clock, so a busy machine
// stretches it (other processes take the CPU mid-profile); beside it, each bundle's load is counted
// in CPU time too: Node (V8, like workerd) imports the same script and process.cpuUsage() counts what
// the import cost, which other processes' load hardly moves. The target is judged on wrangler's figure.

import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { spawn } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { STARTUP_BASELINE, STARTUP_ROUNDS, TARGET_STARTUP_RATIO } from "./settings.ts";
import { wrangler } from "./wrangler.ts";
import { root, stateDir } from "./workspace.ts";

export interface StartupFigures {
  worker: string;
  /** Active milliseconds of each run, in the order run. */
  activeMs: number[];
  median: number;
  min: number;
  /** CPU milliseconds of each import of the bundle in Node, in the order run, and their median. */
  cpuMs: number[];
  cpuMedian: number;
  /**
   * CPU milliseconds from the import to the first answer (GET /: the service's index, the web Worker's 404), and their
   * median: what a Worker that defers its work to the first request still spends before answering.
   */
  firstAnswerCpuMs: number[];
  firstAnswerCpuMedian: number;
}

export interface StartupResult {
  baselineRevision: string;
  figures: StartupFigures[];
  /** The API Worker's median over the baseline's. */
  ratio: number;
  /** The same of the CPU-time medians. */
  cpuRatio: number;
  target: number;
}

interface Built {
  /** The upload bundle (`--outfile`), which `check startup --worker` reads. */
  upload: string;
  /** A copy of the bundled script (`--outdir`) for Node to import. */
  script: string;
}

/** A Worker's bundles from one `wrangler deploy --dry-run`, built in `cwd`. */
async function uploadBundle(name: string, config: string, cwd = root): Promise<Built> {
  const upload = join(stateDir, "startup", `${name}.bundle`);
  const outdir = join(stateDir, "startup", name);
  await wrangler(["deploy", "--dry-run", "--config", config, "--outfile", upload, "--outdir", outdir], cwd);
  const script = ["index.js", "web-worker.js"].map((file) => join(outdir, file)).find((path) => existsSync(path));
  if (!script) throw new Error(`wrangler wrote no index.js or web-worker.js to ${outdir}`);
  return { upload, script: forNode(name, script) };
}

/** The baseline revision's source, from git (its own files, this project's node_modules), for its API Worker's bundle. */
async function baselineTree(): Promise<string> {
  const dir = join(stateDir, "startup", "baseline");
  mkdirSync(dir, { recursive: true });
  await new Promise<void>((resolve, reject) => {
    const archive = spawn("git", ["archive", STARTUP_BASELINE], { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
    const untar = spawn("tar", ["-x", "-C", dir], { stdio: ["pipe", "inherit", "inherit"] });
    archive.stdout.pipe(untar.stdin);
    archive.on("close", (code) => (code === 0 ? undefined : reject(new Error(`git archive ${STARTUP_BASELINE} exited with ${code}`))));
    untar.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`tar exited with ${code}`))));
  });
  if (!existsSync(join(dir, "node_modules"))) symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  return dir;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * A profile with no sample but idle ones reads "Active: 0 ms": the profiler missed the start, not a
 * measure. The API Worker's start is short enough (about 10 ms) that a few runs in a row may miss it.
 */
const PROFILE_ATTEMPTS = 10;

/** One `wrangler check startup` of a bundle: its Active milliseconds (a run that sampled nothing is run again). */
async function activeMs(bundle: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const stdout = await wrangler(["check", "startup", "--worker", bundle, "--outfile", join(stateDir, "startup", "profile.cpuprofile")]);
    const match = /Active: ([\d.]+) ms/.exec(stdout);
    if (!match) throw new Error(`wrangler check startup printed no Active time:\n${stdout.slice(-1500)}`);
    const ms = Number(match[1]);
    if (ms > 0) return ms;
    if (attempt === PROFILE_ATTEMPTS) throw new Error(`wrangler check startup of ${bundle} sampled nothing ${PROFILE_ATTEMPTS} times`);
  }
}

// Node has no cloudflare:workers (the bundles only subclass its classes at load): a copy of each
// script imports a stand-in beside it instead, so that nothing but the import itself is counted (a
// loader hook would add its own thread's work).
const STAND_IN = "export class DurableObject {}\nexport class WorkerEntrypoint {}\n";
const IMPORTER = `const before = process.cpuUsage();
const worker = await import(process.argv[2]);
const imported = process.cpuUsage(before);
const ctx = { waitUntil() {}, passThroughOnException() {} };
const answer = await worker.default.fetch(new Request("http://localhost/"), {}, ctx);
if (answer.status >= 500) throw new Error("GET / answered " + answer.status);
const answered = process.cpuUsage(before);
const ms = (used) => ((used.user + used.system) / 1000).toFixed(1);
console.log(ms(imported) + " " + ms(answered));
`;

/** A copy of a bundled script, beside the stand-in for cloudflare:workers, for Node to import. */
function forNode(name: string, script: string): string {
  const copy = join(stateDir, "startup", `${name}.node.mjs`);
  writeFileSync(copy, readFileSync(script, "utf8").replaceAll('"cloudflare:workers"', '"./cloudflare-workers.mjs"'));
  return copy;
}

/** One import of a bundled script in a fresh Node process, then its first answer: the CPU milliseconds each took from the start. */
function cpuMs(script: string): Promise<[number, number]> {
  const importer = join(stateDir, "startup", "import.mjs");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [importer, pathToFileURL(script).href], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      const ms = out.trim().split(" ").map(Number);
      if (code === 0 && ms.length === 2 && ms.every(Number.isFinite)) resolve(ms as [number, number]);
      else reject(new Error(`importing ${script} in Node exited with ${code}:\n${err.slice(-1500)}`));
    });
  });
}

/** Builds the three bundles, then measures them STARTUP_ROUNDS times each, alternating. */
export async function measureStartup(): Promise<StartupResult> {
  mkdirSync(join(stateDir, "startup"), { recursive: true });
  writeFileSync(join(stateDir, "startup", "cloudflare-workers.mjs"), STAND_IN);
  writeFileSync(join(stateDir, "startup", "import.mjs"), IMPORTER);
  const bundles = [
    { worker: `API Worker at ${STARTUP_BASELINE} (baseline)`, built: await uploadBundle("baseline", "wrangler.toml", await baselineTree()) },
    { worker: "API Worker", built: await uploadBundle("api", "wrangler.toml") },
    { worker: "web Worker", built: await uploadBundle("web", "wrangler.web.toml") },
  ];
  const runs = bundles.map(() => [] as number[]);
  const cpuRuns = bundles.map(() => [] as number[]);
  const firstAnswerRuns = bundles.map(() => [] as number[]);
  for (let round = 0; round < STARTUP_ROUNDS; round++) {
    for (const [i, bundle] of bundles.entries()) {
      runs[i]!.push(await activeMs(bundle.built.upload));
      const [imported, answered] = await cpuMs(bundle.built.script);
      cpuRuns[i]!.push(imported);
      firstAnswerRuns[i]!.push(answered);
    }
    const says = bundles.map((b, i) => `${b.worker.split(" (")[0]} ${runs[i]!.at(-1)} ms (CPU ${cpuRuns[i]!.at(-1)})`);
    console.log(`  round ${round + 1}: ${says.join(", ")}`);
  }
  const figures = bundles.map((bundle, i) => ({
    worker: bundle.worker,
    activeMs: runs[i]!,
    median: median(runs[i]!),
    min: Math.min(...runs[i]!),
    cpuMs: cpuRuns[i]!,
    cpuMedian: median(cpuRuns[i]!),
    firstAnswerCpuMs: firstAnswerRuns[i]!,
    firstAnswerCpuMedian: median(firstAnswerRuns[i]!),
  }));
  return {
    baselineRevision: STARTUP_BASELINE,
    figures,
    ratio: figures[1]!.median / figures[0]!.median,
    cpuRatio: figures[1]!.cpuMedian / figures[0]!.cpuMedian,
    target: TARGET_STARTUP_RATIO,
  };
}
