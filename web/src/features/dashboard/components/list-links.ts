/**
 * Where each dashboard number leads: the list whose totalCount the number is (docs/dashboards.md#statistics),
 * with the very terms the API counts with (_shared/domain/statistics/stat-terms.ts) as
 * repeated `q` params (the lists read them so), the people list's `type`, the task list's
 * `from`/`to`. Pure.
 */
import { addDays } from "@shared/dates/index.ts";
import {
  categoryTerms,
  lateByRoleTerms,
  lookAheadRange,
  PROCESS_STAT_TERMS,
  type ProcessStatKey,
  ROLE_STAT_TERMS,
  type RoleStatKey,
  type TaskStatKey,
  taskStatTerms,
  USER_STAT_FILTERS,
  type UserStatKey,
  WEEK_STATUS_TERMS,
} from "@shared/statistics/stat-terms.ts";

/** The organisation's lists, or the caller's own (a personal dashboard). */
export type DashboardScope = "organization" | "personal";

export interface ListParams {
  q?: readonly string[];
  type?: string;
  from?: string;
  to?: string;
}

/**
 * A link a person can read: `:`, `|` and `=` stay as typed (`q=status=In%20Progress`), the
 * rest is encoded; URLSearchParams reads it back to the same terms.
 */
export function listHref(path: string, params: ListParams = {}): string {
  const encode = (value: string) =>
    encodeURIComponent(value).replace(/%3A/gi, ":").replace(/%7C/gi, "|").replace(/%3D/gi, "=");
  const pairs: string[] = [];
  for (const term of params.q ?? []) pairs.push(`q=${encode(term)}`);
  for (const name of ["type", "from", "to"] as const) {
    const value = params[name];
    if (value) pairs.push(`${name}=${encode(value)}`);
  }
  return pairs.length > 0 ? `${path}?${pairs.join("&")}` : path;
}

export const LIST_PATHS = {
  organization: { processes: "/processes", tasks: "/tasks", roles: "/roles", people: "/people" },
  personal: { processes: "/myProcesses", tasks: "/myTasks", roles: "/myRoles", people: "/people" },
} as const;

/** The processes one count of the processes card counts. */
export function processesHref(scope: DashboardScope, key: ProcessStatKey): string {
  return listHref(LIST_PATHS[scope].processes, { q: PROCESS_STAT_TERMS[key] });
}

/** The tasks card's late links (docs/dashboards.md#organisation-dashboard): is:late, isNot:deleted, a status, d=org. */
export function lateTasksHref(
  scope: DashboardScope,
  key: Exclude<TaskStatKey, "all"> = "allLate",
): string {
  return listHref(LIST_PATHS[scope].tasks, { q: taskStatTerms(key, scope === "organization") });
}

/** The open tasks due from today through today + the look-ahead (lateTasks.all). */
export function upcomingTasksHref(scope: DashboardScope, today: string, days: number): string {
  return listHref(LIST_PATHS[scope].tasks, {
    q: taskStatTerms("all", scope === "organization"),
    ...lookAheadRange(today, days),
  });
}

/** One bar of the tasks-per-week chart: that week's tasks (Monday to Sunday) of one status. */
export function weekTasksHref(weekStart: string, status: keyof typeof WEEK_STATUS_TERMS): string {
  return listHref(LIST_PATHS.organization.tasks, {
    q: WEEK_STATUS_TERMS[status],
    from: weekStart,
    to: addDays(weekStart, 6),
  });
}

/** One bar of the late-by-role chart. */
export function lateByRoleHref(roleHandle: string): string {
  return listHref(LIST_PATHS.organization.tasks, { q: lateByRoleTerms(roleHandle) });
}

/** One bar of the processes-by-category chart; null is the processes in no category. */
export function categoryHref(prefix: string | null): string {
  return listHref(LIST_PATHS.organization.processes, { q: categoryTerms(prefix) });
}

export function rolesHref(scope: DashboardScope, key: RoleStatKey): string {
  return listHref(LIST_PATHS[scope].roles, { q: ROLE_STAT_TERMS[key] });
}

/** People by user type (`type`, the list's own filter) or by has:noAccess / has:noRole. */
export function peopleHref(key: UserStatKey): string {
  const filter: { q: readonly string[]; userType?: string } = USER_STAT_FILTERS[key];
  return listHref(LIST_PATHS.organization.people, { type: filter.userType, q: filter.q });
}
