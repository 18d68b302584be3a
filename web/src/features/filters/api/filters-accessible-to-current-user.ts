import { queryOptions } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { savedFilter, type SavedFilter } from "@/components/saved-filters";
import { graphqlRequest, type Connection } from "@/lib/graphql-client";
import { filterKeys, type FiltersVariables } from "./query-keys";

export type { FiltersVariables };

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
        ({ filtersAccessibleToCurrentUser: page }): Connection<SavedFilter> => ({
          ...page,
          nodes: page.nodes.map(savedFilter),
        }),
      ),
    staleTime: 0,
  });
}
