import { useMutation } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";

export const INVITE_PERSON_MUTATION = graphql(`
  mutation InvitePerson($id: Int!) {
    invitePerson(id: $id) {
      email
      expiresAt
    }
  }
`);

export interface Invitation {
  email: string;
  expiresAt: string;
}

export function invitePerson(id: number): Promise<Invitation> {
  return graphqlRequest(INVITE_PERSON_MUTATION, { id }).then((data) => data.invitePerson);
}

/** Mails the person a link to set a password; sending again revokes the earlier link. */
export function useInvitePerson() {
  return useMutation({ mutationFn: invitePerson });
}
