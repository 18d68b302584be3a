import type { UserType } from "../../domain/abilities.ts";
import type { Tx } from "../client.ts";
import { visibleParentId } from "../roles/visible-parent.ts";

export interface RoleRecord {
  id: number;
  roleHandle: string;
  name: string;
  description: string;
  reportsToId: number | null;
  /** On a person's roles: the first day they held it, YYYY-MM-DD; null: undated. */
  heldFrom?: string | null;
}

/** A person as the API answers it (docs/product.md#people). */
export interface UserRecord {
  id: number;
  peopleHandle: string;
  name: string;
  description: string;
  email: string | null;
  /** E.164, or null. */
  mobile: string | null;
  userType: UserType;
  isAuthEnabled: boolean;
  roleIds: number[];
  roles: RoleRecord[];
  receiveWeeklyReminders: boolean;
  /** Linked to a sign-in identity (they have signed in): nothing to invite them to. */
  hasAccount: boolean;
}

/**
 * The select list of a person with their roles in one row, so a list of N people
 * costs one query, not N+1. `p` must be the app.people alias.
 */
export function personColumns(tx: Tx) {
  return tx`
    p.id, p.people_handle, p.name, p.description, p.email, p.mobile, p.user_type,
    p.is_auth_enabled, p.receive_weekly_reminders, p.auth_user_id is not null as has_account,
    coalesce((
      select json_agg(json_build_object(
               'id', r.id, 'roleHandle', r.role_handle, 'name', r.name,
               'description', r.description, 'reportsToId', ${visibleParentId(tx, "r")},
               'heldFrom', to_char(rm.held_from, 'YYYY-MM-DD'))
             order by r.name, r.id)
      from app.role_members rm
      join app.roles r on r.org_id = rm.org_id and r.id = rm.role_id
      where rm.org_id = p.org_id and rm.person_id = p.id
    ), '[]'::json) as roles`;
}

// deno-lint-ignore no-explicit-any
export function toUserRecord(row: Record<string, any>): UserRecord {
  const roles = (row.roles as RoleRecord[]).map((r) => ({
    ...r,
    id: Number(r.id),
  }));
  return {
    id: Number(row.id),
    peopleHandle: row.people_handle,
    name: row.name,
    description: row.description,
    email: row.email,
    mobile: row.mobile,
    userType: row.user_type,
    isAuthEnabled: row.is_auth_enabled,
    roleIds: roles.map((r) => r.id),
    roles,
    receiveWeeklyReminders: row.receive_weekly_reminders,
    hasAccount: row.has_account,
  };
}

/** One person of the organisation, or null (also for ids of other organisations). */
export async function findPerson(
  tx: Tx,
  orgId: number,
  id: number,
): Promise<UserRecord | null> {
  const [row] = await tx`select ${
    personColumns(tx)
  } from app.people p where p.org_id = ${orgId} and p.id = ${id}`;
  return row ? toUserRecord(row) : null;
}
