/**
 * Walking groups to a page: the groups in order, then the days of one group by their
 * counts, and only the days the page touches are turned into tasks. Pure.
 */
import type { DayNumber } from "../dates/calendar.ts";
import { occurrenceTask } from "./occurrence-tasks.ts";
import type { ProcessDays } from "./process-days.ts";
import { type Lane, laneDays, laneHolds, needlesMatch } from "./task-lanes.ts";
import { compareWithinDay, type GroupKey } from "./task-order.ts";
import type { Task } from "./types.ts";

export interface Group {
  key: GroupKey;
  lanes: Lane[];
  extras: Task[];
  /** The extras' due days, in the same order. */
  extraDays: DayNumber[];
  /** Handles of the lanes' occurrences that stored tasks replace, and their days. */
  replaced: Set<string>;
  replacedDays: DayNumber[];
  count: number;
  /** Tasks per day, once a page has needed them. */
  days?: [DayNumber, number][];
}

export function emptyGroup(key: GroupKey): Group {
  return {
    key,
    lanes: [],
    extras: [],
    extraDays: [],
    replaced: new Set(),
    replacedDays: [],
    count: 0,
  };
}

/** How many tasks a group lists: its lanes' occurrences, less the replaced, plus extras. */
export function groupCount(g: Group, days: ProcessDays): number {
  let count = g.extras.length - g.replacedDays.length;
  for (const lane of g.lanes) count += laneDays(lane, days).length * lane.people.length;
  return count;
}

/** Items [offset, offset + limit) of the groups (sorted, counted) in order or reversed. */
export function pageOfGroups(
  groups: readonly Group[],
  days: ProcessDays,
  offset: number,
  limit: number,
  isDesc: boolean,
): { totalCount: number; nodes: Task[] } {
  const total = groups.reduce((n, g) => n + g.count, 0);
  // A descending page is the mirror of an ascending one.
  const end = isDesc ? total - offset : Math.min(total, offset + limit);
  const start = isDesc ? Math.max(0, total - offset - limit) : offset;
  const nodes: Task[] = [];
  let pos = 0;
  for (const g of groups) {
    if (pos >= end) break;
    if (pos + g.count > start) {
      nodes.push(...slice(g, days, Math.max(0, start - pos), Math.min(g.count, end - pos)));
    }
    pos += g.count;
  }
  return { totalCount: total, nodes: isDesc ? nodes.reverse() : nodes };
}

/** A group's tasks per day, ascending by day; counted once per run. */
function dayCounts(g: Group, days: ProcessDays): [DayNumber, number][] {
  if (g.days) return g.days;
  const counts = new Map<DayNumber, number>();
  const add = (day: DayNumber, n: number) => counts.set(day, (counts.get(day) ?? 0) + n);
  for (const lane of g.lanes) {
    const n = lane.people.length;
    for (const d of laneDays(lane, days)) add(d, n);
  }
  for (const d of g.replacedDays) add(d, -1);
  for (const d of g.extraDays) add(d, 1);
  g.days = [...counts].sort((x, y) => x[0] - y[0]);
  return g.days;
}

/** Items [a, b) of a group, in order: by day counts, then only the days needed. */
function slice(g: Group, days: ProcessDays, a: number, b: number): Task[] {
  const out: Task[] = [];
  let pos = 0;
  for (const [day, n] of dayCounts(g, days)) {
    if (pos + n <= a) {
      pos += n;
      continue;
    }
    const tasks = dayTasks(g, days, day);
    for (const t of tasks) {
      if (pos >= a && pos < b) out.push(t);
      pos++;
    }
    if (pos >= b) break;
  }
  return out;
}

/** Every task of a group on one day, in order. */
function dayTasks(g: Group, days: ProcessDays, day: DayNumber): Task[] {
  const tasks: Task[] = [];
  for (const lane of g.lanes) {
    if (!laneHolds(lane, day) || !days.has(lane.process, day)) continue;
    for (const person of lane.people) {
      const origin = lane.origin ?? person;
      if (!needlesMatch(lane, origin, day)) continue;
      const task = occurrenceTask(lane.process, origin, person, lane, day);
      if (!g.replaced.has(task.handle)) tasks.push(task);
    }
  }
  g.extraDays.forEach((d, i) => {
    if (d === day) tasks.push(g.extras[i]!);
  });
  return tasks.sort(compareWithinDay);
}
