/**
 * A page of tasks without expanding the range (docs/task-engine.md#paging-and-counting).
 * Occurrences are counted per process from its dates — the same for every person of the
 * process — times the people the query keeps (task-lanes.ts), and corrected by the stored
 * tasks: a stored occurrence replaces the generated one with its handle, and stored tasks
 * are added where they match (list-run.ts). The page is found by walking groups, then the
 * days of one group by their counts, and only the days the page touches are turned into
 * tasks (task-groups.ts); the order is task-order.ts's. Pure.
 */
import { type DayNumber, LATEST_DAY_NUMBER, toDayNumber } from "../dates/calendar.ts";
import type { QueryTerm } from "../query/terms.ts";
import { generatedTaskName, parseOccurrenceHandle } from "./handle.ts";
import { ListRun } from "./list-run.ts";
import { generatedTask } from "./occurrence-tasks.ts";
import { firstScheduledDay, scheduleDays } from "./process-days.ts";
import { buildSeriesIndex, type ProcessSeries, type Segment } from "./series.ts";
import type { Task, TaskSortKey, TaskSource } from "./types.ts";

export interface TaskListQuery {
  terms: readonly QueryTerm[];
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** The organisation's calendar day (late). */
  today: string;
  /** Only tasks assigned to this person ("mine"). */
  assigneeId?: number;
  sortBy: TaskSortKey;
  isDesc: boolean;
  offset: number;
  limit: number;
  /** Only the stored tasks of the list (a client that generates the rest itself). */
  storedOnly?: boolean;
}

export interface TaskListResult {
  totalCount: number;
  nodes: Task[];
}

/** Queries whose counts a lister keeps (most recently used). */
const KEPT_RUNS = 16;

/** The engine over one loaded source; `list` may be asked several times. */
export class TaskLister {
  readonly series: ReadonlyMap<number, ProcessSeries>;
  readonly #source: TaskSource;
  readonly #specials = new Map<string, Segment[]>();
  readonly #runs = new Map<string, ListRun>();
  /** Per stored task (same order): its due day, and the occurrence its handle names. */
  readonly storedDays: DayNumber[];
  readonly storedKeys: ({ processId: number; personId: number; day: DayNumber } | null)[];

  constructor(source: TaskSource) {
    this.#source = source;
    this.series = buildSeriesIndex(source);
    this.storedDays = source.stored.map((t) => toDayNumber(t.dueDate));
    this.storedKeys = source.stored.map((t) => {
      if (t.isManuallyCreated) return null;
      const key = parseOccurrenceHandle(t.handle);
      return key &&
        { processId: key.processId, personId: key.personId, day: toDayNumber(key.date) };
    });
    for (const { specials } of this.series.values()) {
      for (const seg of specials) {
        const k = `${seg.process.id}-${seg.originId}`;
        const list = this.#specials.get(k);
        if (list) list.push(seg);
        else this.#specials.set(k, [seg]);
      }
    }
  }

  /** The ids of the processes that give `assigneeId` (or anyone) a series. */
  processIdsFor(assigneeId?: number): number[] {
    const ids: number[] = [];
    for (const [id, s] of this.series) {
      if (
        assigneeId === undefined
          ? s.plain.length > 0 || s.specials.length > 0
          : s.plainSet.has(assigneeId) || s.specials.some((x) => x.assigneeId === assigneeId)
      ) ids.push(id);
    }
    return ids;
  }

  /** The segment that generates the occurrences of (process, origin person) on `day`. */
  segmentOf(processId: number, originId: number, day: DayNumber): Segment | null {
    const s = this.series.get(processId);
    if (!s) return null;
    if (s.plainSet.has(originId)) {
      const lo = firstScheduledDay(s.process);
      return day < lo ? null : {
        process: s.process,
        originId,
        assigneeId: originId,
        name: generatedTaskName(s.process.name),
        description: "",
        initHandle: null,
        lo,
        hi: LATEST_DAY_NUMBER,
      };
    }
    return this.#specials.get(`${processId}-${originId}`)?.find((x) =>
      x.lo <= day && day <= x.hi
    ) ?? null;
  }

  /** The generated occurrence a handle names as the series now makes it, or null. */
  occurrence(handle: string): Task | null {
    const key = parseOccurrenceHandle(handle);
    if (!key) return null;
    const day = toDayNumber(key.date);
    const seg = this.segmentOf(key.processId, key.personId, day);
    if (!seg) return null;
    // The schedule in force on that day decides (docs/task-engine.md#schedule-changes).
    return scheduleDays(seg.process, day, day).length === 1 ? generatedTask(seg, day) : null;
  }

  /**
   * A page. The work that does not depend on the page (which tasks the query keeps, per
   * group and day) is kept for the next pages of the same query, while this lister is.
   */
  list(query: TaskListQuery): TaskListResult {
    const { offset, limit, isDesc, ...shape } = query;
    const key = JSON.stringify(shape);
    let run = this.#runs.get(key);
    if (run) this.#runs.delete(key);
    else run = new ListRun(this, this.#source, query);
    this.#runs.set(key, run);
    while (this.#runs.size > KEPT_RUNS) this.#runs.delete(this.#runs.keys().next().value!);
    return run.page(offset, limit, isDesc);
  }
}

/** Lists once (tests and callers that ask one page). */
export function listTasks(source: TaskSource, query: TaskListQuery): TaskListResult {
  return new TaskLister(source).list(query);
}
