/** Sign-in sessions: one's own (the profile) and an Admin ending a person's. */
export const sessionTypeDefs = /* GraphQL */ `
  "A sign-in session of the caller's account (one browser or device that signed in)."
  type SignInSession {
    id: ID!
    "When it signed in (ISO 8601)."
    createdAt: String!
    "Its last token refresh, else its start (ISO 8601)."
    lastUsedAt: String!
    "The client address the sign-in service saw; null when unknown."
    ip: String
    "The browser's User-Agent text; null when none was sent."
    userAgent: String
    "The session of the token this request came with: ending it is signing out."
    isCurrent: Boolean!
  }

  type SignInSessionList {
    nodes: [SignInSession!]!
    totalCount: Int!
  }

  extend type Query {
    "The caller's live sessions, most recently used first (limit 1–100, default 20)."
    mySessions(offset: Int, limit: Int): SignInSessionList!
  }

  extend type Mutation {
    "Ends one of the caller's other sessions; the current one is BAD_USER_INPUT (sign out instead)."
    endSession(id: ID!): Boolean
    "Ends every session of the caller but the current one; answers how many ended."
    endOtherSessions: Int
    """
    Admins only: ends every session of a person of the organisation (not the caller's own);
    answers how many ended.
    """
    endPersonSessions(personId: Int!): Int
  }
`;
