import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { updateLists } from "@/lib/list-cache";
import type { MatrixInput, SavedMatrix } from "./matrix-fields";
import { matrixKeys } from "./query-keys";

export const UPDATE_SAVED_MATRIX_MUTATION = graphql(`
  mutation UpdateSavedMatrix(
    $id: Int!
    $row: String!
    $col: String!
    $name: String!
    $privacy: Boolean!
  ) {
    updateSavedMatrix(id: $id, row: $row, col: $col, name: $name, privacy: $privacy) {
      ...SavedMatrixFields
    }
  }
`);

export function updateSavedMatrix(input: MatrixInput & { id: number }): Promise<SavedMatrix> {
  return graphqlRequest(UPDATE_SAVED_MATRIX_MUTATION, input).then((data) =>
    answered(data.updateSavedMatrix),
  );
}

/** The toast "Matrix <name> updated" (a toast of the caller's choosing, after success). */
export const matrixUpdatedMessage = (name: string) => `Matrix ${name} updated`;

export function useUpdateSavedMatrix(options: { silent?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSavedMatrix,
    // A form shows the failure beside its fields; the matrix screen lets it toast.
    meta: { silentError: options.silent === false ? undefined : true },
    onSuccess: (matrix) => {
      client.setQueryData(matrixKeys.one(matrix.id), matrix);
      void updateLists(client, matrixKeys.lists(), { updated: matrix });
    },
  });
}
