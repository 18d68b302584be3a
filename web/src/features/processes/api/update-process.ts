import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { loggedRequest } from "./api-errors";
import { refreshLists, replaceInLists } from "./list-cache";
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
    meta: { silentError: true },
    onSuccess: (process) => {
      replaceInLists(client, process);
      // The page also shows people and dates, which the answer does not carry: refetch.
      void client.invalidateQueries({ queryKey: processKeys.detail(process.id) });
      void refreshLists(client);
    },
  });
}
