import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { peopleKeys } from "./query-keys";

export const USER_QUERY = graphql(`
  query User($id: Int!) {
    user(id: $id) {
      ...PersonFields
    }
  }
`);

export function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: peopleKeys.detail(id),
    queryFn: ({ signal }) =>
      graphqlRequest(USER_QUERY, { id }, { signal }).then((data) => data.user),
    staleTime: 0,
    // The page shows a failure in place of the person.
    meta: { silentError: "withoutData" },
  });
}

export function useUser(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...userQueryOptions(id), enabled: options.enabled ?? true });
}
