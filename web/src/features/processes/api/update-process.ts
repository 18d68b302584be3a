import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphqlRequest } from "@/lib/graphql-client";
import { loggedRequest } from "./api-errors";
import { refreshLists, replaceInLists } from "./list-cache";
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
    meta: { silentError: true },
    onSuccess: (process) => {
      replaceInLists(client, process);
      // The page also shows people and dates, which the answer does not carry: refetch.
      void client.invalidateQueries({ queryKey: processKeys.detail(process.id) });
      void refreshLists(client);
    },
  });
}
