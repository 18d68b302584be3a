/** A day-by-day oracle for frequencies, shared by the property tests of the engine. */
import { daysInMonth, parseIsoDate, weekdayOf } from "../../dates/calendar.ts";
import {
  type Frequency,
  MARKERS,
  type MonthlyFrequency,
  MONTHS,
  WEEKDAY_NAMES,
  WEEKDAYS,
} from "../types.ts";

/**
 * Whether a frequency yields `day`, read literally from docs/task-engine.md#frequency one
 * day at a time: no help from the code under test.
 */
export function oracleYields(f: Frequency, day: string): boolean {
  const d = parseIsoDate(day)!;
  const weekday = weekdayOf(day);
  if ("RepeatOn" in f) {
    // In whole days since 1970 (Date.parse: no help from the code under test). The first
    // may fall after 9999-12-31, which YYYY-MM-DD cannot write.
    const start = Date.parse(f.StartOn) / 86_400_000;
    const first = [0, 1, 2, 3, 4, 5, 6].map((k) => start + k).find((n) =>
      (n + 4) % 7 === WEEKDAY_NAMES.indexOf(f.RepeatOn) // 1970-01-01 was a Thursday
    )!;
    const diff = Date.parse(day) / 86_400_000 - first;
    return diff >= 0 && diff % (7 * f.RepeatEvery) === 0;
  }
  const spec = (f as MonthlyFrequency)[MONTHS[d.month - 1]!];
  if (!spec) return false;
  const length = daysInMonth(d.year, d.month);
  if (spec.days.some((n) => Math.min(n, length) === d.day)) return true;
  const key = WEEKDAYS[weekday]!;
  if (spec.flags[key] !== true) return false;
  const nth = Math.ceil(d.day / 7); // 1 = first such weekday of the month
  const isLast = d.day + 7 > length;
  return spec[key].some((m) =>
    m === "Every" || (m === "Last" ? isLast : MARKERS.indexOf(m) === nth)
  );
}
