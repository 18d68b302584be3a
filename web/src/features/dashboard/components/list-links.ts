/**
 * Where each dashboard number leads: the list whose totalCount the number is (issue 9
 * §1), with the q terms of design §5 as repeated `q` params (the lists read them so) and
 * the people list's `type`, the task list's `from`/`to`. Pure.
 */
import { addDays } from "@shared/dates/index.ts";
import { STATUS_DISPLAY_NAMES, type TaskStatus } from "@shared/query/index.ts";

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

/** `has:<token>` on the processes, or the whole list for null. */
export function processesHref(scope: DashboardScope, token: string | null): string {
  return listHref(LIST_PATHS[scope].processes, { q: token ? [`has:${token}`] : [] });
}

export const statusTerm = (...statuses: TaskStatus[]) =>
  `status=${statuses.map((status) => STATUS_DISPLAY_NAMES[status]).join("|")}`;

/** The tasks card's late links (spec §2): is:late, isNot:deleted, a status, d=org. */
export function lateTasksHref(scope: DashboardScope, status?: TaskStatus): string {
  const q = ["is:late", "isNot:deleted"];
  if (status) q.push(statusTerm(status));
  if (scope === "organization") q.push("d=org");
  return listHref(LIST_PATHS[scope].tasks, { q });
}

/** The open tasks due from today through today + the look-ahead (lateTasks.all). */
export function upcomingTasksHref(scope: DashboardScope, today: string, days: number): string {
  const q = [statusTerm("NotStarted", "InProgress"), "isNot:deleted"];
  if (scope === "organization") q.push("d=org");
  return listHref(LIST_PATHS[scope].tasks, { q, from: today, to: addDays(today, days) });
}

/** One bar of the tasks-per-week chart: that week's tasks (Monday to Sunday) of one status. */
export function weekTasksHref(weekStart: string, status: TaskStatus): string {
  return listHref(LIST_PATHS.organization.tasks, {
    q: [statusTerm(status), "isNot:deleted", "d=org"],
    from: weekStart,
    to: addDays(weekStart, 6),
  });
}

/** One bar of the late-by-role chart. */
export function lateByRoleHref(roleHandle: string): string {
  return listHref(LIST_PATHS.organization.tasks, {
    q: [`role:${roleHandle}`, "is:late", "isNot:deleted", "d=org"],
  });
}

/** One bar of the processes-by-category chart; null is the processes in no category. */
export function categoryHref(prefix: string | null): string {
  return listHref(LIST_PATHS.organization.processes, {
    q: [prefix === null ? "has:noCategory" : `category:${prefix}`],
  });
}

export function rolesHref(scope: DashboardScope, token: string | null): string {
  return listHref(LIST_PATHS[scope].roles, { q: token ? [`has:${token}`] : [] });
}

/** People by user type (`type`, the list's own filter) or by `has:noAccess` / `has:noRole`. */
export function peopleHref(filter: { type?: string; token?: string } = {}): string {
  return listHref(LIST_PATHS.organization.people, {
    type: filter.type,
    q: filter.token ? [`has:${filter.token}`] : [],
  });
}
