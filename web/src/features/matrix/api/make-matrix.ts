import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { updateLists } from "@/lib/list-cache";
import type { MatrixInput, SavedMatrix } from "./matrix-fields";
import { matrixKeys } from "./query-keys";

export const MAKE_MATRIX_MUTATION = graphql(`
  mutation MakeMatrix($row: String!, $col: String!, $name: String!, $privacy: Boolean) {
    makeMatrix(row: $row, col: $col, name: $name, privacy: $privacy) {
      ...SavedMatrixFields
    }
  }
`);

export function makeMatrix(input: MatrixInput): Promise<SavedMatrix> {
  return graphqlRequest(MAKE_MATRIX_MUTATION, input).then((data) => answered(data.makeMatrix));
}

export function useMakeMatrix() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: makeMatrix,
    // The form shows the failure beside its fields.
    meta: { silentError: true },
    onSuccess: (matrix) => void updateLists(client, matrixKeys.lists(), { added: matrix }),
  });
}
