import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { loggedRequest } from "@/lib/api-errors";
import { updateLists } from "@/lib/list-cache";
import type { CreateProcessInput, Process } from "./process-fields";
import { processKeys } from "./query-keys";

export const CREATE_PROCESS_MUTATION = graphql(`
  mutation CreateProcess($process: CreateProcessInput!) {
    createProcess(process: $process) {
      ...ProcessFields
    }
  }
`);

export function createProcess(process: CreateProcessInput): Promise<Process> {
  return loggedRequest("createProcess", () =>
    graphqlRequest(CREATE_PROCESS_MUTATION, { process }).then((data) =>
      answered(data.createProcess),
    ),
  );
}

/** The sheet shows the error beside its field, so no toast here. */
export function useCreateProcess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProcess,
    meta: { silentError: true },
    onSuccess: (process) => void updateLists(client, processKeys.lists(), { added: process }),
  });
}
