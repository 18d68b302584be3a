import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { notifyError } from "@/lib/notify";
import { updateLists } from "@/lib/list-cache";
import { categoryKeys } from "./query-keys";

export const REMOVE_PROCESS_CATEGORY_MUTATION = graphql(`
  mutation RemoveProcessCategory($id: Int!) {
    removeProcessCategory(id: $id)
  }
`);

export function removeProcessCategory(id: number): Promise<boolean> {
  return graphqlRequest(REMOVE_PROCESS_CATEGORY_MUTATION, { id }).then(
    (data) => data.removeProcessCategory === true,
  );
}

export function useRemoveProcessCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeProcessCategory,
    // The confirmation shows the refusal.
    meta: { silentError: true },
    onSuccess: (removed, id) => {
      // The list loses the category only when the server said true.
      if (!removed) {
        notifyError("The category could not be deleted.");
        return;
      }
      void updateLists(client, categoryKeys.lists(), { removed: [id] });
    },
  });
}
