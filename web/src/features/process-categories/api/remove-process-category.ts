import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { notifyError } from "@/lib/notify";
import { reportError } from "./api-errors";
import { refreshCategories, removeFromLists } from "./list-cache";

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
    meta: { silentError: true },
    onSuccess: (removed, id) => {
      // Spec §4: the list loses the category only when the server said true.
      if (!removed) {
        notifyError("The category could not be deleted.");
        return;
      }
      removeFromLists(client, id);
      void refreshCategories(client);
    },
    onError: reportError,
  });
}
