import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { dropFilter, refreshFilters } from "./filter-cache";

export const REMOVE_FILTER_MUTATION = graphql(`
  mutation RemoveFilter($id: Int!) {
    removeFilter(id: $id)
  }
`);

export function removeFilter(id: number): Promise<boolean> {
  return graphqlRequest(REMOVE_FILTER_MUTATION, { id }).then((data) => data.removeFilter === true);
}

export function useRemoveFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeFilter,
    meta: { silentError: true },
    onSuccess: (removed, id) => {
      // Spec §4: gone from the list only when the server said true.
      if (removed) dropFilter(client, id);
      void refreshFilters(client);
    },
  });
}
