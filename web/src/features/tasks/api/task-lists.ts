import { queryOptions } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { taskKeys, type TaskListVariables, type TaskScope } from "./query-keys";

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

function requestTasks(scope: TaskScope, variables: TaskListVariables, signal: AbortSignal) {
  return scope === "all"
    ? graphqlRequest(TASKS_QUERY, variables, { signal }).then((data) => data.tasks)
    : graphqlRequest(MY_TASKS_QUERY, variables, { signal }).then((data) => data.myTasks);
}

/** One page of a task list (as the list scaffold asks for it). */
export const taskListQuery = (scope: TaskScope) => (variables: TaskListVariables) =>
  queryOptions({
    queryKey: taskKeys.list(scope, variables),
    queryFn: ({ signal }) => requestTasks(scope, variables, signal),
    staleTime: 0,
  });

/** The same list for the calendar's visible range, under its own key: not a table's page. */
export const taskCalendarQuery = (scope: TaskScope) => (variables: TaskListVariables) =>
  queryOptions({
    queryKey: taskKeys.calendar(scope, variables),
    queryFn: ({ signal }) => requestTasks(scope, variables, signal),
    staleTime: 0,
  });
