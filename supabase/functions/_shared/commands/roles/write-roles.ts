import type { RoleDetails } from "../../db/roles/role-row.ts";
import { deleteRoles, insertRole, updateRole as saveRole } from "../../db/roles/write-roles.ts";
import { createRoleSchema, updateRoleSchema } from "../../domain/roles/role-input.ts";
import { badInput } from "../../http/app-error.ts";
import type { z } from "zod";
import { authorize } from "../authorize.ts";
import type { RequestContext } from "../context.ts";
import { parseInput } from "../parse-input.ts";

export async function createRole(
  ctx: RequestContext,
  input: z.input<typeof createRoleSchema>,
): Promise<RoleDetails> {
  authorize(ctx, "create", "role");
  return await insertRole(ctx.tx, ctx.orgId, parseInput(createRoleSchema, input));
}

export async function updateRole(
  ctx: RequestContext,
  input: z.input<typeof updateRoleSchema>,
): Promise<RoleDetails> {
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
