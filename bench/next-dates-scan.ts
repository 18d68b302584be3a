/**
 * The date search as it was before it learnt to jump over months and years, kept as the reference the benchmark
 * compares against: month after month from the start, each month's days recomputed
 * (a Set, a sort, Date.UTC), until `count` dates or 4800 months without one. A fifth
 * Monday of February costs about 28 years of months per date. It also ran past
 * 9999-12-31, which the new search does not; the benchmark compares both only there.
 */
import { type Item, monthlyToItems } from "../supabase/functions/_shared/domain/frequency/items.ts";
import {
  type Frequency,
  isIntervalFrequency,
  MARKERS,
  WEEKDAY_NAMES,
} from "../supabase/functions/_shared/domain/frequency/types.ts";

const MS_PER_DAY = 86_400_000;
const CYCLE_MONTHS = 4800;

function dayNumberOf(year: number, month: number, day: number): number {
  return Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function weekdayOfDayNumber(n: number): number {
  return (((n + 4) % 7) + 7) % 7;
}

function toDayNumber(text: string): number {
  const [y, m, d] = text.split("-").map(Number) as [number, number, number];
  return dayNumberOf(y, m, d);
}

function fromDayNumber(n: number): string {
  const d = new Date(n * MS_PER_DAY);
  const y = String(d.getUTCFullYear()).padStart(4, "0");
  const m = String(d.getUTCMonth() + 1).padStart(2, "0");
  const day = String(d.getUTCDate()).padStart(2, "0");
  return `${y}-${m}-${day}`;
}

function daysInMonthFor(year: number, month: number, items: readonly Item[]): number[] {
  const length = daysInMonth(year, month);
  const firstWeekday = weekdayOfDayNumber(dayNumberOf(year, month, 1));
  const days = new Set<number>();
  for (const item of items) {
    if (item.kind === "day") {
      days.add(Math.min(item.day, length));
      continue;
    }
    const first = 1 + ((item.weekday - firstWeekday + 7) % 7);
    const count = Math.floor((length - first) / 7) + 1;
    if (item.marker === "Every") {
      for (let k = 0; k < count; k++) days.add(first + 7 * k);
    } else if (item.marker === "Last") {
      days.add(first + 7 * (count - 1));
    } else {
      const k = MARKERS.indexOf(item.marker) - 1;
      if (k < count) days.add(first + 7 * k);
    }
  }
  return [...days].sort((a, b) => a - b);
}

/** The old nextDates (without scheduledFrom): the month-by-month scan. */
export function scanNextDates(f: Frequency, fromDay: string, count: number): string[] {
  const from = toDayNumber(fromDay);
  const out: number[] = [];
  if (isIntervalFrequency(f)) {
    const start = toDayNumber(f.StartOn);
    const first = start +
      ((WEEKDAY_NAMES.indexOf(f.RepeatOn) - weekdayOfDayNumber(start) + 7) % 7);
    const step = 7 * f.RepeatEvery;
    let day = from <= first ? first : first + Math.ceil((from - first) / step) * step;
    for (; out.length < count; day += step) out.push(day);
    return out.map(fromDayNumber);
  }
  const items = monthlyToItems(f);
  if (items.every((list) => list.length === 0)) return [];
  const start = new Date(from * MS_PER_DAY);
  let year = start.getUTCFullYear();
  let month = start.getUTCMonth() + 1;
  for (let barren = 0; barren < CYCLE_MONTHS && out.length < count; barren++) {
    for (const d of daysInMonthFor(year, month, items[month - 1] ?? [])) {
      const n = dayNumberOf(year, month, d);
      if (out.length >= count) break;
      if (n >= from) {
        out.push(n);
        barren = -1;
      }
    }
    if (++month > 12) {
      month = 1;
      year++;
    }
  }
  return out.map(fromDayNumber);
}
