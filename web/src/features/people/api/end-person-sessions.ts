import { useMutation } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";

export const END_PERSON_SESSIONS_MUTATION = graphql(`
  mutation EndPersonSessions($personId: Int!) {
    endPersonSessions(personId: $personId)
  }
`);

/** An Admin ends every sign-in session of a person; resolves to how many ended. */
export function useEndPersonSessions() {
  return useMutation({
    mutationFn: (personId: number) =>
      graphqlRequest(END_PERSON_SESSIONS_MUTATION, { personId }).then(
        (data) => data.endPersonSessions ?? 0,
      ),
  });
}
