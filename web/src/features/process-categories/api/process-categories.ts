import { queryOptions } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { categoryKeys } from "./query-keys";
import type { CategoriesVariables } from "./category-fields";

export const PROCESS_CATEGORIES_QUERY = graphql(`
  query ProcessCategories(
    $q: [String!]
    $offset: Int
    $limit: Int
    $sortBy: String
    $isDesc: Boolean
  ) {
    processCategories(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {
      totalCount
      nodes {
        ...CategoryFields
      }
    }
  }
`);

export function processCategoriesQueryOptions(variables: CategoriesVariables) {
  return queryOptions({
    queryKey: categoryKeys.list(variables),
    queryFn: ({ signal }) =>
      graphqlRequest(PROCESS_CATEGORIES_QUERY, variables, { signal }).then(
        (data) => data.processCategories,
      ),
    staleTime: 0,
  });
}
