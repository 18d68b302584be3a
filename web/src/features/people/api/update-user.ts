import { useMutation, useQueryClient } from "@tanstack/react-query";
import { holdingsKey } from "@/components/holdings/holdings-query";
import { graphql } from "@/lib/gql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { loggedRequest } from "@/lib/api-errors";
import { updateLists } from "@/lib/list-cache";
import { peopleKeys } from "./query-keys";
import type { Person, UpdateUserInput } from "./person-fields";

export const UPDATE_USER_MUTATION = graphql(`
  mutation UpdateUser($user: UpdateUserInput!) {
    updateUser(user: $user) {
      ...PersonFields
    }
  }
`);

export function updateUser(user: UpdateUserInput): Promise<Person> {
  return loggedRequest("updateUser", () =>
    graphqlRequest(UPDATE_USER_MUTATION, {
      user,
    }).then((data) => answered(data.updateUser)),
  );
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // The person sheet and the profile form show the failure beside their fields.
    meta: { silentError: true },
    onSuccess: (person) => {
      client.setQueryData(peopleKeys.detail(person.id), person);
      // The root refetch also covers the person's info and processes (their roles changed).
      void updateLists(client, peopleKeys.lists(), { updated: person });
      // Who held which role when: the person's and their roles' histories.
      void client.invalidateQueries({ queryKey: holdingsKey });
    },
  });
}
