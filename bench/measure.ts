/** Timing helpers of the benchmarks: percentiles over repeated calls after a warm-up. */
import process from "node:process";

export function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** p50, p95, p99 and max of some durations (sorts them in place). */
export function percentiles(times: number[]): Pick<Timings, "p50" | "p95" | "p99" | "max"> {
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1)!,
  };
}

export interface Timings {
  runs: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** CPU time per call of this process (the handler) and, when readable, of the backend. */
  clientCpu: number;
  backendCpu?: number;
}

/** CPU milliseconds a local process has used (Linux /proc), or undefined elsewhere. */
export async function processCpuMs(pid: number): Promise<number | undefined> {
  try {
    const fields = (await Deno.readTextFile(`/proc/${pid}/stat`)).split(") ")[1]!.split(" ");
    const ticksPerSecond = 100; // USER_HZ on Linux
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

/**
 * Calls `fn` `warmup` times untimed, then `runs` times timed, one after another. The CPU
 * time per call is what a call costs when no other job competes for the processors.
 */
export async function measure(
  fn: () => Promise<unknown>,
  runs: number,
  warmup: number,
  backendPid?: number,
): Promise<Timings> {
  for (let i = 0; i < warmup; i++) await fn();
  const backendBefore = backendPid ? await processCpuMs(backendPid) : undefined;
  const cpuBefore = process.cpuUsage();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const backendAfter = backendPid ? await processCpuMs(backendPid) : undefined;
  return {
    runs,
    ...percentiles(times),
    clientCpu: (cpu.user + cpu.system) / 1000 / runs,
    backendCpu: backendBefore !== undefined && backendAfter !== undefined
      ? (backendAfter - backendBefore) / runs
      : undefined,
  };
}

/**
 * One line of figures. `watched` names the process whose pid `measure` was given: the
 * PostgreSQL backend of a direct query, or the stack process serving HTTP calls (which,
 * on PGlite, runs the database too).
 */
export function formatTimings(t: Timings, watched = "PostgreSQL backend"): string {
  const f = (ms: number) => `${ms.toFixed(1)} ms`;
  const cpu = `CPU per call: this process ${f(t.clientCpu)}` +
    (t.backendCpu === undefined ? "" : `, ${watched} ${f(t.backendCpu)}`);
  return `N=${t.runs}: p50 ${f(t.p50)}, p95 ${f(t.p95)}, p99 ${f(t.p99)}, max ${f(t.max)} (${cpu})`;
}
