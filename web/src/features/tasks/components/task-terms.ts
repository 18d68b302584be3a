/**
 * The screen's filters are q terms (the chips and the URL hold them; docs/query-language.md#syntax): each
 * filter owns the terms of one kind and replaces them. Pure.
 */
import { formatTerm, parseTerm, TASK_STATUSES, type QueryTerm } from "@shared/query/index.ts";

export type TaskFilterKind = "status" | "late" | "user" | "process" | "label" | "role" | "scope";

function kindOf(term: QueryTerm): TaskFilterKind | null {
  switch (term.kind) {
    case "status":
    case "user":
    case "process":
    case "label":
    case "role":
    case "scope":
      return term.kind;
    // `is:deleted` stays a term of its own; only late/not late is the late filter's.
    case "is":
      return term.value === "late" ? "late" : null;
    default:
      return null;
  }
}

/** The filter a raw term belongs to; null for text, deleted and terms that do not parse. */
export function filterKindOf(raw: string): TaskFilterKind | null {
  try {
    const term = parseTerm(raw);
    return term ? kindOf(term) : null;
  } catch {
    return null;
  }
}

/** The raw term the filter holds now, as in the URL ("" for none). */
export function filterTerm(terms: readonly string[], kind: TaskFilterKind): string {
  return terms.find((raw) => filterKindOf(raw) === kind) ?? "";
}

/**
 * The terms with the filter set to `term` ("" clears it): it takes the place of the
 * filter's first term, the filter's other terms go, the rest stay in order.
 */
export function withFilterTerm(
  terms: readonly string[],
  kind: TaskFilterKind,
  term: string,
): string[] {
  const at = terms.findIndex((raw) => filterKindOf(raw) === kind);
  const rest = terms.filter((raw) => filterKindOf(raw) !== kind);
  if (!term) return rest;
  const position = at === -1 ? rest.length : at;
  return [...rest.slice(0, position), term, ...rest.slice(position)];
}

/**
 * One spelling per meaning, to find the option a term picks: `status=In Progress|Not
 * Started` (the dashboard's) and `status=Not Started|In Progress` are the same filter.
 */
export function canonicalTerm(raw: string): string {
  try {
    const term = parseTerm(raw);
    if (!term) return raw.trim();
    if (term.kind !== "status") return formatTerm(term);
    const values = TASK_STATUSES.filter((status) => term.values.includes(status));
    return formatTerm({ kind: "status", values });
  } catch {
    return raw.trim();
  }
}

/** The filters everyone has a select for, and those only admins and managers get (pickers). */
export const BASIC_FILTER_KINDS = ["status", "late"] as const satisfies TaskFilterKind[];
export const PICKER_FILTER_KINDS = [
  "user",
  "process",
  "label",
  "role",
] as const satisfies TaskFilterKind[];

/** How many of these filters hold a term: the count on the folded filters' button. */
export function activeFilterCount(
  terms: readonly string[],
  kinds: readonly TaskFilterKind[],
): number {
  return kinds.filter((kind) => filterTerm(terms, kind) !== "").length;
}
