import type { RequestContext } from "../../_shared/db/context.ts";
import type { RoleDetails } from "../../_shared/db/roles/role-row.ts";
import {
  deleteRoles,
  insertRole,
  updateRole as saveRole,
} from "../../_shared/db/roles/write-roles.ts";
import { createRoleSchema, updateRoleSchema } from "../../_shared/domain/roles/role-input.ts";
import { badInput } from "../../_shared/http/app-error.ts";
import { parseInput } from "../server/validate.ts";
import { authorize } from "./authorize.ts";

export async function createRole(ctx: RequestContext, input: unknown): Promise<RoleDetails> {
  authorize(ctx, "create", "role");
  return await insertRole(ctx.tx, ctx.orgId, parseInput(createRoleSchema, input));
}

export async function updateRole(ctx: RequestContext, input: unknown): Promise<RoleDetails> {
  authorize(ctx, "update", "role");
  return await saveRole(ctx.tx, ctx.orgId, parseInput(updateRoleSchema, input));
}

/** removeRole and removeRoles: all or nothing. */
export async function removeRoles(ctx: RequestContext, ids: number[]): Promise<boolean> {
  authorize(ctx, "delete", "role");
  if (ids.length === 0) return true;
  if (ids.length > 1000) throw badInput("At most 1000 roles can be removed at once.", "ids");
  await deleteRoles(ctx.tx, ctx.orgId, ids);
  return true;
}
