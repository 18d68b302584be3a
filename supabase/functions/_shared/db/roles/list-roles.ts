import { forbidden } from "../../http/app-error.ts";
import type { Tx } from "../client.ts";
import { type Fragment, queryWhere } from "../query/index.ts";
import { roleColumns, type RoleDetails, toRoleDetails } from "./role-row.ts";

/** sortBy values of the roles lists → the expression they order by. */
export const ROLE_SORT_COLUMNS = {
  id: "r.id",
  roleHandle: "lower(r.role_handle)",
  name: "lower(r.name)",
  description: "lower(r.description)",
  reportsToId: "r.reports_to_id",
  reportsTo: `(select lower(q_pr.name) from app.roles q_pr
               where q_pr.org_id = r.org_id and q_pr.id = r.reports_to_id)`,
  processCount: `(select count(*) from app.process_roles q_xr
                  where q_xr.org_id = r.org_id and q_xr.role_id = r.id)`,
  filledByCount: `(select count(*) from app.role_members q_rm
                   where q_rm.org_id = r.org_id and q_rm.role_id = r.id)`,
} as const;

export type RoleSortKey = keyof typeof ROLE_SORT_COLUMNS;

export interface ListRolesArgs {
  /**
   * The shared query language (docs/query-language.md#fields): text, user:<personId>,
   * process:<processId>, d=org.
   */
  q: string[];
  /** Only roles filled by any of these people; empty: no such condition. */
  filledBy: number[];
  /**
   * currentUserRoles: only the roles this person fills. `d=org` widens that to the whole
   * organisation when `mayWiden` (the caller may read every role), else it is refused.
   */
  heldBy?: { personId: number; mayWiden: boolean };
  offset: number;
  limit: number;
  sortBy: RoleSortKey;
  isDesc: boolean;
}

export async function listRoles(
  tx: Tx,
  orgId: number,
  args: ListRolesArgs,
): Promise<{ nodes: RoleDetails[]; totalCount: number }> {
  const filled = args.filledBy.length
    ? tx`and exists (select 1 from app.role_members f_rm where f_rm.org_id = r.org_id
           and f_rm.role_id = r.id and f_rm.person_id = any(${args.filledBy}::bigint[]))`
    : tx``;
  const query = queryWhere(tx, "role", args.q, { alias: "r" });
  if (args.heldBy && query.orgWide && !args.heldBy.mayWiden) {
    throw forbidden("You can only see the roles you fill.");
  }
  const held = args.heldBy && !query.orgWide
    ? tx`and ${heldByPerson(tx, args.heldBy.personId)}`
    : tx``;
  const where = tx`r.org_id = ${orgId} ${filled} ${held} and ${query.where}`;
  // The expression comes from the fixed map above, never from the request text.
  const direction = args.isDesc ? "desc" : "asc";
  const order = tx.unsafe(
    `${ROLE_SORT_COLUMNS[args.sortBy]} ${direction} nulls last, r.id ${direction}`,
  );
  const [rows, [count]] = await Promise.all([
    tx`select ${roleColumns(tx)} from app.roles r where ${where}
       order by ${order} limit ${args.limit} offset ${args.offset}`,
    tx`select count(*)::int as total from app.roles r where ${where}`,
  ]);
  return { nodes: rows.map(toRoleDetails), totalCount: count.total };
}

/** "Mine" of /myRoles: the person fills the role `r`. The personal statistics count with it. */
export function heldByPerson(tx: Tx, personId: number): Fragment {
  return tx`exists (select 1 from app.role_members h_rm where h_rm.org_id = r.org_id
           and h_rm.role_id = r.id and h_rm.person_id = ${personId})`;
}
