/**
 * A page of tasks (spec §4, design §5) without expanding the range. Occurrences are
 * counted per process from its dates — the same for every person of the process — times
 * the people the query keeps, and corrected by the stored tasks: a stored occurrence
 * replaces the generated one with its handle, and stored tasks are added where they
 * match. The page is found by walking groups (one group for the default order; a name,
 * an assignee or a status per group for the others), then the days of one group by their
 * counts, and only the days the page touches are turned into tasks. Pure.
 *
 * Order: the group, then due date, then user id, then process id, then handle (a total
 * order, so pages never overlap); isDesc reverses all of it.
 */
import { type DayNumber, fromDayNumber, toDayNumber } from "../dates/calendar.ts";
import { dayNumbersBetween } from "../frequency/index.ts";
import { assertTermsApply } from "../query/entities.ts";
import { matchesTask } from "../query/match-task.ts";
import type { QueryTerm, TaskStatus } from "../query/terms.ts";
import { generatedTaskName, occurrenceHandle, parseOccurrenceHandle } from "./handle.ts";
import { buildSeriesIndex, type ProcessSeries, type Segment } from "./series.ts";
import type { ProcessFacts, StoredTask, Task, TaskSortKey, TaskSource } from "./types.ts";
import { LATEST_DAY_NUMBER } from "../dates/calendar.ts";

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

/**
 * Occurrences of one process that the query keeps, over a window of days: for each of
 * `people` (ascending), on each process date in [lo, hi].
 */
interface Lane {
  process: ProcessFacts;
  people: number[];
  /** The series' person (the handle's middle part); null: each person is their own. */
  origin: number | null;
  name: string;
  description: string;
  initHandle: string | null;
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
  /** The extras' due days, in the same order. */
  extraDays: DayNumber[];
  /** Handles of the lanes' occurrences that stored tasks replace, and their days. */
  replaced: Set<string>;
  replacedDays: DayNumber[];
  count: number;
  /** Tasks per day, once a page has needed them. */
  days?: [DayNumber, number][];
}

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
      const lo = toDayNumber(s.process.scheduledFrom);
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
    const dates = dayNumbersBetween(seg.process.frequency, day, day, {
      scheduledFrom: seg.process.scheduledFrom,
    });
    return dates.length === 1 ? generatedTask(seg, day) : null;
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

export function generatedTask(seg: Segment, day: DayNumber): Task {
  return occurrenceTask(seg.process, seg.originId, seg.assigneeId, seg, day);
}

function occurrenceTask(
  process: ProcessFacts,
  origin: number,
  assignee: number,
  values: { name: string; description: string; initHandle: string | null },
  day: DayNumber,
): Task {
  const date = fromDayNumber(day);
  const handle = occurrenceHandle(process.id, origin, date);
  return {
    id: null,
    handle,
    initHandle: values.initHandle ?? handle,
    name: values.name,
    description: values.description,
    processId: process.id,
    personId: assignee,
    dueDate: date,
    status: "NotStarted",
    deleted: false,
    isManuallyCreated: false,
    updatedAt: null,
    updatedById: null,
  };
}

/** A stored task is a task as it is (no copy: lists hand out thousands of them). */
export function storedAsTask(s: StoredTask): Task {
  return s;
}

/** Skipped occurrences are listed only when the query asks about deletion. */
function withDefaultTerms(terms: readonly QueryTerm[]): QueryTerm[] {
  const asksDeleted = terms.some((t) => t.kind === "is" && t.value === "deleted");
  return asksDeleted ? [...terms] : [...terms, { kind: "is", value: "deleted", negated: true }];
}

class ListRun {
  readonly #lister: TaskLister;
  readonly #source: TaskSource;
  readonly #q: TaskListQuery;
  readonly #terms: QueryTerm[];
  /** Only the default term (hide skipped ones): stored tasks need no matcher. */
  readonly #plainQuery: boolean;
  /** A role: term is asked (the roles a task comes through are worked out only then). */
  readonly #needsRoles: boolean;
  readonly #lo: DayNumber;
  readonly #hi: DayNumber;
  readonly #today: DayNumber;
  readonly #dates = new Map<number, DayNumber[]>();
  readonly #groups = new Map<string, Group>();
  /** "processId" → its plain lane(s) by person; "processId-originId" → special lanes. */
  readonly #plainLanes = new Map<number, Lane | Map<number, Lane>>();
  readonly #specialLanes = new Map<Segment, Lane>();

  constructor(lister: TaskLister, source: TaskSource, query: TaskListQuery) {
    assertTermsApply("task", query.terms);
    this.#lister = lister;
    this.#source = source;
    this.#q = query;
    this.#terms = withDefaultTerms(query.terms);
    this.#plainQuery = query.terms.length === 0 ||
      query.terms.every((t) => t.kind === "scope");
    this.#needsRoles = query.terms.some((t) => t.kind === "role");
    this.#lo = toDayNumber(query.from);
    this.#hi = toDayNumber(query.to);
    this.#today = toDayNumber(query.today);
  }

  #sorted: Group[] | null = null;

  page(offset: number, limit: number, isDesc: boolean): TaskListResult {
    if (!this.#sorted) {
      this.#collect();
      this.#sorted = [...this.#groups.values()].sort((a, b) => compareKeys(a.key, b.key));
    }
    const groups = this.#sorted;
    const total = groups.reduce((n, g) => n + g.count, 0);
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
    if (!this.#q.storedOnly) {
      for (const s of this.#lister.series.values()) {
        if (s.plain.length) this.#plainLane(s);
        for (const seg of s.specials) {
          const lane = this.#lane(seg.process, [seg.assigneeId], seg.originId, seg, seg.lo, seg.hi);
          if (lane) {
            this.#specialLanes.set(seg, lane);
            this.#group(lane.group, () => this.#laneKey(lane)).lanes.push(lane);
          }
        }
      }
    }
    const { storedDays, storedKeys } = this.#lister;
    this.#source.stored.forEach((stored, i) => {
      const key = storedKeys[i];
      if (key) this.#replace(stored.handle, key.processId, key.personId, key.day);
      const day = storedDays[i]!;
      if (day < this.#lo || day > this.#hi || !this.#storedMatches(stored)) return;
      const [id, groupKey] = this.#taskKey(stored);
      const g = this.#group(id, () => groupKey);
      g.extras.push(stored);
      g.extraDays.push(day);
    });
    for (const g of this.#groups.values()) {
      let count = g.extras.length - g.replacedDays.length;
      for (const lane of g.lanes) count += this.#laneDays(lane).length * lane.people.length;
      g.count = count;
    }
    for (const [id, g] of this.#groups) if (g.count === 0) this.#groups.delete(id);
  }

  /** The series without rules of one process: one lane, or one per person by assignee. */
  #plainLane(s: ProcessSeries): void {
    const values = { name: generatedTaskName(s.process.name), description: "", initHandle: null };
    const start = toDayNumber(s.process.scheduledFrom);
    const lane = this.#lane(s.process, s.plain, null, values, start, LATEST_DAY_NUMBER);
    if (!lane) return;
    if (this.#q.sortBy !== "assignee") {
      this.#plainLanes.set(s.process.id, lane);
      this.#group(lane.group, () => this.#laneKey(lane)).lanes.push(lane);
      return;
    }
    const byPerson = new Map<number, Lane>();
    for (const person of lane.people) {
      const one: Lane = { ...lane, people: [person], group: `a:${person}` };
      byPerson.set(person, one);
      this.#group(one.group, () => this.#laneKey(one)).lanes.push(one);
    }
    this.#plainLanes.set(s.process.id, byPerson);
  }

  #group(id: string, key: () => GroupKey): Group {
    let g = this.#groups.get(id);
    if (!g) {
      g = {
        key: key(),
        lanes: [],
        extras: [],
        extraDays: [],
        replaced: new Set(),
        replacedDays: [],
        count: 0,
      };
      this.#groups.set(id, g);
    }
    return g;
  }

  /** The lane that lists the occurrence of (process, origin) on `day`, if the query keeps it. */
  #laneFor(processId: number, origin: number, day: DayNumber): Lane | null {
    const plain = this.#plainLanes.get(processId);
    const series = this.#lister.series.get(processId);
    if (series?.plainSet.has(origin)) {
      const lane = plain instanceof Map ? plain.get(origin) : plain;
      return lane && lane.people.includes(origin) ? lane : null;
    }
    const seg = this.#lister.segmentOf(processId, origin, day);
    return (seg && this.#specialLanes.get(seg)) ?? null;
  }

  /** A stored occurrence hides the generated one it names, if the query lists that one. */
  #replace(handle: string, processId: number, origin: number, day: DayNumber): void {
    if (day < this.#lo || day > this.#hi) return;
    const lane = this.#laneFor(processId, origin, day);
    if (!lane || day < lane.lo || day > lane.hi) return;
    if (!this.#isProcessDay(lane.process, day) || !this.#needlesMatch(lane, origin, day)) {
      return;
    }
    const g = this.#groups.get(lane.group)!;
    if (g.replaced.has(handle)) return;
    g.replaced.add(handle);
    g.replacedDays.push(day);
  }

  /** The process's dates in the range (≥ scheduledFrom), ascending; computed once. */
  #processDays(p: ProcessFacts): DayNumber[] {
    let days = this.#dates.get(p.id);
    if (!days) {
      days = scheduleDays(p, this.#lo, this.#hi);
      this.#dates.set(p.id, days);
    }
    return days;
  }

  #isProcessDay(p: ProcessFacts, day: DayNumber): boolean {
    const days = this.#processDays(p);
    return days[lowerBound(days, day)] === day;
  }

  /** The days a lane yields for each of its people (before replacements). */
  #laneDays(lane: Lane): DayNumber[] {
    const days = this.#processDays(lane.process);
    const part = days.slice(lowerBound(days, lane.lo), lowerBound(days, lane.hi + 1));
    // Needle lanes hold one person each (see #lane).
    return lane.needles.length
      ? part.filter((d) => this.#needlesMatch(lane, lane.origin ?? lane.people[0]!, d))
      : part;
  }

  #needlesMatch(lane: Lane, origin: number, day: DayNumber): boolean {
    if (!lane.needles.length) return true;
    const handle = occurrenceHandle(lane.process.id, origin, fromDayNumber(day));
    return lane.needles.every((n) => handle.includes(n));
  }

  /**
   * The query's terms on a set of occurrences that share their process, name and
   * description: all pass, none do, those in a narrower window (late is a date bound for
   * an occurrence never stored), those of some people, or those whose handle holds some
   * text. Null when none can pass.
   */
  #lane(
    process: ProcessFacts,
    people: readonly number[],
    origin: number | null,
    values: { name: string; description: string; initHandle: string | null },
    segLo: DayNumber,
    segHi: DayNumber,
  ): Lane | null {
    const q = this.#q;
    let kept = q.assigneeId === undefined ? [...people] : people.filter((p) => p === q.assigneeId);
    let lo = Math.max(segLo, this.#lo);
    let hi = Math.min(segHi, this.#hi);
    const needles: string[] = [];
    for (const term of this.#terms) {
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
          kept = kept.filter((p) => p === term.id);
          break;
        case "process":
          if (process.id !== term.id) return null;
          break;
        case "label":
        case "prefix":
          if (!matchesTask(this.#facts(process, null), [term], { today: q.today, checked: true })) {
            return null;
          }
          break;
        case "role":
          kept = kept.filter((p) =>
            matchesTask(this.#facts(process, p), [term], { today: q.today, checked: true })
          );
          break;
        case "scope":
        case "has":
          break;
      }
    }
    if (lo > hi || kept.length === 0) return null;
    const lane: Lane = {
      process,
      people: kept,
      origin,
      name: values.name,
      description: values.description,
      initHandle: values.initHandle,
      lo,
      hi,
      needles,
      group: "",
    };
    if (needles.length && origin === null && kept.length > 1) {
      // Handles differ per person: such a query (rare) is answered person by person.
      return this.#needleLanes(lane);
    }
    lane.group = this.#laneGroupId(lane);
    return lane;
  }

  /** A needle query over a plain lane: its people as special lanes of one person each. */
  #needleLanes(lane: Lane): null {
    for (const person of lane.people) {
      const seg: Segment = {
        process: lane.process,
        originId: person,
        assigneeId: person,
        name: lane.name,
        description: lane.description,
        initHandle: null,
        lo: lane.lo,
        hi: lane.hi,
      };
      const one: Lane = { ...lane, people: [person], origin: person, group: "" };
      one.group = this.#laneGroupId(one);
      this.#specialLanes.set(seg, one);
      this.#group(one.group, () => this.#laneKey(one)).lanes.push(one);
      const byPerson = this.#plainLanes.get(lane.process.id);
      const map = byPerson instanceof Map ? byPerson : new Map<number, Lane>();
      map.set(person, one);
      this.#plainLanes.set(lane.process.id, map);
    }
    return null;
  }

  /** The facts the in-memory matcher needs about a process and a person. */
  #facts(process: ProcessFacts | undefined, personId: number | null) {
    return {
      name: "",
      handle: "",
      status: "NotStarted" as const,
      deleted: false,
      dueDate: "",
      personId,
      processId: process?.id ?? null,
      labels: process?.labels ?? [],
      roleHandles: this.#needsRoles ? this.#rolesThrough(process, personId) : [],
    };
  }

  /** Roles assigned to the process that the person fills (role:). */
  #rolesThrough(process: ProcessFacts | undefined, personId: number | null): string[] {
    const person = personId === null ? undefined : this.#source.people.get(personId);
    if (!process || !person) return [];
    const fills = new Set(person.roleHandles.map((r) => r.toLowerCase()));
    return process.roleHandles.filter((r) => fills.has(r.toLowerCase()));
  }

  #storedMatches(task: StoredTask): boolean {
    if (this.#q.assigneeId !== undefined && task.personId !== this.#q.assigneeId) return false;
    if (this.#plainQuery) return !task.deleted;
    const process = task.processId === null
      ? undefined
      : this.#source.processes.get(task.processId);
    return matchesTask(
      {
        ...task,
        labels: process?.labels ?? [],
        roleHandles: this.#needsRoles ? this.#rolesThrough(process, task.personId) : [],
      },
      this.#terms,
      { today: this.#q.today, checked: true },
    );
  }

  #laneGroupId(lane: Lane): string {
    switch (this.#q.sortBy) {
      case "dueDate":
        return "";
      case "name":
        return `n:${lane.name}`;
      case "assignee":
        return `a:${lane.people[0]}`;
      case "status":
        return "s:NotStarted";
    }
  }

  #laneKey(lane: Lane): GroupKey {
    const person = lane.people[0]!;
    return this.#taskKey(
      occurrenceTask(lane.process, lane.origin ?? person, person, lane, lane.lo),
    )[1];
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

  /** A group's tasks per day, ascending by day; counted once per run. */
  #dayCounts(g: Group): [DayNumber, number][] {
    if (g.days) return g.days;
    const counts = new Map<DayNumber, number>();
    const add = (day: DayNumber, n: number) => counts.set(day, (counts.get(day) ?? 0) + n);
    for (const lane of g.lanes) {
      const n = lane.people.length;
      for (const d of this.#laneDays(lane)) add(d, n);
    }
    for (const d of g.replacedDays) add(d, -1);
    for (const d of g.extraDays) add(d, 1);
    g.days = [...counts].sort((x, y) => x[0] - y[0]);
    return g.days;
  }

  /** Items [a, b) of a group, in order: by day counts, then only the days needed. */
  #slice(g: Group, a: number, b: number): Task[] {
    const out: Task[] = [];
    let pos = 0;
    for (const [day, n] of this.#dayCounts(g)) {
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
      if (day < lane.lo || day > lane.hi || !this.#isProcessDay(lane.process, day)) continue;
      for (const person of lane.people) {
        const origin = lane.origin ?? person;
        if (!this.#needlesMatch(lane, origin, day)) continue;
        const task = occurrenceTask(lane.process, origin, person, lane, day);
        if (!g.replaced.has(task.handle)) tasks.push(task);
      }
    }
    g.extraDays.forEach((d, i) => {
      if (d === day) tasks.push(g.extras[i]!);
    });
    return tasks.sort(compareWithinDay);
  }
}

/**
 * Dates of a schedule over a range, remembered across lists: they depend only on the
 * compact form, scheduledFrom and the range, and a page asks for the same few ranges of
 * the same schedules again and again. Bounded: forgotten wholesale when full.
 */
const scheduleMemo = new Map<string, DayNumber[]>();
const SCHEDULE_MEMO_SIZE = 20_000;

function scheduleDays(p: ProcessFacts, lo: DayNumber, hi: DayNumber): DayNumber[] {
  const key = p.compactFrequency ? `${p.compactFrequency}|${p.scheduledFrom}|${lo}|${hi}` : null;
  const known = key === null ? undefined : scheduleMemo.get(key);
  if (known) return known;
  const days = dayNumbersBetween(p.frequency, lo, hi, { scheduledFrom: p.scheduledFrom });
  if (key !== null) {
    if (scheduleMemo.size >= SCHEDULE_MEMO_SIZE) scheduleMemo.clear();
    scheduleMemo.set(key, days);
  }
  return days;
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
