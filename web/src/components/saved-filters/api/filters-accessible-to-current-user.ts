import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { savedFilter, type FilterEntity } from "./filter-fields";
import { filterKeys } from "./query-keys";

export const FILTERS_QUERY = graphql(`
  query FiltersAccessibleToCurrentUser($associatedEntities: [String!]) {
    filtersAccessibleToCurrentUser(
      offset: 0
      limit: 1000
      sortBy: "name"
      isDesc: false
      associatedEntities: $associatedEntities
    ) {
      totalCount
      nodes {
        ...SavedFilterFields
      }
    }
  }
`);

/**
 * The public filters of the organisation and the caller's private ones for one list,
 * loaded whole (offset 0, limit 1000: docs/product.md#limits).
 */
export function filtersQueryOptions(entity: FilterEntity) {
  return queryOptions({
    queryKey: filterKeys.forEntity(entity),
    queryFn: ({ signal }) =>
      graphqlRequest(FILTERS_QUERY, { associatedEntities: [entity] }, { signal }).then((data) =>
        data.filtersAccessibleToCurrentUser.nodes.map(savedFilter),
      ),
    staleTime: 0,
  });
}

export function useFiltersAccessibleToCurrentUser(entity: FilterEntity) {
  return useQuery(filtersQueryOptions(entity));
}
