/**
 * Who held which role and when (docs/task-engine.md#who-held-a-role-when): the current
 * holdings and the ended ones, read under the caller's row-level security (a manager reads
 * every holding of the organisation, a person their own).
 */
import type { Tx } from "../client.ts";

export interface Holding {
  roleId: number;
  roleHandle: string;
  roleName: string;
  personId: number;
  personName: string;
  /** YYYY-MM-DD; null: since before holdings were dated. */
  from: string | null;
  /** YYYY-MM-DD, the last day held; null: still held. */
  until: string | null;
}

/** The holdings of one person or one role: current ones first, then the latest ended. */
export async function listHoldings(
  tx: Tx,
  orgId: number,
  of: { personId: number } | { roleId: number },
): Promise<Holding[]> {
  const where = "personId" in of ? tx`h.person_id = ${of.personId}` : tx`h.role_id = ${of.roleId}`;
  const rows = await tx`
    with h as (
      select m.org_id, m.role_id, m.person_id, m.held_from, null::date as held_until
      from app.role_members m where m.org_id = ${orgId}
      union all
      select e.org_id, e.role_id, e.person_id, e.held_from, e.held_until
      from app.role_holdings_ended e where e.org_id = ${orgId}
    )
    select h.role_id, r.role_handle, r.name as role_name, h.person_id, p.name as person_name,
           to_char(h.held_from, 'YYYY-MM-DD') as held_from,
           to_char(h.held_until, 'YYYY-MM-DD') as held_until
    from h
    join app.roles r on r.org_id = h.org_id and r.id = h.role_id
    join app.people p on p.org_id = h.org_id and p.id = h.person_id
    where ${where}
    order by h.held_until desc nulls first, h.held_from desc nulls last, r.role_handle, p.name`;
  return rows.map((r) => ({
    roleId: Number(r.role_id),
    roleHandle: r.role_handle,
    roleName: r.role_name,
    personId: Number(r.person_id),
    personName: r.person_name,
    from: r.held_from,
    until: r.held_until,
  }));
}
