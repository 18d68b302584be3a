import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import type { UsersQuery, UsersQueryVariables } from "@/lib/gql/graphql";
import { graphqlRequest } from "@/lib/graphql-client";
import { peopleKeys } from "./query-keys";

export type UsersVariables = UsersQueryVariables;
export type PersonList = UsersQuery["users"];

export const USERS_QUERY = graphql(`
  query Users(
    $q: [String!]
    $userType: UserType
    $offset: Int
    $limit: Int
    $sortBy: String
    $isDesc: Boolean
  ) {
    users(
      q: $q
      userType: $userType
      offset: $offset
      limit: $limit
      sortBy: $sortBy
      isDesc: $isDesc
    ) {
      totalCount
      nodes {
        ...PersonFields
      }
    }
  }
`);

export function usersQueryOptions(variables: UsersVariables) {
  return queryOptions({
    queryKey: peopleKeys.list(variables),
    queryFn: ({ signal }) =>
      graphqlRequest(USERS_QUERY, variables, {
        signal,
      }).then((data) => data.users),
    // Spec §7: lists always go to the network.
    staleTime: 0,
  });
}

export function useUsers(variables: UsersVariables, options: { enabled?: boolean } = {}) {
  // The previous page stays on screen (under the table's overlay) while the next loads.
  return useQuery({
    ...usersQueryOptions(variables),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    // The list shows a failure itself: in place of the rows, or a refused term above them.
    meta: { silentError: true },
  });
}
