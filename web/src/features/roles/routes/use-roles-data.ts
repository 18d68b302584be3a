import { toOffsetLimit, type TableState } from "@/components/data-table";
import { useCurrentUserRoles } from "../api/current-user-roles";
import { ALL_ROLES, useRoles } from "../api/roles";
import type { Role } from "../api/types";

export interface RolesDataOptions {
  /** /myRoles: the signed-in person's roles (currentUserRoles) instead of all roles. */
  mine: boolean;
  state: TableState;
  /** Every `q` term in the URL (the table's search is the first). */
  terms: string[];
  chart: boolean;
  /** A role's details are open: they list the roles under it, which needs the full list. */
  details: boolean;
}

/**
 * The queries behind the roles screen: the table's page, and for the org chart the full
 * list (limit 1000, spec §9) under the same search. Both sources are always declared and
 * only the ones in use are enabled, since hooks cannot be called conditionally.
 */
export function useRolesData({ mine, state, terms, chart, details }: RolesDataOptions) {
  const q = terms.length > 0 ? terms : undefined;
  const pageVars = {
    q,
    ...toOffsetLimit(state),
    sortBy: state.sortBy ?? "roleHandle",
    isDesc: state.isDesc,
  };
  const fullVars = { q, ...ALL_ROLES };

  const allPage = useRoles(pageVars, { enabled: !mine && !chart });
  const minePage = useCurrentUserRoles(pageVars, { enabled: mine && !chart });
  const allFull = useRoles(fullVars, { enabled: !mine && chart });
  const mineFull = useCurrentUserRoles(fullVars, { enabled: mine && chart });
  // The details list the roles under one role: from the whole list, not the search's.
  // Without a search this is the chart's own query (same key), so no second request.
  const allTree = useRoles(ALL_ROLES, { enabled: !mine && details });
  const mineTree = useCurrentUserRoles(ALL_ROLES, { enabled: mine && details });

  const page = mine ? minePage : allPage;
  const full = mine ? mineFull : allFull;
  const tree = mine ? mineTree : allTree;
  return {
    page,
    chart: full,
    /** Every role (limit 1000), while a role's details are open. */
    tree,
    /** A role the screen already holds, for the details drawer to show at once. */
    known: (id: number | null): Role | undefined =>
      id === null
        ? undefined
        : [tree, full, page]
            .map((query) => query.data?.nodes.find((role) => role.id === id))
            .find((role) => role !== undefined),
  };
}
