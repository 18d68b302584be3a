import { queryOptions } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { processKeys, type ProcessListVariables } from "./query-keys";

export const PROCESSES_QUERY = graphql(`
  query Processes($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {
    processes(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {
      totalCount
      nodes {
        ...ProcessFields
      }
    }
  }
`);

/** All processes of the organisation (admins and managers). */
export function processesQueryOptions(variables: ProcessListVariables) {
  return queryOptions({
    queryKey: processKeys.list("all", variables),
    queryFn: ({ signal }) =>
      graphqlRequest(PROCESSES_QUERY, variables, { signal }).then((data) => data.processes),
    staleTime: 0,
  });
}
