import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { updateLists } from "@/lib/list-cache";
import { savedFilter, type SavedFilter, type UpdateFilterInput } from "./filter-fields";
import { filterKeys } from "./query-keys";

export const UPDATE_FILTER_MUTATION = graphql(`
  mutation UpdateFilter($filter: UpdateFilterInput!) {
    updateFilter(filter: $filter) {
      ...SavedFilterFields
    }
  }
`);

export async function updateFilter(filter: UpdateFilterInput): Promise<SavedFilter> {
  const data = await graphqlRequest(UPDATE_FILTER_MUTATION, { filter });
  return savedFilter(answered(data.updateFilter));
}

export function useUpdateFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateFilter,
    // The manage dialog shows the failure beside the filter.
    meta: { silentError: true },
    onSuccess: (filter) => void updateLists(client, filterKeys.lists(), { updated: filter }),
  });
}
