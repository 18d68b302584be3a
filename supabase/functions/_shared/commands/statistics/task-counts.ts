/**
 * The dashboard's task counts, from the task engine: each is the totalCount the tasks
 * list (/tasks with d=org, or /myTasks) answers for the same terms and range, asked of
 * one lister per request (limit 0: a count, no task is made). The lister is loaded over
 * the union of the ranges asked; it lists a range by the query's own from/to, so a wider
 * source gives each range the same answer as a source loaded for it alone.
 */
import { storedDueDates } from "../../db/tasks/stored-due-dates.ts";
import { type LoadedTasks, loadTasks } from "../../db/tasks/task-source-cache.ts";
import { RoleSlices } from "../../domain/statistics/role-slices.ts";
import { resolveTaskRange } from "../../domain/tasks/task-range.ts";
import type { TaskLister } from "../../domain/tasks/task-list.ts";
import {
  chartWeeks,
  lateByRoleTerms,
  lookAheadRange,
  TASK_STAT_TERMS,
  type TaskStatKey,
  taskStatTerms,
  TOP_ROLES,
  WEEK_STATUS_TERMS,
} from "../../domain/statistics/stat-terms.ts";
import { allowed } from "../authorize.ts";
import type { RequestContext } from "../context.ts";
import { parseQueryInput } from "../parse-input.ts";

interface Range {
  from: string;
  to: string;
}

/**
 * Counts the engine has answered, per lister: a kept lister (task-source-cache.ts) serves
 * many requests while its source stands, and a count depends only on the source and the
 * query, so the next dashboard of the same day reads them back.
 */
const answered = new WeakMap<TaskLister, Map<string, number>>();
const MAX_ANSWERS = 20_000;
const slices = new WeakMap<TaskLister, RoleSlices>();
const remembered = new WeakMap<TaskLister, Map<string, unknown>>();

/** Counts over one loaded lister: whose tasks (assigneeId) and the organisation's today. */
export class TaskCounter {
  constructor(
    readonly loaded: LoadedTasks,
    readonly today: string,
    /** The tasks list's default range, "Any date" (domain/tasks/task-range.ts). */
    readonly defaultRange: Range,
    readonly assigneeId: number | undefined,
  ) {}

  /**
   * What `load` reads, kept with the lister: only for reads of the tables the task
   * source's version covers (roles, role_members, process_roles, processes, people,
   * labels, tasks, rules), so that a kept lister, used only while that version stands,
   * never hands out an answer a write has changed.
   */
  async remember<T>(name: string, load: () => Promise<T>): Promise<T> {
    let kept = remembered.get(this.loaded.lister);
    if (!kept) remembered.set(this.loaded.lister, kept = new Map());
    if (!kept.has(name)) kept.set(name, await load());
    return kept.get(name) as T;
  }

  /** The totalCount of the tasks list for `q` over `range`. */
  count(q: readonly string[], range: Range = this.defaultRange): number {
    return this.#count(this.loaded.lister, "", q, range);
  }

  /** count() of a query holding role:<roleHandle>, over the role's slice of the source. */
  countForRole(roleHandle: string, q: readonly string[], range: Range = this.defaultRange) {
    const { lister, source } = this.loaded;
    let roles = slices.get(lister);
    if (!roles) slices.set(lister, roles = new RoleSlices(lister, source));
    return this.#count(lister, roleHandle, q, range, () => roles.listerFor(roleHandle));
  }

  #count(
    lister: TaskLister,
    slice: string,
    q: readonly string[],
    range: Range,
    sliced?: () => TaskLister,
  ): number {
    // The terms as written: the dashboards' own constants, so equal text is an equal query.
    const key = JSON.stringify([slice, q, range.from, range.to, this.today, this.assigneeId]);
    let memo = answered.get(lister);
    if (!memo) answered.set(lister, memo = new Map());
    const known = memo.get(key);
    if (known !== undefined) return known;
    const totalCount = (sliced ? sliced() : lister).list({
      terms: parseQueryInput("task", q),
      from: range.from,
      to: range.to,
      today: this.today,
      assigneeId: this.assigneeId,
      sortBy: "dueDate",
      isDesc: false,
      offset: 0,
      limit: 0,
    }).totalCount;
    if (memo.size >= MAX_ANSWERS) memo.clear();
    memo.set(key, totalCount);
    return totalCount;
  }
}

/**
 * The lister for the organisation's tasks (assigneeId undefined) or one person's, loaded
 * under the caller's row-level security and kept across requests as the lists keep theirs.
 */
export async function taskCounter(
  ctx: RequestContext,
  today: string,
  extra: readonly Range[],
  assigneeId?: number,
): Promise<TaskCounter> {
  const range = resolveTaskRange({}, today, await storedDueDates(ctx.tx, ctx.orgId, assigneeId));
  if (!range.ok) throw new Error(range.message); // no dates given: always ok
  const ranges = [range, ...extra];
  const from = ranges.map((r) => r.from).reduce((a, b) => (a < b ? a : b));
  const to = ranges.map((r) => r.to).reduce((a, b) => (a > b ? a : b));
  const shareable = allowed(ctx, "read", "task");
  // A User's own counts: row-level security shows them their stored tasks only anyway.
  const storedOf = shareable ? undefined : assigneeId;
  const loaded = await loadTasks(ctx.tx, ctx.orgId, { from, to, storedOf }, { shareable });
  return new TaskCounter(loaded, today, range, assigneeId);
}

/** The tasks card: late (all, in progress, not started) and open within the look-ahead. */
export function lateTaskCounts(
  counter: TaskCounter,
  lookAheadDays: number,
  orgWide: boolean,
): Record<TaskStatKey, number> {
  const ahead = lookAheadRange(counter.today, lookAheadDays);
  const keys = Object.keys(TASK_STAT_TERMS) as TaskStatKey[];
  return Object.fromEntries(keys.map((k) => [
    k,
    counter.count(taskStatTerms(k, orgWide), k === "all" ? ahead : undefined),
  ])) as Record<TaskStatKey, number>;
}

/** The ranges a counter must cover besides the default one. */
export function statisticsRanges(today: string, lookAheadDays: number, weeks: boolean): Range[] {
  const ranges = [lookAheadRange(today, lookAheadDays)];
  if (weeks) ranges.push(...chartWeeks(today));
  return ranges;
}

export function tasksByWeek(counter: TaskCounter) {
  return chartWeeks(counter.today).map((week) => ({
    weekStart: week.from,
    notStarted: counter.count(WEEK_STATUS_TERMS.notStarted, week),
    inProgress: counter.count(WEEK_STATUS_TERMS.inProgress, week),
    complete: counter.count(WEEK_STATUS_TERMS.complete, week),
  }));
}

/** The roles with the most late tasks (role:<handle> is:late), most first, ties by handle. */
export function lateTasksByRole(
  counter: TaskCounter,
  roles: readonly { id: number; roleHandle: string; name: string }[],
) {
  return roles
    .map((r) => ({
      roleId: r.id,
      roleHandle: r.roleHandle,
      name: r.name,
      count: counter.countForRole(r.roleHandle, lateByRoleTerms(r.roleHandle)),
    }))
    .filter((r) => r.count > 0)
    .sort((a, b) =>
      b.count - a.count ||
      (a.roleHandle.toLowerCase() < b.roleHandle.toLowerCase()
        ? -1
        : a.roleHandle.toLowerCase() > b.roleHandle.toLowerCase()
        ? 1
        : a.roleId - b.roleId)
    )
    .slice(0, TOP_ROLES);
}
