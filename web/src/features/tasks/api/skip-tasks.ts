import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { taskKeys } from "./query-keys";

export const SKIP_TASKS_MUTATION = graphql(`
  mutation SkipTasks($from: String!, $to: String!, $q: [String!], $reason: String!) {
    skipTasks(from: $from, to: $to, q: $q, reason: $reason)
  }
`);

export interface SkipTasksInput {
  from: string;
  to: string;
  /** The list's terms: only the tasks they keep are skipped. */
  q: readonly string[];
  reason: string;
}

/** Skips every unfinished occurrence due from `from` to `to` that `q` keeps; how many. */
export function skipTasks(input: SkipTasksInput): Promise<number> {
  return graphqlRequest(SKIP_TASKS_MUTATION, {
    from: input.from,
    to: input.to,
    q: input.q.filter((term) => term.trim() !== ""),
    reason: input.reason.trim(),
  }).then((data) => data.skipTasks);
}

/** The dialog's mutation: every task list and calendar is read again afterwards. */
export function useSkipTasks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: skipTasks,
    // Its refusals are shown in the dialog, beside their field.
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
