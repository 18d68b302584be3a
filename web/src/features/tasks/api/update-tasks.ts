import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { loggedRequest } from "@/lib/api-errors";
import { updateTaskLists, type Task, type UpdateTaskInput } from "@/components/tasks";

export const UPDATE_TASKS_MUTATION = graphql(`
  mutation UpdateTasks($tasks: [UpdateTaskInput!]!) {
    updateTasks(tasks: $tasks) {
      ...TaskFields
    }
  }
`);

/** Several tasks at once; the server changes all of them or none. */
export function updateTasks(tasks: UpdateTaskInput[]): Promise<Task[]> {
  return loggedRequest("updateTasks", () =>
    graphqlRequest(UPDATE_TASKS_MUTATION, { tasks }).then((data) => data.updateTasks),
  );
}

/** The bulk status change; a refusal reaches the person through the global error toast. */
export function useUpdateTasks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTasks,
    onSuccess: (tasks) => void updateTaskLists(client, { updated: tasks }),
  });
}
