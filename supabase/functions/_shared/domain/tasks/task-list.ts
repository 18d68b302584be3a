/**
 * A page of tasks (spec §4, design §5) without expanding the range. Occurrences are
 * counted per segment (series.ts) from its process's dates — the same for every person
 * of the process — and corrected by the stored tasks: a stored occurrence replaces the
 * generated one with its handle, and stored tasks are added where they match. The page is
 * found by walking groups (one group for the default order; a name, an assignee or a
 * status per group for the others), then the days of one group by their counts, and only
 * the days the page touches are turned into tasks. Pure.
 *
 * Order: the group, then due date, then user id, then process id, then handle (a total
 * order, so pages never overlap); isDesc reverses all of it.
 */
import { type DayNumber, fromDayNumber, toDayNumber } from "../dates/calendar.ts";
import { dayNumbersBetween } from "../frequency/index.ts";
import { assertTermsApply } from "../query/entities.ts";
import { matchesTask } from "../query/match-task.ts";
import type { QueryTerm, TaskStatus } from "../query/terms.ts";
import { occurrenceHandle, parseOccurrenceHandle } from "./handle.ts";
import { buildSegments, type Segment } from "./series.ts";
import type { ProcessFacts, StoredTask, Task, TaskSortKey, TaskSource } from "./types.ts";

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

const STATUS_RANK: Readonly<Record<TaskStatus, number>> = {
  NotStarted: 0,
  InProgress: 1,
  Complete: 2,
};

/** What a group is sorted by: text first (case-insensitive, then exact), then a number. */
interface GroupKey {
  text: string;
  num: number;
}

/** A segment as the query leaves it: a narrower window, maybe handle needles. */
interface Lane {
  seg: Segment;
  lo: DayNumber;
  hi: DayNumber;
  /** Text terms only the handle can match: each occurrence is checked. */
  needles: string[];
  group: string;
}

interface Group {
  key: GroupKey;
  lanes: Lane[];
  extras: Task[];
  /** Day numbers of the lanes' occurrences that stored tasks replace. */
  replaced: Map<Lane, Set<DayNumber>>;
  count: number;
}

/** The engine over one loaded source; `list` may be asked several times. */
export class TaskLister {
  readonly segments: Segment[];
  readonly #source: TaskSource;
  readonly #bySeries = new Map<string, Segment[]>();

  constructor(source: TaskSource) {
    this.#source = source;
    this.segments = buildSegments(source);
    for (const seg of this.segments) {
      const k = `${seg.process.id}-${seg.originId}`;
      const list = this.#bySeries.get(k) ?? [];
      list.push(seg);
      this.#bySeries.set(k, list);
    }
  }

  /** The segment that generates the occurrence of `handle` (any date), or null. */
  segmentOf(processId: number, originId: number, day: DayNumber): Segment | null {
    return this.#bySeries.get(`${processId}-${originId}`)?.find((s) =>
      s.lo <= day && day <= s.hi
    ) ??
      null;
  }

  /** The generated occurrence a handle names as the series now makes it, or null. */
  occurrence(handle: string): Task | null {
    const key = parseOccurrenceHandle(handle);
    if (!key) return null;
    const day = toDayNumber(key.date);
    const seg = this.segmentOf(key.processId, key.personId, day);
    if (!seg) return null;
    const dates = dayNumbersBetween(seg.process.frequency, day, day, {
      scheduledFrom: seg.process.scheduledFrom,
    });
    return dates.length === 1 ? generatedTask(seg, day) : null;
  }

  list(query: TaskListQuery): TaskListResult {
    return new ListRun(this, this.#source, query).page();
  }
}

/** Lists once (tests and callers that ask one page). */
export function listTasks(source: TaskSource, query: TaskListQuery): TaskListResult {
  return new TaskLister(source).list(query);
}

export function generatedTask(seg: Segment, day: DayNumber): Task {
  const date = fromDayNumber(day);
  const handle = occurrenceHandle(seg.process.id, seg.originId, date);
  return {
    id: null,
    handle,
    initHandle: seg.initHandle ?? handle,
    name: seg.name,
    description: seg.description,
    processId: seg.process.id,
    personId: seg.assigneeId,
    dueDate: date,
    status: "NotStarted",
    deleted: false,
    isManuallyCreated: false,
    updatedAt: null,
    updatedById: null,
  };
}

export function storedAsTask(s: StoredTask): Task {
  return { ...s, updatedAt: s.updatedAt, updatedById: s.updatedById };
}

/** Skipped occurrences are listed only when the query asks about deletion. */
export function withDefaultTerms(terms: readonly QueryTerm[]): QueryTerm[] {
  const asksDeleted = terms.some((t) => t.kind === "is" && t.value === "deleted");
  return asksDeleted ? [...terms] : [...terms, { kind: "is", value: "deleted", negated: true }];
}

class ListRun {
  readonly #lister: TaskLister;
  readonly #source: TaskSource;
  readonly #q: TaskListQuery;
  readonly #terms: QueryTerm[];
  readonly #lo: DayNumber;
  readonly #hi: DayNumber;
  readonly #today: DayNumber;
  readonly #dates = new Map<number, DayNumber[]>();
  readonly #groups = new Map<string, Group>();
  readonly #laneOf = new Map<Segment, Lane>();

  constructor(lister: TaskLister, source: TaskSource, query: TaskListQuery) {
    assertTermsApply("task", query.terms);
    this.#lister = lister;
    this.#source = source;
    this.#q = query;
    this.#terms = withDefaultTerms(query.terms);
    this.#lo = toDayNumber(query.from);
    this.#hi = toDayNumber(query.to);
    this.#today = toDayNumber(query.today);
  }

  page(): TaskListResult {
    this.#collect();
    const groups = [...this.#groups.values()].sort((a, b) => compareKeys(a.key, b.key));
    const total = groups.reduce((n, g) => n + g.count, 0);
    const { offset, limit, isDesc } = this.#q;
    // A descending page is the mirror of an ascending one.
    const end = isDesc ? total - offset : Math.min(total, offset + limit);
    const start = isDesc ? Math.max(0, total - offset - limit) : offset;
    const nodes: Task[] = [];
    let pos = 0;
    for (const g of groups) {
      if (pos >= end) break;
      if (pos + g.count > start) {
        nodes.push(...this.#slice(g, Math.max(0, start - pos), Math.min(g.count, end - pos)));
      }
      pos += g.count;
    }
    return { totalCount: total, nodes: isDesc ? nodes.reverse() : nodes };
  }

  /** Lanes, replacements and stored tasks into their groups, with their counts. */
  #collect(): void {
    for (const seg of this.#q.storedOnly ? [] : this.#lister.segments) {
      const lane = this.#lane(seg);
      if (!lane) continue;
      this.#laneOf.set(seg, lane);
      this.#group(lane.group, () => this.#laneKey(lane)).lanes.push(lane);
    }
    for (const stored of this.#source.stored) {
      if (!stored.isManuallyCreated) this.#replace(stored);
      const task = storedAsTask(stored);
      const day = toDayNumber(task.dueDate);
      if (day < this.#lo || day > this.#hi || !this.#storedMatches(task)) continue;
      const [id, key] = this.#taskKey(task);
      this.#group(id, () => key).extras.push(task);
    }
    for (const g of this.#groups.values()) {
      let count = g.extras.length;
      for (const lane of g.lanes) count += this.#laneDays(lane).length;
      for (const days of g.replaced.values()) count -= days.size;
      g.count = count;
    }
    for (const [id, g] of this.#groups) if (g.count === 0) this.#groups.delete(id);
  }

  #group(id: string, key: () => GroupKey): Group {
    let g = this.#groups.get(id);
    if (!g) {
      g = { key: key(), lanes: [], extras: [], replaced: new Map(), count: 0 };
      this.#groups.set(id, g);
    }
    return g;
  }

  /** A stored occurrence hides the generated one it names, if the query lists that one. */
  #replace(stored: StoredTask): void {
    const key = parseOccurrenceHandle(stored.handle);
    if (!key) return;
    const day = toDayNumber(key.date);
    if (day < this.#lo || day > this.#hi) return;
    const seg = this.#lister.segmentOf(key.processId, key.personId, day);
    const lane = seg && this.#laneOf.get(seg);
    if (!lane || day < lane.lo || day > lane.hi) return;
    if (!this.#isProcessDay(seg.process, day) || !this.#needlesMatch(lane, day)) return;
    const g = this.#groups.get(lane.group)!;
    const set = g.replaced.get(lane) ?? new Set();
    set.add(day);
    g.replaced.set(lane, set);
  }

  /** The process's dates in the range (≥ scheduledFrom), ascending; computed once. */
  #processDays(p: ProcessFacts): DayNumber[] {
    let days = this.#dates.get(p.id);
    if (!days) {
      days = dayNumbersBetween(p.frequency, this.#lo, this.#hi, { scheduledFrom: p.scheduledFrom });
      this.#dates.set(p.id, days);
    }
    return days;
  }

  #isProcessDay(p: ProcessFacts, day: DayNumber): boolean {
    const days = this.#processDays(p);
    const i = lowerBound(days, day);
    return days[i] === day;
  }

  /** The days a lane yields (before replacements). */
  #laneDays(lane: Lane): DayNumber[] {
    const days = this.#processDays(lane.seg.process);
    const part = days.slice(lowerBound(days, lane.lo), lowerBound(days, lane.hi + 1));
    return lane.needles.length ? part.filter((d) => this.#needlesMatch(lane, d)) : part;
  }

  #needlesMatch(lane: Lane, day: DayNumber): boolean {
    if (!lane.needles.length) return true;
    const handle = occurrenceHandle(lane.seg.process.id, lane.seg.originId, fromDayNumber(day));
    return lane.needles.every((n) => handle.includes(n));
  }

  /**
   * The query's terms on a segment's occurrences: all of them pass, none does, or those
   * in a narrower window (late is a date bound for an occurrence never stored) or whose
   * handle holds some text.
   */
  #lane(seg: Segment): Lane | null {
    const q = this.#q;
    if (q.assigneeId !== undefined && seg.assigneeId !== q.assigneeId) return null;
    let lo = Math.max(seg.lo, this.#lo);
    let hi = Math.min(seg.hi, this.#hi);
    const needles: string[] = [];
    const p = seg.process;
    for (const term of this.#terms) {
      switch (term.kind) {
        case "text": {
          const n = term.value.toLowerCase();
          if (seg.name.toLowerCase().includes(n) || seg.description.toLowerCase().includes(n)) {
            break;
          }
          // A handle is digits and dashes: other text cannot be in it.
          if (!/^[0-9-]+$/.test(n)) return null;
          needles.push(n);
          break;
        }
        case "is":
          if (term.value === "deleted") {
            if (!term.negated) return null;
          } else if (term.negated) lo = Math.max(lo, this.#today);
          else hi = Math.min(hi, this.#today - 1);
          break;
        case "status":
          if (!term.values.includes("NotStarted")) return null;
          break;
        case "user":
          if (seg.assigneeId !== term.id) return null;
          break;
        case "process":
          if (p.id !== term.id) return null;
          break;
        case "label":
        case "prefix":
        case "role":
          if (!matchesTask(this.#facts(generatedTask(seg, lo)), [term], { today: q.today })) {
            return null;
          }
          break;
        case "scope":
        case "has":
          break;
      }
    }
    if (lo > hi) return null;
    const lane: Lane = { seg, lo, hi, needles, group: "" };
    lane.group = this.#laneGroupId(lane);
    return lane;
  }

  /** The facts the in-memory matcher needs about a task's process and person. */
  #facts(task: Task) {
    const p = task.processId === null ? undefined : this.#source.processes.get(task.processId);
    const person = task.personId === null ? undefined : this.#source.people.get(task.personId);
    const personRoles = new Set(person?.roleHandles.map((r) => r.toLowerCase()) ?? []);
    return {
      ...task,
      labels: p?.labels ?? [],
      roleHandles: (p?.roleHandles ?? []).filter((r) => personRoles.has(r.toLowerCase())),
    };
  }

  #storedMatches(task: Task): boolean {
    if (this.#q.assigneeId !== undefined && task.personId !== this.#q.assigneeId) return false;
    return matchesTask(this.#facts(task), this.#terms, { today: this.#q.today });
  }

  #laneGroupId(lane: Lane): string {
    switch (this.#q.sortBy) {
      case "dueDate":
        return "";
      case "name":
        return `n:${lane.seg.name}`;
      case "assignee":
        return `a:${lane.seg.assigneeId}`;
      case "status":
        return "s:NotStarted";
    }
  }

  #laneKey(lane: Lane): GroupKey {
    return this.#taskKey(generatedTask(lane.seg, lane.lo))[1];
  }

  #taskKey(task: Task): [string, GroupKey] {
    switch (this.#q.sortBy) {
      case "dueDate":
        return ["", { text: "", num: 0 }];
      case "name":
        return [`n:${task.name}`, { text: task.name, num: 0 }];
      case "assignee": {
        const person = task.personId === null ? undefined : this.#source.people.get(task.personId);
        // Unassigned tasks sort after everyone.
        return [`a:${task.personId}`, {
          text: person ? person.name : "\uffff",
          num: task.personId ?? Number.MAX_SAFE_INTEGER,
        }];
      }
      case "status":
        return [`s:${task.status}`, { text: "", num: STATUS_RANK[task.status] }];
    }
  }

  /** Items [a, b) of a group, in order: by day counts, then only the days needed. */
  #slice(g: Group, a: number, b: number): Task[] {
    const counts = new Map<DayNumber, number>();
    const add = (day: DayNumber, n: number) => counts.set(day, (counts.get(day) ?? 0) + n);
    // Lanes of one process over one window share their days: count them once, weighted.
    const shared = new Map<string, { lane: Lane; weight: number }>();
    for (const lane of g.lanes) {
      if (lane.needles.length) {
        for (const d of this.#laneDays(lane)) add(d, 1);
        continue;
      }
      const k = `${lane.seg.process.id}:${lane.lo}:${lane.hi}`;
      const s = shared.get(k);
      if (s) s.weight++;
      else shared.set(k, { lane, weight: 1 });
    }
    for (const { lane, weight } of shared.values()) {
      for (const d of this.#laneDays(lane)) add(d, weight);
    }
    for (const days of g.replaced.values()) for (const d of days) add(d, -1);
    for (const t of g.extras) add(toDayNumber(t.dueDate), 1);

    const out: Task[] = [];
    let pos = 0;
    for (const day of [...counts.keys()].sort((x, y) => x - y)) {
      const n = counts.get(day)!;
      if (pos + n <= a) {
        pos += n;
        continue;
      }
      const tasks = this.#dayTasks(g, day);
      for (const t of tasks) {
        if (pos >= a && pos < b) out.push(t);
        pos++;
      }
      if (pos >= b) break;
    }
    return out;
  }

  /** Every task of a group on one day, in order. */
  #dayTasks(g: Group, day: DayNumber): Task[] {
    const tasks: Task[] = [];
    for (const lane of g.lanes) {
      if (day < lane.lo || day > lane.hi) continue;
      if (!this.#isProcessDay(lane.seg.process, day) || !this.#needlesMatch(lane, day)) continue;
      if (g.replaced.get(lane)?.has(day)) continue;
      tasks.push(generatedTask(lane.seg, day));
    }
    for (const t of g.extras) if (toDayNumber(t.dueDate) === day) tasks.push(t);
    return tasks.sort(compareWithinDay);
  }
}

export function compareKeys(a: GroupKey, b: GroupKey): number {
  const al = a.text.toLowerCase(), bl = b.text.toLowerCase();
  if (al !== bl) return al < bl ? -1 : 1;
  if (a.text !== b.text) return a.text < b.text ? -1 : 1;
  return a.num - b.num;
}

/** After the group and the day: user id (unassigned last), process id, handle. */
export function compareWithinDay(a: Task, b: Task): number {
  const max = Number.MAX_SAFE_INTEGER;
  return (a.personId ?? max) - (b.personId ?? max) ||
    (a.processId ?? max) - (b.processId ?? max) ||
    (a.handle < b.handle ? -1 : a.handle > b.handle ? 1 : 0);
}

/** The first index whose value is ≥ x. */
function lowerBound(sorted: readonly number[], x: number): number {
  let lo = 0, hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
