import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { loggedRequest, reportError } from "./api-errors";
import { prependToLists, refreshLists } from "./list-cache";
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
    // This hook raises its own toast; the global handler would repeat it.
    meta: { silentError: true },
    onSuccess: (person) => {
      prependToLists(client, person);
      client.setQueryData(peopleKeys.detail(person.id), person);
      void refreshLists(client);
    },
    onError: reportError,
  });
}
