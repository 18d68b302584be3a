/**
 * Which generated occurrences a query keeps, without listing them: the terms applied to a
 * lane, the occurrences of one process that share their name and description over a window
 * of days. Pure.
 */
import { type DayNumber, fromDayNumber } from "../dates/calendar.ts";
import { matchesTask, type TaskForQuery } from "../query/match-task.ts";
import type { QueryTerm } from "../query/terms.ts";
import { occurrenceHandle } from "./handle.ts";
import type { OccurrenceValues } from "./occurrence-tasks.ts";
import type { ProcessDays } from "./process-days.ts";
import type { PersonFacts, ProcessFacts } from "./types.ts";

/**
 * Occurrences of one process that the query keeps, over a window of days: for each of
 * `people` (ascending), on each process date in [lo, hi].
 */
export interface Lane extends OccurrenceValues {
  process: ProcessFacts;
  people: number[];
  /** The series' person (the handle's middle part); null: each person is their own. */
  origin: number | null;
  lo: DayNumber;
  hi: DayNumber;
  /**
   * Days of [lo, hi] left out, both included: isNot:late on a process that lapses keeps
   * the missed days before its lapse day and the days from today, not the late ones
   * between (docs/task-engine.md#missed-occurrences).
   */
  gap: readonly [DayNumber, DayNumber] | null;
  /** Text terms only the handle can match: each occurrence is checked. */
  needles: string[];
  group: string;
}

/** A list's query as lanes need it. */
export interface LaneQuery {
  /** With the default term (withDefaultTerms). */
  terms: readonly QueryTerm[];
  assigneeId?: number;
  lo: DayNumber;
  hi: DayNumber;
  /** The organisation's calendar day, as a day number and as YYYY-MM-DD. */
  today: DayNumber;
  todayDate: string;
  /** A role: term is asked (the roles a task comes through are worked out only then). */
  needsRoles: boolean;
  people: ReadonlyMap<number, PersonFacts>;
  /** The process's lapse day (late.ts lapseDay): null when it stays late. */
  lapseDay: (p: ProcessFacts) => DayNumber | null;
}

/** Skipped occurrences are listed only when the query asks about deletion. */
export function withDefaultTerms(terms: readonly QueryTerm[]): QueryTerm[] {
  const asksDeleted = terms.some((t) => t.kind === "is" && t.value === "deleted");
  return asksDeleted ? [...terms] : [...terms, { kind: "is", value: "deleted", negated: true }];
}

/**
 * The query's terms on a set of occurrences that share their process, name and
 * description: all pass, none do, those in a narrower window (late is a date bound for
 * an occurrence never stored), those of some people, or those whose handle holds some
 * text. Null when none can pass; the lane's group is left to the caller.
 */
export function keptLane(
  q: LaneQuery,
  process: ProcessFacts,
  people: readonly number[],
  origin: number | null,
  values: OccurrenceValues,
  segLo: DayNumber,
  segHi: DayNumber,
): Lane | null {
  let kept = q.assigneeId === undefined ? [...people] : people.filter((p) => p === q.assigneeId);
  let lo = Math.max(segLo, q.lo);
  let hi = Math.min(segHi, q.hi);
  let gap: [DayNumber, DayNumber] | null = null;
  const needles: string[] = [];
  const matches = (personId: number | null, term: QueryTerm) =>
    matchesTask(processFacts(q, process, personId), [term], {
      today: q.todayDate,
      checked: true,
    });
  for (const term of q.terms) {
    switch (term.kind) {
      case "text": {
        const n = term.value.toLowerCase();
        if (
          values.name.toLowerCase().includes(n) || values.description.toLowerCase().includes(n)
        ) {
          break;
        }
        // A handle is digits and dashes: other text cannot be in it.
        if (!/^[0-9-]+$/.test(n)) return null;
        needles.push(n);
        break;
      }
      case "is": {
        if (term.value === "deleted") {
          if (!term.negated) return null;
          break;
        }
        // An occurrence never stored is unfinished: late and missed are date windows.
        // Missed: before the lapse day; late: from it (or from any day) to yesterday.
        const lapse = q.lapseDay(process) ?? -Infinity;
        if (term.value === "missed") {
          if (term.negated) lo = Math.max(lo, lapse);
          else hi = Math.min(hi, lapse - 1);
        } else if (!term.negated) {
          lo = Math.max(lo, lapse);
          hi = Math.min(hi, q.today - 1);
        } else if (lapse === -Infinity) lo = Math.max(lo, q.today);
        else gap = [lapse, q.today - 1];
        break;
      }
      case "status":
        if (!term.values.includes("NotStarted")) return null;
        break;
      case "user":
        kept = kept.filter((p) => p === term.id);
        break;
      case "process":
        if (process.id !== term.id) return null;
        break;
      case "label":
      case "prefix":
        if (!matches(null, term)) return null;
        break;
      case "role":
        kept = kept.filter((p) => matches(p, term));
        break;
      case "scope":
      case "has":
        break;
    }
  }
  if (gap) {
    // A gap at either end of the window only narrows it.
    if (gap[0] <= lo) lo = Math.max(lo, gap[1] + 1);
    if (gap[1] >= hi) hi = Math.min(hi, gap[0] - 1);
    if (gap[1] < lo || gap[0] > hi) gap = null;
  }
  if (lo > hi || kept.length === 0) return null;
  return {
    process,
    people: kept,
    origin,
    name: values.name,
    description: values.description,
    initHandle: values.initHandle,
    lo,
    hi,
    gap,
    needles,
    group: "",
  };
}

/** The facts the in-memory matcher needs about a process and a person. */
function processFacts(
  q: LaneQuery,
  process: ProcessFacts,
  personId: number | null,
): TaskForQuery {
  return {
    name: "",
    handle: "",
    status: "NotStarted",
    deleted: false,
    dueDate: "",
    personId,
    processId: process.id,
    labels: process.labels,
    roleHandles: q.needsRoles ? rolesThrough(q.people, process, personId) : [],
  };
}

/** Roles assigned to the process that the person fills (role:). */
export function rolesThrough(
  people: ReadonlyMap<number, PersonFacts>,
  process: ProcessFacts | undefined,
  personId: number | null,
): string[] {
  const person = personId === null ? undefined : people.get(personId);
  if (!process || !person) return [];
  const fills = new Set(person.roleHandles.map((r) => r.toLowerCase()));
  return process.roleHandles.filter((r) => fills.has(r.toLowerCase()));
}

export function needlesMatch(lane: Lane, origin: number, day: DayNumber): boolean {
  if (!lane.needles.length) return true;
  const handle = occurrenceHandle(lane.process.id, origin, fromDayNumber(day));
  return lane.needles.every((n) => handle.includes(n));
}

/** Whether the lane's window holds the day (its gap left out). */
export function laneHolds(lane: Lane, day: DayNumber): boolean {
  return lane.lo <= day && day <= lane.hi &&
    !(lane.gap && lane.gap[0] <= day && day <= lane.gap[1]);
}

/** The days a lane yields for each of its people (before replacements). */
export function laneDays(lane: Lane, days: ProcessDays): DayNumber[] {
  const part = lane.gap
    ? [
      ...days.within(lane.process, lane.lo, lane.gap[0] - 1),
      ...days.within(lane.process, lane.gap[1] + 1, lane.hi),
    ]
    : days.within(lane.process, lane.lo, lane.hi);
  // Needle lanes hold one person each (the list splits the others).
  return lane.needles.length
    ? part.filter((d) => needlesMatch(lane, lane.origin ?? lane.people[0]!, d))
    : part;
}
