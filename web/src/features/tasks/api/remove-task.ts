import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { notifyError } from "@/lib/notify";
import { updateTaskLists, taskRef, type Task } from "@/components/tasks";

export const REMOVE_TASK_MUTATION = graphql(`
  mutation RemoveTask($id: Int, $handle: String, $reason: String) {
    removeTask(id: $id, handle: $handle, reason: $reason)
  }
`);

/**
 * Skips a generated occurrence (stored as deleted, with the reason when one is given) or
 * removes a manual task.
 */
export function removeTask(
  task: Pick<Task, "id" | "handle"> & { reason?: string },
): Promise<boolean> {
  const reason = task.reason?.trim();
  return graphqlRequest(REMOVE_TASK_MUTATION, {
    ...taskRef(task),
    ...(reason ? { reason } : {}),
  }).then((data) => data.removeTask === true);
}

export function useRemoveTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeTask,
    onSuccess: (removed, task) => {
      // The list loses the task only when the server said true.
      if (!removed) {
        notifyError("The task could not be deleted.");
        return;
      }
      void updateTaskLists(client, { removed: [task.handle] });
    },
  });
}
