import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { updateLists } from "@/lib/list-cache";
import { savedFilter, type CreateFilterInput, type SavedFilter } from "./filter-fields";
import { filterKeys } from "./query-keys";

export const CREATE_FILTER_MUTATION = graphql(`
  mutation CreateFilter($filter: CreateFilterInput!) {
    createFilter(filter: $filter) {
      ...SavedFilterFields
    }
  }
`);

export async function createFilter(filter: CreateFilterInput): Promise<SavedFilter> {
  const data = await graphqlRequest(CREATE_FILTER_MUTATION, { filter });
  return savedFilter(answered(data.createFilter));
}

/** The dialog shows a failure itself, so no toast. */
export function useCreateFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createFilter,
    meta: { silentError: true },
    onSuccess: (filter) =>
      void updateLists(client, filterKeys.forEntity(filter.associatedEntity), { added: filter }),
  });
}
