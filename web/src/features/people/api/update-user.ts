import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphqlRequest } from "@/lib/graphql-client";
import { loggedRequest, reportError } from "./api-errors";
import { refreshLists, replaceInLists } from "./list-cache";
import { peopleKeys } from "./query-keys";
import { PERSON_FIELDS, type Person, type UpdateUserInput } from "./types";

export const UPDATE_USER_MUTATION = /* GraphQL */ `
  mutation UpdateUser($user: UpdateUserInput!) {
    updateUser(user: $user) { ${PERSON_FIELDS} }
  }
`;

export function updateUser(user: UpdateUserInput): Promise<Person> {
  return loggedRequest("updateUser", () =>
    graphqlRequest<{ updateUser: Person }, { user: UpdateUserInput }>(UPDATE_USER_MUTATION, {
      user,
    }).then((data) => data.updateUser),
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
