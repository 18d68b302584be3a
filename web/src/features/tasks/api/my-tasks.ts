import { queryOptions } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { taskKeys, type TaskListVariables } from "./query-keys";

export const MY_TASKS_QUERY = graphql(`
  query MyTasks(
    $q: [String!]
    $offset: Int
    $limit: Int
    $sortBy: String
    $isDesc: Boolean
    $from: String
    $to: String
  ) {
    myTasks(
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

function requestMyTasks(variables: TaskListVariables, signal: AbortSignal) {
  return graphqlRequest(MY_TASKS_QUERY, variables, { signal }).then((data) => data.myTasks);
}

/** The caller's own tasks (/myTasks); with `d=org` an admin or manager gets everyone's. */
export function myTasksQueryOptions(variables: TaskListVariables) {
  return queryOptions({
    queryKey: taskKeys.list("mine", variables),
    queryFn: ({ signal }) => requestMyTasks(variables, signal),
    staleTime: 0,
  });
}

export function myTasksCalendarQueryOptions(variables: TaskListVariables) {
  return queryOptions({
    queryKey: taskKeys.calendar("mine", variables),
    queryFn: ({ signal }) => requestMyTasks(variables, signal),
    staleTime: 0,
  });
}
