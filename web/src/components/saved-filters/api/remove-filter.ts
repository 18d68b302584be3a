import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { updateLists } from "@/lib/list-cache";
import { filterKeys } from "./query-keys";

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
    // The manage dialog shows the failure beside the filter.
    meta: { silentError: true },
    // Gone from the list only when the server said true.
    onSuccess: (removed, id) =>
      void updateLists(client, filterKeys.lists(), { removed: removed ? [id] : [] }),
  });
}
