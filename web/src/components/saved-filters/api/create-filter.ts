import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphqlRequest } from "@/lib/graphql-client";
import { updateLists } from "@/lib/list-cache";
import { filterKeys } from "./query-keys";
import { FILTER_FIELDS, type CreateFilterInput, type SavedFilter } from "./types";

export const CREATE_FILTER_MUTATION = /* GraphQL */ `
  mutation CreateFilter($filter: CreateFilterInput!) {
    createFilter(filter: $filter) { ${FILTER_FIELDS} }
  }
`;

export function createFilter(filter: CreateFilterInput): Promise<SavedFilter> {
  return graphqlRequest<{ createFilter: SavedFilter }, { filter: CreateFilterInput }>(
    CREATE_FILTER_MUTATION,
    { filter },
  ).then((data) => data.createFilter);
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
