/**
 * One query of a task list: its lanes, the stored tasks that replace or join them, and
 * their counts, sorted into groups once and then paged as often as asked. Pure.
 */
import { type DayNumber, LATEST_DAY_NUMBER, toDayNumber } from "../dates/calendar.ts";
import { assertTermsApply } from "../query/entities.ts";
import { matchesTask } from "../query/match-task.ts";
import type { QueryTerm } from "../query/terms.ts";
import { generatedTaskName } from "./handle.ts";
import { lapseDateOf, lapseDay } from "./late.ts";
import { occurrenceTask, type OccurrenceValues } from "./occurrence-tasks.ts";
import { firstScheduledDay, ProcessDays } from "./process-days.ts";
import type { ProcessSeries, Segment } from "./series.ts";
import { emptyGroup, type Group, groupCount, pageOfGroups } from "./task-groups.ts";
import {
  keptLane,
  type Lane,
  laneHolds,
  type LaneQuery,
  needlesMatch,
  rolesThrough,
  withDefaultTerms,
} from "./task-lanes.ts";
import type { TaskLister, TaskListQuery, TaskListResult } from "./task-list.ts";
import { compareKeys, type GroupKey, occurrenceGroupId, taskGroup } from "./task-order.ts";
import type { ProcessFacts, StoredTask, TaskSource } from "./types.ts";

export class ListRun {
  readonly #lister: TaskLister;
  readonly #source: TaskSource;
  readonly #q: TaskListQuery;
  readonly #lanes: LaneQuery;
  readonly #terms: QueryTerm[];
  /** Only the default term (hide skipped ones): stored tasks need no matcher. */
  readonly #plainQuery: boolean;
  readonly #days: ProcessDays;
  readonly #groups = new Map<string, Group>();
  /** "processId" → its plain lane(s) by person; "processId-originId" → special lanes. */
  readonly #plainLanes = new Map<number, Lane | Map<number, Lane>>();
  readonly #specialLanes = new Map<Segment, Lane>();
  #sorted: Group[] | null = null;

  constructor(lister: TaskLister, source: TaskSource, query: TaskListQuery) {
    assertTermsApply("task", query.terms);
    this.#lister = lister;
    this.#source = source;
    this.#q = query;
    this.#terms = withDefaultTerms(query.terms);
    this.#plainQuery = query.terms.length === 0 ||
      query.terms.every((t) => t.kind === "scope");
    const lo = toDayNumber(query.from), hi = toDayNumber(query.to);
    const today = toDayNumber(query.today);
    this.#days = new ProcessDays(lo, hi);
    this.#lanes = {
      terms: this.#terms,
      assigneeId: query.assigneeId,
      lo,
      hi,
      today,
      todayDate: query.today,
      needsRoles: query.terms.some((t) => t.kind === "role"),
      people: source.people,
      lapseDay: (p) => lapseDay(this.#days, p, today),
    };
  }

  page(offset: number, limit: number, isDesc: boolean): TaskListResult {
    if (!this.#sorted) {
      this.#collect();
      this.#sorted = [...this.#groups.values()].sort((a, b) => compareKeys(a.key, b.key));
    }
    return pageOfGroups(this.#sorted, this.#days, offset, limit, isDesc);
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
            this.#addLane(lane);
          }
        }
      }
    }
    const { storedDays, storedKeys } = this.#lister;
    const { lo, hi } = this.#lanes;
    this.#source.stored.forEach((stored, i) => {
      const key = storedKeys[i];
      if (key) this.#replace(stored.handle, key.processId, key.personId, key.day);
      const day = storedDays[i]!;
      if (day < lo || day > hi || !this.#storedMatches(stored)) return;
      const [id, groupKey] = taskGroup(this.#q.sortBy, stored, this.#source.people);
      const g = this.#group(id, () => groupKey);
      g.extras.push(stored);
      g.extraDays.push(day);
    });
    for (const g of this.#groups.values()) g.count = groupCount(g, this.#days);
    for (const [id, g] of this.#groups) if (g.count === 0) this.#groups.delete(id);
  }

  /** The series without rules of one process: one lane, or one per person by assignee. */
  #plainLane(s: ProcessSeries): void {
    const values = { name: generatedTaskName(s.process.name), description: "", initHandle: null };
    const start = firstScheduledDay(s.process);
    const lane = this.#lane(s.process, s.plain, null, values, start, LATEST_DAY_NUMBER);
    if (!lane) return;
    if (this.#q.sortBy !== "assignee") {
      this.#plainLanes.set(s.process.id, lane);
      this.#addLane(lane);
      return;
    }
    const byPerson = new Map<number, Lane>();
    for (const person of lane.people) {
      const one: Lane = { ...lane, people: [person], group: `a:${person}` };
      byPerson.set(person, one);
      this.#addLane(one);
    }
    this.#plainLanes.set(s.process.id, byPerson);
  }

  /** The lane the query keeps of these occurrences, in its group; null if none. */
  #lane(
    process: ProcessFacts,
    people: readonly number[],
    origin: number | null,
    values: OccurrenceValues,
    lo: DayNumber,
    hi: DayNumber,
  ): Lane | null {
    const lane = keptLane(this.#lanes, process, people, origin, values, lo, hi);
    if (!lane) return null;
    if (lane.needles.length && lane.origin === null && lane.people.length > 1) {
      // Handles differ per person: such a query (rare) is answered person by person.
      this.#needleLanes(lane);
      return null;
    }
    lane.group = occurrenceGroupId(this.#q.sortBy, lane);
    return lane;
  }

  #addLane(lane: Lane): void {
    this.#group(lane.group, () => this.#laneKey(lane)).lanes.push(lane);
  }

  #group(id: string, key: () => GroupKey): Group {
    let g = this.#groups.get(id);
    if (!g) {
      g = emptyGroup(key());
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
    if (day < this.#lanes.lo || day > this.#lanes.hi) return;
    const lane = this.#laneFor(processId, origin, day);
    if (!lane || !laneHolds(lane, day)) return;
    if (!this.#days.has(lane.process, day) || !needlesMatch(lane, origin, day)) return;
    const g = this.#groups.get(lane.group)!;
    if (g.replaced.has(handle)) return;
    g.replaced.add(handle);
    g.replacedDays.push(day);
  }

  /** A needle query over a plain lane: its people as special lanes of one person each. */
  #needleLanes(lane: Lane): void {
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
      one.group = occurrenceGroupId(this.#q.sortBy, one);
      this.#specialLanes.set(seg, one);
      this.#addLane(one);
      const byPerson = this.#plainLanes.get(lane.process.id);
      const map = byPerson instanceof Map ? byPerson : new Map<number, Lane>();
      map.set(person, one);
      this.#plainLanes.set(lane.process.id, map);
    }
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
        lapseDate: lapseDateOf(this.#days, process, task.isManuallyCreated, this.#lanes.today),
        roleHandles: this.#lanes.needsRoles
          ? rolesThrough(this.#source.people, process, task.personId)
          : [],
      },
      this.#terms,
      { today: this.#q.today, checked: true },
    );
  }

  #laneKey(lane: Lane): GroupKey {
    const person = lane.people[0]!;
    const first = occurrenceTask(lane.process, lane.origin ?? person, person, lane, lane.lo);
    return taskGroup(this.#q.sortBy, first, this.#source.people)[1];
  }
}
