/**
 * Which terms make sense for which list. A term that does not apply (`has:noDocs` on
 * people) is refused rather than ignored, so a saved filter never silently means less
 * than it says. `d=org` applies everywhere: it only widens "mine" to the organisation,
 * and what "mine" is for a list is the caller's business (the tool lists, labels and
 * process categories, are organisation-wide already, so there it changes nothing).
 */
import {
  type HasValue,
  PROCESS_HAS_VALUES,
  QueryError,
  type QueryTerm,
  ROLE_HAS_VALUES,
  type TermKind,
  USER_HAS_VALUES,
} from "./terms.ts";
import { formatTerm } from "./format-term.ts";
import { parseQuery } from "./parse-query.ts";

export type QueryEntity = "user" | "role" | "process" | "task" | "label" | "category";

/** A saved filter's associatedEntity → the list its criteria filter. */
export const FILTER_ENTITIES: Readonly<Record<"User" | "Role" | "Process" | "Task", QueryEntity>> =
  {
    User: "user",
    Role: "role",
    Process: "process",
    Task: "task",
  };

export const APPLICABLE_TERMS: Readonly<Record<QueryEntity, readonly TermKind[]>> = {
  // role: people holding that role.
  user: ["text", "has", "role", "scope"],
  // user: roles that person fills; process: roles assigned to that process.
  role: ["text", "has", "user", "process", "scope"],
  // role: processes assigned that role; user: processes assigned to a role the person fills;
  // category: the process's category prefix.
  process: ["text", "has", "label", "prefix", "role", "category", "user", "scope"],
  // user: the assignee; process: the task's process; label, prefix: its process's labels;
  // role: a role assigned to its process that the assignee fills.
  task: ["text", "is", "status", "user", "process", "label", "prefix", "role", "scope"],
  // label: the whole label; prefix: the part before its first colon.
  label: ["text", "label", "prefix", "scope"],
  category: ["text", "scope"],
};

/** The has: values each list takes (a list without "has" in APPLICABLE_TERMS takes none). */
export const APPLICABLE_HAS: Readonly<Record<QueryEntity, readonly HasValue[]>> = {
  user: USER_HAS_VALUES,
  role: ROLE_HAS_VALUES,
  process: PROCESS_HAS_VALUES,
  task: [],
  label: [],
  category: [],
};

const ENTITY_NAMES: Readonly<Record<QueryEntity, string>> = {
  user: "people",
  role: "roles",
  process: "processes",
  task: "tasks",
  label: "labels",
  category: "process categories",
};

export function termAppliesTo(entity: QueryEntity, term: QueryTerm): boolean {
  if (!APPLICABLE_TERMS[entity].includes(term.kind)) return false;
  return term.kind !== "has" || APPLICABLE_HAS[entity].includes(term.value);
}

/** Throws QueryError for the first term that does not apply to the entity's list. */
export function assertTermsApply(entity: QueryEntity, terms: readonly QueryTerm[]): void {
  const bad = terms.find((t) => !termAppliesTo(entity, t));
  if (bad) {
    const text = formatTerm(bad);
    throw new QueryError(`"${text}" does not apply to ${ENTITY_NAMES[entity]}`, text);
  }
}

/** True when `d=org` is among the terms. */
export function isOrgWide(terms: readonly QueryTerm[]): boolean {
  return terms.some((t) => t.kind === "scope");
}

/** Parses a `q` (or a saved filter's criteria) for one list; throws QueryError. */
export function parseQueryFor(
  entity: QueryEntity,
  terms: readonly unknown[] | null | undefined,
): QueryTerm[] {
  const parsed = parseQuery(terms);
  assertTermsApply(entity, parsed);
  return parsed;
}
