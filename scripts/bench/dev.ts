// wrangler dev serving the two Workers' bundles, and the CPU time of its workerd processes.

import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { freePort, sleep, waitFor, webConfigIn, wranglerDevArgs } from "../local-process.ts";
import { clockTicks, descendants, machineBusyTicks, procStat } from "./proc.ts";
import { ADMIN_TOKEN, SIGNING_KEY } from "./settings.ts";
import { killGroup } from "./wrangler.ts";
import { childEnv, devLogPath, root, stateDir, wranglerJs } from "./workspace.ts";

let dev: ChildProcess | undefined;
let base = "";
let devPort = 0;
let seenWorkerd: number[] = [];

/** The address wrangler dev serves on (empty before the first start). */
export const devBase = () => base;

interface Workerd {
  pid: number;
  /** wrangler dev runs two workerd processes: its proxy (listening on our port) and the runtime of the Worker itself. */
  role: "proxy" | "worker";
}

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

export interface CpuSample {
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
export async function settledCpu(): Promise<CpuSample> {
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

/** Busy clock ticks of the whole machine, and those of this process and wrangler dev's tree. */
export function machineTicks(): { busy: number; ours: number } {
  const busy = machineBusyTicks();
  let ours = procStat(process.pid)?.ticks ?? 0;
  if (dev?.pid !== undefined) {
    ours += procStat(dev.pid)?.ticks ?? 0;
    for (const p of descendants(dev.pid)) ours += procStat(p.pid)?.ticks ?? 0;
  }
  return { busy, ours };
}

/**
 * Serves the bundles built in the first step (`wrangler deploy --dry-run`) with `--no-bundle`: the
 * API Worker's with the bindings of wrangler.toml, and beside it the web Worker's (wrangler.web.toml)
 * behind its service binding, as `npm run dev` runs them. Every phase runs exactly the code whose size
 * is reported, and edits to src/ during the run neither rebuild nor restart a Worker. `--log-level
 * warn` keeps wrangler from printing (and spending CPU on) a line per request; the Workers' warnings
 * and errors remain.
 */
export async function startDev(bundleFile: string, webBundleFile: string): Promise<void> {
  devPort = await freePort();
  const log = openSync(devLogPath, "a");
  dev = spawn(
    process.execPath,
    [
      wranglerJs,
      "dev",
      bundleFile,
      "--config", join(root, "wrangler.toml"),
      "--config", webConfigIn(join(stateDir, "web"), {}, webBundleFile),
      "--no-bundle",
      "--log-level", "warn",
      ...wranglerDevArgs({ port: devPort, inspectorPort: await freePort(), stateDir, secrets: { ADMIN_TOKEN, WEBHOOK_SIGNING_KEY: SIGNING_KEY, ARCHIVE_AFTER_DAYS: "0" } }),
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

/** Stops wrangler dev and every workerd it ran (SIGTERM, then SIGKILL for what is left). */
export async function stopDev(): Promise<void> {
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

/** The end of wrangler dev's log, for a failure report (empty when there is none). */
export function devLogTail(): string {
  try {
    return `\n--- wrangler dev log (last 4000 characters) ---\n${readFileSync(devLogPath, "utf8").slice(-4000)}`;
  } catch {
    return "";
  }
}
