/**
 * The dashboard's counts of processes, roles and people: one count statement per count,
 * each condition built by the same code as the list its link opens (queryWhere for the q
 * terms, the lists' own "mine" and userType fragments), over the same rows (the
 * organisation, and the caller's for personal counts).
 */
import type { Tx } from "../client.ts";
import { type Fragment, queryWhere } from "../query/index.ts";
import { assignedToPerson } from "../processes/list-processes.ts";
import { assignedTo, candidateCondition } from "../processes/candidates.ts";
import { heldByPerson } from "../roles/list-roles.ts";
import { userTypeIs } from "../people/list-people.ts";
import {
  PROCESS_STAT_TERMS,
  type ProcessStatKey,
  ROLE_STAT_TERMS,
  type RoleStatKey,
  USER_STAT_FILTERS,
  type UserStatKey,
} from "../../domain/statistics/stat-terms.ts";

/**
 * The counts of one list over `from` and `scope`. Those whose condition looks at another
 * table (`apart`: a not-exists) get their own `select count(*) … where <scope> and <it>`,
 * the list's own count statement, which PostgreSQL answers with an anti-join; the others
 * (conditions on the row's own columns) share one scan as `count(*) filter (where <it>)`.
 * One shared statement for all would check each not-exists row by row (some 180 ms over
 * 20,000 processes against some 15 ms). The statements go out together, pipelined on the
 * request's connection.
 */
async function countEach<K extends string>(
  tx: Tx,
  from: Fragment,
  scope: Fragment,
  filters: Readonly<Record<K, Fragment>>,
  apart: readonly NoInfer<K>[],
): Promise<Record<K, number>> {
  const keys = Object.keys(filters) as K[];
  const together = keys.filter((k) => !apart.includes(k));
  const columns = together
    .map((k) => tx`count(*) filter (where ${filters[k]})::int as ${tx(k as string)}`)
    .reduce((all, column) => tx`${all}, ${column}`);
  const [shared, ...own] = await Promise.all([
    tx`select ${columns} from ${from} where ${scope}`.then(([row]) => row!),
    ...apart.map(async (k) => {
      const [row] = await tx`select count(*)::int as n from ${from} where ${scope} and ${
        filters[k]
      }`;
      return Number(row!.n);
    }),
  ]);
  return Object.fromEntries([
    ...together.map((k) => [k, Number(shared[k])]),
    ...apart.map((k, i) => [k, own[i]]),
  ]) as Record<K, number>;
}

function mapKeys<K extends string, V, W>(
  record: Readonly<Record<K, V>>,
  fn: (value: V) => W,
): Record<K, W> {
  return Object.fromEntries(
    Object.entries(record).map(([k, v]) => [k, fn(v as V)]),
  ) as Record<K, W>;
}

/** The processes list's counts; `personId`: only that person's (/myProcesses). */
export function processCounts(
  tx: Tx,
  orgId: number,
  personId?: number,
): Promise<Record<ProcessStatKey, number>> {
  // As listProcesses narrows /myProcesses: the person's process ids first (an index read),
  // then the same "mine" condition on those rows.
  const mine = personId === undefined
    ? tx``
    : tx`${candidateCondition(tx, orgId, [], [assignedTo(tx, orgId, personId)])!}
         and ${assignedToPerson(tx, personId)}`;
  return countEach(
    tx,
    tx`app.processes p`,
    tx`p.org_id = ${orgId} ${mine}`,
    mapKeys(PROCESS_STAT_TERMS, (q) => queryWhere(tx, "process", q, { alias: "p" }).where),
    // A person's few processes: one statement, the row-by-row checks are cheap there.
    personId === undefined ? ["noRoles", "noLabel", "noDocs"] : [],
  );
}

/** The roles list's counts; `personId`: only the roles that person fills (/myRoles). */
export function roleCounts(
  tx: Tx,
  orgId: number,
  personId?: number,
): Promise<Record<RoleStatKey, number>> {
  const mine = personId === undefined ? tx`` : tx`and ${heldByPerson(tx, personId)}`;
  return countEach(
    tx,
    tx`app.roles r`,
    tx`r.org_id = ${orgId} ${mine}`,
    mapKeys(ROLE_STAT_TERMS, (q) => queryWhere(tx, "role", q, { alias: "r" }).where),
    personId === undefined ? ["noUsers", "noProcesses"] : [],
  );
}

/** The users list's counts (userType and q, as the list ANDs them). */
export function userCounts(tx: Tx, orgId: number): Promise<Record<UserStatKey, number>> {
  return countEach(
    tx,
    tx`app.people p`,
    tx`p.org_id = ${orgId}`,
    mapKeys(
      USER_STAT_FILTERS,
      (f: { q: readonly string[]; userType?: "Admin" | "Manager" | "User" }) => {
        const q = queryWhere(tx, "user", f.q, { alias: "p" }).where;
        return f.userType ? tx`${userTypeIs(tx, f.userType)} and ${q}` : q;
      },
    ),
    ["noRole"],
  );
}

export interface CategoryCount {
  categoryId: number | null;
  prefix: string | null;
  count: number;
}

/**
 * Processes per category, most first, ties by prefix, no category last. A category's
 * prefix is unique in its organisation whatever its case, so grouping by the category is
 * what category:<prefix> keeps; the null group is has:noCategory. Empty categories are left
 * out (a chart bar of zero opens an empty list).
 */
export async function processesByCategory(tx: Tx, orgId: number): Promise<CategoryCount[]> {
  const rows = await tx`
    select c.id, c.prefix, g.n
    from (select p.category_id, count(*)::int as n from app.processes p
          where p.org_id = ${orgId} group by p.category_id) g
    left join app.process_categories c on c.org_id = ${orgId} and c.id = g.category_id
    order by g.category_id is null, g.n desc, lower(c.prefix), c.prefix`;
  return rows.map((r) => ({
    categoryId: r.id === null ? null : Number(r.id),
    prefix: r.prefix ?? null,
    count: Number(r.n),
  }));
}

/** Roles that could have a late task of their own (assigned to a process, filled by someone). */
export async function rolesInUse(
  tx: Tx,
  orgId: number,
): Promise<{ id: number; roleHandle: string; name: string }[]> {
  const rows = await tx`
    select r.id, r.role_handle, r.name from app.roles r
    where r.org_id = ${orgId}
      and exists (select 1 from app.process_roles s_pr
                  where s_pr.org_id = r.org_id and s_pr.role_id = r.id)
      and exists (select 1 from app.role_members s_rm
                  where s_rm.org_id = r.org_id and s_rm.role_id = r.id)
    order by lower(r.role_handle), r.id`;
  return rows.map((r) => ({ id: Number(r.id), roleHandle: r.role_handle, name: r.name }));
}
