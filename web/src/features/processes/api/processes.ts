import { queryOptions } from "@tanstack/react-query";
import { graphqlRequest, type Connection } from "@/lib/graphql-client";
import { processKeys, type ProcessListVariables } from "./query-keys";
import { PROCESS_FIELDS, type Process } from "./types";

export const PROCESSES_QUERY = /* GraphQL */ `
  query Processes($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {
    processes(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {
      totalCount
      nodes { ${PROCESS_FIELDS} }
    }
  }
`;

/** All processes of the organisation (admins and managers). */
export function processesQueryOptions(variables: ProcessListVariables) {
  return queryOptions({
    queryKey: processKeys.list("all", variables),
    queryFn: ({ signal }) =>
      graphqlRequest<{ processes: Connection<Process> }, ProcessListVariables>(
        PROCESSES_QUERY,
        variables,
        { signal },
      ).then((data) => data.processes),
    staleTime: 0,
  });
}
