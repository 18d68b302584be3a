/**
 * Task lists and single tasks (docs/task-engine.md#paging-and-counting): the organisation's
 * (admins, managers, the system), the caller's own, and one task by id or handle. The engine
 * (domain/tasks) computes them from what db/tasks/task-source.ts loads under the caller's
 * row-level security.
 */
import { z } from "zod";
import { findOccurrenceRow } from "../../db/tasks/task-rows.ts";
import { loadTaskSource } from "../../db/tasks/task-source.ts";
import { loadCatalogue } from "../../db/tasks/span-catalogue.ts";
import { storedDueDates } from "../../db/tasks/stored-due-dates.ts";
import { toTaskRecords } from "../../db/tasks/task-records.ts";
import { loadTasks } from "../../db/tasks/task-source-cache.ts";
import type { TaskRecord } from "../../db/tasks/person-tasks.ts";
import { findProcesses, type ProcessRecord } from "../../db/processes/process-row.ts";
import { resolveTermHandles } from "../../db/query/term-handles.ts";
import { isOrgWide } from "../../domain/query/index.ts";
import { parseOccurrenceHandle } from "../../domain/tasks/handle.ts";
import { MAX_RANGE_YEARS, resolveTaskRange, yearsLater } from "../../domain/tasks/task-range.ts";
import { addDays } from "../../domain/dates/calendar.ts";
import { storedAsTask } from "../../domain/tasks/occurrence-tasks.ts";
import {
  TaskLister,
  type TaskListQuery,
  type TaskListResult,
} from "../../domain/tasks/task-list.ts";
import { type Task, TASK_SORT_KEYS, type TaskSource } from "../../domain/tasks/types.ts";
import { badInput, forbidden } from "../../http/app-error.ts";
import { allowed, authorize, authorizeOwn } from "../authorize.ts";
import type { RequestContext } from "../context.ts";
import { orgToday } from "../org-today.ts";
import { parseInput, parseQueryInput } from "../parse-input.ts";
import { pagingArgsSchema } from "../paging-args.ts";
import { spanListable, spanListPage } from "./span-list.ts";

const taskListArgs = pagingArgsSchema(TASK_SORT_KEYS, "dueDate").extend({
  from: z.string().max(40).nullish(),
  to: z.string().max(40).nullish(),
});
export type TaskListArgs = z.input<typeof taskListArgs>;

const processesForTasksArgs = taskListArgs.extend({
  paginated: z.boolean().nullish().transform((v) => v ?? true),
  getTasksToSkip: z.boolean().nullish().transform((v) => v ?? false),
});
export type ProcessesForTasksArgs = z.input<typeof processesForTasksArgs>;

export interface TaskListPage {
  totalCount: number;
  nodes: TaskRecord[];
}

/** Whose tasks a list holds: everyone's, or one person's. */
type Scope = { assigneeId?: number };

/** The organisation's tasks (/tasks; admins, managers, the system). */
export async function listOrgTasks(ctx: RequestContext, args: TaskListArgs): Promise<TaskListPage> {
  authorize(ctx, "read", "task");
  return await listPage(ctx, parseInput(taskListArgs, args), {});
}

/** The caller's tasks (/myTasks); `d=org` widens to the organisation for who may read it. */
export async function listMyTasks(ctx: RequestContext, args: TaskListArgs): Promise<TaskListPage> {
  const parsed = parseInput(taskListArgs, args);
  return await listPage(ctx, parsed, myScope(ctx, parsed.q));
}

/** A page of a list, as the API answers it. */
async function listPage(
  ctx: RequestContext,
  args: ParsedArgs,
  scope: Scope,
): Promise<TaskListPage> {
  const query = await listQuery(ctx, args, scope);
  const pages = await openPages(ctx, args, scope, query);
  const result = await pages.page(query.offset, query.limit);
  const nodes = await toTaskRecords(ctx.tx, ctx.orgId, pages.source, result.nodes, query.today);
  return { totalCount: result.totalCount, nodes };
}

/**
 * How a list's pages are read: the organisation's in due-date, status or name order from the
 * catalogue and counts of people (span-list.ts), when it can; else by the engine over the
 * loaded source (one person's part of it for one person's tasks). `source` names the
 * processes and people of the tasks it lists.
 */
async function openPages(
  ctx: RequestContext,
  args: ParsedArgs,
  scope: Scope,
  query: TaskListQuery,
): Promise<{
  source: TaskSource;
  page(offset: number, limit: number): Promise<TaskListResult>;
}> {
  if (scope.assigneeId === undefined && allowed(ctx, "read", "task") && spanListable(query)) {
    const catalogue = await loadCatalogue(ctx.tx, ctx.orgId, query.from);
    const first = await spanListPage(ctx.tx, ctx.orgId, catalogue, query);
    if (first) {
      // A later page the catalogue cannot list (an assignee page far from both ends): the
      // engine's, over the same tasks.
      let engine: Promise<TaskLister> | null = null;
      const byEngine = async (offset: number, limit: number) => {
        engine ??= openList(ctx, args, scope, query).then((opened) => opened.lister);
        return (await engine).list({ ...query, offset, limit });
      };
      return {
        source: {
          processes: catalogue.processes,
          people: new Map(),
          members: [],
          rules: [],
          stored: [],
        },
        page: async (offset, limit) =>
          offset === query.offset && limit === query.limit
            ? first
            : (await spanListPage(ctx.tx, ctx.orgId, catalogue, { ...query, offset, limit })) ??
              await byEngine(offset, limit),
      };
    }
  }
  const { source, lister } = await openList(ctx, args, scope, query);
  return {
    source,
    page: (offset, limit) => Promise.resolve(lister.list({ ...query, offset, limit })),
  };
}

/**
 * The whole of /tasks (`mine` false) or /myTasks (`mine` true), for an export: the same
 * access, range, terms and sort as the list, read page by page.
 */
export async function openTaskList(
  ctx: RequestContext,
  args: Omit<TaskListArgs, "offset" | "limit">,
  mine: boolean,
): Promise<(page: { offset: number; limit: number }) => Promise<TaskListPage>> {
  const parsed = parseInput(taskListArgs, args);
  let scope: Scope = {};
  if (mine) scope = myScope(ctx, parsed.q);
  else authorize(ctx, "read", "task");
  const query = await listQuery(ctx, parsed, scope);
  const pages = await openPages(ctx, parsed, scope, { ...query, offset: 0, limit: 0 });
  return async ({ offset, limit }) => {
    const result = await pages.page(offset, limit);
    const nodes = await toTaskRecords(ctx.tx, ctx.orgId, pages.source, result.nodes, query.today);
    return { totalCount: result.totalCount, nodes };
  };
}

/** The caller's own tasks, always. */
export async function listCurrentUserTasks(
  ctx: RequestContext,
  args: TaskListArgs,
): Promise<TaskListPage> {
  const me = authorizeOwn(ctx, "read", "myTask");
  return (await runList(ctx, parseInput(taskListArgs, args), { assigneeId: me.id })).page;
}

export interface ProcessesForTasks {
  processes: ProcessRecord[];
  tasks: TaskListPage & { tasksToSkip: string[] };
}

/** processesForTasks (org) and processesForMyTasks (mine): see the schema's description. */
export async function processesForTasks(
  ctx: RequestContext,
  args: ProcessesForTasksArgs,
  mine: boolean,
): Promise<ProcessesForTasks> {
  const parsed = parseInput(processesForTasksArgs, args);
  let scope: Scope = {};
  if (mine) scope = myScope(ctx, parsed.q);
  else authorize(ctx, "read", "task");
  const run = await runList(ctx, parsed, scope);
  let page = run.page;
  if (!parsed.paginated) {
    const stored = run.lister.list({ ...run.query, storedOnly: true });
    page = {
      totalCount: run.page.totalCount,
      nodes: await toTaskRecords(ctx.tx, ctx.orgId, run.source, stored.nodes, run.query.today),
    };
  }
  const processIds = new Set<number>();
  for (const id of run.lister.processIdsFor(scope.assigneeId)) processIds.add(id);
  for (const t of page.nodes) if (t.processId !== null) processIds.add(t.processId);
  const tasksToSkip = parsed.getTasksToSkip ? skippedHandles(run.source, run.query) : [];
  const processes = await findProcesses(ctx.tx, ctx.orgId, [...processIds]);
  return { processes, tasks: { ...page, tasksToSkip } };
}

/** One task by id or by handle, or null when the caller may read none such. */
export async function readTask(
  ctx: RequestContext,
  args: { id?: number | null; handle?: string | null },
): Promise<TaskRecord | null> {
  const who = readerScope(ctx);
  const found = await findTask(ctx, args);
  if (!found) return null;
  if (who.assigneeId !== undefined && found.task.personId !== who.assigneeId) return null;
  const today = await orgToday(ctx);
  const [record] = await toTaskRecords(ctx.tx, ctx.orgId, found.source, [found.task], today);
  return record ?? null;
}

/**
 * A task as it is now, by id (stored) or handle (stored, or the occurrence the series
 * makes), with the source it was computed from. Null when there is none.
 */
export async function findTask(
  ctx: RequestContext,
  args: { id?: number | null; handle?: string | null },
) {
  if ((args.id ?? null) === null && !args.handle) {
    throw badInput("Give the task's id or its handle.", "id");
  }
  const row = await findOccurrenceRow(ctx.tx, ctx.orgId, args);
  const handle = row?.handle ?? args.handle ?? null;
  if (!row && (args.id ?? null) !== null) return null;
  const key = handle ? parseOccurrenceHandle(handle) : null;
  // Neither stored nor an occurrence's handle: there is no date to load a source for.
  if (!row && !key) return null;
  const processIds = [row?.processId, key?.processId].filter((x): x is number =>
    typeof x === "number"
  );
  const date = row?.dueDate ?? key?.date ?? "";
  const source = await loadTaskSource(ctx.tx, ctx.orgId, {
    from: date,
    to: date,
    processIds: processIds.length ? processIds : [-1],
  });
  const lister = new TaskLister(source);
  const task = row ? storedAsTask(row) : handle ? lister.occurrence(handle) : null;
  return task ? { task, source, lister } : null;
}

/** Admins and managers read every task; others only their own. */
function readerScope(ctx: RequestContext): Scope {
  if (allowed(ctx, "read", "task")) return {};
  const me = authorizeOwn(ctx, "read", "myTask");
  return { assigneeId: me.id };
}

function myScope(ctx: RequestContext, q: readonly string[]): Scope {
  const me = authorizeOwn(ctx, "read", "myTask");
  if (isOrgWide(parseQueryInput("task", q))) {
    if (!allowed(ctx, "read", "task")) {
      throw forbidden("Only admins and managers see the whole organisation's tasks.");
    }
    return {};
  }
  return { assigneeId: me.id };
}

type ParsedArgs = z.output<typeof taskListArgs>;

async function runList(
  ctx: RequestContext,
  args: ParsedArgs,
  scope: Scope,
  known?: TaskListQuery,
) {
  const { source, lister, query } = await openList(ctx, args, scope, known);
  const result = lister.list(query);
  const nodes = await toTaskRecords(ctx.tx, ctx.orgId, source, result.nodes, query.today);
  return { page: { totalCount: result.totalCount, nodes }, source, lister, query };
}

/** The task source of the list's range and the list's query (its first page). */
async function openList(
  ctx: RequestContext,
  args: ParsedArgs,
  scope: Scope,
  known?: TaskListQuery,
) {
  const query = known ?? await listQuery(ctx, args, scope);
  const everyone = allowed(ctx, "read", "task");
  // One person's tasks, for a caller who may read everyone's: from that person's part of the
  // organisation. (A User's policies narrow their source to them already.)
  const person = everyone ? query.assigneeId ?? onePerson(query.terms) : undefined;
  const { source, lister } = await loadTasks(
    ctx.tx,
    ctx.orgId,
    { from: query.from, to: query.to, ...(person === undefined ? {} : { person }) },
    { shareable: everyone },
  );
  return { source, lister, query };
}

/** The person a `user:` term keeps (terms are all kept: one such term decides). */
function onePerson(terms: TaskListQuery["terms"]): number | undefined {
  for (const t of terms) if (t.kind === "user" && t.id !== undefined) return t.id;
  return undefined;
}

/** The list's query (its first page): its terms, range and today. */
async function listQuery(
  ctx: RequestContext,
  args: ParsedArgs,
  scope: Scope,
): Promise<TaskListQuery> {
  const terms = await resolveTermHandles(ctx.tx, ctx.orgId, parseQueryInput("task", args.q));
  const today = await orgToday(ctx);
  const stored = args.from && args.to
    ? { first: null, last: null }
    : await storedDueDates(ctx.tx, ctx.orgId, scope.assigneeId);
  const range = resolveTaskRange(args, today, stored);
  if (!range.ok) throw badInput(range.message, range.field);
  return {
    terms,
    from: range.from,
    to: range.to,
    today,
    assigneeId: scope.assigneeId,
    sortBy: args.sortBy,
    isDesc: args.isDesc,
    offset: args.offset,
    limit: args.limit,
  };
}

/**
 * The occurrences of `personId` the schedule made, due in the last five years up to today,
 * never stored and not done: what a person removed from the organisation leaves undone
 * (docs/task-engine.md#who-held-a-role-when). Not an access check: the caller decides.
 */
export async function unfinishedOccurrencesOf(
  ctx: RequestContext,
  personId: number,
): Promise<Task[]> {
  const today = await orgToday(ctx);
  const from = addDays(yearsLater(today, -MAX_RANGE_YEARS), 1);
  const kept = await collect(
    ctx,
    { from, to: today },
    { assigneeId: personId },
    (t) => t.id === null && unfinished(t),
  );
  return kept.tasks;
}

/**
 * The unfinished occurrences (not complete, not skipped; manual tasks left out) due in
 * [from, to] that the terms keep, stored or not, in the organisation's list order; `more`
 * when there are over `max` (the list then stops at max + 1). Not an access check: the
 * caller decides.
 */
export function unfinishedOccurrencesDue(
  ctx: RequestContext,
  range: { from: string; to: string; q: readonly string[] },
  max: number,
): Promise<{ tasks: Task[]; more: boolean }> {
  return collect(ctx, range, {}, (t) => !t.isManuallyCreated && unfinished(t), max);
}

const unfinished = (t: Task) => t.status !== "Complete" && !t.deleted;

const PAGE = 1000;

/** The tasks of a list that `keep` accepts, page by page; past `max` of them it stops. */
async function collect(
  ctx: RequestContext,
  range: { from: string; to: string; q?: readonly string[] },
  scope: Scope,
  keep: (t: Task) => boolean,
  max = Number.POSITIVE_INFINITY,
): Promise<{ tasks: Task[]; more: boolean }> {
  const args = parseInput(taskListArgs, {
    ...range,
    q: range.q ? [...range.q] : undefined,
    limit: PAGE,
  });
  const query = await listQuery(ctx, args, scope);
  const pages = await openPages(ctx, args, scope, { ...query, offset: 0, limit: 0 });
  const out: Task[] = [];
  for (let offset = 0;; offset += PAGE) {
    const { nodes } = await pages.page(offset, PAGE);
    out.push(...nodes.filter(keep));
    if (out.length > max) return { tasks: out.slice(0, max + 1), more: true };
    if (nodes.length < PAGE) return { tasks: out, more: false };
  }
}

/** Handles of the range's skipped occurrences that the scope would list. */
function skippedHandles(source: TaskSource, query: TaskListQuery): string[] {
  return source.stored
    .filter((t) => t.deleted && !t.isManuallyCreated)
    .filter((t) => query.assigneeId === undefined || t.personId === query.assigneeId)
    .filter((t) => {
      const date = parseOccurrenceHandle(t.handle)?.date;
      return date !== undefined && date >= query.from && date <= query.to;
    })
    .map((t) => t.handle);
}
