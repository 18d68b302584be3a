/**
 * What each dashboard count counts, written as the list query its link opens
 * (docs/dashboards.md#statistics). The API counts with exactly these terms and the web builds
 * its links from them, so a count and its list's totalCount cannot drift apart. Pure; shared
 * with the web.
 */
import { addDays, weekdayOf } from "../dates/calendar.ts";
import type { UserType } from "../abilities.ts";

/** Processes (list: /processes or /myProcesses with these q terms). */
export const PROCESS_STAT_TERMS = {
  all: [],
  scheduled: ["has:scheduled"],
  scheduledNoDates: ["has:scheduledNoDates"],
  needed: ["has:needed"],
  noRoles: ["has:noRoles"],
  noDescription: ["has:noDescription"],
  noLabel: ["has:noLabel"],
  noDocs: ["has:noDocs"],
} as const satisfies Record<string, readonly string[]>;
export type ProcessStatKey = keyof typeof PROCESS_STAT_TERMS;

/** Roles (list: /roles or /myRoles with these q terms). */
export const ROLE_STAT_TERMS = {
  all: [],
  noUsers: ["has:noUsers"],
  noProcesses: ["has:noProcesses"],
} as const satisfies Record<string, readonly string[]>;
export type RoleStatKey = keyof typeof ROLE_STAT_TERMS;

/** People (list: /people with this userType and these q terms). */
export const USER_STAT_FILTERS = {
  all: { q: [] },
  admins: { q: [], userType: "Admin" },
  managers: { q: [], userType: "Manager" },
  users: { q: [], userType: "User" },
  noAccess: { q: ["has:noAccess"] },
  noRole: { q: ["has:noRole"] },
} as const satisfies Record<string, { q: readonly string[]; userType?: UserType }>;
export type UserStatKey = keyof typeof USER_STAT_FILTERS;

const LATE = ["is:late", "isNot:deleted"] as const;

/**
 * Tasks (list: /tasks with d=org, or /myTasks): the late ones over the list's default
 * range; `all` over today … today + the look-ahead (lookAheadRange). Missed (lapsed
 * occurrences, never late) and skipped ones are counted apart, over the default range too
 * (docs/task-engine.md#missed-occurrences).
 */
export const TASK_STAT_TERMS = {
  allLate: [...LATE],
  inProgress: [...LATE, "status=In Progress"],
  notStarted: [...LATE, "status=Not Started"],
  all: ["status=Not Started|In Progress", "isNot:deleted"],
  missed: ["is:missed", "isNot:deleted"],
  skipped: ["is:deleted"],
} as const satisfies Record<string, readonly string[]>;
export type TaskStatKey = keyof typeof TASK_STAT_TERMS;

/** The terms of a task count for the organisation (d=org) or for the caller. */
export function taskStatTerms(key: TaskStatKey, orgWide: boolean): string[] {
  return orgWide ? [...TASK_STAT_TERMS[key], "d=org"] : [...TASK_STAT_TERMS[key]];
}

/** The range of the tasks card's `all`: today through today + lookAheadDays. */
export function lookAheadRange(today: string, lookAheadDays: number) {
  return { from: today, to: addDays(today, lookAheadDays) };
}

/** The weeks of the tasks-by-week chart. */
export const CHART_WEEKS = 8;

/** Monday to Sunday weeks from the one holding `today` (the organisation's calendar). */
export function chartWeeks(today: string, weeks = CHART_WEEKS): { from: string; to: string }[] {
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  return Array.from({ length: weeks }, (_, i) => ({
    from: addDays(monday, 7 * i),
    to: addDays(monday, 7 * i + 6),
  }));
}

/** The terms of one bar of the tasks-by-week chart: one status, the whole organisation. */
export const WEEK_STATUS_TERMS = {
  notStarted: ["status=Not Started", "isNot:deleted", "d=org"],
  inProgress: ["status=In Progress", "isNot:deleted", "d=org"],
  complete: ["status=Complete", "isNot:deleted", "d=org"],
} as const satisfies Record<string, readonly string[]>;

/** The terms of one bar of the late-tasks-by-role chart. */
export function lateByRoleTerms(roleHandle: string): string[] {
  return [`role:${roleHandle}`, ...LATE, "d=org"];
}

/** How many roles the late-tasks-by-role chart shows. */
export const TOP_ROLES = 10;

/** The terms of one bar of the processes-by-category chart (null: no category). */
export function categoryTerms(prefix: string | null): string[] {
  return prefix === null ? ["has:noCategory"] : [`category:${prefix}`];
}

/** A stats-items filter (SCHEDULED_NO_DATES) → its count's key (scheduledNoDates). */
export function statKeyOf(filter: string): string {
  return filter.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}
