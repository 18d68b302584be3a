/**
 * The people who may have tasks in an organisation's list, with their names: who held (then
 * or now) a role assigned (then or now) to one of its processes from `from` on, to whom a
 * rule of one of them hands a series, and whose stored tasks of the range the list's terms
 * keep. A superset (a holder may have no date in the range): the caller counts each.
 */
import type { Tx } from "../client.ts";
import type { Fragment } from "../query/sql-types.ts";
import { holdersOf, rolesAssignedTo } from "./role-holders.ts";

export async function listAssignees(
  tx: Tx,
  orgId: number,
  options: {
    processIds: readonly number[];
    from: string;
    to: string;
    /** The list's terms on a stored task aliased t. */
    storedWhere: Fragment;
  },
): Promise<{ id: number; name: string }[]> {
  const { from, to } = options;
  const processes = [...options.processIds];
  const roles = rolesAssignedTo(tx, orgId, processes, from);
  const rows = await tx`
    with ids as (
      select person_id from ${holdersOf(tx, orgId, roles, from)} h
      union
      select assignee_id from app.task_series_rules
      where org_id = ${orgId} and process_id = any(${processes}::bigint[])
      union
      select t.person_id from app.tasks t
      where t.org_id = ${orgId} and t.due_date between ${from}::date and ${to}::date
        and ${options.storedWhere}
    )
    select p.id, p.name from app.people p
    where p.org_id = ${orgId} and p.id in (select person_id from ids where person_id is not null)`;
  return rows.map((r) => ({ id: Number(r.id), name: r.name as string }));
}
