/**
 * Counting days: the dates of each process over a list's range, computed once per list and
 * remembered across lists, and searched by binary search. A process whose schedule changed
 * takes each day's dates from the schedule in force that day
 * (docs/task-engine.md#schedule-changes). Pure; the one place that turns a process's
 * schedule into its dates for tasks.
 */
import { type DayNumber, LATEST_DAY_NUMBER, toDayNumber } from "../dates/calendar.ts";
import { dayNumbersBetween, type Frequency } from "../frequency/index.ts";
import type { ProcessFacts } from "./types.ts";

/** The dates of each process in [lo, hi] (≥ scheduledFrom), ascending; computed once. */
export class ProcessDays {
  readonly #lo: DayNumber;
  readonly #hi: DayNumber;
  readonly #dates = new Map<number, DayNumber[]>();
  /** Searches outside [lo, hi], by process and day: a page asks them once per task. */
  readonly #before = new Map<string, DayNumber | null>();

  constructor(lo: DayNumber, hi: DayNumber) {
    this.#lo = lo;
    this.#hi = hi;
  }

  of(p: ProcessFacts): DayNumber[] {
    let days = this.#dates.get(p.id);
    if (!days) {
      days = scheduleDays(p, this.#lo, this.#hi);
      this.#dates.set(p.id, days);
    }
    return days;
  }

  has(p: ProcessFacts, day: DayNumber): boolean {
    const days = this.of(p);
    return days[lowerBound(days, day)] === day;
  }

  /** The process's dates in [lo, hi], both included. */
  within(p: ProcessFacts, lo: DayNumber, hi: DayNumber): DayNumber[] {
    const days = this.of(p);
    return days.slice(lowerBound(days, lo), lowerBound(days, hi + 1));
  }

  /**
   * The latest date of the process on or before `day` (under the schedule in force on that
   * date), or null: from this range's dates when they answer, else searched further back.
   */
  lastOnOrBefore(p: ProcessFacts, day: DayNumber): DayNumber | null {
    if (this.#lo <= day && day <= this.#hi) {
      const days = this.of(p);
      const i = lowerBound(days, day + 1) - 1;
      if (i >= 0) return days[i]!;
      return this.#searched(p, this.#lo - 1);
    }
    return this.#searched(p, day);
  }

  #searched(p: ProcessFacts, day: DayNumber): DayNumber | null {
    const key = `${p.id}|${day}`;
    if (!this.#before.has(key)) this.#before.set(key, lastOnOrBefore(p, day));
    return this.#before.get(key)!;
  }
}

/** One schedule of a process and the days it decides, [lo, hi]. */
interface Version {
  frequency: Frequency | null;
  scheduledFrom: string;
  compactFrequency?: string;
  lo: DayNumber;
  hi: DayNumber;
}

/** The process's schedules in order, each with the days it decides (they tile all days). */
function versionsOf(p: ProcessFacts): Version[] {
  const out: Version[] = [];
  let lo = -Infinity;
  for (const v of p.pastSchedules ?? []) {
    const hi = toDayNumber(v.until);
    if (hi >= lo) out.push({ ...v, lo, hi });
    lo = Math.max(lo, hi + 1);
  }
  out.push({ ...p, lo, hi: LATEST_DAY_NUMBER });
  return out;
}

/** Whether any of the process's schedules (current or past) has dates: it may have series. */
export function isScheduled(p: ProcessFacts): boolean {
  return p.frequency !== null || (p.pastSchedules ?? []).some((v) => v.frequency !== null);
}

/**
 * No date of the process, under any of its schedules, is before this day. Remembered per
 * process: an organisation's counts ask it of every process once per count.
 */
export function firstScheduledDay(p: ProcessFacts): DayNumber {
  let first = firstDays.get(p);
  if (first === undefined) {
    first = toDayNumber(p.scheduledFrom);
    for (const v of p.pastSchedules ?? []) first = Math.min(first, toDayNumber(v.scheduledFrom));
    firstDays.set(p, first);
  }
  return first;
}

const firstDays = new WeakMap<ProcessFacts, DayNumber>();

/**
 * The dates of a process in [lo, hi], ascending: each day's from the schedule in force on
 * it. Most processes never changed schedule: one memoised look-up, as before.
 */
export function scheduleDays(p: ProcessFacts, lo: DayNumber, hi: DayNumber): DayNumber[] {
  if (!p.pastSchedules?.length) return versionDays(p, lo, hi);
  const out: DayNumber[] = [];
  for (const v of versionsOf(p)) {
    const a = Math.max(lo, v.lo), b = Math.min(hi, v.hi);
    if (a > b) continue;
    for (const d of versionDays(v, a, b)) out.push(d);
  }
  return out;
}

/** The latest date of the process on or before `day`, or null; searched back in widening steps. */
export function lastOnOrBefore(p: ProcessFacts, day: DayNumber): DayNumber | null {
  const versions = versionsOf(p);
  for (let i = versions.length - 1; i >= 0; i--) {
    const v = versions[i]!;
    if (v.lo > day || !v.frequency) continue;
    const floor = Math.max(v.lo, toDayNumber(v.scheduledFrom));
    let hi = Math.min(day, v.hi);
    for (let step = 64; hi >= floor; step *= 8) {
      const lo = Math.max(floor, hi - step + 1);
      const found = dayNumbersBetween(v.frequency, lo, hi, { scheduledFrom: v.scheduledFrom });
      if (found.length) return found[found.length - 1]!;
      hi = lo - 1;
    }
  }
  return null;
}

/**
 * Dates of a schedule over a range, remembered across lists: they depend only on the
 * compact form, scheduledFrom and the range, and a page asks for the same few ranges of
 * the same schedules again and again. Bounded: forgotten wholesale when full. A changed
 * schedule's pieces are remembered by their own ranges, so the key includes the history.
 */
const scheduleMemo = new Map<string, DayNumber[]>();
const SCHEDULE_MEMO_SIZE = 20_000;

function versionDays(
  v: Pick<ProcessFacts, "frequency" | "scheduledFrom" | "compactFrequency">,
  lo: DayNumber,
  hi: DayNumber,
): DayNumber[] {
  if (!v.frequency) return [];
  const key = v.compactFrequency ? `${v.compactFrequency}|${v.scheduledFrom}|${lo}|${hi}` : null;
  const known = key === null ? undefined : scheduleMemo.get(key);
  if (known) return known;
  const days = dayNumbersBetween(v.frequency, lo, hi, { scheduledFrom: v.scheduledFrom });
  if (key !== null) {
    if (scheduleMemo.size >= SCHEDULE_MEMO_SIZE) scheduleMemo.clear();
    scheduleMemo.set(key, days);
  }
  return days;
}

/** The first index whose value is ≥ x. */
export function lowerBound(sorted: readonly number[], x: number): number {
  let lo = 0, hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
