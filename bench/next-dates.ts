/**
 * Benchmark of the date search: the old month-by-month scan
 * (next-dates-scan.ts) against the new search (schedule.ts), for sparse and dense
 * schedules, nextDates(count: 366) from 2026-01-01:
 *
 *   ./node_modules/.bin/deno run -A bench/next-dates.ts
 *
 * Prints, per schedule, the median time per call of each (N=BENCH_RUNS rounds of
 * BENCH_CALLS calls, after a warm-up), the ratio old/new, and the steps the new search
 * charges (what the per-request budget counts). Both must agree on every date up to
 * 9999-12-31 (exit code 1 otherwise); the old scan also ran past it ("10000-…"), so it is
 * timed for as many dates as the new search finds.
 */
import { scanNextDates } from "./next-dates-scan.ts";
import { parseCompactFrequency } from "../supabase/functions/_shared/domain/frequency/compact.ts";
import { nextDates } from "../supabase/functions/_shared/domain/frequency/schedule.ts";
import type { Frequency } from "../supabase/functions/_shared/domain/frequency/types.ts";
import { percentile } from "./measure.ts";

const RUNS = Number(Deno.env.get("BENCH_RUNS") ?? 15);
const CALLS = Number(Deno.env.get("BENCH_CALLS") ?? 20);
const FROM = "2026-01-01";
const COUNT = 366;

const SCHEDULES: { name: string; compact: string; kind: "sparse" | "dense" }[] = [
  { name: "fifth Monday of February", compact: "Feb:1#5", kind: "sparse" },
  { name: "fifth Sunday of Feb and Aug", compact: "Feb,Aug:0#5", kind: "sparse" },
  { name: "29 February or the 28th (Feb:29)", compact: "Feb:29", kind: "sparse" },
  { name: "every Monday", compact: "*:1#*", kind: "dense" },
  { name: "the 15th of each month", compact: "*:15", kind: "dense" },
  { name: "last Friday of quarter ends", compact: "Mar,Jun,Sep,Dec:5#L", kind: "dense" },
  { name: "every 2 weeks on Monday", compact: "W2:Mon@2026-01-05", kind: "dense" },
];

function frequency(compact: string): Frequency {
  const r = parseCompactFrequency(compact);
  if (!r.ok || !r.frequency) throw new Error(`bad schedule ${compact}`);
  return r.frequency;
}

/** Median milliseconds per call of `fn` over RUNS rounds of CALLS calls. */
function perCall(fn: () => unknown): number {
  for (let i = 0; i < CALLS * 3; i++) fn();
  const rounds: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const start = performance.now();
    for (let i = 0; i < CALLS; i++) fn();
    rounds.push((performance.now() - start) / CALLS);
  }
  return percentile(rounds.sort((a, b) => a - b), 50);
}

let failed = false;
const f2 = (ms: number) => ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`;
console.log(`nextDates(count: ${COUNT}) from ${FROM}; median of ${RUNS} rounds of ${CALLS} calls`);
for (const s of SCHEDULES) {
  const f = frequency(s.compact);
  const old = scanNextDates(f, FROM, COUNT).filter((d) => d.length === 10);
  let steps = 0;
  const now = nextDates(f, FROM, COUNT, { meter: { spend: (n) => void (steps += n) } });
  if (JSON.stringify(old) !== JSON.stringify(now)) {
    failed = true;
    console.error(`${s.compact}: the searches disagree`);
  }
  // The same dates from both: the old scan stops at as many as the new one found (it would
  // go on past 9999-12-31 for the rest).
  const oldMs = perCall(() => scanNextDates(f, FROM, now.length));
  const newMs = perCall(() => nextDates(f, FROM, COUNT));
  console.log(
    `${s.kind.padEnd(6)} ${s.compact.padEnd(20)} ${s.name.padEnd(34)} ` +
      `${String(now.length).padStart(3)} dates  old ${f2(oldMs).padStart(9)}  ` +
      `new ${f2(newMs).padStart(8)}  ratio ${(oldMs / newMs).toFixed(1).padStart(6)}x  ` +
      `steps ${steps}`,
  );
}
if (failed) Deno.exit(1);
