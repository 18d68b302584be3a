/** Invitations to sign in (docs/security.md#invitations). */
export const invitationTypeDefs = /* GraphQL */ `
  "An invitation mailed to a person: the address and when its link stops working."
  type Invitation {
    email: String!
    expiresAt: String!
  }

  extend type Mutation {
    """
    Mails the person (who must have an email and isAuthEnabled) a link to set a password,
    then sign in; an address that already has an account is mailed where to sign in
    instead, with the same answer. Sending again revokes the earlier link. At most one
    mail per person a minute and so many per organisation an hour (TOO_MANY_REQUESTS).
    Admin or Manager. Runs on its own (the only field of its request): the mail is sent
    with no transaction open.
    """
    invitePerson(id: Int!): Invitation!
  }
`;
