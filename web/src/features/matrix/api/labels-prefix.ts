import { queryOptions } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { matrixKeys } from "./query-keys";

export const LABELS_PREFIX_QUERY = graphql(`
  query LabelsPrefix {
    getLabelsPrefix {
      label
      id
    }
  }
`);

/** The dimensions a matrix may use: the organisation's label prefixes, then Role. */
export function labelsPrefixQueryOptions() {
  return queryOptions({
    queryKey: matrixKeys.prefixes(),
    queryFn: ({ signal }) =>
      graphqlRequest(LABELS_PREFIX_QUERY, {}, { signal }).then((data) => data.getLabelsPrefix),
    staleTime: 0,
  });
}
