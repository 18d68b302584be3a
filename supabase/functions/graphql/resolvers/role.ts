import * as roles from "../../_shared/commands/roles/read-roles.ts";
import * as writes from "../../_shared/commands/roles/write-roles.ts";
import { holdingsOf } from "../../_shared/commands/roles/holdings.ts";
import type { RoleRecord } from "../../_shared/db/people/person-row.ts";
import type { RoleDetails } from "../../_shared/db/roles/role-row.ts";
import type {
  MutationCreateRoleArgs,
  MutationRemoveRoleArgs,
  MutationRemoveRolesArgs,
  MutationUpdateRoleArgs,
  QueryCurrentUserRolesArgs,
  QueryGetPossibleValuesForFieldFromRoleEntityArgs as FieldArgs,
  QueryGetPossibleValuesForRelationFromRoleEntityArgs as RelationArgs,
  QueryRoleArgs,
  QueryRolesArgs,
} from "../schema/generated-types.ts";
import { type GraphqlContext as Ctx, inSavepoint, loadersOf, memberOf } from "../server/context.ts";

/**
 * A Role reached through another entity (User.roles, Process.assignedRoles) carries only
 * its own columns; the rest comes from the request's role loader, one query for all the
 * roles of the answer.
 */
function field<K extends "reportsTo" | "filledBy" | "assignedProcesses" | "processCount">(
  key: K,
  absent: RoleDetails[K],
) {
  return async (parent: RoleRecord & Partial<RoleDetails>, _: unknown, ctx: Ctx) => {
    if (parent[key] !== undefined) return parent[key];
    return (await loadersOf(ctx).roleDetails.load(parent.id))?.[key] ?? absent;
  };
}

export const roleResolvers = {
  Role: {
    reportsTo: field("reportsTo", null),
    filledBy: field("filledBy", []),
    assignedProcesses: field("assignedProcesses", []),
    processCount: field("processCount", 0),
    holdings: (parent: RoleRecord, _: unknown, ctx: Ctx) =>
      holdingsOf(memberOf(ctx), { roleId: parent.id }),
  },
  Query: {
    roles: (_: unknown, args: QueryRolesArgs, ctx: Ctx) => roles.listOrgRoles(memberOf(ctx), args),
    role: (_: unknown, args: QueryRoleArgs, ctx: Ctx) => roles.getRole(memberOf(ctx), args.id),
    currentUserRoles: (_: unknown, args: QueryCurrentUserRolesArgs, ctx: Ctx) =>
      roles.listMyRoles(memberOf(ctx), args),
    getPossibleValuesForFieldFromRoleEntity: (_: unknown, args: FieldArgs, ctx: Ctx) =>
      roles.possibleRoleFieldValues(memberOf(ctx), args.field),
    getPossibleValuesForRelationFromRoleEntity: (_: unknown, args: RelationArgs, ctx: Ctx) =>
      roles.possibleRoleRelationValues(memberOf(ctx), args.relation),
  },
  Mutation: {
    createRole: (_: unknown, args: MutationCreateRoleArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.createRole(m, { ...args.role })),
    updateRole: (_: unknown, args: MutationUpdateRoleArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.updateRole(m, { ...args.role })),
    removeRole: (_: unknown, args: MutationRemoveRoleArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.removeRoles(m, [args.id])),
    removeRoles: (_: unknown, args: MutationRemoveRolesArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.removeRoles(m, args.ids)),
  },
};
