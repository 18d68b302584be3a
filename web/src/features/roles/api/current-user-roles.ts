import { queryOptions } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import type { CurrentUserRolesQueryVariables } from "@/lib/gql/graphql";
import { graphqlRequest } from "@/lib/graphql-client";
import { roleKeys } from "./query-keys";

export type CurrentUserRolesVariables = CurrentUserRolesQueryVariables;

/** /myRoles: the roles the signed-in person fills (allowed for User-type members). */
export const CURRENT_USER_ROLES_QUERY = graphql(`
  query CurrentUserRoles(
    $q: [String!]
    $offset: Int
    $limit: Int
    $sortBy: String
    $isDesc: Boolean
  ) {
    currentUserRoles(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {
      totalCount
      nodes {
        ...RoleFields
      }
    }
  }
`);

export function currentUserRolesQueryOptions(variables: CurrentUserRolesVariables) {
  return queryOptions({
    queryKey: roleKeys.list("mine", variables),
    queryFn: ({ signal }) =>
      graphqlRequest(CURRENT_USER_ROLES_QUERY, variables, { signal }).then(
        (data) => data.currentUserRoles,
      ),
    staleTime: 0,
  });
}
