import { z } from "zod";
import type { RequestContext } from "../../_shared/db/context.ts";
import type { PossibleValue } from "../../_shared/db/people/possible-values.ts";
import {
  listRoles,
  ROLE_SORT_COLUMNS,
  type RoleSortKey,
} from "../../_shared/db/roles/list-roles.ts";
import { roleFieldValues, roleRelationValues } from "../../_shared/db/roles/possible-values.ts";
import { findRole, personFillsRole, type RoleDetails } from "../../_shared/db/roles/role-row.ts";
import { can } from "../../_shared/domain/abilities.ts";
import { notFound } from "../../_shared/http/app-error.ts";
import { parseInput } from "../server/validate.ts";
import { authorize } from "./authorize.ts";
import { pagingArgsSchema } from "./paging-args.ts";

type RoleList = { nodes: RoleDetails[]; totalCount: number };

const SORT_KEYS = Object.keys(ROLE_SORT_COLUMNS) as RoleSortKey[];

/** Spec §9: the full list of roles is sorted by id. */
const pagingSchema = pagingArgsSchema(SORT_KEYS, "id");

const rolesArgsSchema = pagingSchema.extend({
  filledBy: z.array(z.number().int().positive("Person ids are positive numbers."))
    .max(1000, "At most 1000 people in filledBy.")
    .nullish()
    .transform((v) => v ?? []),
});

/** The organisation's roles (admin and manager). */
export async function listOrgRoles(ctx: RequestContext, args: unknown): Promise<RoleList> {
  authorize(ctx, "read", "role");
  return await listRoles(ctx.tx, ctx.orgId, parseInput(rolesArgsSchema, args));
}

/**
 * The roles the signed-in person fills (/myRoles; every member). `d=org` widens it to
 * the organisation for those who may read every role and is refused for the others.
 */
export async function listMyRoles(ctx: RequestContext, args: unknown): Promise<RoleList> {
  authorize(ctx, "read", "myRole");
  const parsed = parseInput(pagingSchema.strict(), args);
  return await listRoles(ctx.tx, ctx.orgId, {
    ...parsed,
    filledBy: [],
    heldBy: { personId: ctx.person.id, mayWiden: can(ctx.appRole, "read", "role") },
  });
}

/** One role: admins and managers read any; a User-type member reads the roles they fill. */
export async function getRole(ctx: RequestContext, id: number): Promise<RoleDetails> {
  if (!can(ctx.appRole, "read", "role")) {
    authorize(ctx, "read", "myRole");
    if (!(await personFillsRole(ctx.tx, ctx.orgId, ctx.person.id, id))) {
      authorize(ctx, "read", "role");
    }
  }
  const role = await findRole(ctx.tx, ctx.orgId, id);
  if (!role) throw notFound("Role not found");
  return role;
}

export async function possibleRoleFieldValues(
  ctx: RequestContext,
  field: string,
): Promise<PossibleValue[]> {
  authorize(ctx, "read", "role");
  return await roleFieldValues(ctx.tx, ctx.orgId, field);
}

export async function possibleRoleRelationValues(
  ctx: RequestContext,
  relation: string,
): Promise<PossibleValue[]> {
  authorize(ctx, "read", "role");
  return await roleRelationValues(ctx.tx, ctx.orgId, relation);
}
