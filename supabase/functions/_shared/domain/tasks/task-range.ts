/**
 * The date range of a task list (docs/task-engine.md#paging-and-counting). A list without
 * dates ("Any date") holds every task due from the earliest stored one (today when none is
 * earlier) to the later of a year ahead and the latest stored one: a schedule never ends, so
 * its occurrences are listed to a horizon, while a stored task is listed whenever it is due.
 * The whole range spans at most five years, the past kept first: it starts no earlier than
 * five years before the horizon, and stored tasks past five years from its start are cut.
 * `to` alone starts where "Any date" would (never after `to`); `from` alone ends where it
 * would, and is refused after that end. Given dates are checked: YYYY-MM-DD, from not after to, at most five years apart.
 * Pure.
 */
import { addDays, isIsoDate, isOutOfRangeDate, outOfRangeMessage } from "../dates/calendar.ts";

/** How far ahead a list without `to` runs: a schedule's occurrences end here. */
export const DEFAULT_DAYS_AHEAD = 366;
export const MAX_RANGE_YEARS = 5;

export type RangeResult =
  | { ok: true; from: string; to: string }
  | { ok: false; field: "from" | "to"; message: string };

/** The same calendar day `years` later (29 February → 28 February). */
export function yearsLater(date: string, years: number): string {
  const y = String(Number(date.slice(0, 4)) + years).padStart(4, "0");
  const later = `${y}${date.slice(4)}`;
  return isIsoDate(later) ? later : `${y}-02-28`;
}

/** The due dates of the earliest and latest stored task the list could hold (null: none). */
export interface StoredSpan {
  first: string | null;
  last: string | null;
}

export function resolveTaskRange(
  args: { from?: string | null; to?: string | null },
  today: string,
  stored: StoredSpan,
): RangeResult {
  for (const field of ["from", "to"] as const) {
    const v = args[field];
    if (v === null || v === undefined) continue;
    if (isOutOfRangeDate(v)) return { ok: false, field, message: outOfRangeMessage(field, v) };
    if (!isIsoDate(v)) {
      return { ok: false, field, message: `${field} must be a date (YYYY-MM-DD).` };
    }
  }
  const horizon = addDays(today, DEFAULT_DAYS_AHEAD);
  const first = stored.first !== null && stored.first < today ? stored.first : today;
  // The past first: five years before the horizon at most.
  const openFrom = maxDate(first, yearsLater(horizon, -MAX_RANGE_YEARS));
  const openTo = (start: string) =>
    minDate(maxDate(horizon, stored.last ?? horizon), yearsLater(start, MAX_RANGE_YEARS));
  if (args.from) {
    const to = args.to ?? openTo(args.from);
    if (args.from > to) {
      return { ok: false, field: "from", message: `from (${args.from}) is after to (${to}).` };
    }
    if (yearsLater(args.from, MAX_RANGE_YEARS) < to) {
      return {
        ok: false,
        field: "to",
        message:
          `A task range may span at most ${MAX_RANGE_YEARS} years; ${args.from} to ${to} is longer.`,
      };
    }
    return { ok: true, from: args.from, to };
  }
  if (args.to) {
    const from = maxDate(minDate(openFrom, args.to), yearsLater(args.to, -MAX_RANGE_YEARS));
    return { ok: true, from, to: args.to };
  }
  return { ok: true, from: openFrom, to: openTo(openFrom) };
}

const maxDate = (a: string, b: string) => (a > b ? a : b);
const minDate = (a: string, b: string) => (a < b ? a : b);
