import type { RoleRecord } from "../../_shared/db/people/person-row.ts";
import { findRole, type RoleDetails } from "../../_shared/db/roles/role-row.ts";
import * as roles from "../commands/roles.ts";
import * as writes from "../commands/write-roles.ts";
import { type GraphqlContext, inSavepoint, memberOf } from "../server/context.ts";

type Args = Record<string, unknown>;

/**
 * A Role reached through another entity (User.roles) carries only its own columns;
 * the rest is loaded once per role per request.
 */
const loaded = new WeakMap<GraphqlContext, Map<number, Promise<RoleDetails | null>>>();

function details(parent: RoleRecord, ctx: GraphqlContext): Promise<RoleDetails | null> {
  let cache = loaded.get(ctx);
  if (!cache) loaded.set(ctx, cache = new Map());
  let role = cache.get(parent.id);
  if (!role) {
    const member = memberOf(ctx);
    cache.set(parent.id, role = findRole(member.tx, member.orgId, parent.id));
  }
  return role;
}

function field<K extends "reportsTo" | "filledBy" | "assignedProcesses" | "processCount">(
  key: K,
  absent: RoleDetails[K],
) {
  return async (parent: RoleRecord & Partial<RoleDetails>, _: Args, ctx: GraphqlContext) => {
    if (parent[key] !== undefined) return parent[key];
    return (await details(parent, ctx))?.[key] ?? absent;
  };
}

export const roleResolvers = {
  Role: {
    reportsTo: field("reportsTo", null),
    filledBy: field("filledBy", []),
    assignedProcesses: field("assignedProcesses", []),
    processCount: field("processCount", 0),
  },
  Query: {
    roles: (_: unknown, args: Args, ctx: GraphqlContext) => roles.listOrgRoles(memberOf(ctx), args),
    role: (_: unknown, args: { id: number }, ctx: GraphqlContext) =>
      roles.getRole(memberOf(ctx), args.id),
    currentUserRoles: (_: unknown, args: Args, ctx: GraphqlContext) =>
      roles.listMyRoles(memberOf(ctx), args),
    getPossibleValuesForFieldFromRoleEntity: (
      _: unknown,
      args: { field: string },
      ctx: GraphqlContext,
    ) => roles.possibleRoleFieldValues(memberOf(ctx), args.field),
    getPossibleValuesForRelationFromRoleEntity: (
      _: unknown,
      args: { relation: string },
      ctx: GraphqlContext,
    ) => roles.possibleRoleRelationValues(memberOf(ctx), args.relation),
  },
  Mutation: {
    createRole: (_: unknown, args: { role: unknown }, ctx: GraphqlContext) =>
      inSavepoint(ctx, (m) => writes.createRole(m, { ...(args.role as object) })),
    updateRole: (_: unknown, args: { role: unknown }, ctx: GraphqlContext) =>
      inSavepoint(ctx, (m) => writes.updateRole(m, { ...(args.role as object) })),
    removeRole: (_: unknown, args: { id: number }, ctx: GraphqlContext) =>
      inSavepoint(ctx, (m) => writes.removeRoles(m, [args.id])),
    removeRoles: (_: unknown, args: { ids: number[] }, ctx: GraphqlContext) =>
      inSavepoint(ctx, (m) => writes.removeRoles(m, args.ids)),
  },
};
