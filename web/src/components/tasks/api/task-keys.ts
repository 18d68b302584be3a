import type { TasksQueryVariables } from "@/lib/gql/graphql";

/** Which list: the organisation's (`tasks`) or the caller's (`myTasks`). */
export type TaskScope = "all" | "mine";

/** tasks and myTasks take the same arguments. */
export type TaskListVariables = TasksQueryVariables;

/**
 * One key tree for every cached list of tasks (the task screens, the personal dashboard's
 * next tasks), so a write anywhere refreshes them all.
 */
export const taskKeys = {
  all: ["tasks"] as const,
  lists: () => [...taskKeys.all, "list"] as const,
  list: (scope: TaskScope, variables: TaskListVariables) =>
    [...taskKeys.lists(), scope, variables] as const,
  calendar: (scope: TaskScope, variables: TaskListVariables) =>
    [...taskKeys.all, "calendar", scope, variables] as const,
  /** The personal dashboard's next tasks. */
  upcoming: (variables: TaskListVariables) => [...taskKeys.all, "upcoming", variables] as const,
};
