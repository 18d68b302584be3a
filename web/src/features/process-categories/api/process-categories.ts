import { queryOptions } from "@tanstack/react-query";
import { graphqlRequest, type Connection } from "@/lib/graphql-client";
import { categoryKeys } from "./query-keys";
import { CATEGORY_FIELDS, type CategoriesVariables, type ProcessCategory } from "./types";

export const PROCESS_CATEGORIES_QUERY = /* GraphQL */ `
  query ProcessCategories($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {
    processCategories(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {
      totalCount
      nodes { ${CATEGORY_FIELDS} }
    }
  }
`;

export function processCategoriesQueryOptions(variables: CategoriesVariables) {
  return queryOptions({
    queryKey: categoryKeys.list(variables),
    queryFn: ({ signal }) =>
      graphqlRequest<{ processCategories: Connection<ProcessCategory> }, CategoriesVariables>(
        PROCESS_CATEGORIES_QUERY,
        variables,
        { signal },
      ).then((data) => data.processCategories),
    staleTime: 0,
  });
}
