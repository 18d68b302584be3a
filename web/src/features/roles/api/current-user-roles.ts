import { queryOptions } from "@tanstack/react-query";
import { graphqlRequest, type Connection } from "@/lib/graphql-client";
import { roleKeys } from "./query-keys";
import { ROLE_FIELDS, type Role, type RolesVariables } from "./types";

export type CurrentUserRolesVariables = Omit<RolesVariables, "filledBy">;

/** /myRoles: the roles the signed-in person fills (allowed for User-type members). */
export const CURRENT_USER_ROLES_QUERY = /* GraphQL */ `
  query CurrentUserRoles($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {
    currentUserRoles(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {
      totalCount
      nodes { ${ROLE_FIELDS} }
    }
  }
`;

export function currentUserRolesQueryOptions(variables: CurrentUserRolesVariables) {
  return queryOptions({
    queryKey: roleKeys.list("mine", variables),
    queryFn: ({ signal }) =>
      graphqlRequest<{ currentUserRoles: Connection<Role> }, CurrentUserRolesVariables>(
        CURRENT_USER_ROLES_QUERY,
        variables,
        { signal },
      ).then((data) => data.currentUserRoles),
    staleTime: 0,
  });
}
