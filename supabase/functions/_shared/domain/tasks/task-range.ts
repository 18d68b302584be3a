/**
 * The date range of a task list (docs/task-engine.md#paging-and-counting). Without `to` a list
 * runs to today + 30 days; without `from` it starts at the earliest stored task's due date,
 * today when nothing is stored — and never more than five years before `to`. Given dates are
 * checked: YYYY-MM-DD, from not after to, at most five years apart. Pure.
 */
import { addDays, isIsoDate, isOutOfRangeDate, outOfRangeMessage } from "../dates/calendar.ts";

export const DEFAULT_DAYS_AHEAD = 30;
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

export function resolveTaskRange(
  args: { from?: string | null; to?: string | null },
  today: string,
  earliestStored: string | null,
): RangeResult {
  for (const field of ["from", "to"] as const) {
    const v = args[field];
    if (v === null || v === undefined) continue;
    if (isOutOfRangeDate(v)) return { ok: false, field, message: outOfRangeMessage(field, v) };
    if (!isIsoDate(v)) {
      return { ok: false, field, message: `${field} must be a date (YYYY-MM-DD).` };
    }
  }
  const to = args.to ?? addDays(today, DEFAULT_DAYS_AHEAD);
  if (args.from) {
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
  const earliest = yearsLater(to, -MAX_RANGE_YEARS);
  let from = earliestStored ?? today;
  if (from > to) from = to;
  if (from < earliest) from = earliest;
  return { ok: true, from, to };
}
