import { strict as assert } from "node:assert";
import { buildSchema } from "./index.ts";

const schema = buildSchema();

function fieldsOf(typeName: "Query" | "Mutation") {
  const type = schema.getType(typeName);
  assert.ok(type && "getFields" in type);
  return (type as { getFields(): Record<string, { resolve?: unknown }> })
    .getFields();
}

Deno.test("the schema holds exactly the operations that are built, each with a resolver", () => {
  const queries = fieldsOf("Query");
  const mutations = fieldsOf("Mutation");
  assert.deepEqual(Object.keys(queries).sort(), [
    "allUsers",
    "auditEntries",
    "auditRetentionDays",
    "currentUser",
    "currentUserProcesses",
    "currentUserProcessesStatsItems",
    "currentUserRoles",
    "currentUserRolesStatsItems",
    "currentUserTasks",
    "exportAuditEntries",
    "exportCurrentUserProcesses",
    "exportCurrentUserRoles",
    "exportMatrix",
    "exportMyTasks",
    "exportProcesses",
    "exportRoles",
    "exportSavedMatrices",
    "exportTasks",
    "exportUsers",
    "filtersAccessibleToCurrentUser",
    "getLabelsPrefix",
    "getMatrix",
    "getPossibleValuesForFieldFromProcessEntity",
    "getPossibleValuesForFieldFromRoleEntity",
    "getPossibleValuesForFieldFromTaskEntity",
    "getPossibleValuesForFieldFromUserEntity",
    "getPossibleValuesForRelationFromProcessEntity",
    "getPossibleValuesForRelationFromRoleEntity",
    "getPossibleValuesForRelationFromTaskEntity",
    "getPossibleValuesForRelationFromUserEntity",
    "getSavedMatrixes",
    "importProgress",
    "isPrefixAvailable",
    "labels",
    "myCalendarFeed",
    "mySessions",
    "myTasks",
    "organizationStatistics",
    "personalStatistics",
    "process",
    "processCategories",
    "processes",
    "processesForMyTasks",
    "processesForTasks",
    "processesStatsItems",
    "reminderRuns",
    "role",
    "roles",
    "rolesStatsItems",
    "savedMatrix",
    "settings",
    "task",
    "tasks",
    "tenantLoginOptions",
    "user",
    "userGetInfo",
    "users",
    "usersStatsItems",
  ]);
  assert.deepEqual(Object.keys(mutations).sort(), [
    "cancelProcessesImport",
    "cancelRolesImport",
    "cancelUsersImport",
    "createFilter",
    "createLabel",
    "createOrganization",
    "createProcess",
    "createProcessCategory",
    "createRole",
    "createTask",
    "createUser",
    "deleteSavedMatrix",
    "endOtherSessions",
    "endPersonSessions",
    "endSession",
    "importProcesses",
    "importRoles",
    "importUsers",
    "invitePerson",
    "makeMatrix",
    "removeFilter",
    "removeLabel",
    "removeMyCalendarFeed",
    "removeProcess",
    "removeProcessCategory",
    "removeProcesses",
    "removeRole",
    "removeRoles",
    "removeTask",
    "removeUser",
    "removeUserTwoFactor",
    "removeUsers",
    "resetMyCalendarFeed",
    "skipTasks",
    "updateAuditRetention",
    "updateFilter",
    "updateFutureTask",
    "updateLabel",
    "updateProcess",
    "updateProcessCategory",
    "updateRole",
    "updateSavedMatrix",
    "updateSettings",
    "updateTask",
    "updateTasks",
    "updateUser",
  ]);
  for (
    const [name, field] of [
      ...Object.entries(queries),
      ...Object.entries(mutations),
    ]
  ) {
    assert.equal(typeof field.resolve, "function", `${name} has no resolver`);
  }
});

Deno.test("User carries every field of a person", () => {
  const user = schema.getType("User") as unknown as {
    getFields(): Record<string, unknown>;
  };
  for (
    const field of [
      "id",
      "peopleHandle",
      "name",
      "description",
      "email",
      "mobile",
      "userType",
      "isAuthEnabled",
      "roleIds",
      "roles",
      "receiveWeeklyReminders",
    ]
  ) {
    assert.ok(field in user.getFields(), field);
  }
});
