import type { CreateUserInput, UpdateUserInput } from "../../domain/people/user-input.ts";
import { setHoldingChangeDay } from "../roles/holding-change-day.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import type { Tx } from "../client.ts";
import { findPerson, type UserRecord } from "./person-row.ts";

/** Refuses role ids that are not roles of this organisation (never says whose they are). */
async function assertRolesExist(
  tx: Tx,
  orgId: number,
  roleIds: number[],
): Promise<void> {
  if (roleIds.length === 0) return;
  const unique = [...new Set(roleIds)];
  const found =
    await tx`select id from app.roles where org_id = ${orgId} and id = any(${unique}::bigint[])`;
  const known = new Set(found.map((r) => Number(r.id)));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length) {
    throw new AppError("NOT_FOUND", `Role ${missing[0]} was not found`, {
      field: "roleIds",
    });
  }
}

async function replaceRoles(
  tx: Tx,
  orgId: number,
  personId: number,
  roleIds: number[],
  effectiveOn: string | undefined,
): Promise<void> {
  const unique = [...new Set(roleIds)];
  await setHoldingChangeDay(tx, effectiveOn);
  await tx`delete from app.role_members where org_id = ${orgId} and person_id = ${personId}
           and not (role_id = any(${unique}::bigint[]))`;
  if (unique.length) {
    await tx`insert into app.role_members (org_id, role_id, person_id)
             select ${orgId}, r, ${personId} from unnest(${unique}::bigint[]) as r
             on conflict do nothing`;
  }
}

export async function insertPerson(
  tx: Tx,
  orgId: number,
  input: CreateUserInput,
): Promise<UserRecord> {
  await assertRolesExist(tx, orgId, input.roleIds);
  const [row] = await tx`
    insert into app.people (org_id, people_handle, name, description, email, mobile, user_type,
      is_auth_enabled, receive_weekly_reminders)
    values (${orgId}, ${input.peopleHandle}, ${input.name}, ${input.description}, ${input.email},
      ${input.mobile}, ${input.userType}, ${input.isAuthEnabled}, ${input.receiveWeeklyReminders})
    returning id`;
  await replaceRoles(tx, orgId, Number(row.id), input.roleIds, input.effectiveOn);
  return (await findPerson(tx, orgId, Number(row.id)))!;
}

/** Changes the given fields; a new email unlinks the sign-in account. */
export async function updatePerson(
  tx: Tx,
  orgId: number,
  input: UpdateUserInput,
): Promise<UserRecord> {
  if (input.roleIds) await assertRolesExist(tx, orgId, input.roleIds);
  const set: Record<string, unknown> = {};
  if (input.peopleHandle !== undefined) set.people_handle = input.peopleHandle;
  if (input.name !== undefined) set.name = input.name;
  if (input.description !== undefined) set.description = input.description;
  if (input.mobile !== undefined) set.mobile = input.mobile;
  if (input.userType !== undefined) set.user_type = input.userType;
  if (input.receiveWeeklyReminders !== undefined) {
    set.receive_weekly_reminders = input.receiveWeeklyReminders;
  }
  set.is_auth_enabled = input.isAuthEnabled;
  const emailChange = input.email !== undefined
    ? tx`, email = ${input.email},
         auth_user_id = case when lower(email) is not distinct from lower(${input.email}::text)
                             then auth_user_id end`
    : tx``;
  const updated = await tx`
    update app.people set ${tx(set)} ${emailChange}
    where org_id = ${orgId} and id = ${input.id}
    returning id`;
  if (updated.length === 0) throw notFound("User not found");
  if (input.roleIds) await replaceRoles(tx, orgId, input.id, input.roleIds, input.effectiveOn);
  return (await findPerson(tx, orgId, input.id))!;
}

/** Deletes the people; all or nothing: an unknown id fails the whole call. */
export async function deletePeople(
  tx: Tx,
  orgId: number,
  ids: number[],
): Promise<number> {
  const unique = [...new Set(ids)];
  const deleted =
    await tx`delete from app.people where org_id = ${orgId} and id = any(${unique}::bigint[]) returning id`;
  if (deleted.length !== unique.length) {
    const gone = new Set(deleted.map((r) => Number(r.id)));
    throw notFound(`User ${unique.find((id) => !gone.has(id))} not found`);
  }
  return deleted.length;
}

/** The user types of these people of the organisation (unknown ids are left out). */
export async function userTypesOf(
  tx: Tx,
  orgId: number,
  ids: number[],
): Promise<string[]> {
  const rows = await tx`select distinct user_type from app.people
                        where org_id = ${orgId} and id = any(${ids}::bigint[])`;
  return rows.map((r) => r.user_type as string);
}

/**
 * Serialises every change that may take an enabled admin away in this organisation
 * until the transaction ends (app.lock_org_admins, the lock the database's own
 * re-check at commit takes too), so two concurrent demotions cannot both count the
 * other admin as still there.
 */
export async function lockOrgAdmins(tx: Tx, orgId: number): Promise<void> {
  await tx`select app.lock_org_admins(${orgId})`;
}

/** Enabled admins left in the organisation: it must keep one who can sign in. */
export async function countEnabledAdmins(
  tx: Tx,
  orgId: number,
): Promise<number> {
  const [row] = await tx`select count(*)::int as n from app.people
                         where org_id = ${orgId} and user_type = 'Admin' and is_auth_enabled`;
  return row.n;
}
