/**
 * The organisation's audit trail (Admins only; Managers and Users are FORBIDDEN): who
 * changed what and the security events, newest first. Entities are the stored names
 * (processes, people, session, account, …), actions insert, update, delete and the
 * security events' names (sign_in, sign_in_failed, person_disabled, …).
 */
export const auditTypeDefs = /* GraphQL */ `
  "One entry of the audit trail."
  type AuditEntry {
    id: Int!
    "ISO 8601"
    at: String!
    "The acting person (null: the system actor, the sign-in service or the database)."
    personId: Int
    "The acting person's name when the entry was written."
    personName: String
    sessionId: String
    "person, import, system: <job>, auth, account <email>, database"
    actor: String!
    clientAddress: String
    entity: String!
    entityId: String
    action: String!
    "The row before (an update: only the changed fields)."
    before: JSON
    "The row after (an update: only the changed fields)."
    after: JSON
    "Position in the organisation's hash chain; null until sealed (within a minute)."
    seq: Int
    hash: String
  }

  type AuditEntryPage {
    nodes: [AuditEntry!]!
    "Matching entries, counted up to 10,000."
    totalCount: Int!
    "At least 10,000 entries match: totalCount is a floor."
    totalCountCapped: Boolean!
  }

  extend type Query {
    """
    A page of the audit trail, newest first (limit ≤ 200, default 50). from and to are the
    organisation's days (YYYY-MM-DD), both included.
    """
    auditEntries(
      personId: Int
      entity: String
      action: String
      from: String
      to: String
      offset: Int
      limit: Int
    ): AuditEntryPage!
    "The filtered audit trail as CSV (at most 50,000 rows); arguments as auditEntries."
    exportAuditEntries(
      personId: Int
      entity: String
      action: String
      from: String
      to: String
    ): String!
    "Days the organisation keeps its audit trail (default 400); older entries are removed."
    auditRetentionDays: Int!
  }

  extend type Mutation {
    "Sets how many days the audit trail is kept (30–36,500); Admins only. Answers the days."
    updateAuditRetention(days: Int!): Int!
  }
`;
