import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphqlRequest, type Connection } from "@/lib/graphql-client";
import { filterKeys } from "./query-keys";
import { FILTER_FIELDS, type FilterEntity, type SavedFilter } from "./types";

export const FILTERS_QUERY = /* GraphQL */ `
  query FiltersAccessibleToCurrentUser($associatedEntities: [String!]) {
    filtersAccessibleToCurrentUser(offset: 0, limit: 1000, sortBy: "name", isDesc: false, associatedEntities: $associatedEntities) {
      totalCount
      nodes { ${FILTER_FIELDS} }
    }
  }
`;

/**
 * The public filters of the organisation and the caller's private ones for one list,
 * loaded whole (spec §7: offset 0, limit 1000).
 */
export function filtersQueryOptions(entity: FilterEntity) {
  return queryOptions({
    queryKey: filterKeys.forEntity(entity),
    queryFn: ({ signal }) =>
      graphqlRequest<
        { filtersAccessibleToCurrentUser: Connection<SavedFilter> },
        { associatedEntities: FilterEntity[] }
      >(FILTERS_QUERY, { associatedEntities: [entity] }, { signal }).then(
        (data) => data.filtersAccessibleToCurrentUser.nodes,
      ),
    staleTime: 0,
  });
}

export function useFiltersAccessibleToCurrentUser(entity: FilterEntity) {
  return useQuery(filtersQueryOptions(entity));
}
