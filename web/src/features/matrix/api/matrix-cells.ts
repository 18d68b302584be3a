import { queryOptions } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { matrixKeys } from "./query-keys";

export const MATRIX_QUERY = graphql(`
  query Matrix($row: String!, $col: String!) {
    getMatrix(row: $row, col: $col) {
      name
      value
      id
    }
  }
`);

/** The counts of every pair of a row value and a column value, row by row (schema/matrix.ts). */
export function matrixCellsQueryOptions(row: string, col: string) {
  return queryOptions({
    queryKey: matrixKeys.cells(row, col),
    queryFn: ({ signal }) =>
      graphqlRequest(MATRIX_QUERY, { row, col }, { signal }).then((data) => data.getMatrix),
    staleTime: 0,
    // The screen shows the failure in place of the table.
    meta: { silentError: true },
  });
}
