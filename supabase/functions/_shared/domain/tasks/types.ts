/**
 * The task model (docs/task-engine.md#series-and-overrides), pure. A series is (process, person holding a role assigned
 * to it); its occurrences are computed from the process's frequency. Stored tasks are
 * the occurrences someone changed and the manual tasks. A series rule ("this and
 * following") changes a series from one occurrence on. TaskSource is what the engine
 * needs of the database for one organisation (db/tasks/task-source.ts loads it).
 */
import type { Frequency } from "../frequency/index.ts";
import type { TaskStatus } from "../query/terms.ts";

export interface ProcessFacts {
  id: number;
  name: string;
  processHandle: string;
  /** Null for an as-needed process: it has no series. */
  frequency: Frequency | null;
  /** YYYY-MM-DD: no occurrence before it. */
  scheduledFrom: string;
  /**
   * The frequency's canonical compact form, when known: processes that share it (and
   * scheduledFrom) share their dates, which the engine then computes once.
   */
  compactFrequency?: string;
  /** As written, e.g. "Dept:HR". */
  labels: readonly string[];
  /** Handles of the roles assigned to it. */
  roleHandles: readonly string[];
  /** Absent: StaysLate (docs/task-engine.md#missed-occurrences). */
  unfinishedRule?: "StaysLate" | "Lapses";
  /**
   * The schedules it had before changes, ascending by `until`; absent or empty when never
   * changed. Each decides the days up to its `until` (docs/task-engine.md#schedule-changes).
   */
  pastSchedules?: readonly PastSchedule[];
}

/** A schedule a process had until a change: it decided the days up to `until`, included. */
export interface PastSchedule {
  /** YYYY-MM-DD: the last day it decided (the day before the change). */
  until: string;
  /** Null when the process was as needed (or had no dates) then. */
  frequency: Frequency | null;
  scheduledFrom: string;
  compactFrequency?: string;
}

export interface PersonFacts {
  id: number;
  name: string;
  /** Handles of the roles the person fills. */
  roleHandles: readonly string[];
}

/**
 * The person held a role assigned to the process (and the role was assigned to it) from
 * `from` to `until`, both days included: the series makes occurrences on those days. A
 * series may have several such intervals (one row each, overlaps allowed); an absent bound
 * is open (docs/task-engine.md#who-held-a-role-when).
 */
export interface SeriesMember {
  processId: number;
  personId: number;
  /** YYYY-MM-DD, or absent: since the process's scheduledFrom. */
  from?: string;
  /** YYYY-MM-DD, or absent: still held. */
  until?: string;
}

/** From fromDate on, the series (processId, personId) carries these values. */
export interface SeriesRule {
  processId: number;
  personId: number;
  /** YYYY-MM-DD */
  fromDate: string;
  fromHandle: string;
  /** Null when the person it went to was removed: the series then has no one. */
  assigneeId: number | null;
  name: string;
  description: string;
}

/** What every task has, stored or computed. */
interface TaskFields {
  handle: string;
  initHandle: string;
  name: string;
  description: string;
  processId: number | null;
  personId: number | null;
  /** YYYY-MM-DD */
  dueDate: string;
  status: TaskStatus;
  deleted: boolean;
  isManuallyCreated: boolean;
  updatedById: number | null;
}

export interface StoredTask extends TaskFields {
  id: number;
  /** ISO 8601 */
  updatedAt: string;
}

export interface TaskSource {
  processes: ReadonlyMap<number, ProcessFacts>;
  people: ReadonlyMap<number, PersonFacts>;
  members: readonly SeriesMember[];
  rules: readonly SeriesRule[];
  stored: readonly StoredTask[];
}

/** A task as lists answer it: a computed occurrence (id null) or a stored task. */
export interface Task extends TaskFields {
  id: number | null;
  updatedAt: string | null;
}

export const TASK_SORT_KEYS = ["dueDate", "name", "assignee", "status"] as const;
export type TaskSortKey = (typeof TASK_SORT_KEYS)[number];
