import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { rolePickerKey } from "./query-keys";

/** The full role list for pickers: limit 1000, sorted by id (docs/product.md#limits). */
export const ROLES_FOR_PICKER_QUERY = graphql(`
  query RolesForPicker {
    roles(offset: 0, limit: 1000, sortBy: "id", isDesc: false) {
      totalCount
      nodes {
        id
        roleHandle
        name
      }
    }
  }
`);

export function rolesForPickerQueryOptions() {
  return queryOptions({
    queryKey: rolePickerKey,
    queryFn: ({ signal }) =>
      graphqlRequest(ROLES_FOR_PICKER_QUERY, undefined, {
        signal,
      }).then((data) => data.roles.nodes),
    staleTime: 0,
    // The person form says why beside the roles, which it then shows read-only.
    meta: { silentError: true },
  });
}

/** The roles a person can be given. */
export function useRolesForPicker(options: { enabled?: boolean } = {}) {
  return useQuery({ ...rolesForPickerQueryOptions(), enabled: options.enabled ?? true });
}
