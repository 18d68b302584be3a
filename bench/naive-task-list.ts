/**
 * The naive way to page tasks, for the benchmark's ratio: expand every occurrence of every
 * segment in the range, replace by stored handles, add stored tasks, sort everything and
 * slice. Same answer as the engine for the default order without terms (the benchmark
 * checks the totals agree), at the cost of the whole range.
 */
import { fromDayNumber, toDayNumber } from "../supabase/functions/_shared/domain/dates/calendar.ts";
import { scheduleDays } from "../supabase/functions/_shared/domain/tasks/process-days.ts";
import { buildSegments } from "../supabase/functions/_shared/domain/tasks/series.ts";
import {
  generatedTask,
  storedAsTask,
} from "../supabase/functions/_shared/domain/tasks/occurrence-tasks.ts";
import type {
  TaskListQuery,
  TaskListResult,
} from "../supabase/functions/_shared/domain/tasks/task-list.ts";
import { compareWithinDay } from "../supabase/functions/_shared/domain/tasks/task-order.ts";
import type { Task, TaskSource } from "../supabase/functions/_shared/domain/tasks/types.ts";

export function naiveTaskList(source: TaskSource, q: TaskListQuery): TaskListResult {
  const lo = toDayNumber(q.from), hi = toDayNumber(q.to);
  const stored = new Map(source.stored.map((s) => [s.handle, s]));
  const all: Task[] = [];
  for (const seg of buildSegments(source)) {
    // Each day's dates from the schedule in force on it.
    const days = scheduleDays(seg.process, Math.max(lo, seg.lo), Math.min(hi, seg.hi));
    for (const d of days) {
      const t = generatedTask(seg, d);
      if (!stored.has(t.handle)) all.push(t);
    }
  }
  for (const s of source.stored) {
    if (s.dueDate >= fromDayNumber(lo) && s.dueDate <= fromDayNumber(hi) && !s.deleted) {
      all.push(storedAsTask(s));
    }
  }
  all.sort((
    a,
    b,
  ) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : compareWithinDay(a, b)));
  return { totalCount: all.length, nodes: all.slice(q.offset, q.offset + q.limit) };
}
