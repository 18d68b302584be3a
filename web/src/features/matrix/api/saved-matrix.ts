import { queryOptions } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { matrixKeys } from "./query-keys";

export const SAVED_MATRIX_QUERY = graphql(`
  query SavedMatrix($id: Int!) {
    savedMatrix(id: $id) {
      ...SavedMatrixFields
    }
  }
`);

/** One matrix the caller may see; null when it is gone or someone else's private one. */
export function savedMatrixQueryOptions(id: number) {
  return queryOptions({
    queryKey: matrixKeys.one(id),
    queryFn: ({ signal }) =>
      graphqlRequest(SAVED_MATRIX_QUERY, { id }, { signal }).then((data) => data.savedMatrix),
    staleTime: 0,
    meta: { silentError: true },
  });
}
