/**
 * Dashboards (docs/dashboards.md#statistics): the organisation's statistics and a person's own,
 * and the lists behind each count. A count is the totalCount of the list its link opens:
 * processes, roles and people are counted with the lists' own SQL fragments
 * (db/statistics/entity-counts.ts), tasks by the task engine (task-counts.ts), and the
 * *StatsItems lists are those same list commands with the count's terms.
 */
import {
  personalProcessIds,
  processCounts,
  processesByCategory,
  processesPerCategoryId,
  roleCounts,
  rolesInUse,
  userCounts,
} from "../../db/statistics/entity-counts.ts";
import {
  PROCESS_STAT_TERMS,
  type ProcessStatKey,
  ROLE_STAT_TERMS,
  type RoleStatKey,
  statKeyOf,
  USER_STAT_FILTERS,
  type UserStatKey,
} from "../../domain/statistics/stat-terms.ts";
import type { ListName } from "../../db/processes/process-lists.ts";
import { badInput } from "../../http/app-error.ts";
import { authorize, authorizeOwn } from "../authorize.ts";
import type { RequestContext } from "../context.ts";
import { orgToday, requestSettings } from "../org-today.ts";
import { listUsers } from "../people/read-people.ts";
import { listAllProcesses, listMyProcesses } from "../processes/read-processes.ts";
import { listMyRoles, listOrgRoles } from "../roles/read-roles.ts";
import {
  lateTaskCounts,
  lateTasksByRole,
  statisticsAsks,
  statisticsRanges,
  taskCounter,
  tasksByWeek,
} from "./task-counts.ts";

/** Paging and sorting of a *StatsItems list: the list's own arguments, without q. */
export interface StatsPaging {
  offset?: number | null;
  limit?: number | null;
  sortBy?: string | null;
  isDesc?: boolean | null;
}

/** process_docs is not among the tables the task source's version covers. */
const FRESH: ProcessStatKey[] = ["noDocs"];
const KEPT = (Object.keys(PROCESS_STAT_TERMS) as ProcessStatKey[]).filter((k) =>
  !FRESH.includes(k)
);

/** Admins and managers: the whole organisation (a User is FORBIDDEN). */
export async function organizationStatistics(ctx: RequestContext) {
  authorize(ctx, "read", "dashboard");
  const [today, settings] = await Promise.all([orgToday(ctx), requestSettings(ctx)]);
  const lookAheadDays = settings.tasksLookAheadDays;
  const counter = await taskCounter(ctx, today, statisticsRanges(today, lookAheadDays, true));
  // What reads only the tables the task source's version covers is kept with the kept
  // lister (TaskCounter.remember); documents and category prefixes are read every time.
  const [kept, fresh, roles, users, perCategory, usedRoles] = await Promise.all([
    counter.remember("processes", () => processCounts(ctx.tx, ctx.orgId, undefined, KEPT)),
    processCounts(ctx.tx, ctx.orgId, undefined, FRESH),
    counter.remember("roles", () => roleCounts(ctx.tx, ctx.orgId)),
    counter.remember("users", () => userCounts(ctx.tx, ctx.orgId)),
    counter.remember("perCategory", () => processesPerCategoryId(ctx.tx, ctx.orgId)),
    counter.remember("rolesInUse", () => rolesInUse(ctx.tx, ctx.orgId)),
  ]);
  const processes = { ...kept, ...fresh } as Record<ProcessStatKey, number>;
  const byCategory = await processesByCategory(ctx.tx, ctx.orgId, perCategory);
  // The task counts as the dashboard shows them, kept as they are (thousands of role counts
  // ranked) while the organisation's version and today stand.
  const tasks = await counter.remember(`tasks|${today}|${lookAheadDays}`, async () => {
    await counter.prepare(statisticsAsks(today, lookAheadDays, usedRoles));
    return {
      lateTasks: await lateTaskCounts(counter, lookAheadDays, true),
      tasksByWeek: await tasksByWeek(counter),
      lateTasksByRole: await lateTasksByRole(counter, usedRoles),
    };
  });
  return {
    processes,
    roles,
    users,
    lateTasks: tasks.lateTasks,
    today,
    lookAheadDays,
    tasksByWeek: tasks.tasksByWeek,
    lateTasksByRole: tasks.lateTasksByRole,
    processesByCategory: byCategory,
  };
}

/** Every person: their processes (myProcesses), tasks (myTasks) and roles (myRoles). */
export async function personalStatistics(ctx: RequestContext) {
  const me = authorizeOwn(ctx, "read", "myDashboard");
  const [today, settings] = await Promise.all([orgToday(ctx), requestSettings(ctx)]);
  const lookAheadDays = settings.tasksLookAheadDays;
  const counter = await taskCounter(
    ctx,
    today,
    statisticsRanges(today, lookAheadDays, false),
    me.id,
  );
  // Kept with the lister as organizationStatistics keeps its counts, under the person's
  // id: a catalogue manager's lister is shared by every admin and manager, and a User's
  // is theirs alone (task-source-cache.ts). Documents are counted every time, over the
  // kept ids of the person's processes.
  const [kept, roles, ids] = await Promise.all([
    counter.remember(`processes of ${me.id}`, () => processCounts(ctx.tx, ctx.orgId, me.id, KEPT)),
    counter.remember(`roles of ${me.id}`, () => roleCounts(ctx.tx, ctx.orgId, me.id)),
    counter.remember(`process ids of ${me.id}`, () => personalProcessIds(ctx.tx, ctx.orgId, me.id)),
  ]);
  const fresh = await processCounts(ctx.tx, ctx.orgId, ids, FRESH);
  return {
    // A person's processes all come through a role they hold: "no role" does not apply.
    processes: { ...kept, ...fresh, noRoles: null },
    roles,
    lateTasks: await lateTaskCounts(counter, lookAheadDays, false),
    today,
    lookAheadDays,
  };
}

function keyOf<K extends string>(filter: string, keys: Readonly<Record<K, unknown>>): K {
  const key = statKeyOf(filter);
  if (!(key in keys)) throw badInput(`Unknown filter ${filter}.`, "filter");
  return key as K;
}

/** The people behind one count of organizationStatistics.users. */
export async function usersStatsItems(
  ctx: RequestContext,
  filter: string,
  paging: StatsPaging,
) {
  const f: { q: readonly string[]; userType?: "Admin" | "Manager" | "User" } =
    USER_STAT_FILTERS[keyOf<UserStatKey>(filter, USER_STAT_FILTERS)];
  return await listUsers(ctx, { ...paging, q: [...f.q], userType: f.userType });
}

/** The roles behind one count of organizationStatistics.roles. */
export async function rolesStatsItems(ctx: RequestContext, filter: string, paging: StatsPaging) {
  const q = ROLE_STAT_TERMS[keyOf<RoleStatKey>(filter, ROLE_STAT_TERMS)];
  return await listOrgRoles(ctx, { ...paging, q: [...q] });
}

/** The caller's roles behind one count of personalStatistics.roles. */
export async function currentUserRolesStatsItems(
  ctx: RequestContext,
  filter: string,
  paging: StatsPaging,
) {
  const q = ROLE_STAT_TERMS[keyOf<RoleStatKey>(filter, ROLE_STAT_TERMS)];
  return await listMyRoles(ctx, { ...paging, q: [...q] });
}

/** The processes behind one count of organizationStatistics.processes. */
export async function processesStatsItems(
  ctx: RequestContext,
  filter: string,
  paging: StatsPaging,
  include: readonly ListName[] = [],
) {
  const q = PROCESS_STAT_TERMS[keyOf<ProcessStatKey>(filter, PROCESS_STAT_TERMS)];
  return await listAllProcesses(ctx, { ...paging, q: [...q] }, include);
}

/** The caller's processes behind one count of personalStatistics.processes. */
export async function currentUserProcessesStatsItems(
  ctx: RequestContext,
  filter: string,
  paging: StatsPaging,
  include: readonly ListName[] = [],
) {
  const q = PROCESS_STAT_TERMS[keyOf<ProcessStatKey>(filter, PROCESS_STAT_TERMS)];
  return await listMyProcesses(ctx, { ...paging, q: [...q] }, include);
}
