/**
 * The query language (docs/query-language.md#syntax): each element of a list's `q` is one term
 * and terms are ANDed. One parser (parse-query.ts) serves the API and the web app. Pure.
 */

/** The has: values of the process lists. */
export const PROCESS_HAS_VALUES = [
  "scheduled",
  "scheduledNoDates",
  "needed",
  "noRoles",
  "noDocs",
  "noDescription",
  "noLabel",
  // The opposite of noRoles: the matrix's "all" of its Role dimension lists these.
  "roles",
  "noCategory",
] as const;
/** People: sign-in disabled; fills no role. */
export const USER_HAS_VALUES = ["noAccess", "noRole"] as const;
/** Roles: filled by no one; assigned to no process. */
export const ROLE_HAS_VALUES = ["noUsers", "noProcesses"] as const;

export const HAS_VALUES = [
  ...PROCESS_HAS_VALUES,
  ...USER_HAS_VALUES,
  ...ROLE_HAS_VALUES,
] as const;
export type HasValue = (typeof HAS_VALUES)[number];

export const IS_VALUES = ["late", "missed", "deleted"] as const;
export type IsValue = (typeof IS_VALUES)[number];

export const TASK_STATUSES = ["NotStarted", "InProgress", "Complete"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const STATUS_DISPLAY_NAMES: Readonly<Record<TaskStatus, string>> = {
  NotStarted: "Not Started",
  InProgress: "In Progress",
  Complete: "Complete",
};

export type QueryTerm =
  | { kind: "has"; value: HasValue }
  /** `is:` (negated false) and `isNot:` (negated true). */
  | { kind: "is"; value: IsValue; negated: boolean }
  /** `status=` — any of these (the display names joined by `|`). */
  | { kind: "status"; values: TaskStatus[] }
  /** `d=org` — the whole organisation instead of "mine"; the caller decides what that widens. */
  | { kind: "scope"; value: "org" }
  /** `label:` — a whole label, case-insensitive, e.g. `Dept:HR`. */
  | { kind: "label"; value: string }
  /** `prefix:` — any label whose prefix (the part before the first colon) is this. */
  | { kind: "prefix"; value: string }
  /** `role:` — a role handle, case-insensitive. */
  | { kind: "role"; value: string }
  /** `category:` — the process's category, by its prefix, case-insensitive. */
  | { kind: "category"; value: string }
  /**
   * `user:` — a person, by id (a whole number) or by handle (anything else, any case, e.g.
   * `user:staylor`): exactly one of `id` and `handle`. A handle is looked up in the
   * organisation before a list runs; one that names no one matches nothing.
   */
  | { kind: "user"; id?: number; handle?: string }
  /** `process:` — a process, by id or by handle (`process:FIN-009`), as `user:`. */
  | { kind: "process"; id?: number; handle?: string }
  /** Anything else: case-insensitive search over name, handle and description. */
  | { kind: "text"; value: string };

export type TermKind = QueryTerm["kind"];

/** The keys as written, with the separator each one is written with. */
export const TERM_KEYS = [
  "has:",
  "is:",
  "isNot:",
  "status=",
  "d=",
  "label:",
  "prefix:",
  "role:",
  "category:",
  "user:",
  "process:",
] as const;

/** Guards against absurd input (a query is typed by a person or saved in a filter). */
export const MAX_TERMS = 50;
export const MAX_TERM_LENGTH = 500;

/** The error every bad query raises; the API answers it as BAD_USER_INPUT. */
export class QueryError extends Error {
  readonly code = "BAD_USER_INPUT" as const;
  /** The offending term as given, when there is one. */
  readonly term: string | undefined;

  constructor(message: string, term?: string) {
    super(message);
    this.name = "QueryError";
    this.term = term;
  }
}
