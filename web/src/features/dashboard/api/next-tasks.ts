import { queryOptions, useQuery } from "@tanstack/react-query";
import { taskKeys, type TaskListVariables } from "@/components/tasks";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { addDays } from "@shared/dates/index.ts";

export const NEXT_TASKS_COUNT = 10;
/** How far ahead the next tasks are looked for: a year finds ten for anyone with work. */
const HORIZON_DAYS = 365;

export const NEXT_TASKS_QUERY = graphql(`
  query NextTasks($q: [String!], $limit: Int, $sortBy: String, $from: String, $to: String) {
    myTasks(q: $q, offset: 0, limit: $limit, sortBy: $sortBy, isDesc: false, from: $from, to: $to) {
      totalCount
      nodes {
        ...TaskFields
      }
    }
  }
`);

/** The caller's open tasks from today, soonest first (myTasks, the list /myTasks shows). */
export function nextTasksVariables(today: string): TaskListVariables {
  return {
    q: ["isNot:deleted", "status=Not Started|In Progress"],
    limit: NEXT_TASKS_COUNT,
    sortBy: "dueDate",
    from: today,
    to: addDays(today, HORIZON_DAYS),
  };
}

/**
 * Kept under the task lists' key, so the inline status change (which refreshes every
 * task list) refreshes these too.
 */
export function nextTasksQuery(today: string) {
  const variables = nextTasksVariables(today);
  return queryOptions({
    queryKey: taskKeys.upcoming(variables),
    queryFn: ({ signal }) =>
      graphqlRequest(NEXT_TASKS_QUERY, variables, { signal }).then((data) => data.myTasks),
    meta: { silentError: true },
  });
}

export function useNextTasks(today: string) {
  return useQuery(nextTasksQuery(today));
}
