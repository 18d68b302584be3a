import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphqlRequest } from "@/lib/graphql-client";
import { loggedRequest } from "@/lib/api-errors";
import { updateLists } from "@/lib/list-cache";
import { processKeys } from "./query-keys";
import { PROCESS_FIELDS, type Process, type UpdateProcessInput } from "./types";

export const UPDATE_PROCESS_MUTATION = /* GraphQL */ `
  mutation UpdateProcess($process: UpdateProcessInput!) {
    updateProcess(process: $process) { ${PROCESS_FIELDS} }
  }
`;

export function updateProcess(process: UpdateProcessInput): Promise<Process> {
  return loggedRequest("updateProcess", () =>
    graphqlRequest<{ updateProcess: Process }, { process: UpdateProcessInput }>(
      UPDATE_PROCESS_MUTATION,
      { process },
    ).then((data) => data.updateProcess),
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
