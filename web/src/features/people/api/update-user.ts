import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { loggedRequest, reportError } from "./api-errors";
import { refreshLists, replaceInLists } from "./list-cache";
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
    meta: { silentError: true },
    onSuccess: (person) => {
      replaceInLists(client, person);
      client.setQueryData(peopleKeys.detail(person.id), person);
      void client.invalidateQueries({ queryKey: peopleKeys.info(person.id) });
      void client.invalidateQueries({ queryKey: peopleKeys.processesOf(person.id) });
      void refreshLists(client);
    },
    onError: reportError,
  });
}
