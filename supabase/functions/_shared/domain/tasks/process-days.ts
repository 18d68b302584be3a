/**
 * Counting days: the dates of each process over a list's range, computed once per list and
 * remembered across lists, and searched by binary search. Pure.
 */
import { type DayNumber, EARLIEST_DATE, toDayNumber } from "../dates/calendar.ts";
import { dayNumbersBetween } from "../frequency/index.ts";
import type { ProcessFacts } from "./types.ts";

/** The dates of each process in [lo, hi] (≥ scheduledFrom), ascending; computed once. */
export class ProcessDays {
  readonly #lo: DayNumber;
  readonly #hi: DayNumber;
  readonly #dates = new Map<number, DayNumber[]>();
  readonly #last = new Map<string, DayNumber | null>();

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
   * The process's latest date on or before `day` (not before scheduledFrom), wherever it
   * falls, also outside [lo, hi]; null when there is none. Searched backwards in windows
   * that double, so a frequent schedule costs one short window.
   */
  lastOnOrBefore(p: ProcessFacts, day: DayNumber): DayNumber | null {
    const key = `${p.id}|${day}`;
    const known = this.#last.get(key);
    if (known !== undefined) return known;
    let found: DayNumber | null = null;
    if (p.frequency) {
      const start = Math.max(toDayNumber(p.scheduledFrom), toDayNumber(EARLIEST_DATE));
      let hi = day;
      for (let width = 64; hi >= start && found === null; width *= 2) {
        const lo = Math.max(start, hi - width + 1);
        const part = this.#lo <= lo && hi <= this.#hi
          ? this.within(p, lo, hi)
          : dayNumbersBetween(p.frequency, lo, hi, { scheduledFrom: p.scheduledFrom });
        if (part.length) found = part[part.length - 1]!;
        hi = lo - 1;
      }
    }
    this.#last.set(key, found);
    return found;
  }
}

/**
 * Dates of a schedule over a range, remembered across lists: they depend only on the
 * compact form, scheduledFrom and the range, and a page asks for the same few ranges of
 * the same schedules again and again. Bounded: forgotten wholesale when full.
 */
const scheduleMemo = new Map<string, DayNumber[]>();
const SCHEDULE_MEMO_SIZE = 20_000;

function scheduleDays(p: ProcessFacts, lo: DayNumber, hi: DayNumber): DayNumber[] {
  const key = p.compactFrequency ? `${p.compactFrequency}|${p.scheduledFrom}|${lo}|${hi}` : null;
  const known = key === null ? undefined : scheduleMemo.get(key);
  if (known) return known;
  const days = dayNumbersBetween(p.frequency, lo, hi, { scheduledFrom: p.scheduledFrom });
  if (key !== null) {
    if (scheduleMemo.size >= SCHEDULE_MEMO_SIZE) scheduleMemo.clear();
    scheduleMemo.set(key, days);
  }
  return days;
}

/** The first index whose value is ≥ x. */
function lowerBound(sorted: readonly number[], x: number): number {
  let lo = 0, hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
