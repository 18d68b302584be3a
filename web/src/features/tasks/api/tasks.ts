import { queryOptions } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { taskKeys, type TaskListVariables } from "./query-keys";

export const TASKS_QUERY = graphql(`
  query Tasks(
    $q: [String!]
    $offset: Int
    $limit: Int
    $sortBy: String
    $isDesc: Boolean
    $from: String
    $to: String
  ) {
    tasks(
      q: $q
      offset: $offset
      limit: $limit
      sortBy: $sortBy
      isDesc: $isDesc
      from: $from
      to: $to
    ) {
      totalCount
      nodes {
        ...TaskFields
      }
    }
  }
`);

function requestTasks(variables: TaskListVariables, signal: AbortSignal) {
  return graphqlRequest(TASKS_QUERY, variables, { signal }).then((data) => data.tasks);
}

/** The organisation's tasks (admins and managers), one page. */
export function tasksQueryOptions(variables: TaskListVariables) {
  return queryOptions({
    queryKey: taskKeys.list("all", variables),
    queryFn: ({ signal }) => requestTasks(variables, signal),
    staleTime: 0,
  });
}

/** The same list for the calendar's visible range (its own key: not a page of the table). */
export function tasksCalendarQueryOptions(variables: TaskListVariables) {
  return queryOptions({
    queryKey: taskKeys.calendar("all", variables),
    queryFn: ({ signal }) => requestTasks(variables, signal),
    staleTime: 0,
  });
}
