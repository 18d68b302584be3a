import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphqlRequest } from "@/lib/graphql-client";
import { notifyError } from "@/lib/notify";
import { reportError } from "./api-errors";
import { refreshFilters, removeFromPages } from "./list-cache";

export const REMOVE_FILTER_MUTATION = /* GraphQL */ `
  mutation RemoveFilter($id: Int!) {
    removeFilter(id: $id)
  }
`;

export function removeFilter(id: number): Promise<boolean> {
  return graphqlRequest<{ removeFilter: boolean }, { id: number }>(REMOVE_FILTER_MUTATION, {
    id,
  }).then((data) => data.removeFilter);
}

export function useRemoveFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeFilter,
    meta: { silentError: true },
    onSuccess: (removed, id) => {
      // Spec §4: the list loses the filter only when the server said true.
      if (!removed) {
        notifyError("The filter could not be deleted.");
        return;
      }
      removeFromPages(client, id);
      void refreshFilters(client);
    },
    onError: reportError,
  });
}
