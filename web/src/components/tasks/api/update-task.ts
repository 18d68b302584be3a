import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { loggedRequest } from "@/lib/api-errors";
import { updateTaskLists } from "./task-cache";
import type { Task, UpdateTaskInput } from "./task-fields";

export const UPDATE_TASK_MUTATION = graphql(`
  mutation UpdateTask($task: UpdateTaskInput!) {
    updateTask(task: $task) {
      ...TaskFields
    }
  }
`);

/** One task by id, or by handle for an occurrence never stored (which this stores). */
export function updateTask(task: UpdateTaskInput): Promise<Task> {
  return loggedRequest("updateTask", () =>
    graphqlRequest(UPDATE_TASK_MUTATION, { task }).then((data) => answered(data.updateTask)),
  );
}

/**
 * `silent` for the sheet, which shows the error beside its field; the inline status
 * change leaves it to the global error toast.
 */
export function useUpdateTask({ silent = false }: { silent?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    meta: silent ? { silentError: true } : undefined,
    onSuccess: (task) => void updateTaskLists(client, { updated: [task] }),
  });
}
