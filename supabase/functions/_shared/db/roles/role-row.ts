import type { Tx } from "../client.ts";
import { visibleParentId } from "./visible-parent.ts";

/** A role as the API answers it (docs/product.md#roles), with what the org chart needs. */
export interface RoleDetails {
  id: number;
  roleHandle: string;
  name: string;
  description: string;
  reportsToId: number | null;
  reportsTo: { id: number; roleHandle: string; name: string } | null;
  filledBy: { id: number; name: string }[];
  assignedProcesses: { id: number; processHandle: string; name: string }[];
  processCount: number;
}

/**
 * The select list of a role with its parent, people and processes in one row, so a
 * list of N roles costs one query, not N+1. `r` must be the app.roles alias.
 */
export function roleColumns(tx: Tx) {
  return tx`
    r.id, r.role_handle, r.name, r.description, ${visibleParentId(tx, "r")} as reports_to_id,
    (select json_build_object('id', pr.id, 'roleHandle', pr.role_handle, 'name', pr.name)
       from app.roles pr where pr.org_id = r.org_id and pr.id = r.reports_to_id) as reports_to,
    coalesce((
      select json_agg(json_build_object('id', p.id, 'name', p.name) order by lower(p.name), p.id)
      from app.role_members rm
      join app.people p on p.org_id = rm.org_id and p.id = rm.person_id
      where rm.org_id = r.org_id and rm.role_id = r.id
    ), '[]'::json) as filled_by,
    coalesce((
      select json_agg(json_build_object('id', x.id, 'processHandle', x.process_handle, 'name', x.name)
                      order by lower(x.process_handle), x.id)
      from app.process_roles xr
      join app.processes x on x.org_id = xr.org_id and x.id = xr.process_id
      where xr.org_id = r.org_id and xr.role_id = r.id
    ), '[]'::json) as assigned_processes`;
}

interface Ref {
  id: number | string;
}
const numericId = <T extends Ref>(item: T) => ({ ...item, id: Number(item.id) });

// deno-lint-ignore no-explicit-any
export function toRoleDetails(row: Record<string, any>): RoleDetails {
  const assignedProcesses = (row.assigned_processes as Ref[]).map(numericId) as RoleDetails[
    "assignedProcesses"
  ];
  return {
    id: Number(row.id),
    roleHandle: row.role_handle,
    name: row.name,
    description: row.description,
    reportsToId: row.reports_to_id === null ? null : Number(row.reports_to_id),
    reportsTo: row.reports_to ? numericId(row.reports_to) : null,
    filledBy: (row.filled_by as Ref[]).map(numericId) as RoleDetails["filledBy"],
    assignedProcesses,
    processCount: assignedProcesses.length,
  };
}

/** One role of the organisation, or null (also for ids of other organisations). */
export async function findRole(tx: Tx, orgId: number, id: number): Promise<RoleDetails | null> {
  const [row] = await tx`select ${roleColumns(tx)} from app.roles r
                         where r.org_id = ${orgId} and r.id = ${id}`;
  return row ? toRoleDetails(row) : null;
}

/** Roles of the organisation by id, in one query (absent: no such role, or not readable). */
export async function findRoles(
  tx: Tx,
  orgId: number,
  ids: readonly number[],
): Promise<Map<number, RoleDetails>> {
  if (ids.length === 0) return new Map();
  const rows = await tx`select ${roleColumns(tx)} from app.roles r
                        where r.org_id = ${orgId} and r.id = any(${[...ids]}::bigint[])`;
  return new Map(rows.map((row) => [Number(row.id), toRoleDetails(row)]));
}

/** True when the person fills the role (what lets a User-type member read it). */
export async function personFillsRole(
  tx: Tx,
  orgId: number,
  personId: number,
  roleId: number,
): Promise<boolean> {
  const [row] = await tx`select exists (select 1 from app.role_members
    where org_id = ${orgId} and role_id = ${roleId} and person_id = ${personId}) as fills`;
  return row.fills;
}
