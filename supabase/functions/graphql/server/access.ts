import { type DocumentNode, getOperationAST, Kind, type OperationTypeNode } from "graphql";

/**
 * Who may run an operation (docs/security.md#tenancy):
 * - public: no token; runs as `anon`, read only (the login page).
 * - identity: a verified token whose session is live, no membership needed: the context
 *   has the identity but no person (organisation creation, an unsubscribe link).
 * - member: an enabled person of the tenant (everything else).
 * - job: a member's long-running command (a CSV import). The caller is checked as for
 *   member in a short transaction, then the field runs WITHOUT a surrounding
 *   transaction and opens its own short ones as that member (caller-plugin.ts), so the
 *   embedded database, which runs one transaction at a time, keeps serving the rest of
 *   the app meanwhile. Such a field is the only root field of its document.
 */
export type AccessLevel = "public" | "identity" | "member" | "job";

/** Stricter levels need more of the caller; a document runs at its strictest field's. */
const RANK: Readonly<Record<AccessLevel, number>> = {
  public: 0,
  identity: 1,
  member: 2,
  job: 3,
};

/** The refusal of a document that puts a long-running field beside other fields. */
export const JOB_ALONE_MESSAGE =
  "An import runs on its own: send it as the only field of its request.";

/**
 * Every root field of the schema and its level. A field missing here is refused by
 * access.test.ts (and treated as member-only at run time).
 */
export const ACCESS: Readonly<Record<"Query" | "Mutation", Readonly<Record<string, AccessLevel>>>> =
  {
    Query: {
      tenantLoginOptions: "public",
      isPrefixAvailable: "public",
      currentUser: "member",
      users: "member",
      user: "member",
      userGetInfo: "member",
      getPossibleValuesForFieldFromUserEntity: "member",
      getPossibleValuesForRelationFromUserEntity: "member",
      settings: "member",
      reminderRuns: "member",
      auditEntries: "member",
      exportAuditEntries: "member",
      auditRetentionDays: "member",
      roles: "member",
      currentUserRoles: "member",
      role: "member",
      getPossibleValuesForFieldFromRoleEntity: "member",
      getPossibleValuesForRelationFromRoleEntity: "member",
      labels: "member",
      processCategories: "member",
      processes: "member",
      currentUserProcesses: "member",
      process: "member",
      getPossibleValuesForFieldFromProcessEntity: "member",
      getPossibleValuesForRelationFromProcessEntity: "member",
      filtersAccessibleToCurrentUser: "member",
      getPossibleValuesForFieldFromTaskEntity: "member",
      getPossibleValuesForRelationFromTaskEntity: "member",
      tasks: "member",
      myTasks: "member",
      currentUserTasks: "member",
      processesForTasks: "member",
      processesForMyTasks: "member",
      task: "member",
      myCalendarFeed: "member",
      organizationStatistics: "member",
      personalStatistics: "member",
      usersStatsItems: "member",
      allUsers: "member",
      rolesStatsItems: "member",
      currentUserRolesStatsItems: "member",
      processesStatsItems: "member",
      currentUserProcessesStatsItems: "member",
      getLabelsPrefix: "member",
      getMatrix: "member",
      getSavedMatrixes: "member",
      savedMatrix: "member",
      exportUsers: "member",
      exportRoles: "member",
      exportCurrentUserRoles: "member",
      exportProcesses: "member",
      exportCurrentUserProcesses: "member",
      exportTasks: "member",
      exportMyTasks: "member",
      exportSavedMatrices: "member",
      exportMatrix: "member",
      importProgress: "member",
      mySessions: "member",
    },
    Mutation: {
      createOrganization: "identity",
      updateAuditRetention: "member",
      createTask: "member",
      updateTask: "member",
      updateFutureTask: "member",
      updateTasks: "member",
      removeTask: "member",
      skipTasks: "member",
      resetMyCalendarFeed: "member",
      removeMyCalendarFeed: "member",
      createUser: "member",
      updateUser: "member",
      removeUser: "member",
      removeUsers: "member",
      removeUserTwoFactor: "member",
      updateSettings: "member",
      createRole: "member",
      updateRole: "member",
      removeRole: "member",
      removeRoles: "member",
      createLabel: "member",
      updateLabel: "member",
      removeLabel: "member",
      createProcessCategory: "member",
      updateProcessCategory: "member",
      removeProcessCategory: "member",
      createProcess: "member",
      updateProcess: "member",
      removeProcess: "member",
      removeProcesses: "member",
      createFilter: "member",
      updateFilter: "member",
      removeFilter: "member",
      makeMatrix: "member",
      updateSavedMatrix: "member",
      deleteSavedMatrix: "member",
      importUsers: "job",
      // Checked as a member; the mail goes out after its short transaction.
      invitePerson: "job",
      importRoles: "job",
      importProcesses: "job",
      cancelUsersImport: "member",
      cancelRolesImport: "member",
      cancelProcessesImport: "member",
      endSession: "member",
      endOtherSessions: "member",
      endPersonSessions: "member",
    },
  };

const ROOT: Partial<Record<OperationTypeNode, "Query" | "Mutation">> = {
  query: "Query",
  mutation: "Mutation",
};

function fieldLevel(root: "Query" | "Mutation" | undefined, name: string): AccessLevel {
  // In a query it asks nothing of anyone; a mutation of only __typename still runs the
  // whole member pipeline, as it always has (api-sessions.test.ts counts its statements).
  if (name === "__typename") return root === "Query" ? "public" : "member";
  // Introspection (__schema, __type), unknown fields and other roots: members only.
  return (root && ACCESS[root][name]) ?? "member";
}

/**
 * The level the selected operation runs at: the strictest of its root fields. A fragment
 * spread at the root is not looked into: member. `mixed` is true when a job field sits
 * beside any other root field (the caller pipeline refuses it: the others would run
 * without their transaction).
 */
export function operationAccess(
  document: DocumentNode,
  operationName?: string | null,
): { level: AccessLevel; mixed: boolean; write: boolean } {
  const operation = getOperationAST(document, operationName);
  // An operation we cannot pick out is refused later; count it as a write meanwhile.
  if (!operation) return { level: "member", mixed: false, write: true };
  const root = ROOT[operation.operation];
  let level: AccessLevel = "public";
  let jobs = 0;
  const selections = operation.selectionSet.selections;
  for (const s of selections) {
    const next = s.kind === Kind.FIELD ? fieldLevel(root, s.name.value) : "member";
    if (next === "job") jobs++;
    if (RANK[next] > RANK[level]) level = next;
  }
  return {
    level,
    mixed: jobs > 0 && selections.length > 1,
    write: operation.operation !== "query",
  };
}

/** `operationAccess`'s level alone. */
export function operationLevel(
  document: DocumentNode,
  operationName?: string | null,
): AccessLevel {
  return operationAccess(document, operationName).level;
}

/**
 * What the audit trail names as acting for the person in a job (the transaction setting
 * app.actor): "import" for the CSV imports, which write on the person's behalf over many
 * transactions; nothing for an invitation, which the person sends themselves.
 */
export function jobAuditActor(
  document: DocumentNode,
  operationName?: string | null,
): string | undefined {
  const field = getOperationAST(document, operationName)?.selectionSet.selections[0];
  return field?.kind === Kind.FIELD && field.name.value.startsWith("import") ? "import" : undefined;
}
