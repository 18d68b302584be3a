/**
 * The dashboard's task counts: each is the totalCount the tasks list (/tasks with d=org, or
 * /myTasks) answers for the same terms and range. The organisation's are counted from the
 * catalogue and counts of people, corrected in the database (span-counter.ts); a person's,
 * and what that cannot count, by the task engine, asked of one lister per request (limit 0:
 * a count, no task is made). The lister is loaded over the union of the ranges asked; it
 * lists a range by the query's own from/to, so a wider source gives each range the same
 * answer as a source loaded for it alone. A request names its counts first (prepare), so
 * that the database answers them together.
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
import { answerOnce, loadCatalogue } from "../../db/tasks/span-catalogue.ts";
import { allowed } from "../authorize.ts";
import { type Range, SpanCounter, type StatAsk } from "./span-counter.ts";
import type { RequestContext } from "../context.ts";
import { parseQueryInput } from "../parse-input.ts";

/** What the dashboards ask of a counter. */
export interface TaskCounts {
  readonly today: string;
  /** Reads kept as long as the counts are (the same tables' version). */
  remember<T>(name: string, load: () => Promise<T>): Promise<T>;
  /** Names the counts the request will read. */
  prepare(asks: readonly StatAsk[]): Promise<void>;
  count(q: readonly string[], range?: Range): number;
  countForRole(roleHandle: string, q: readonly string[], range?: Range): number;
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
export class TaskCounter implements TaskCounts {
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

  /** The engine counts each when asked. */
  prepare(): Promise<void> {
    return Promise.resolve();
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
 * The counter of the organisation's tasks (assigneeId undefined) or of one person's: the
 * lister loaded under the caller's row-level security and kept across requests as the lists
 * keep theirs, or, for the organisation's, counts of people kept the same way.
 */
export async function taskCounter(
  ctx: RequestContext,
  today: string,
  extra: readonly Range[],
  assigneeId?: number,
): Promise<TaskCounts> {
  const range = resolveTaskRange({}, today, await storedDueDates(ctx.tx, ctx.orgId, assigneeId));
  if (!range.ok) throw new Error(range.message); // no dates given: always ok
  const ranges = [range, ...extra];
  const from = ranges.map((r) => r.from).reduce((a, b) => (a < b ? a : b));
  const to = ranges.map((r) => r.to).reduce((a, b) => (a > b ? a : b));
  const shareable = allowed(ctx, "read", "task");
  const engine = async () => {
    // One person's counts: a User's from what row-level security shows them (their stored
    // tasks only anyway); anyone else's from that person's part of the organisation.
    const scope = assigneeId === undefined
      ? { from, to }
      : shareable
      ? { from, to, person: assigneeId }
      : { from, to, storedOf: assigneeId };
    const loaded = await loadTasks(ctx.tx, ctx.orgId, scope, { shareable });
    return new TaskCounter(loaded, today, range, assigneeId);
  };
  if (assigneeId !== undefined || !shareable) return await engine();
  const catalogue = await loadCatalogue(ctx.tx, ctx.orgId, from);
  return new OrgCounts(new SpanCounter(ctx.tx, ctx.orgId, catalogue, today, range), engine);
}

/** The organisation's counts: by spans when they can, else by the engine for the request. */
class OrgCounts implements TaskCounts {
  #engine: TaskCounts | null = null;
  constructor(readonly spans: SpanCounter, readonly loadEngine: () => Promise<TaskCounts>) {}

  get today() {
    return this.spans.today;
  }

  remember<T>(name: string, load: () => Promise<T>): Promise<T> {
    return answerOnce(this.spans.catalogue, `remember|${name}`, load);
  }

  async prepare(asks: readonly StatAsk[]): Promise<void> {
    if (this.#engine) return;
    if (this.spans.canCount(asks)) return await this.spans.prepare(asks);
    this.#engine ??= await this.loadEngine();
  }

  count(q: readonly string[], range?: Range): number {
    return this.#engine ? this.#engine.count(q, range) : this.spans.count(q, range);
  }

  countForRole(roleHandle: string, q: readonly string[], range?: Range): number {
    return this.#engine
      ? this.#engine.countForRole(roleHandle, q, range)
      : this.spans.count(q, range, roleHandle);
  }
}

/** The tasks card: late (all, in progress, not started) and open within the look-ahead. */
function lateTaskAsks(today: string, lookAheadDays: number, orgWide: boolean) {
  const ahead = lookAheadRange(today, lookAheadDays);
  return (Object.keys(TASK_STAT_TERMS) as TaskStatKey[]).map((key) => ({
    key,
    q: taskStatTerms(key, orgWide),
    range: key === "all" ? ahead : undefined,
  }));
}

export async function lateTaskCounts(
  counter: TaskCounts,
  lookAheadDays: number,
  orgWide: boolean,
): Promise<Record<TaskStatKey, number>> {
  const asks = lateTaskAsks(counter.today, lookAheadDays, orgWide);
  await counter.prepare(asks);
  return Object.fromEntries(asks.map((a) => [a.key, counter.count(a.q, a.range)])) as Record<
    TaskStatKey,
    number
  >;
}

/** The ranges a counter must cover besides the default one. */
export function statisticsRanges(today: string, lookAheadDays: number, weeks: boolean): Range[] {
  const ranges = [lookAheadRange(today, lookAheadDays)];
  if (weeks) ranges.push(...chartWeeks(today));
  return ranges;
}

const WEEK_BARS = ["notStarted", "inProgress", "complete"] as const;

function weekAsks(today: string): StatAsk[] {
  return chartWeeks(today).flatMap((range) =>
    WEEK_BARS.map((bar) => ({ q: WEEK_STATUS_TERMS[bar], range }))
  );
}

export async function tasksByWeek(counter: TaskCounts) {
  const weeks = chartWeeks(counter.today);
  await counter.prepare(weekAsks(counter.today));
  return weeks.map((week) => ({
    weekStart: week.from,
    ...Object.fromEntries(
      WEEK_BARS.map((bar) => [bar, counter.count(WEEK_STATUS_TERMS[bar], week)]),
    ),
  } as { weekStart: string } & Record<(typeof WEEK_BARS)[number], number>));
}

type RoleRef = { id: number; roleHandle: string; name: string };

function roleAsks(roles: readonly RoleRef[]): StatAsk[] {
  return roles.map((r) => ({ q: lateByRoleTerms(r.roleHandle), roleHandle: r.roleHandle }));
}

/** Every count of the organisation's statistics, to prepare at once. */
export function statisticsAsks(
  today: string,
  lookAheadDays: number,
  roles: readonly RoleRef[],
): StatAsk[] {
  return [...lateTaskAsks(today, lookAheadDays, true), ...weekAsks(today), ...roleAsks(roles)];
}

/** The roles with the most late tasks (role:<handle> is:late), most first, ties by handle. */
export async function lateTasksByRole(
  counter: TaskCounts,
  roles: readonly RoleRef[],
) {
  await counter.prepare(roleAsks(roles));
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
