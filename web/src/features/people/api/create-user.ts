import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphqlRequest } from "@/lib/graphql-client";
import { loggedRequest } from "@/lib/api-errors";
import { updateLists } from "@/lib/list-cache";
import { peopleKeys } from "./query-keys";
import { PERSON_FIELDS, type CreateUserInput, type Person } from "./types";

export const CREATE_USER_MUTATION = /* GraphQL */ `
  mutation CreateUser($user: CreateUserInput!) {
    createUser(user: $user) { ${PERSON_FIELDS} }
  }
`;

export function createUser(user: CreateUserInput): Promise<Person> {
  return loggedRequest("createUser", () =>
    graphqlRequest<{ createUser: Person }, { user: CreateUserInput }>(CREATE_USER_MUTATION, {
      user,
    }).then((data) => data.createUser),
  );
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    // The person sheet shows the failure beside its fields.
    meta: { silentError: true },
    onSuccess: (person) => {
      client.setQueryData(peopleKeys.detail(person.id), person);
      void updateLists(client, peopleKeys.lists(), { added: person });
    },
  });
}
