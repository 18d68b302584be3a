/**
 * The list's date range (`from`, `to` in the URL, inclusive, YYYY-MM-DD) and its quick
 * picks, computed from the organisation's today. Pure.
 */
import { addDays, isIsoDate, weekdayOf } from "@shared/dates/index.ts";

export interface DateRange {
  from: string | null;
  to: string | null;
}

export const QUICK_RANGES = ["today", "week", "next30", "overdue"] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** The range of a quick pick. Overdue has no start: everything up to yesterday. */
export function quickRange(pick: QuickRange, today: string): DateRange {
  switch (pick) {
    case "today":
      return { from: today, to: today };
    case "week": {
      // Monday to Sunday, the ISO week (weekdayOf: Sunday = 0).
      const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
      return { from: monday, to: addDays(monday, 6) };
    }
    case "next30":
      return { from: today, to: addDays(today, 30) };
    case "overdue":
      return { from: null, to: addDays(today, -1) };
  }
}

/** Which quick pick the range is, if any (so its button shows as pressed). */
export function activeQuickRange(range: DateRange, today: string): QuickRange | null {
  return (
    QUICK_RANGES.find((pick) => {
      const candidate = quickRange(pick, today);
      return candidate.from === range.from && candidate.to === range.to;
    }) ?? null
  );
}

/** The range in the URL; anything that is not a date is left out. */
export function readDateRange(params: URLSearchParams): DateRange {
  const date = (name: string) => {
    const value = params.get(name);
    return value && isIsoDate(value) ? value : null;
  };
  return { from: date("from"), to: date("to") };
}

/** A copy of `params` with this range; a new range starts again at page 1. */
export function writeDateRange(params: URLSearchParams, range: DateRange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ["from", "to"] as const) {
    const value = range[name];
    if (value) next.set(name, value);
    else next.delete(name);
  }
  next.delete("page");
  return next;
}

/**
 * The part of [from, to] inside [start, end] (the calendar's visible days), or null when
 * they do not meet.
 */
export function clipRange(range: DateRange, start: string, end: string): DateRange | null {
  const from = range.from && range.from > start ? range.from : start;
  const to = range.to && range.to < end ? range.to : end;
  return from <= to ? { from, to } : null;
}
