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
}

/**
 * The queries behind the roles screen: the table's page, and for the org chart the full
 * list (limit 1000, spec §9) under the same search. Both sources are always declared and
 * only the ones in use are enabled, since hooks cannot be called conditionally.
 */
export function useRolesData({ mine, state, terms, chart }: RolesDataOptions) {
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

  const page = mine ? minePage : allPage;
  const full = mine ? mineFull : allFull;
  return {
    page,
    chart: full,
    /** A role the screen already holds, for the details drawer to show at once. */
    known: (id: number | null): Role | undefined =>
      id === null
        ? undefined
        : (full.data?.nodes.find((r) => r.id === id) ?? page.data?.nodes.find((r) => r.id === id)),
  };
}
