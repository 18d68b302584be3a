/** Timing helpers of the benchmarks: percentiles over repeated calls after a warm-up. */

export function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export interface Timings {
  runs: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Calls `fn` `warmup` times untimed, then `runs` times timed, one after another. */
export async function measure(
  fn: () => Promise<unknown>,
  runs: number,
  warmup: number,
): Promise<Timings> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    runs,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1)!,
  };
}

export function formatTimings(t: Timings): string {
  const f = (ms: number) => `${ms.toFixed(1)} ms`;
  return `N=${t.runs}: p50 ${f(t.p50)}, p95 ${f(t.p95)}, p99 ${f(t.p99)}, max ${f(t.max)}`;
}
