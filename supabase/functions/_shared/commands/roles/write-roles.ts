import { deleteRoles, insertRole, updateRole as saveRole } from "../../db/roles/write-roles.ts";
import { createRoleSchema, updateRoleSchema } from "../../domain/roles/role-input.ts";
import { inputCommand, removeAll } from "../checked-commands.ts";
import type { RequestContext } from "../context.ts";

export const createRole = inputCommand("create", "role", createRoleSchema, insertRole);

export const updateRole = inputCommand("update", "role", updateRoleSchema, saveRole);

/** removeRole and removeRoles: all or nothing. */
export function removeRoles(ctx: RequestContext, ids: number[]): Promise<boolean> {
  return removeAll(ctx, "role", ids, "roles", deleteRoles);
}
