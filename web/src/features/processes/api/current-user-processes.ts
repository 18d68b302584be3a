import { queryOptions } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { processKeys, type ProcessListVariables } from "./query-keys";

export const CURRENT_USER_PROCESSES_QUERY = graphql(`
  query CurrentUserProcesses(
    $q: [String!]
    $offset: Int
    $limit: Int
    $sortBy: String
    $isDesc: Boolean
  ) {
    currentUserProcesses(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {
      totalCount
      nodes {
        ...ProcessFields
      }
    }
  }
`);

/** The processes assigned to any role the signed-in person holds (/myProcesses). */
export function currentUserProcessesQueryOptions(variables: ProcessListVariables) {
  return queryOptions({
    queryKey: processKeys.list("mine", variables),
    queryFn: ({ signal }) =>
      graphqlRequest(CURRENT_USER_PROCESSES_QUERY, variables, { signal }).then(
        (data) => data.currentUserProcesses,
      ),
    staleTime: 0,
  });
}
