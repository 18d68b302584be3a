import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { loggedRequest } from "@/lib/api-errors";
import { updateLists } from "@/lib/list-cache";
import { processKeys } from "./query-keys";
import type { Process, UpdateProcessInput } from "./process-fields";

export const UPDATE_PROCESS_MUTATION = graphql(`
  mutation UpdateProcess($process: UpdateProcessInput!) {
    updateProcess(process: $process) {
      ...ProcessFields
    }
  }
`);

export function updateProcess(process: UpdateProcessInput): Promise<Process> {
  return loggedRequest("updateProcess", () =>
    graphqlRequest(UPDATE_PROCESS_MUTATION, { process }).then((data) =>
      answered(data.updateProcess),
    ),
  );
}

export function useUpdateProcess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProcess,
    // The sheet shows the error beside its field.
    meta: { silentError: true },
    // The root refetch also covers the process page (people and dates the answer lacks).
    onSuccess: (process) => void updateLists(client, processKeys.lists(), { updated: process }),
  });
}
