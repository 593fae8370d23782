// Measuring an endpoint (warm-up, sequential latency and CPU, then a pass with WORKERS requests in
// flight) and a whole phase (the baseline before and after every endpoint).

import os from "node:os";
import type { Counts } from "./database.ts";
import { machineTicks, settledCpu } from "./dev.ts";
import { baselineEndpoint, endpointsFor, usageEndpoints } from "./endpoints.ts";
import { call, type Endpoint } from "./http.ts";
import { clockTicks } from "./proc.ts";
import { BASELINE_SEQUENTIAL, CONCURRENT, SEQUENTIAL, USAGE_SEQUENTIAL, USAGE_WARMUP, WARMUP, WORKERS } from "./settings.ts";
import { seconds } from "./steps.ts";

export interface Measurement {
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

async function measure(endpoint: Endpoint, sequential: number, concurrent: number, warmup = WARMUP): Promise<Measurement> {
  await endpoint.prepare?.();
  let i = 0;
  for (let w = 0; w < warmup; w++) await call(endpoint, i++);

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

export interface PhaseResult {
  label: string;
  counts: Counts;
  baseline: Measurement;
  endpoints: Measurement[];
  /** Cores' worth of CPU that processes other than the benchmark, wrangler and workerd used meanwhile. */
  otherCores: number;
  seconds: number;
}

export async function measurePhase(phase: string, label: string, counts: Counts): Promise<PhaseResult> {
  const ticks0 = machineTicks();
  const t0 = performance.now();
  const baseline = await measure(await baselineEndpoint(), BASELINE_SEQUENTIAL, CONCURRENT);
  const endpoints: Measurement[] = [];
  for (const endpoint of await endpointsFor(phase)) {
    const { warmup, sequential, concurrent } = endpoint.requests ?? { warmup: WARMUP, sequential: SEQUENTIAL, concurrent: CONCURRENT };
    endpoints.push(await measure(endpoint, sequential, concurrent, warmup));
  }
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

/**
 * The usage phase: each report of GET /admin/v1/usage a few times warm, then sequentially (fewer
 * than the other endpoints: a year's report reads the whole year's quotes through its index), and
 * no concurrent pass. The baseline before it, for reference.
 */
export async function measureUsagePhase(label: string, counts: Counts): Promise<PhaseResult> {
  const ticks0 = machineTicks();
  const t0 = performance.now();
  const baseline = await measure(await baselineEndpoint(), BASELINE_SEQUENTIAL, 0);
  const endpoints: Measurement[] = [];
  for (const endpoint of usageEndpoints()) endpoints.push(await measure(endpoint, USAGE_SEQUENTIAL, 0, USAGE_WARMUP));
  const ticks1 = machineTicks();
  const phaseSeconds = seconds(t0);
  const otherCores = Math.max(0, (ticks1.busy - ticks0.busy - (ticks1.ours - ticks0.ours)) / clockTicks / phaseSeconds);
  console.log(`    other processes on the machine meanwhile: ${otherCores.toFixed(2)} of ${os.cpus().length} cores`);
  return { label, counts, baseline, endpoints, otherCores, seconds: phaseSeconds };
}
