import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { isUnavailableOperation } from "./api-errors";
import { rolePickerKey } from "./query-keys";

/** The full role list for pickers: limit 1000, sorted by id (spec §9). */
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
    // An API without `roles` yet is not an error worth a toast: the picker steps aside.
    meta: { silentError: true },
    retry: false,
  });
}

/**
 * The roles a person can be given. `unavailable` is true when the API has no `roles`
 * query (yet): the form then shows the person's roles read-only.
 */
export function useRolesForPicker(options: { enabled?: boolean } = {}) {
  const query = useQuery({ ...rolesForPickerQueryOptions(), enabled: options.enabled ?? true });
  return { ...query, unavailable: query.isError && isUnavailableOperation(query.error) };
}
