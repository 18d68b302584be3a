import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { notifyError } from "@/lib/notify";
import { updateLists } from "@/lib/list-cache";
import { roleKeys } from "./query-keys";

export const REMOVE_ROLES_MUTATION = graphql(`
  mutation RemoveRoles($ids: [Int!]!) {
    removeRoles(ids: $ids)
  }
`);

export function removeRoles(ids: number[]): Promise<boolean> {
  return graphqlRequest(REMOVE_ROLES_MUTATION, {
    ids,
  }).then((data) => data.removeRoles === true);
}

export function useRemoveRoles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeRoles,
    // The confirmation shows the refusal ("Cant delete role while it is related to Processes").
    meta: { silentError: true },
    onSuccess: (removed, ids) => {
      if (!removed) {
        notifyError("The selected roles could not be deleted.");
        return;
      }
      for (const id of ids) client.removeQueries({ queryKey: roleKeys.detail(id) });
      void updateLists(client, roleKeys.lists(), { removed: ids });
    },
  });
}
