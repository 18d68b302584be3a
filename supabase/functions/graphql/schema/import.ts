/**
 * CSV import of people, roles and processes: importUsers, importRoles, importProcesses,
 * their cancel calls and the import result (docs/csv.md#import).
 */
export const importTypeDefs = /* GraphQL */ `
  enum ImportKind {
    USERS
    ROLES
    PROCESSES
  }

  enum ImportPhase {
    CHECKING
    STAGING
    APPLYING
    DONE
    CANCELLED
    FAILED
  }

  "A field an updated line changes: the stored value and the new one, both as the file writes them."
  type ImportFieldChange {
    field: String!
    from: String!
    to: String!
  }

  "One line of an import result: the file's line (0 = the file as a whole), a message and the line's cells by column."
  type ImportResultEntry {
    line: Int!
    message: String!
    record: JSON
    "An updated line's changed fields, stored value → new value; empty on other entries."
    changes: [ImportFieldChange!]!
    "An updated line's warnings: it removes a person's email, switches their sign-in off or takes roles away."
    warnings: [String!]!
  }

  "The result of an import. dryRun: a preview, nothing changed. cancelled: stopped, nothing applied."
  type ImportResult {
    created: [ImportResultEntry!]!
    updated: [ImportResultEntry!]!
    errors: [ImportResultEntry!]!
    messages: [ImportResultEntry!]!
    dryRun: Boolean!
    cancelled: Boolean!
  }

  "An import of one kind in the organisation, fed by the server while it runs."
  type ImportProgress {
    kind: ImportKind!
    phase: ImportPhase!
    dryRun: Boolean!
    "Data lines in the file."
    linesTotal: Int!
    "Lines read and validated so far."
    linesChecked: Int!
    "Lines staged so far for the apply: the valid lines that create or change a row (0 in a dry run; unchanged lines are not written)."
    linesWritten: Int!
  }

  extend type Query {
    "The organisation's running import of this kind, else its last one; null when there was none. Admins and managers."
    importProgress(kind: ImportKind!): ImportProgress
  }

  extend type Mutation {
    "Upserts people by peopleHandle from CSV text (README, CSV formats). dryRun (default false) changes nothing; a blank cell keeps the stored value and #clear clears it, unless blankCellsClear (default false) makes every blank cell clear (docs/csv.md#blank-cells). effectiveOn (YYYY-MM-DD; default the organisation's today) is the day this file's role changes take effect: roles added without a day of their own start on it, removed ones end at its end (docs/csv.md#roles-and-their-start-days)."
    importUsers(
      csvText: String!
      dryRun: Boolean
      blankCellsClear: Boolean
      effectiveOn: String
    ): ImportResult!
    "Upserts roles by roleHandle from CSV text. dryRun (default false) changes nothing; a blank cell keeps the stored value and #clear clears it, unless blankCellsClear (default false) makes every blank cell clear (docs/csv.md#blank-cells)."
    importRoles(csvText: String!, dryRun: Boolean, blankCellsClear: Boolean): ImportResult!
    "Upserts processes by processHandle from CSV text. dryRun (default false) changes nothing; a blank cell keeps the stored value and #clear clears it, unless blankCellsClear (default false) makes every blank cell clear (docs/csv.md#blank-cells)."
    importProcesses(csvText: String!, dryRun: Boolean, blankCellsClear: Boolean): ImportResult!
    "Stops the organisation's running import of people; nothing of it is applied. true if one was running."
    cancelUsersImport: Boolean!
    "Stops the organisation's running import of roles; nothing of it is applied. true if one was running."
    cancelRolesImport: Boolean!
    "Stops the organisation's running import of processes; nothing of it is applied. true if one was running."
    cancelProcessesImport: Boolean!
  }
`;
