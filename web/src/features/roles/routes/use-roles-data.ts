import { toOffsetLimit, type TableState } from "@/components/data-table";
import { fallbackTerms, termsArgument, termsOutcome } from "@/components/saved-filters";
import { errorMessage } from "../api/api-errors";
import { useCurrentUserRoles } from "../api/current-user-roles";
import { ALL_ROLES, useRoles } from "../api/roles";
import type { Role, RoleList, RolesVariables } from "../api/role-fields";

export interface RolesDataOptions {
  /** /myRoles: the signed-in person's roles (currentUserRoles) instead of all roles. */
  mine: boolean;
  /** Page, size and sort of the table. */
  state: TableState;
  /** The q terms (chips) of the URL. */
  terms: string[];
  chart: boolean;
  /** A role's details are open: they list the roles under it, which needs the full list. */
  details: boolean;
}

/**
 * All roles or one's own. Both sources are always declared and only the one in use is
 * enabled, since hooks cannot be called conditionally. `shown`: the screen shows its
 * failure (in place of the rows, or a refused term above them), so no toast.
 */
function useRoleList(mine: boolean, variables: RolesVariables, enabled: boolean, shown = true) {
  const options = { enabled: enabled && !mine, silentError: shown };
  const all = useRoles(variables, options);
  const own = useCurrentUserRoles(variables, { ...options, enabled: enabled && mine });
  return mine ? own : all;
}

/**
 * The queries behind the roles screen: the table's page, or for the org chart the full
 * list (limit 1000, spec §9) under the same terms. A term the server refuses leaves the
 * rows of the other terms on screen (a second request with those, see refused-terms.ts).
 */
export function useRolesData({ mine, state, terms, chart, details }: RolesDataOptions) {
  const pageVars = (q: string[] | undefined): RolesVariables => ({
    q,
    ...toOffsetLimit(state),
    sortBy: state.sortBy ?? "roleHandle",
    isDesc: state.isDesc,
  });
  const fullVars = (q: string[] | undefined): RolesVariables => ({ q, ...ALL_ROLES });
  const q = termsArgument(terms);

  const page = useRoleList(mine, pageVars(q), !chart);
  const full = useRoleList(mine, fullVars(q), chart);
  const main = chart ? full : page;
  const retry = fallbackTerms(terms, "role", main);
  const retryQ = termsArgument(retry);
  const fallbackPage = useRoleList(mine, pageVars(retryQ), !chart && retry !== null);
  const fallbackFull = useRoleList(mine, fullVars(retryQ), chart && retry !== null);
  const shown = termsOutcome<RoleList>(
    main,
    chart ? fallbackFull : fallbackPage,
    retry,
    "roles",
    errorMessage,
  );
  // The details list the roles under one role: from the whole list, not the search's.
  // Without terms this is the chart's own query (same key), so no second request.
  const tree = useRoleList(mine, ALL_ROLES, details, false);

  return {
    /** The rows (page or whole chart) to show, with the refusal of a term if any. */
    shown,
    /** Every role (limit 1000), while a role's details are open. */
    tree,
    /** A role the screen already holds, for the details drawer to show at once. */
    known: (id: number | null): Role | undefined =>
      id === null
        ? undefined
        : [tree.data, shown.data]
            .map((list) => list?.nodes.find((role) => role.id === id))
            .find((role) => role !== undefined),
  };
}
