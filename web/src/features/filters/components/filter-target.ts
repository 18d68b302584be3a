/**
 * Where a saved filter leads: the list of its entity with its terms as REPEATED `q`
 * params, one term each (`/processes?q=has:noDocs&q=label:Dept:HR`), the encoding the
 * list screens read. Also how a term reads as a chip. Pure.
 */
import {
  describeTerm,
  parseTerm,
  QueryError,
  termAppliesTo,
  formatTerm,
} from "@shared/query/index.ts";
import { FILTER_QUERY_ENTITY, type FilterEntity } from "@shared/filters/filter-input.ts";

export const ENTITY_LISTS: Readonly<Record<FilterEntity, { path: string; label: string }>> = {
  Process: { path: "/processes", label: "Processes" },
  User: { path: "/people", label: "People" },
  Role: { path: "/roles", label: "Roles" },
  Task: { path: "/tasks", label: "Tasks" },
};

export function filterHref(filter: {
  associatedEntity: FilterEntity;
  criteria: readonly string[];
}): string {
  const params = new URLSearchParams();
  for (const term of filter.criteria) params.append("q", term);
  const query = params.toString();
  const { path } = ENTITY_LISTS[filter.associatedEntity];
  return query ? `${path}?${query}` : path;
}

export interface TermChip {
  raw: string;
  label: string;
  /** Why the entity's list would refuse the term, in the shared parser's words. */
  error: string | null;
}

/** How a term reads ("No docs", `Contains "pay"`), judged by the parser the API uses. */
export function termChip(raw: string, entity: FilterEntity): TermChip {
  try {
    const term = parseTerm(raw);
    if (!term) return { raw, label: raw, error: "An empty term means nothing." };
    if (!termAppliesTo(FILTER_QUERY_ENTITY[entity], term)) {
      return {
        raw,
        label: describeTerm(term),
        error: `"${formatTerm(term)}" does not apply to ${ENTITY_LISTS[entity].label.toLowerCase()}`,
      };
    }
    return { raw, label: describeTerm(term), error: null };
  } catch (error) {
    if (error instanceof QueryError) return { raw, label: raw, error: error.message };
    throw error;
  }
}
