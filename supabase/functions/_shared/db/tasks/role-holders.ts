/**
 * Who may make the occurrences of some processes from a day on, as SQL fragments for a
 * query to narrow itself with: the roles assigned to them (now, or until a day from `from`
 * on), and the people who held those roles (the same way).
 */
import type { Tx } from "../client.ts";
import type { Fragment } from "../query/sql-types.ts";

/** The ids of the roles assigned to any of `processes`, now or until a day from `from` on. */
export function rolesAssignedTo(
  tx: Tx,
  orgId: number,
  processes: readonly number[],
  from: string,
): Fragment {
  const ids = [...processes];
  return tx`(select role_id from app.process_roles
             where org_id = ${orgId} and process_id = any(${ids}::bigint[])
             union
             select role_id from app.process_assignments_ended
             where org_id = ${orgId} and process_id = any(${ids}::bigint[])
               and assigned_until >= ${from}::date)`;
}

/** The ids of the people who held any of `roles`, now or until a day from `from` on. */
export function holdersOf(tx: Tx, orgId: number, roles: Fragment, from: string): Fragment {
  return tx`(select person_id from app.role_members
             where org_id = ${orgId} and role_id in ${roles}
             union
             select person_id from app.role_holdings_ended
             where org_id = ${orgId} and role_id in ${roles} and held_until >= ${from}::date)`;
}
