import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphqlRequest } from "@/lib/graphql-client";
import { updateLists } from "@/lib/list-cache";
import { filterKeys } from "./query-keys";
import { FILTER_FIELDS, type SavedFilter, type UpdateFilterInput } from "./types";

export const UPDATE_FILTER_MUTATION = /* GraphQL */ `
  mutation UpdateFilter($filter: UpdateFilterInput!) {
    updateFilter(filter: $filter) { ${FILTER_FIELDS} }
  }
`;

export function updateFilter(filter: UpdateFilterInput): Promise<SavedFilter> {
  return graphqlRequest<{ updateFilter: SavedFilter }, { filter: UpdateFilterInput }>(
    UPDATE_FILTER_MUTATION,
    { filter },
  ).then((data) => data.updateFilter);
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
