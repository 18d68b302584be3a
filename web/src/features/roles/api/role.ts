import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphqlRequest } from "@/lib/graphql-client";
import { roleKeys } from "./query-keys";
import { ROLE_FIELDS, type Role } from "./types";

export const ROLE_QUERY = /* GraphQL */ `
  query Role($id: Int!) {
    role(id: $id) { ${ROLE_FIELDS} }
  }
`;

export function roleQueryOptions(id: number) {
  return queryOptions({
    queryKey: roleKeys.detail(id),
    queryFn: ({ signal }) =>
      graphqlRequest<{ role: Role | null }, { id: number }>(ROLE_QUERY, { id }, { signal }).then(
        (data) => data.role,
      ),
    staleTime: 0,
    // The details drawer shows the failure itself.
    meta: { silentError: true },
  });
}

export function useRole(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...roleQueryOptions(id), enabled: options.enabled ?? true });
}
