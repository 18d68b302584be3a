import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { notifyError } from "@/lib/notify";
import { updateLists } from "@/lib/list-cache";
import { peopleKeys } from "./query-keys";

export const REMOVE_USERS_MUTATION = graphql(`
  mutation RemoveUsers($ids: [Int!]!) {
    removeUsers(ids: $ids)
  }
`);

export function removeUsers(ids: number[]): Promise<boolean> {
  return graphqlRequest(REMOVE_USERS_MUTATION, {
    ids,
  }).then((data) => data.removeUsers === true);
}

export function useRemoveUsers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeUsers,
    onSuccess: (removed, ids) => {
      if (!removed) {
        notifyError("The selected people could not be deleted.");
        return;
      }
      for (const id of ids) client.removeQueries({ queryKey: peopleKeys.detail(id) });
      void updateLists(client, peopleKeys.lists(), { removed: ids });
    },
  });
}
