/**
 * The dates a frequency yields (docs/task-engine.md#frequency). Monthly: a day past the month's
 * end falls on its last day; Fifth yields nothing in a month without a fifth such weekday; the
 * month's dates are the union, de-duplicated. Interval: the first RepeatOn weekday on or after
 * StartOn, then every RepeatEvery weeks, never before StartOn. No date passes 9999-12-31
 * (LATEST_DATE): a series simply ends there.
 *
 * Searches jump instead of scanning. Which days a month yields depends only on its
 * shape — the weekday of its 1st and, for February, whether it has 29 days — so each
 * selected month's days are worked out once per shape (14 at most) and a year costs one
 * table look-up per selected month. Years whose type (weekday of 1 January, leap or not)
 * gives no selected month a date are skipped in one jump, with a table over the 400-year
 * cycle: a fifth Monday of February, which only a leap year whose February starts on a
 * Monday has, costs one jump per date instead of some 28 years of months.
 */
import {
  type DayNumber,
  dayNumberOf,
  daysInMonth,
  fromDayNumber,
  isLeapYear,
  LATEST_DAY_NUMBER,
  LATEST_YEAR,
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
 * Counts the work of a search, so that a caller can bound what one request computes
 * (deterministically: steps, not time). One step is one month looked at or one date
 * yielded. `spend` may throw to stop the search.
 */
export interface WorkMeter {
  spend(steps: number): void;
}

export interface DateOptions {
  /** No date before this day (a process's scheduledFrom). */
  scheduledFrom?: string;
  /** Charged as the search goes; see WorkMeter. */
  meter?: WorkMeter;
}

/**
 * "Scheduled with no dates": scheduled, and the frequency can never yield a date. An
 * interval yields unless its first date would fall after 9999-12-31. A monthly frequency
 * yields as soon as any month has an item: day numbers always fall in their month, and
 * even Fifth recurs (every weekday is the fifth of some 29-, 30- or 31-day month in some
 * year of the 400-year cycle).
 */
export function hasNoDates(type: FrequencyType, f: Frequency | null | undefined): boolean {
  if (type !== "Scheduled") return false;
  if (!f) return true;
  if (isIntervalFrequency(f)) return firstIntervalDay(f) > LATEST_DAY_NUMBER;
  return monthlyToItems(f).every((items) => items.length === 0);
}

/** Day-of-month numbers that one month's items yield, ascending. */
export function daysInMonthFor(year: number, month: number, items: readonly Item[]): number[] {
  return daysOfMonthShape(
    daysInMonth(year, month),
    weekdayOfDayNumber(dayNumberOf(year, month, 1)),
    items,
  );
}

/** The days `items` yield in a month of `length` days whose 1st is `firstWeekday`. */
function daysOfMonthShape(length: number, firstWeekday: number, items: readonly Item[]): number[] {
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
  meter: WorkMeter | undefined,
): DayNumber[] {
  const first = firstIntervalDay(f);
  const step = 7 * f.RepeatEvery;
  let day = from <= first ? first : first + Math.ceil((from - first) / step) * step;
  const out: DayNumber[] = [];
  for (; day <= to && out.length < limit; day += step) {
    meter?.spend(1);
    out.push(day);
  }
  return out;
}

/** Offset of each month's 1st from 1 January: [common year, leap year]. */
const MONTH_STARTS = [2001, 2000].map((year) =>
  Array.from({ length: 12 }, (_, i) => dayNumberOf(year, i + 1, 1) - dayNumberOf(year, 1, 1))
);

/**
 * A year's type decides the shape of all its months: the weekday of 1 January, plus 7
 * in a leap year (14 types). The Gregorian calendar repeats every 400 years (146,097
 * days, a whole number of weeks), so the type of year y is YEAR_TYPES[y % 400].
 */
const CYCLE_YEARS = 400;
const YEAR_TYPES: readonly number[] = Array.from({ length: CYCLE_YEARS }, (_, y) => {
  const year = 2000 + y; // 2000 % 400 === 0
  return weekdayOfDayNumber(dayNumberOf(year, 1, 1)) + (isLeapYear(year) ? 7 : 0);
});

/** The shape of a month in a year of `yearType`: weekday of its 1st, + 7 for February 29. */
function monthShape(yearType: number, monthIndex: number): number {
  const leap = yearType >= 7 ? 1 : 0;
  const weekday = ((yearType % 7) + MONTH_STARTS[leap]![monthIndex]!) % 7;
  return weekday + (leap && monthIndex === 1 ? 7 : 0);
}

/** A month that has items, with the days it yields in each of its 14 shapes. */
interface MonthPlan {
  /** 0–11 */
  monthIndex: number;
  /** Index: monthShape. */
  daysByShape: readonly (readonly number[])[];
}

function planMonths(items: MonthItems): MonthPlan[] {
  const plans: MonthPlan[] = [];
  items.forEach((list, monthIndex) => {
    if (list.length === 0) return;
    const daysByShape: number[][] = [];
    for (const year of [2001, 2000]) { // a common year, then a leap year
      const length = daysInMonth(year, monthIndex + 1);
      for (let weekday = 0; weekday < 7; weekday++) {
        daysByShape.push(daysOfMonthShape(length, weekday, list));
      }
    }
    plans.push({ monthIndex, daysByShape });
  });
  return plans;
}

/**
 * Per set of year types that yield a date (a 14-bit mask), how many years from each year
 * of the cycle to the next such year; -1 when none ever does. At most 2^14 tables of 400
 * entries, each built once.
 */
const gapTables = new Map<number, Int16Array>();

function yearGaps(mask: number): Int16Array {
  let gaps = gapTables.get(mask);
  if (gaps) return gaps;
  gaps = new Int16Array(CYCLE_YEARS).fill(-1);
  // Backwards over two cycles, so that the gap may wrap around into the next cycle.
  let next = -1;
  for (let y = 2 * CYCLE_YEARS - 1; y >= 0; y--) {
    if (mask & (1 << YEAR_TYPES[y % CYCLE_YEARS]!)) next = y;
    if (y < CYCLE_YEARS && next >= 0) gaps[y] = next - y;
  }
  gapTables.set(mask, gaps);
  return gaps;
}

/** Day numbers of a monthly frequency in [from, to], ascending, at most `limit`. */
function monthlyDays(
  items: MonthItems,
  from: DayNumber,
  to: DayNumber,
  limit: number,
  meter: WorkMeter | undefined,
): DayNumber[] {
  const out: DayNumber[] = [];
  const plans = planMonths(items);
  let mask = 0;
  for (let type = 0; type < 14; type++) {
    if (plans.some((p) => p.daysByShape[monthShape(type, p.monthIndex)]!.length > 0)) {
      mask |= 1 << type;
    }
  }
  const start = mask !== 0 && from <= to ? parseIsoDate(fromDayNumber(from)) : null;
  if (!start) return out;
  const gaps = yearGaps(mask);
  // Jumps from one year that yields to the next: a sparse frequency costs per date, not
  // per year (let alone per day) in between.
  for (let year = start.year; year <= LATEST_YEAR; year++) {
    const gap = gaps[year % CYCLE_YEARS]!;
    if (gap < 0) break;
    year += gap;
    const january = dayNumberOf(year, 1, 1);
    if (year > LATEST_YEAR || january > to) break;
    const type = YEAR_TYPES[year % CYCLE_YEARS]!;
    const starts = MONTH_STARTS[type >= 7 ? 1 : 0]!;
    for (const { monthIndex, daysByShape } of plans) {
      meter?.spend(1);
      const first = january + starts[monthIndex]!;
      for (const day of daysByShape[monthShape(type, monthIndex)]!) {
        const n = first + day - 1;
        if (n < from) continue;
        if (n > to) return out;
        meter?.spend(1);
        out.push(n);
        if (out.length >= limit) return out;
      }
    }
  }
  return out;
}

function days(
  f: Frequency,
  from: DayNumber,
  to: DayNumber,
  limit: number,
  meter: WorkMeter | undefined,
): DayNumber[] {
  const last = Math.min(to, LATEST_DAY_NUMBER);
  return isIntervalFrequency(f)
    ? intervalDays(f, from, last, limit, meter)
    : monthlyDays(monthlyToItems(f), from, last, limit, meter);
}

function lowerBound(fromDay: string, options: DateOptions): DayNumber {
  const from = toDayNumber(fromDay);
  return options.scheduledFrom ? Math.max(from, toDayNumber(options.scheduledFrom)) : from;
}

/**
 * The next `count` dates (YYYY-MM-DD) on or after fromDay and not before
 * scheduledFrom, none after 9999-12-31 (so possibly fewer). Null (as needed) yields none.
 */
export function nextDates(
  f: Frequency | null | undefined,
  fromDay: string,
  count: number,
  options: DateOptions = {},
): string[] {
  if (!f || !(count > 0)) return [];
  return days(
    f,
    lowerBound(fromDay, options),
    LATEST_DAY_NUMBER,
    Math.floor(count),
    options.meter,
  ).map(fromDayNumber);
}

/**
 * Day numbers (dates/calendar.ts) from `from` to `to`, both included, not before
 * scheduledFrom, ascending: the task engine counts and bisects these instead of strings.
 */
export function dayNumbersBetween(
  f: Frequency | null | undefined,
  from: DayNumber,
  to: DayNumber,
  options: DateOptions = {},
): DayNumber[] {
  if (!f) return [];
  const lo = options.scheduledFrom ? Math.max(from, toDayNumber(options.scheduledFrom)) : from;
  return days(f, lo, to, Number.MAX_SAFE_INTEGER, options.meter);
}

/** Every date from `from` to `to`, both included (and not before scheduledFrom). */
export function datesBetween(
  f: Frequency | null | undefined,
  from: string,
  to: string,
  options: DateOptions = {},
): string[] {
  if (!f) return [];
  return days(
    f,
    lowerBound(from, options),
    toDayNumber(to),
    Number.MAX_SAFE_INTEGER,
    options.meter,
  ).map(fromDayNumber);
}
