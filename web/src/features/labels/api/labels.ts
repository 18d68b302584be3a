import { queryOptions } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import type { LabelsVariables } from "./label-fields";
import { labelKeys } from "./query-keys";

export type { LabelsVariables };

export const LABELS_QUERY = graphql(`
  query Labels($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {
    labels(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {
      totalCount
      nodes {
        ...LabelFields
      }
    }
  }
`);

export function labelsQueryOptions(variables: LabelsVariables) {
  return queryOptions({
    queryKey: labelKeys.list(variables),
    queryFn: ({ signal }) =>
      graphqlRequest(LABELS_QUERY, variables, { signal }).then((data) => data.labels),
    staleTime: 0,
  });
}
