import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { loggedRequest } from "@/lib/api-errors";
import { updateLists } from "@/lib/list-cache";
import { peopleKeys } from "./query-keys";
import type { CreateUserInput, Person } from "./person-fields";

export const CREATE_USER_MUTATION = graphql(`
  mutation CreateUser($user: CreateUserInput!) {
    createUser(user: $user) {
      ...PersonFields
    }
  }
`);

export function createUser(user: CreateUserInput): Promise<Person> {
  return loggedRequest("createUser", () =>
    graphqlRequest(CREATE_USER_MUTATION, {
      user,
    }).then((data) => answered(data.createUser)),
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
