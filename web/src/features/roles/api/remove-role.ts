import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { notifyError } from "@/lib/notify";
import { updateLists } from "@/lib/list-cache";
import { roleKeys } from "./query-keys";

export const REMOVE_ROLE_MUTATION = graphql(`
  mutation RemoveRole($id: Int!) {
    removeRole(id: $id)
  }
`);

export function removeRole(id: number): Promise<boolean> {
  return graphqlRequest(REMOVE_ROLE_MUTATION, { id }).then((data) => data.removeRole === true);
}

export function useRemoveRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeRole,
    // The confirmation shows the refusal ("Cant delete role while it is related to Processes").
    meta: { silentError: true },
    onSuccess: (removed, id) => {
      // The list loses the role only when the server said true.
      if (!removed) {
        notifyError("The role could not be deleted.");
        return;
      }
      client.removeQueries({ queryKey: roleKeys.detail(id) });
      void updateLists(client, roleKeys.lists(), { removed: [id] });
    },
  });
}
