import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { notifyError } from "@/lib/notify";
import { updateLists } from "@/lib/list-cache";
import { labelKeys } from "./query-keys";

export const REMOVE_LABEL_MUTATION = graphql(`
  mutation RemoveLabel($id: Int!) {
    removeLabel(id: $id)
  }
`);

export function removeLabel(id: number): Promise<boolean> {
  return graphqlRequest(REMOVE_LABEL_MUTATION, {
    id,
  }).then((data) => data.removeLabel === true);
}

export function useRemoveLabel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeLabel,
    // The confirmation shows the refusal.
    meta: { silentError: true },
    onSuccess: (removed, id) => {
      // The list loses the label only when the server said true.
      if (!removed) {
        notifyError("The label could not be deleted.");
        return;
      }
      void updateLists(client, labelKeys.lists(), { removed: [id] });
    },
  });
}
