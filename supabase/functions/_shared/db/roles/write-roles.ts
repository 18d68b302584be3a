import {
  type CreateRoleInput,
  REPORTS_TO_CYCLE_MESSAGE,
  ROLE_IN_USE_MESSAGE,
  type UpdateRoleInput,
} from "../../domain/roles/role-input.ts";
import { setHoldingChangeDay } from "./holding-change-day.ts";
import { AppError, badInput, notFound } from "../../http/app-error.ts";
import type { Tx } from "../client.ts";
import { findRole, type RoleDetails } from "./role-row.ts";

/**
 * Serialises changes to one organisation's reporting tree for the rest of the
 * transaction: two concurrent moves (A under B, B under A) could each pass the cycle
 * check alone. Transaction-level advisory locks need no table privilege.
 */
async function lockReportingTree(tx: Tx, orgId: number): Promise<void> {
  await tx`select pg_advisory_xact_lock(hashtextextended(${"app.roles.tree:" + orgId}, 0))`;
}

/** The parent must be a role of this organisation (never says whose it is otherwise). */
async function assertParentExists(tx: Tx, orgId: number, parentId: number): Promise<void> {
  const [row] = await tx`select 1 from app.roles where org_id = ${orgId} and id = ${parentId}`;
  if (!row) {
    throw new AppError("NOT_FOUND", `Role ${parentId} was not found`, { field: "reportsToId" });
  }
}

/**
 * Refuses making `roleId` report to `parentId` when `parentId` is the role itself or
 * one of the roles under it: walking up from the new parent must never meet the role.
 * `union` (not `union all`) stops the walk should a loop already exist.
 */
async function assertNoCycle(tx: Tx, orgId: number, roleId: number, parentId: number) {
  if (roleId === parentId) throw badInput(REPORTS_TO_CYCLE_MESSAGE, "reportsToId");
  const [row] = await tx`
    with recursive up(id) as (
      select ${parentId}::bigint
      union
      select r.reports_to_id from app.roles r join up on r.id = up.id
      where r.org_id = ${orgId} and r.reports_to_id is not null
    )
    select exists (select 1 from up where id = ${roleId}) as loops`;
  if (row.loops) throw badInput(REPORTS_TO_CYCLE_MESSAGE, "reportsToId");
}

/** Refuses person ids that are not people of this organisation. */
async function assertPeopleExist(tx: Tx, orgId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  const found = await tx`select id from app.people
                         where org_id = ${orgId} and id = any(${unique}::bigint[])`;
  const known = new Set(found.map((r) => Number(r.id)));
  const missing = unique.find((id) => !known.has(id));
  if (missing !== undefined) {
    throw new AppError("NOT_FOUND", `User ${missing} was not found`, { field: "filledBy" });
  }
}

/** Makes the role's members exactly `personIds`. */
async function replaceMembers(
  tx: Tx,
  orgId: number,
  roleId: number,
  personIds: number[],
  effectiveOn: string | undefined,
) {
  const unique = [...new Set(personIds)];
  await setHoldingChangeDay(tx, effectiveOn);
  await tx`delete from app.role_members where org_id = ${orgId} and role_id = ${roleId}
           and not (person_id = any(${unique}::bigint[]))`;
  if (unique.length) {
    await tx`insert into app.role_members (org_id, role_id, person_id)
             select ${orgId}, ${roleId}, p from unnest(${unique}::bigint[]) as p
             on conflict do nothing`;
  }
}

export async function insertRole(
  tx: Tx,
  orgId: number,
  input: CreateRoleInput,
): Promise<RoleDetails> {
  // A new role has no roles under it, so any existing parent is fine.
  if (input.reportsToId !== null) await assertParentExists(tx, orgId, input.reportsToId);
  await assertPeopleExist(tx, orgId, input.filledBy);
  const [row] = await tx`
    insert into app.roles (org_id, role_handle, name, description, reports_to_id)
    values (${orgId}, ${input.roleHandle}, ${input.name}, ${input.description}, ${input.reportsToId})
    returning id`;
  await replaceMembers(tx, orgId, Number(row.id), input.filledBy, input.effectiveOn);
  return (await findRole(tx, orgId, Number(row.id)))!;
}

/** Changes the given fields; a 0-row update (unknown id, another organisation) is NOT_FOUND. */
export async function updateRole(
  tx: Tx,
  orgId: number,
  input: UpdateRoleInput,
): Promise<RoleDetails> {
  const [exists] = await tx`select 1 from app.roles where org_id = ${orgId} and id = ${input.id}`;
  if (!exists) throw notFound("Role not found");
  if (input.reportsToId !== undefined && input.reportsToId !== null) {
    await lockReportingTree(tx, orgId);
    await assertParentExists(tx, orgId, input.reportsToId);
    await assertNoCycle(tx, orgId, input.id, input.reportsToId);
  }
  if (input.filledBy) await assertPeopleExist(tx, orgId, input.filledBy);
  const set: Record<string, unknown> = {};
  if (input.roleHandle !== undefined) set.role_handle = input.roleHandle;
  if (input.name !== undefined) set.name = input.name;
  if (input.description !== undefined) set.description = input.description;
  if (input.reportsToId !== undefined) set.reports_to_id = input.reportsToId;
  if (Object.keys(set).length) {
    const updated = await tx`update app.roles set ${tx(set)}
                             where org_id = ${orgId} and id = ${input.id} returning id`;
    if (updated.length === 0) throw notFound("Role not found");
  }
  if (input.filledBy) {
    await replaceMembers(tx, orgId, input.id, input.filledBy, input.effectiveOn);
  }
  return (await findRole(tx, orgId, input.id))!;
}

/**
 * Deletes the roles, all or nothing. A role assigned to a process is refused with the
 * exact text of docs/api.md#error-codes; an unknown id (or one of another organisation) fails
 * the whole call. Roles that reported to a removed role move to the top of the tree;
 * processes it owned keep no owner (the data model's `on delete set null`).
 */
export async function deleteRoles(tx: Tx, orgId: number, ids: number[]): Promise<number> {
  const unique = [...new Set(ids)];
  const [used] = await tx`select exists (select 1 from app.process_roles
    where org_id = ${orgId} and role_id = any(${unique}::bigint[])) as used`;
  if (used.used) throw new AppError("CONFLICT", ROLE_IN_USE_MESSAGE);
  let deleted;
  try {
    deleted = await tx`delete from app.roles
      where org_id = ${orgId} and id = any(${unique}::bigint[]) returning id`;
  } catch (error) {
    // A process assigned the role between the check and the delete (on delete restrict).
    if ((error as { code?: string }).code === "23503") {
      throw new AppError("CONFLICT", ROLE_IN_USE_MESSAGE, { cause: error });
    }
    throw error;
  }
  if (deleted.length !== unique.length) {
    const gone = new Set(deleted.map((r) => Number(r.id)));
    throw notFound(`Role ${unique.find((id) => !gone.has(id))} not found`);
  }
  return deleted.length;
}
