import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphqlRequest } from "@/lib/graphql-client";
import { loggedRequest } from "@/lib/api-errors";
import { updateLists } from "@/lib/list-cache";
import { processKeys } from "./query-keys";
import { PROCESS_FIELDS, type CreateProcessInput, type Process } from "./types";

export const CREATE_PROCESS_MUTATION = /* GraphQL */ `
  mutation CreateProcess($process: CreateProcessInput!) {
    createProcess(process: $process) { ${PROCESS_FIELDS} }
  }
`;

export function createProcess(process: CreateProcessInput): Promise<Process> {
  return loggedRequest("createProcess", () =>
    graphqlRequest<{ createProcess: Process }, { process: CreateProcessInput }>(
      CREATE_PROCESS_MUTATION,
      { process },
    ).then((data) => data.createProcess),
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
