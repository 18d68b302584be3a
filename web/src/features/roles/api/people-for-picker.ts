import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { peoplePickerKey } from "./query-keys";

/** Everyone who could fill a role: the full list, limit 1000, sorted by name (docs/product.md#limits). */
export const PEOPLE_FOR_PICKER_QUERY = graphql(`
  query PeopleForRolePicker {
    users(offset: 0, limit: 1000, sortBy: "name", isDesc: false) {
      totalCount
      nodes {
        id
        name
      }
    }
  }
`);

export function peopleForPickerQueryOptions() {
  return queryOptions({
    queryKey: peoplePickerKey,
    queryFn: ({ signal }) =>
      graphqlRequest(PEOPLE_FOR_PICKER_QUERY, undefined, {
        signal,
      }).then((data) => data.users.nodes),
    staleTime: 0,
    // The role form says beside the field why it could not be loaded.
    meta: { silentError: true },
  });
}

export function usePeopleForPicker() {
  return useQuery(peopleForPickerQueryOptions());
}
