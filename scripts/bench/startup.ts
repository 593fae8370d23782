// `wrangler check startup` of both Workers, and of the API Worker of a baseline revision (before the
// web pages left it), in one run: the runs alternate (baseline, API Worker, web Worker, baseline,
// ...) so that the machine's load weighs on each alike, and each Worker's figure is the median of
// its runs. A figure is what wrangler prints as "Active": the CPU profile's sampled time less its
// idle time, the isolate's startup on this machine.

import { existsSync, mkdirSync, symlinkSync } from "node:fs";
import { spawn } from "node:child_process";
import { join } from "node:path";
import { STARTUP_BASELINE, STARTUP_ROUNDS, TARGET_STARTUP_RATIO } from "./settings.ts";
import { wrangler } from "./wrangler.ts";
import { root, stateDir } from "./workspace.ts";

export interface StartupFigures {
  worker: string;
  /** Active milliseconds of each run, in the order run. */
  activeMs: number[];
  median: number;
  min: number;
}

export interface StartupResult {
  baselineRevision: string;
  figures: StartupFigures[];
  /** The API Worker's median over the baseline's. */
  ratio: number;
  target: number;
}

/** A Worker's upload bundle (`wrangler deploy --dry-run --outfile`), which `check startup --worker` reads, built in `cwd`. */
async function uploadBundle(name: string, config: string, cwd = root): Promise<string> {
  const path = join(stateDir, "startup", `${name}.bundle`);
  await wrangler(["deploy", "--dry-run", "--config", config, "--outfile", path], cwd);
  return path;
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

/** One `wrangler check startup` of a bundle: its Active milliseconds. */
async function activeMs(bundle: string): Promise<number> {
  const stdout = await wrangler(["check", "startup", "--worker", bundle, "--outfile", join(stateDir, "startup", "profile.cpuprofile")]);
  const match = /Active: ([\d.]+) ms/.exec(stdout);
  if (!match) throw new Error(`wrangler check startup printed no Active time:\n${stdout.slice(-1500)}`);
  return Number(match[1]);
}

/** Builds the three bundles, then measures them STARTUP_ROUNDS times each, alternating. */
export async function measureStartup(): Promise<StartupResult> {
  mkdirSync(join(stateDir, "startup"), { recursive: true });
  const bundles = [
    { worker: `API Worker at ${STARTUP_BASELINE} (baseline)`, path: await uploadBundle("baseline", "wrangler.toml", await baselineTree()) },
    { worker: "API Worker", path: await uploadBundle("api", "wrangler.toml") },
    { worker: "web Worker", path: await uploadBundle("web", "wrangler.web.toml") },
  ];
  const runs = bundles.map(() => [] as number[]);
  for (let round = 0; round < STARTUP_ROUNDS; round++) {
    for (const [i, bundle] of bundles.entries()) runs[i]!.push(await activeMs(bundle.path));
    console.log(`  round ${round + 1}: ${bundles.map((b, i) => `${b.worker.split(" (")[0]} ${runs[i]!.at(-1)} ms`).join(", ")}`);
  }
  const figures = bundles.map((bundle, i) => ({ worker: bundle.worker, activeMs: runs[i]!, median: median(runs[i]!), min: Math.min(...runs[i]!) }));
  return { baselineRevision: STARTUP_BASELINE, figures, ratio: figures[1]!.median / figures[0]!.median, target: TARGET_STARTUP_RATIO };
}
