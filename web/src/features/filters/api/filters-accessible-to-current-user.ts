import { queryOptions } from "@tanstack/react-query";
import { graphqlRequest, type Connection } from "@/lib/graphql-client";
import { filterKeys } from "./query-keys";
import { FILTER_FIELDS, type FiltersVariables, type SavedFilter } from "./types";

export const FILTERS_PAGE_QUERY = /* GraphQL */ `
  query FiltersPage($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean, $associatedEntities: [String!]) {
    filtersAccessibleToCurrentUser(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc, associatedEntities: $associatedEntities) {
      totalCount
      nodes { ${FILTER_FIELDS} }
    }
  }
`;

/** A page of the filters the person may see: the organisation's public ones and their own. */
export function filtersPageQueryOptions(variables: FiltersVariables) {
  return queryOptions({
    queryKey: filterKeys.page(variables),
    queryFn: ({ signal }) =>
      graphqlRequest<{ filtersAccessibleToCurrentUser: Connection<SavedFilter> }, FiltersVariables>(
        FILTERS_PAGE_QUERY,
        variables,
        { signal },
      ).then((data) => data.filtersAccessibleToCurrentUser),
    staleTime: 0,
  });
}
