import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { savedFilter, type SavedFilter } from "@/components/saved-filters";
import type { FiltersPageQuery, FiltersPageQueryVariables } from "@/lib/gql/graphql";
import { graphqlRequest } from "@/lib/graphql-client";
import { filterKeys } from "./query-keys";

export type FiltersVariables = FiltersPageQueryVariables;
type Page = FiltersPageQuery["filtersAccessibleToCurrentUser"];
/** A page of saved filters as this screen caches it (nodes narrowed by savedFilter). */
export type FiltersPage = Omit<Page, "nodes"> & { nodes: SavedFilter[] };

export const FILTERS_PAGE_QUERY = graphql(`
  query FiltersPage(
    $q: [String!]
    $offset: Int
    $limit: Int
    $sortBy: String
    $isDesc: Boolean
    $associatedEntities: [String!]
  ) {
    filtersAccessibleToCurrentUser(
      q: $q
      offset: $offset
      limit: $limit
      sortBy: $sortBy
      isDesc: $isDesc
      associatedEntities: $associatedEntities
    ) {
      totalCount
      nodes {
        ...SavedFilterFields
      }
    }
  }
`);

/** A page of the filters the person may see: the organisation's public ones and their own. */
export function filtersPageQueryOptions(variables: FiltersVariables) {
  return queryOptions({
    queryKey: filterKeys.page(variables),
    queryFn: ({ signal }) =>
      graphqlRequest(FILTERS_PAGE_QUERY, variables, { signal }).then(
        ({ filtersAccessibleToCurrentUser: page }): FiltersPage => ({
          ...page,
          nodes: page.nodes.map(savedFilter),
        }),
      ),
    staleTime: 0,
  });
}

export function useFiltersPage(variables: FiltersVariables) {
  return useQuery({ ...filtersPageQueryOptions(variables), placeholderData: keepPreviousData });
}
