/**
 * Small hand-written sources and queries for the task list's example tests: one process,
 * a few people, stored rows named by their handle. Dates in the tests are worked out by
 * hand.
 */
import { strict as assert } from "node:assert";
import { parseCompactFrequency } from "../../frequency/index.ts";
import { parseQuery } from "../../query/parse-query.ts";
import { listTasks, type TaskListQuery } from "../task-list.ts";
import type {
  PastSchedule,
  PersonFacts,
  ProcessFacts,
  SeriesRule,
  StoredTask,
  Task,
  TaskSource,
} from "../types.ts";

export function proc(
  id: number,
  name: string,
  compact: string | null,
  more: Partial<ProcessFacts> = {},
): ProcessFacts {
  let frequency = null;
  if (compact !== null) {
    const r = parseCompactFrequency(compact);
    if (!r.ok || !r.frequency) throw new Error(`${compact}: ${JSON.stringify(r)}`);
    frequency = r.frequency;
  }
  return {
    id,
    name,
    processHandle: `P-${id}`,
    frequency,
    scheduledFrom: "2020-01-01",
    labels: [],
    roleHandles: ["ops"],
    ...more,
  };
}

export function person(id: number, name: string, roleHandles: string[] = ["ops"]): PersonFacts {
  return { id, name, roleHandles };
}

export interface SourceSpec {
  processes: ProcessFacts[];
  people: PersonFacts[];
  /** [processId, personId] */
  members: Array<[number, number]>;
  rules?: SeriesRule[];
  stored?: StoredTask[];
}

export function source(spec: SourceSpec): TaskSource {
  return {
    processes: new Map(spec.processes.map((p) => [p.id, p])),
    people: new Map(spec.people.map((p) => [p.id, p])),
    members: spec.members.map(([processId, personId]) => ({ processId, personId })),
    rules: spec.rules ?? [],
    stored: spec.stored ?? [],
  };
}

export type QueryMore = Partial<Omit<TaskListQuery, "terms">> & { q?: string[] };

export function query(from: string, to: string, more: QueryMore = {}): TaskListQuery {
  const { q, ...rest } = more;
  return {
    terms: parseQuery(q ?? []),
    from,
    to,
    today: "2000-01-01",
    sortBy: "dueDate",
    isDesc: false,
    offset: 0,
    limit: 1000,
    ...rest,
  };
}

export function list(src: TaskSource, from: string, to: string, more: QueryMore = {}): Task[] {
  const r = listTasks(src, query(from, to, more));
  assert.equal(r.totalCount, r.nodes.length, "the whole list fits one page here");
  return r.nodes;
}

export const dates = (tasks: Task[]) => tasks.map((t) => t.dueDate);
export const handles = (tasks: Task[]) => tasks.map((t) => t.handle);

/** A stored row; by default the occurrence its handle names, changed to InProgress. */
export function stored(handle: string, more: Partial<StoredTask> = {}): StoredTask {
  const m = /^(\d+)-(\d+)-(.+)$/.exec(handle);
  return {
    id: 900,
    handle,
    initHandle: handle,
    name: "Stored",
    description: "",
    processId: m ? Number(m[1]) : null,
    personId: m ? Number(m[2]) : null,
    dueDate: m ? m[3]! : "2026-03-01",
    status: "InProgress",
    deleted: false,
    isManuallyCreated: false,
    updatedAt: "2026-02-01T10:00:00.000Z",
    updatedById: 1,
    ...more,
  };
}

/** One process with one person, both id 1. */
export function single(compact: string | null, more: Partial<ProcessFacts> = {}): TaskSource {
  return source({
    processes: [proc(1, "Payroll", compact, more)],
    people: [person(1, "Ann")],
    members: [[1, 1]],
  });
}

export function rule(
  processId: number,
  personId: number,
  fromDate: string,
  assigneeId: number | null,
  more: Partial<SeriesRule> = {},
): SeriesRule {
  return {
    processId,
    personId,
    fromDate,
    fromHandle: `${processId}-${personId}-${fromDate}`,
    assigneeId,
    name: "Payroll task",
    description: "",
    ...more,
  };
}

/** A past schedule (compact form, or null for as needed) that decided the days up to `until`. */
export function past(
  until: string,
  compact: string | null,
  scheduledFrom = "2020-01-01",
): PastSchedule {
  const frequency = proc(0, "", compact).frequency;
  return { until, frequency, scheduledFrom, ...(compact ? { compactFrequency: compact } : {}) };
}
