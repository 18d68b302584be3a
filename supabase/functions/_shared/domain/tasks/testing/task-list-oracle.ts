/**
 * A naive oracle of the task list, written from the rules (docs/task-engine.md): every
 * series expanded day by day with a day-by-day frequency check (of the schedule in force
 * that day: docs/task-engine.md#schedule-changes), rules applied, duplicates
 * dropped, generated tasks replaced by stored ones with their handle, the other stored
 * tasks added, the terms matched one by one, and the documented order (group, due date,
 * user id, process id, handle; isDesc reverses all of it). It shares no logic with the
 * engine, which counts per segment and pages by day counts.
 */
import { addDays } from "../../dates/calendar.ts";
import { oracleYields } from "../../frequency/testing/frequency-oracle.ts";
import type { QueryTerm, TaskStatus } from "../../query/terms.ts";
import { type TaskListQuery } from "../task-list.ts";
import { type ProcessFacts, type Task, type TaskSortKey, type TaskSource } from "../types.ts";

/** Every day from `from` to `to`, both included. */
export function* days(from: string, to: string): Generator<string> {
  for (let day = from; day <= to; day = addDays(day, 1)) yield day;
}

/**
 * The schedule in force on `day`, read the plain way: the first past schedule whose end is
 * on or after it, else the current one. Whether it yields the day, null when as needed.
 */
export function oracleScheduledOn(p: ProcessFacts, day: string): boolean {
  const v = (p.pastSchedules ?? []).find((s) => day <= s.until) ?? p;
  return !!v.frequency && day >= v.scheduledFrom && oracleYields(v.frequency, day);
}

/** The generated tasks of [from, to], before stored tasks and terms, in no set order. */
export function oracleGenerated(src: TaskSource, from: string, to: string): Task[] {
  const out: Task[] = [];
  for (const p of src.processes.values()) {
    const held = src.members.filter((m) => m.processId === p.id);
    // Whether `person` held the series on `day`: some interval of theirs covers it.
    const heldOn = (person: number, day: string) =>
      held.some((m) =>
        m.personId === person && (!m.from || m.from <= day) && (!m.until || day <= m.until)
      );
    const origins = new Set([
      ...held.map((m) => m.personId),
      ...src.rules.filter((r) => r.processId === p.id).map((r) => r.personId),
    ]);
    for (const day of days(from, to)) {
      if (!oracleScheduledOn(p, day)) continue;
      // What each series makes of the day: its latest rule up to it, or its own task.
      const best = new Map<number, Task>();
      for (const origin of [...origins].sort((a, b) => a - b)) {
        const handle = `${p.id}-${origin}-${day}`;
        const rule = src.rules
          .filter((r) => r.processId === p.id && r.personId === origin && r.fromDate <= day)
          .sort((a, b) => (a.fromDate < b.fromDate ? 1 : -1))[0];
        let task: Task;
        if (rule) {
          if (rule.assigneeId === null) continue;
          task = generated(handle, rule.fromHandle, rule.name, rule.description, p.id, day);
          task.personId = rule.assigneeId;
        } else if (heldOn(origin, day)) {
          task = generated(handle, handle, `${p.name} task`, "", p.id, day);
          task.personId = origin;
        } else continue;
        // One per process, person and day: the person's own series, else the lowest
        // original person (origins are visited in ascending order).
        const assignee = task.personId!;
        if (!best.has(assignee) || origin === assignee) best.set(assignee, task);
      }
      out.push(...best.values());
    }
  }
  return out;
}

function generated(
  handle: string,
  initHandle: string,
  name: string,
  description: string,
  processId: number,
  dueDate: string,
): Task {
  return {
    id: null,
    handle,
    initHandle,
    name,
    description,
    processId,
    personId: null,
    dueDate,
    status: "NotStarted",
    deleted: false,
    isManuallyCreated: false,
    updatedAt: null,
    updatedById: null,
  };
}

function oracleMatches(src: TaskSource, t: Task, q: TaskListQuery): boolean {
  if (q.assigneeId !== undefined && t.personId !== q.assigneeId) return false;
  const p = t.processId === null ? undefined : src.processes.get(t.processId);
  const person = t.personId === null ? undefined : src.people.get(t.personId);
  const lower = (s: string) => s.toLowerCase();
  const asksDeleted = q.terms.some((x) => x.kind === "is" && x.value === "deleted" && !x.negated);
  if (t.deleted && !asksDeleted) return false;
  return q.terms.every((term: QueryTerm) => {
    switch (term.kind) {
      case "text":
        return [t.name, t.handle, t.description].some((s) => lower(s).includes(lower(term.value)));
      case "is": {
        const holds = term.value === "deleted" ? t.deleted : oracleState(src, t, q.today) ===
          term.value;
        return holds !== term.negated;
      }
      case "status":
        return term.values.includes(t.status);
      case "user":
        return t.personId === term.id;
      case "process":
        return t.processId === term.id;
      case "label":
        return (p?.labels ?? []).some((l) => lower(l) === lower(term.value));
      case "prefix":
        return (p?.labels ?? []).some((l) => lower(l.split(":")[0]!) === lower(term.value));
      case "role":
        return (p?.roleHandles ?? []).some((r) =>
          lower(r) === lower(term.value) &&
          (person?.roleHandles ?? []).some((mine) => lower(mine) === lower(r))
        );
      case "scope":
        return true;
      case "has":
        throw new Error("not generated");
    }
  });
}

const STATUS_ORDER: TaskStatus[] = ["NotStarted", "InProgress", "Complete"];

/** Text case-insensitively, then exactly. */
function compareText(a: string, b: string): number {
  const al = a.toLowerCase(), bl = b.toLowerCase();
  if (al !== bl) return al < bl ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}

function oracleCompare(src: TaskSource, sortBy: TaskSortKey) {
  const nullLast = (n: number | null) => n ?? Infinity;
  return (a: Task, b: Task): number => {
    let group = 0;
    if (sortBy === "name") group = compareText(a.name, b.name);
    if (sortBy === "status") {
      group = STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status);
    }
    if (sortBy === "assignee") {
      // Unassigned after everyone; people by name, then id.
      const pa = a.personId === null ? null : src.people.get(a.personId)!;
      const pb = b.personId === null ? null : src.people.get(b.personId)!;
      if (!pa || !pb) group = (pa ? 0 : 1) - (pb ? 0 : 1);
      else group = compareText(pa.name, pb.name) || pa.id - pb.id;
    }
    return group ||
      (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0) ||
      nullLast(a.personId) - nullLast(b.personId) ||
      nullLast(a.processId) - nullLast(b.processId) ||
      (a.handle < b.handle ? -1 : a.handle > b.handle ? 1 : 0);
  };
}

/** The whole listing of a query (offset and limit ignored). */
export function oracleList(src: TaskSource, q: TaskListQuery): Task[] {
  const replaced = new Set(src.stored.filter((s) => !s.isManuallyCreated).map((s) => s.handle));
  const tasks = [
    ...oracleGenerated(src, q.from, q.to).filter((t) => !replaced.has(t.handle)),
    ...src.stored.filter((s) => q.from <= s.dueDate && s.dueDate <= q.to).map((s) => ({ ...s })),
  ].filter((t) => oracleMatches(src, t, q));
  tasks.sort(oracleCompare(src, q.sortBy));
  return q.isDesc ? tasks.reverse() : tasks;
}

/**
 * Late, missed or neither, from the rules (docs/task-engine.md#missed-occurrences): an
 * unfinished task due before today is late, unless it is an occurrence of a process that
 * lapses due before that process's latest date before today (found day by day, each under
 * the schedule in force on it): missed.
 */
export function oracleState(src: TaskSource, t: Task, today: string): "late" | "missed" | null {
  if (t.status === "Complete" || t.deleted || t.dueDate >= today) return null;
  const p = t.processId === null ? undefined : src.processes.get(t.processId);
  if (!p || p.unfinishedRule !== "Lapses" || t.isManuallyCreated) return "late";
  // Each day under the schedule in force on it; none yields before the earliest scheduledFrom.
  const first = [p, ...(p.pastSchedules ?? [])].map((v) => v.scheduledFrom).sort()[0]!;
  for (let day = addDays(today, -1); day >= first; day = addDays(day, -1)) {
    if (oracleScheduledOn(p, day)) return t.dueDate < day ? "missed" : "late";
  }
  return "late";
}
