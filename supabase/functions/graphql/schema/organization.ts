/** Organisation sign-up (docs/organisations.md#creating-an-organisation). */
export const organizationTypeDefs = /* GraphQL */ `
  type Organization {
    id: Int!
    "The organisation's address: /login/<prefix>."
    prefix: String!
    "The organisation's name."
    organization: String!
  }

  input OrganizationInput {
    "The organisation's name, 1–200 characters."
    organization: String!
    "2–32 lower-case letters, digits and dashes; unique; not a reserved word."
    prefix: String!
    "The organisation's UTC offset, GMT+hh:mm or GMT-hh:mm."
    timezone: String!
  }

  type PrefixAvailability {
    available: Boolean!
    "Why the prefix cannot be used, fit to show beside the field; null when available."
    reason: String
  }

  extend type Query {
    "Whether a prefix can be a new organisation's; answered without signing in."
    isPrefixAvailable(prefix: String!): PrefixAvailability!
  }

  extend type Mutation {
    """
    Creates an organisation whose first Admin is the caller (a signed-in identity with a
    confirmed email; no membership and no x-tenant header needed). The request must carry
    the header x-organization: 1 (the organisation flag), which only a script that
    means to create an organisation sends. Refused with FORBIDDEN when the server has
    ORG_SIGNUP=closed, TOO_MANY_REQUESTS ("Too many attempts, try again in N seconds")
    over the per-identity or per-address limit, BAD_USER_INPUT with the field for a
    malformed, reserved or taken prefix, an empty name or a malformed time zone.
    """
    createOrganization(input: OrganizationInput!): Organization!
  }
`;
