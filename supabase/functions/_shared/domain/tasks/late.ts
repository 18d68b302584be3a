/**
 * The one "late" rule (docs/task-engine.md#the-late-rule) and its "missed" companion
 * (docs/task-engine.md#missed-occurrences). A task is unfinished when it is not Complete and
 * not deleted. An unfinished task due before today (the organisation's calendar day,
 * dates/org-timezone.ts) is late, unless its process lapses and it is due before the
 * process's lapse day: then it is missed. Missed is neither late nor done. Its SQL twin is
 * db/query/late.ts; every place that judges lateness uses one of the two. Pure.
 */
import { type DayNumber, fromDayNumber, toDayNumber } from "../dates/calendar.ts";
import type { TaskStatus } from "../query/terms.ts";
import { ProcessDays } from "./process-days.ts";
import type { ProcessFacts } from "./types.ts";

export interface LateFacts {
  /** YYYY-MM-DD */
  dueDate: string;
  status: TaskStatus;
  deleted: boolean;
  /**
   * YYYY-MM-DD: the lapse day of the task's process (lapseDay), for an occurrence of a
   * process that lapses; absent or null otherwise (manual tasks never lapse).
   */
  lapseDate?: string | null;
}

function unfinished(task: LateFacts): boolean {
  return task.status !== "Complete" && !task.deleted;
}

export function isMissed(task: LateFacts): boolean {
  return !!task.lapseDate && task.dueDate < task.lapseDate && unfinished(task);
}

export function isLate(task: LateFacts, today: string): boolean {
  return task.dueDate < today && unfinished(task) && !isMissed(task);
}

/** The processes' rule for an unfinished occurrence once a later one is past due. */
export const UNFINISHED_RULES = ["StaysLate", "Lapses"] as const;
export type UnfinishedRule = (typeof UNFINISHED_RULES)[number];

/**
 * The lapse day of a process that lapses: its latest date before today. That occurrence is
 * the one still late; the process's unfinished occurrences due before it are missed. Null
 * when the process stays late, or has no date before today.
 */
export function lapseDay(
  days: ProcessDays,
  p: ProcessFacts,
  today: DayNumber,
): DayNumber | null {
  return p.unfinishedRule === "Lapses" ? days.lastOnOrBefore(p, today - 1) : null;
}

/** lapseDay as YYYY-MM-DD (LateFacts.lapseDate), for a stored task of process `p`. */
export function lapseDateOf(
  days: ProcessDays,
  p: ProcessFacts | undefined,
  isManuallyCreated: boolean,
  today: DayNumber,
): string | null {
  if (!p || isManuallyCreated) return null;
  const day = lapseDay(days, p, today);
  return day === null ? null : fromDayNumber(day);
}

/** The lapse dates of the processes that lapse (process id → YYYY-MM-DD), for the SQL twin. */
export function lapseDates(
  processes: Iterable<ProcessFacts>,
  today: string,
): Map<number, string> {
  const day = toDayNumber(today);
  const days = new ProcessDays(day, day);
  const out = new Map<number, string>();
  for (const p of processes) {
    const lapse = lapseDateOf(days, p, false, day);
    if (lapse !== null) out.set(p.id, lapse);
  }
  return out;
}
