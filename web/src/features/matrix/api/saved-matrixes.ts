import { queryOptions } from "@tanstack/react-query";
import type { ListVariables } from "@/components/list-page";
import { graphql } from "@/lib/gql";
import type { SavedMatrixesQueryVariables } from "@/lib/gql/graphql";
import { graphqlRequest, type Connection } from "@/lib/graphql-client";
import type { SavedMatrix } from "./matrix-fields";
import { matrixKeys } from "./query-keys";

export const SAVED_MATRIXES_QUERY = graphql(`
  query SavedMatrixes($page: Int, $perPage: Int, $q: String, $sortBy: String, $isDesc: Boolean) {
    getSavedMatrixes(page: $page, perPage: $perPage, q: $q, sortBy: $sortBy, isDesc: $isDesc) {
      totalCount
      nodes {
        ...SavedMatrixFields
      }
    }
  }
`);

/**
 * The list scaffold speaks offset/limit and q terms; getSavedMatrixes takes a page from 1,
 * a page size and one search text. The scaffold's offsets are always whole pages.
 */
export function toSavedMatrixesVariables(variables: ListVariables): SavedMatrixesQueryVariables {
  const text = (variables.q ?? []).join(" ").trim();
  return {
    page: Math.floor(variables.offset / variables.limit) + 1,
    perPage: variables.limit,
    sortBy: variables.sortBy,
    isDesc: variables.isDesc,
    ...(text ? { q: text } : {}),
  };
}

/** A page of the caller's own matrices and everyone's public ones. */
export function savedMatrixesQueryOptions(variables: ListVariables) {
  return queryOptions({
    queryKey: matrixKeys.list(variables),
    queryFn: ({ signal }): Promise<Connection<SavedMatrix>> =>
      graphqlRequest(SAVED_MATRIXES_QUERY, toSavedMatrixesVariables(variables), { signal }).then(
        (data) => data.getSavedMatrixes,
      ),
    staleTime: 0,
  });
}
