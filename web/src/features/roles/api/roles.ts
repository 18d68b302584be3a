import { queryOptions, useQuery } from "@tanstack/react-query";
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
    // Lists always go to the network.
    staleTime: 0,
  });
}

/** The full list (limit 1000, sorted by id, docs/product.md#limits): the org chart and the reports-to picker. */
export const ALL_ROLES = {
  offset: 0,
  limit: 1000,
  sortBy: "id",
  isDesc: false,
} satisfies Omit<RolesVariables, "q">;

/** Every role, for the reports-to picker; the role form says why when it fails. */
export function useAllRoles() {
  return useQuery({ ...rolesQueryOptions(ALL_ROLES), meta: { silentError: true } });
}
