import { queryOptions } from "@tanstack/react-query";
import { graphqlRequest, type Connection } from "@/lib/graphql-client";
import { peopleKeys, type UsersVariables } from "./query-keys";
import { PERSON_FIELDS, type Person } from "./types";

export type { UsersVariables };

export const USERS_QUERY = /* GraphQL */ `
  query Users($q: [String!], $userType: UserType, $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {
    users(q: $q, userType: $userType, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {
      totalCount
      nodes { ${PERSON_FIELDS} }
    }
  }
`;

export function usersQueryOptions(variables: UsersVariables) {
  return queryOptions({
    queryKey: peopleKeys.list(variables),
    queryFn: ({ signal }) =>
      graphqlRequest<{ users: Connection<Person> }, UsersVariables>(USERS_QUERY, variables, {
        signal,
      }).then((data) => data.users),
    // Spec §7: lists always go to the network.
    staleTime: 0,
  });
}
