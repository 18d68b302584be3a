/** People's two-factor sign-in, as Admins and Managers see and manage it. */
export const twoFactorTypeDefs = /* GraphQL */ `
  extend type User {
    "The person's account has a verified second factor (false for whoever may not see it)."
    hasTwoFactor: Boolean!
  }

  extend type Mutation {
    """
    Admins only, from a session that passed two-factor: removes every second factor of a
    person of the organisation (a lost phone). True when factors were removed, false when
    the person had none.
    """
    removeUserTwoFactor(id: Int!): Boolean
  }
`;
