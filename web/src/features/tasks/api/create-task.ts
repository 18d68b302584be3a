import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { loggedRequest } from "@/lib/api-errors";
import { updateTaskLists, type CreateTaskInput, type Task } from "@/components/tasks";

export const CREATE_TASK_MUTATION = graphql(`
  mutation CreateTask($task: CreateTaskInput!) {
    createTask(task: $task) {
      ...TaskFields
    }
  }
`);

export function createTask(task: CreateTaskInput): Promise<Task> {
  return loggedRequest("createTask", () =>
    graphqlRequest(CREATE_TASK_MUTATION, { task }).then((data) => answered(data.createTask)),
  );
}

/** A manual task. The sheet shows the error beside its field, so no toast here. */
export function useCreateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    meta: { silentError: true },
    onSuccess: (task) => void updateTaskLists(client, { added: task }),
  });
}
