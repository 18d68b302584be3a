import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import type { LabelsQuery, LabelsQueryVariables } from "@/lib/gql/graphql";
import { graphqlRequest } from "@/lib/graphql-client";
import { labelKeys } from "./query-keys";

export type LabelList = LabelsQuery["labels"];
export type LabelsVariables = LabelsQueryVariables;

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

export function useLabels(variables: LabelsVariables) {
  return useQuery({ ...labelsQueryOptions(variables), placeholderData: keepPreviousData });
}
