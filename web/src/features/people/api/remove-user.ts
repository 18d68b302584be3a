import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { notifyError } from "@/lib/notify";
import { updateLists } from "@/lib/list-cache";
import { peopleKeys } from "./query-keys";

export const REMOVE_USER_MUTATION = graphql(`
  mutation RemoveUser($id: Int!) {
    removeUser(id: $id)
  }
`);

export function removeUser(id: number): Promise<boolean> {
  return graphqlRequest(REMOVE_USER_MUTATION, { id }).then((data) => data.removeUser === true);
}

export function useRemoveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeUser,
    onSuccess: (removed, id) => {
      // The list loses the person only when the server said true.
      if (!removed) {
        notifyError("The person could not be deleted.");
        return;
      }
      client.removeQueries({ queryKey: peopleKeys.detail(id) });
      void updateLists(client, peopleKeys.lists(), { removed: [id] });
    },
  });
}
