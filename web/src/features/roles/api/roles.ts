import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { roleKeys } from "./query-keys";
import type { RolesVariables } from "./role-fields";

export const ROLES_QUERY = graphql(`
  query Roles(
    $q: [String!]
    $filledBy: [Int!]
    $offset: Int
    $limit: Int
    $sortBy: String
    $isDesc: Boolean
  ) {
    roles(
      q: $q
      filledBy: $filledBy
      offset: $offset
      limit: $limit
      sortBy: $sortBy
      isDesc: $isDesc
    ) {
      totalCount
      nodes {
        ...RoleFields
      }
    }
  }
`);

export function rolesQueryOptions(variables: RolesVariables) {
  return queryOptions({
    queryKey: roleKeys.list("all", variables),
    queryFn: ({ signal }) =>
      graphqlRequest(ROLES_QUERY, variables, {
        signal,
      }).then((data) => data.roles),
    // Spec §7: lists always go to the network.
    staleTime: 0,
  });
}

export interface RolesQueryOptions {
  enabled?: boolean;
  /** The screen shows a failure itself (the roles list), so no global toast. */
  silentError?: boolean;
}

export function useRoles(variables: RolesVariables, options: RolesQueryOptions = {}) {
  // The previous page stays on screen (under the table's overlay) while the next loads.
  return useQuery({
    ...rolesQueryOptions(variables),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    meta: { silentError: options.silentError === true },
  });
}

/** The full list (limit 1000, sorted by id, spec §9): the org chart and the reports-to picker. */
export const ALL_ROLES: Omit<RolesVariables, "q"> = {
  offset: 0,
  limit: 1000,
  sortBy: "id",
  isDesc: false,
};

export function useAllRoles(q?: string[], options: RolesQueryOptions = {}) {
  return useRoles({ ...ALL_ROLES, ...(q && q.length > 0 ? { q } : {}) }, options);
}
