import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { notifyError } from "@/lib/notify";
import { updateLists } from "@/lib/list-cache";
import { processKeys } from "./query-keys";

export const REMOVE_PROCESS_MUTATION = graphql(`
  mutation RemoveProcess($id: Int!) {
    removeProcess(id: $id)
  }
`);

export function removeProcess(id: number): Promise<boolean> {
  return graphqlRequest(REMOVE_PROCESS_MUTATION, { id }).then(
    (data) => data.removeProcess === true,
  );
}

export function useRemoveProcess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeProcess,
    onSuccess: (removed, id) => {
      // The list loses the process only when the server said true.
      if (!removed) {
        notifyError("The process could not be deleted.");
        return;
      }
      client.removeQueries({ queryKey: processKeys.detail(id) });
      void updateLists(client, processKeys.lists(), { removed: [id] });
    },
  });
}
