import { z } from "zod";
import { listRoles, ROLE_SORT_COLUMNS } from "../../db/roles/list-roles.ts";
import { roleFieldValues, roleRelationValues } from "../../db/roles/possible-values.ts";
import { findRole, personFillsRole, type RoleDetails } from "../../db/roles/role-row.ts";
import { notFound } from "../../http/app-error.ts";
import { allowed, authorize, authorizeOwn } from "../authorize.ts";
import { checkedCommand, inputCommand, mayRead } from "../checked-commands.ts";
import type { RequestContext } from "../context.ts";
import { parseInput } from "../parse-input.ts";
import { pagingArgsFor } from "../paging-args.ts";

type RoleList = { nodes: RoleDetails[]; totalCount: number };

/** The full list of roles is sorted by id. */
const pagingSchema = pagingArgsFor(ROLE_SORT_COLUMNS, "id");

const rolesArgsSchema = pagingSchema.extend({
  filledBy: z.array(z.number().int().positive("Person ids are positive numbers."))
    .max(1000, "At most 1000 people in filledBy.")
    .nullish()
    .transform((v) => v ?? []),
});

export type ListRolesArgs = z.input<typeof rolesArgsSchema>;
export type ListMyRolesArgs = z.input<typeof pagingSchema>;

/** The organisation's roles (admin and manager). */
export const listOrgRoles: (ctx: RequestContext, args: ListRolesArgs) => Promise<RoleList> =
  inputCommand("read", "role", rolesArgsSchema, listRoles);

/**
 * The roles the signed-in person fills (/myRoles; every member). `d=org` widens it to
 * the organisation for those who may read every role and is refused for the others.
 */
export async function listMyRoles(ctx: RequestContext, args: ListMyRolesArgs): Promise<RoleList> {
  const me = authorizeOwn(ctx, "read", "myRole");
  const parsed = parseInput(pagingSchema.strict(), args);
  return await listRoles(ctx.tx, ctx.orgId, {
    ...parsed,
    filledBy: [],
    heldBy: { personId: me.id, mayWiden: allowed(ctx, "read", "role") },
  });
}

/** One role: admins and managers read any; a User-type member reads the roles they fill. */
export async function getRole(ctx: RequestContext, id: number): Promise<RoleDetails> {
  if (!allowed(ctx, "read", "role")) {
    const me = authorizeOwn(ctx, "read", "myRole");
    if (!(await personFillsRole(ctx.tx, ctx.orgId, me.id, id))) {
      authorize(ctx, "read", "role");
    }
  }
  const role = await findRole(ctx.tx, ctx.orgId, id);
  if (!role) throw notFound("Role not found");
  return role;
}

export const possibleRoleFieldValues = checkedCommand(mayRead("role"), roleFieldValues);

export const possibleRoleRelationValues = checkedCommand(mayRead("role"), roleRelationValues);
