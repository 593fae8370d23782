// The report printed at the end of the run: method, phase sizes, a table per phase, the scale
// ratios, the bundle size, the step times and the API keys' use, with the targets.

import os from "node:os";
import type { Bundle } from "./bundle.ts";
import type { StartupResult } from "./startup.ts";
import type { Counts } from "./database.ts";
import { keyUsage } from "./keys.ts";
import type { Measurement, PhaseResult } from "./measure.ts";
import { clockTicks } from "./proc.ts";
import {
  BASELINE_SEQUENTIAL,
  CONCURRENT,
  KEY_BUDGET,
  SEQUENTIAL,
  TARGET_BUNDLE_KIB,
  TARGET_RUN_MINUTES,
  TARGET_SCALE_RATIO,
  USAGE_SEQUENTIAL,
  USAGE_WARMUP,
  WARMUP,
  WORKERS,
} from "./settings.ts";
import { stepTimes } from "./steps.ts";

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

export function report(phases: PhaseResult[], finalCounts: Counts, bundles: Bundle[], startup: StartupResult, totalSeconds: number, usage?: PhaseResult) {
  const bundle = bundles[0]!;
  const [a, b] = phases;
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const out: string[] = [];
  out.push("", "=".repeat(100), "Fleet Quote API benchmark", "=".repeat(100));
  out.push(`date      ${new Date().toISOString()}`);
  out.push(`machine   ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.type()} ${os.release()}; Node ${process.version}`);
  out.push(`code      ${bundle.revision}: the dry-run bundles of both Workers, served by wrangler dev --no-bundle in every phase`);
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
  if (usage) {
    out.push(
      "",
      `Usage at ${usage.label}: ${Object.entries(usage.counts).map(([k, v]) => `${k}=${v}`).join(", ")}; ${USAGE_WARMUP} warm-up and ${USAGE_SEQUENTIAL} sequential requests each, none concurrent; measured in ${usage.seconds.toFixed(0)} s, other processes used ${usage.otherCores.toFixed(2)} of ${os.cpus().length} cores`,
      phaseTable(usage),
    );
  }
  out.push("", `Bundles (wrangler deploy --dry-run; the ceiling of ${TARGET_BUNDLE_KIB} KiB is the API Worker's)`);
  out.push(
    table(
      ["Worker", "file", "raw KiB", "gzip KiB", "target", "result"],
      bundles.map((b) => {
        const gzipKiB = b.gzipBytes / 1024;
        const api = b.worker === "API Worker";
        return [b.worker, b.file, fmt(b.bytes / 1024), fmt(gzipKiB), api ? `<= ${TARGET_BUNDLE_KIB}` : "-", api ? verdict(gzipKiB <= TARGET_BUNDLE_KIB) : "-"];
      }),
    ),
  );
  out.push(`(gzip: node:zlib gzipSync, default level; wrangler says ${bundles.map((b) => `"${b.wranglerSays}"`).join(" and ")})`);
  out.push(
    "",
    `Startup (wrangler check startup, "Active" ms: sampled time less idle; ${startup.figures[0]!.activeMs.length} runs each, alternating; median and fastest)`,
  );
  out.push(
    table(
      ["Worker", "median", "fastest", "runs", "CPU median", "CPU runs", "CPU to first answer"],
      startup.figures.map((f) => [
        f.worker,
        fmt(f.median, 1),
        fmt(f.min, 1),
        f.activeMs.map((ms) => ms.toFixed(1)).join(" "),
        fmt(f.cpuMedian, 1),
        f.cpuMs.map((ms) => ms.toFixed(1)).join(" "),
        fmt(f.firstAnswerCpuMedian, 1),
      ]),
    ),
  );
  out.push(
    "(CPU: the same script imported by Node, process.cpuUsage() around the import: what the load costs, little moved by other processes; to first answer: from the import to the answer of GET /, the median, which counts the work a Worker defers to its first request)",
  );
  out.push(`API Worker / baseline (medians): ${fmt(startup.ratio)} (target <= ${fmt(startup.target)}): ${verdict(startup.ratio <= startup.target)}; in CPU time ${fmt(startup.cpuRatio)}`);
  out.push("", "Steps");
  out.push(table(["step", "seconds"], stepTimes.map((s) => [s.step, fmt(s.seconds, 1)])));
  const use = keyUsage();
  out.push("", `API keys: ${use.requests} authenticated requests over ${use.keys} keys, at most ${use.maxPerKey} per key (budget ${KEY_BUDGET}); lowest RateLimit r= seen: ${Number.isFinite(use.minRemaining) ? use.minRemaining : "-"}`);
  out.push(`Run time: ${(totalSeconds / 60).toFixed(1)} min (target <= ${TARGET_RUN_MINUTES} min): ${verdict(totalSeconds <= TARGET_RUN_MINUTES * 60)}`);
  console.log(out.join("\n"));
}

