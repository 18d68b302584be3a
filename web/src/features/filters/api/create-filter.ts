import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphqlRequest } from "@/lib/graphql-client";
import { reportError } from "./api-errors";
import { prependToPages, refreshFilters } from "./list-cache";
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

export function useCreateFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createFilter,
    meta: { silentError: true },
    onSuccess: (filter) => {
      prependToPages(client, filter);
      void refreshFilters(client);
    },
    onError: reportError,
  });
}
