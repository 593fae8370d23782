// The run's clock: named steps, each timed and printed, for the report's step table.

const startedAt = performance.now();
export const stepTimes: { step: string; seconds: number }[] = [];

export const seconds = (fromMs: number) => (performance.now() - fromMs) / 1000;

/** Seconds since the run started. */
export const runSeconds = () => seconds(startedAt);

export async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  console.log(`\n> ${name}`);
  const value = await run();
  const s = seconds(t0);
  stepTimes.push({ step: name, seconds: s });
  console.log(`  (${s.toFixed(1)} s)`);
  return value;
}
