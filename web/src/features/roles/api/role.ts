import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { roleKeys } from "./query-keys";

export const ROLE_QUERY = graphql(`
  query Role($id: Int!) {
    role(id: $id) {
      ...RoleFields
    }
  }
`);

export function roleQueryOptions(id: number) {
  return queryOptions({
    queryKey: roleKeys.detail(id),
    queryFn: ({ signal }) =>
      graphqlRequest(ROLE_QUERY, { id }, { signal }).then((data) => data.role),
    staleTime: 0,
    // The details drawer shows the failure itself.
    meta: { silentError: true },
  });
}

export function useRole(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...roleQueryOptions(id), enabled: options.enabled ?? true });
}
