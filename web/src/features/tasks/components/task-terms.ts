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
    // `is:deleted` stays a term of its own; late, not late and missed are the late filter's.
    case "is":
      return term.value === "late" || (term.value === "missed" && !term.negated) ? "late" : null;
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
 * Started` (the dashboard's) and `status=Not Started|In Progress` are the same filter, and
 * so are `user:BBaker` and `user:bbaker` (handles are matched in any case).
 */
export function canonicalTerm(raw: string): string {
  try {
    const term = parseTerm(raw);
    if (!term) return raw.trim();
    if ((term.kind === "user" || term.kind === "process") && term.handle !== undefined) {
      return formatTerm({ kind: term.kind, handle: term.handle.toLowerCase() });
    }
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

/**
 * What /tasks and /myTasks open on: the open work. Skipped occurrences are left out anyway,
 * so in the default order (due date) the late come first, then today's, then the days ahead
 * (docs/task-engine.md#paging-and-counting).
 */
export const OPEN_WORK_TERMS: readonly string[] = ["status=Not Started|In Progress"];

/** The URL names no terms and no dates: the screen is being opened, not filtered. */
export function isOpening(params: URLSearchParams): boolean {
  return !params.has("q") && !params.has("from") && !params.has("to");
}

/** The URL of the screen as it opens: the open work's terms written out, nothing else changed. */
export function withOpenWork(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const term of OPEN_WORK_TERMS) next.append("q", term);
  return next;
}

/**
 * The terms to write to the URL: no terms at all is one blank `q` (which every list
 * ignores), so that a list the person cleared is not read as one being opened.
 */
export function termsForUrl(terms: readonly string[]): string[] {
  return terms.length > 0 ? [...terms] : [""];
}

export interface NamedPerson {
  id: number;
  name: string;
  peopleHandle: string;
}

export interface NamedProcess {
  id: number;
  name: string;
  processHandle: string;
}

/**
 * A chip's words for a `user:` or `process:` term, by id or by handle, when the person or
 * process is known: "Person: Ben Baker (bbaker)", "Process: FIN-001 · Payroll run".
 */
export function nameTerm(
  raw: string,
  people: readonly NamedPerson[],
  processes: readonly NamedProcess[],
): string | undefined {
  let term: QueryTerm | null;
  try {
    term = parseTerm(raw);
  } catch {
    return undefined;
  }
  const same = (id: number, handle: string) =>
    term && (term.kind === "user" || term.kind === "process")
      ? term.handle === undefined
        ? term.id === id
        : term.handle.toLowerCase() === handle.toLowerCase()
      : false;
  if (term?.kind === "user") {
    const person = people.find((p) => same(p.id, p.peopleHandle));
    return person ? `Person: ${person.name} (${person.peopleHandle})` : undefined;
  }
  if (term?.kind === "process") {
    const process = processes.find((p) => same(p.id, p.processHandle));
    return process ? `Process: ${process.processHandle} · ${process.name}` : undefined;
  }
  return undefined;
}
