import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { updateLists } from "@/lib/list-cache";
import { notifyError } from "@/lib/notify";
import { matrixKeys } from "./query-keys";

export const DELETE_SAVED_MATRIX_MUTATION = graphql(`
  mutation DeleteSavedMatrix($id: Int!) {
    deleteSavedMatrix(id: $id)
  }
`);

export function deleteSavedMatrix(id: number): Promise<boolean> {
  return graphqlRequest(DELETE_SAVED_MATRIX_MUTATION, { id }).then(
    (data) => data.deleteSavedMatrix === true,
  );
}

export function useDeleteSavedMatrix() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedMatrix,
    // The confirmation shows the refusal.
    meta: { silentError: true },
    onSuccess: (deleted, id) => {
      // The list loses the matrix only when the server said it was deleted.
      if (!deleted) {
        notifyError("The matrix could not be deleted.");
        return;
      }
      void updateLists(client, matrixKeys.lists(), { removed: [id] });
    },
  });
}
