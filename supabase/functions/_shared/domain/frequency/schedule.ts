/**
 * The dates a frequency yields (design §5). Monthly: a day past the month's end falls on
 * its last day; Fifth yields nothing in a month without a fifth such weekday; the
 * month's dates are the union, de-duplicated. Interval: the first RepeatOn weekday on or
 * after StartOn, then every RepeatEvery weeks, never before StartOn.
 */
import {
  type DayNumber,
  dayNumberOf,
  daysInMonth,
  fromDayNumber,
  parseIsoDate,
  toDayNumber,
  weekdayOfDayNumber,
} from "../dates/calendar.ts";
import { type Item, type MonthItems, monthlyToItems } from "./items.ts";
import {
  type Frequency,
  type FrequencyType,
  type IntervalFrequency,
  isIntervalFrequency,
  MARKERS,
  WEEKDAY_NAMES,
} from "./types.ts";

/**
 * The Gregorian calendar repeats every 400 years, so a monthly frequency that yields
 * nothing in 4800 consecutive months yields nothing ever. This bounds every search.
 */
const CYCLE_MONTHS = 4800;

export interface DateOptions {
  /** No date before this day (a process's scheduledFrom). */
  scheduledFrom?: string;
}

/**
 * "Scheduled with no dates": scheduled, and the frequency can never yield a date. A
 * valid interval always yields. A monthly frequency yields as soon as any month has an
 * item: day numbers always fall in their month, and even Fifth recurs (every weekday is
 * the fifth of some 29-, 30- or 31-day month in some year of the 400-year cycle).
 */
export function hasNoDates(type: FrequencyType, f: Frequency | null | undefined): boolean {
  if (type !== "Scheduled") return false;
  if (!f) return true;
  if (isIntervalFrequency(f)) return false;
  return monthlyToItems(f).every((items) => items.length === 0);
}

/** Day-of-month numbers that one month's items yield, ascending. */
export function daysInMonthFor(year: number, month: number, items: readonly Item[]): number[] {
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
      const k = MARKERS.indexOf(item.marker) - 1; // First → 0 … Fifth → 4
      if (k < count) days.add(first + 7 * k);
    }
  }
  return [...days].sort((a, b) => a - b);
}

function firstIntervalDay(f: IntervalFrequency): DayNumber {
  const start = toDayNumber(f.StartOn);
  const weekday = WEEKDAY_NAMES.indexOf(f.RepeatOn);
  return start + ((weekday - weekdayOfDayNumber(start) + 7) % 7);
}

/** Day numbers of the interval in [from, to], ascending, at most `limit`. */
function intervalDays(
  f: IntervalFrequency,
  from: DayNumber,
  to: DayNumber,
  limit: number,
): DayNumber[] {
  const first = firstIntervalDay(f);
  const step = 7 * f.RepeatEvery;
  let day = from <= first ? first : first + Math.ceil((from - first) / step) * step;
  const out: DayNumber[] = [];
  for (; day <= to && out.length < limit; day += step) out.push(day);
  return out;
}

/** Day numbers of a monthly frequency in [from, to], ascending, at most `limit`. */
function monthlyDays(
  items: MonthItems,
  from: DayNumber,
  to: DayNumber,
  limit: number,
): DayNumber[] {
  const out: DayNumber[] = [];
  if (items.every((list) => list.length === 0)) return out;
  const start = parseIsoDate(fromDayNumber(from));
  if (!start) return out;
  let year = start.year;
  let month = start.month;
  // Stops after a whole cycle without a date: then no later month has one either.
  for (let barren = 0; barren < CYCLE_MONTHS && out.length < limit; barren++) {
    if (dayNumberOf(year, month, 1) > to) break;
    for (const d of daysInMonthFor(year, month, items[month - 1] ?? [])) {
      const n = dayNumberOf(year, month, d);
      if (n > to || out.length >= limit) break;
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
  return out;
}

function days(f: Frequency, from: DayNumber, to: DayNumber, limit: number): DayNumber[] {
  return isIntervalFrequency(f)
    ? intervalDays(f, from, to, limit)
    : monthlyDays(monthlyToItems(f), from, to, limit);
}

function lowerBound(fromDay: string, options: DateOptions): DayNumber {
  const from = toDayNumber(fromDay);
  return options.scheduledFrom ? Math.max(from, toDayNumber(options.scheduledFrom)) : from;
}

/**
 * The next `count` dates (YYYY-MM-DD) on or after fromDay and not before
 * scheduledFrom. Null (as needed) yields none. A monthly search looks at most one
 * 400-year cycle ahead, so sparse frequencies (Fifth Monday of February) still end.
 */
export function nextDates(
  f: Frequency | null | undefined,
  fromDay: string,
  count: number,
  options: DateOptions = {},
): string[] {
  if (!f || !(count > 0)) return [];
  return days(f, lowerBound(fromDay, options), Number.MAX_SAFE_INTEGER, Math.floor(count)).map(
    fromDayNumber,
  );
}

/** Every date from `from` to `to`, both included (and not before scheduledFrom). */
export function datesBetween(
  f: Frequency | null | undefined,
  from: string,
  to: string,
  options: DateOptions = {},
): string[] {
  if (!f) return [];
  return days(f, lowerBound(from, options), toDayNumber(to), Number.MAX_SAFE_INTEGER).map(
    fromDayNumber,
  );
}
