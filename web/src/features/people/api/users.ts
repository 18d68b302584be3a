import { queryOptions } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import type { UsersQuery } from "@/lib/gql/graphql";
import { graphqlRequest } from "@/lib/graphql-client";
import { peopleKeys, type UsersVariables } from "./query-keys";

export type { UsersVariables };
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
    // Lists always go to the network.
    staleTime: 0,
  });
}
