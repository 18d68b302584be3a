import type { ListExport } from "@/components/list-page";
import { graphql } from "@/lib/gql";
import type { ExportTasksQueryVariables } from "@/lib/gql/graphql";
import { graphqlRequest } from "@/lib/graphql-client";
import type { TaskScope } from "./query-keys";

export const EXPORT_TASKS_QUERY = graphql(`
  query ExportTasks($q: [String!], $sortBy: String, $isDesc: Boolean, $from: String, $to: String) {
    exportTasks(q: $q, sortBy: $sortBy, isDesc: $isDesc, from: $from, to: $to)
  }
`);

export const EXPORT_MY_TASKS_QUERY = graphql(`
  query ExportMyTasks(
    $q: [String!]
    $sortBy: String
    $isDesc: Boolean
    $from: String
    $to: String
  ) {
    exportMyTasks(q: $q, sortBy: $sortBy, isDesc: $isDesc, from: $from, to: $to)
  }
`);

/** /tasks (all) or /myTasks (mine) as CSV, with the list's range, terms and sort. */
export function tasksExport(scope: TaskScope): ListExport<ExportTasksQueryVariables> {
  return scope === "all"
    ? {
        entity: "tasks",
        request: (variables) =>
          graphqlRequest(EXPORT_TASKS_QUERY, variables).then((data) => data.exportTasks),
      }
    : {
        entity: "my-tasks",
        request: (variables) =>
          graphqlRequest(EXPORT_MY_TASKS_QUERY, variables).then((data) => data.exportMyTasks),
      };
}
