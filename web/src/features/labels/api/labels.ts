import { queryOptions } from "@tanstack/react-query";
import { graphqlRequest, type Connection } from "@/lib/graphql-client";
import { labelKeys } from "./query-keys";
import { LABEL_FIELDS, type Label, type LabelsVariables } from "./types";

export const LABELS_QUERY = /* GraphQL */ `
  query Labels($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {
    labels(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {
      totalCount
      nodes { ${LABEL_FIELDS} }
    }
  }
`;

export function labelsQueryOptions(variables: LabelsVariables) {
  return queryOptions({
    queryKey: labelKeys.list(variables),
    queryFn: ({ signal }) =>
      graphqlRequest<{ labels: Connection<Label> }, LabelsVariables>(LABELS_QUERY, variables, {
        signal,
      }).then((data) => data.labels),
    staleTime: 0,
  });
}
