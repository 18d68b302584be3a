import { queryOptions, useQuery, type QueryKey } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import type { TypedDocumentString } from "@/lib/gql/graphql";
import { graphqlRequest } from "@/lib/graphql-client";
import { taskPickerKeys } from "./query-keys";

/**
 * The full lists (limit 1000, docs/product.md#limits) behind the filters (person, process, label, role)
 * and the task form (person, process). Admins and managers only: a User-type person sees
 * only their own tasks and gets neither.
 */
export const PEOPLE_FOR_TASKS_QUERY = graphql(`
  query PeopleForTasks {
    users(offset: 0, limit: 1000, sortBy: "name", isDesc: false) {
      nodes {
        id
        name
        peopleHandle
      }
    }
  }
`);

export const PROCESSES_FOR_TASK_PICKER_QUERY = graphql(`
  query ProcessesForTaskPicker {
    processes(offset: 0, limit: 1000, sortBy: "name", isDesc: false) {
      nodes {
        id
        name
        processHandle
      }
    }
  }
`);

export const LABELS_FOR_TASKS_QUERY = graphql(`
  query LabelsForTasks {
    labels(offset: 0, limit: 1000, sortBy: "label", isDesc: false) {
      nodes {
        id
        label
      }
    }
  }
`);

export const ROLES_FOR_TASKS_QUERY = graphql(`
  query RolesForTasks {
    roles(offset: 0, limit: 1000, sortBy: "roleHandle", isDesc: false) {
      nodes {
        id
        roleHandle
        name
      }
    }
  }
`);

type PickerDocument<TResult> = TypedDocumentString<TResult, { [key: string]: never }>;

function picker<TResult, TNode>(
  key: QueryKey,
  document: PickerDocument<TResult>,
  nodes: (data: TResult) => TNode[],
) {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => graphqlRequest(document, undefined, { signal }).then(nodes),
    staleTime: 60_000,
    // A picker that failed says so beside itself.
    meta: { silentError: true },
  });
}

export const usePeopleForTasks = (enabled: boolean) =>
  useQuery({
    ...picker(taskPickerKeys.people, PEOPLE_FOR_TASKS_QUERY, (data) => data.users.nodes),
    enabled,
  });

export const useProcessesForTasks = (enabled: boolean) =>
  useQuery({
    ...picker(
      taskPickerKeys.processes,
      PROCESSES_FOR_TASK_PICKER_QUERY,
      (data) => data.processes.nodes,
    ),
    enabled,
  });

export const useLabelsForTasks = (enabled: boolean) =>
  useQuery({
    ...picker(taskPickerKeys.labels, LABELS_FOR_TASKS_QUERY, (data) => data.labels.nodes),
    enabled,
  });

export const useRolesForTasks = (enabled: boolean) =>
  useQuery({
    ...picker(taskPickerKeys.roles, ROLES_FOR_TASKS_QUERY, (data) => data.roles.nodes),
    enabled,
  });
