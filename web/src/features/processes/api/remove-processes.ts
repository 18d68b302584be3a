import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { notifyError } from "@/lib/notify";
import { updateLists } from "@/lib/list-cache";
import { processKeys } from "./query-keys";

export const REMOVE_PROCESSES_MUTATION = graphql(`
  mutation RemoveProcesses($ids: [Int!]!) {
    removeProcesses(ids: $ids)
  }
`);

export function removeProcesses(ids: number[]): Promise<boolean> {
  return graphqlRequest(REMOVE_PROCESSES_MUTATION, { ids }).then(
    (data) => data.removeProcesses === true,
  );
}

export function useRemoveProcesses() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeProcesses,
    onSuccess: (removed, ids) => {
      if (!removed) {
        notifyError("The selected processes could not be deleted.");
        return;
      }
      for (const id of ids) client.removeQueries({ queryKey: processKeys.detail(id) });
      void updateLists(client, processKeys.lists(), { removed: ids });
    },
  });
}
