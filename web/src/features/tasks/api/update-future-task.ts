import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { loggedRequest } from "@/lib/api-errors";
import { updateTaskLists, type FutureTaskInput, type Task } from "@/components/tasks";

export const UPDATE_FUTURE_TASK_MUTATION = graphql(`
  mutation UpdateFutureTask($task: FutureTaskInput!) {
    updateFutureTask(task: $task) {
      ...TaskFields
    }
  }
`);

/** "This and following": a rule for the series from this occurrence on. */
export function updateFutureTask(task: FutureTaskInput): Promise<Task> {
  return loggedRequest("updateFutureTask", () =>
    graphqlRequest(UPDATE_FUTURE_TASK_MUTATION, { task }).then((data) =>
      answered(data.updateFutureTask),
    ),
  );
}

export function useUpdateFutureTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateFutureTask,
    // The sheet shows the error; the later occurrences change too, so every list refetches.
    meta: { silentError: true },
    onSuccess: (task) => void updateTaskLists(client, { updated: [task] }),
  });
}
