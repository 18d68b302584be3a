import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { notifyError } from "@/lib/notify";
import { updateTaskLists, taskRef, type Task } from "@/components/tasks";

export const REMOVE_TASK_MUTATION = graphql(`
  mutation RemoveTask($id: Int, $handle: String) {
    removeTask(id: $id, handle: $handle)
  }
`);

/** Skips a generated occurrence (stored as deleted) or removes a manual task. */
export function removeTask(task: Pick<Task, "id" | "handle">): Promise<boolean> {
  return graphqlRequest(REMOVE_TASK_MUTATION, taskRef(task)).then(
    (data) => data.removeTask === true,
  );
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
