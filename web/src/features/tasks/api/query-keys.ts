import type { TasksQueryVariables } from "@/lib/gql/graphql";

/** Which list: the organisation's (`tasks`) or the caller's (`myTasks`). */
export type TaskScope = "all" | "mine";

/** tasks and myTasks take the same arguments. */
export type TaskListVariables = TasksQueryVariables;

/** One key tree for the feature, so a write refreshes every list and calendar of tasks. */
export const taskKeys = {
  all: ["tasks"] as const,
  lists: () => [...taskKeys.all, "list"] as const,
  list: (scope: TaskScope, variables: TaskListVariables) =>
    [...taskKeys.lists(), scope, variables] as const,
  calendar: (scope: TaskScope, variables: TaskListVariables) =>
    [...taskKeys.all, "calendar", scope, variables] as const,
};

export const calendarFeedKey = ["calendarFeed"] as const;

/** The full lists behind the filters' and the form's pickers (spec §9: limit 1000). */
export const taskPickerKeys = {
  people: ["users", "taskPicker"] as const,
  processes: ["processes", "taskPicker"] as const,
  labels: ["labels", "taskPicker"] as const,
  roles: ["roles", "taskPicker"] as const,
};
