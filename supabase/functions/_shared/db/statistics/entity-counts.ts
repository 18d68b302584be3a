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
  const shareScan = async (): Promise<Record<string, unknown>> => {
    if (together.length === 0) return {};
    const columns = together
      .map((k) => tx`count(*) filter (where ${filters[k]})::int as ${tx(k as string)}`)
      .reduce((all, column) => tx`${all}, ${column}`);
    const [row] = await tx`select ${columns} from ${from} where ${scope}`;
    return row!;
  };
  const [shared, ...own] = await Promise.all([
    shareScan(),
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

/** As listProcesses narrows /myProcesses to the person's processes. */
function assignedCondition(tx: Tx, orgId: number, personId: number): Fragment {
  // The person's process ids first (an index read), then the same "mine" condition.
  return tx`${candidateCondition(tx, orgId, [], [assignedTo(tx, orgId, personId)])!}
    and ${assignedToPerson(tx, personId)}`;
}

/**
 * The ids of the person's processes (/myProcesses), for processCounts to count over
 * while the tables that decide them (processes, process_roles, role_members) are unchanged.
 */
export async function personalProcessIds(
  tx: Tx,
  orgId: number,
  personId: number,
): Promise<number[]> {
  const rows = await tx`select p.id from app.processes p
    where p.org_id = ${orgId} ${assignedCondition(tx, orgId, personId)}`;
  return rows.map((r) => Number(r.id));
}

/**
 * The processes list's counts; `of`: only a person's (/myProcesses), by their id or by
 * their processes' ids (personalProcessIds), which spares the "mine" condition's look-ups.
 */
export function processCounts(
  tx: Tx,
  orgId: number,
  of?: number | readonly number[],
  keys: readonly ProcessStatKey[] = Object.keys(PROCESS_STAT_TERMS) as ProcessStatKey[],
): Promise<Partial<Record<ProcessStatKey, number>>> {
  const mine = of === undefined
    ? tx``
    : typeof of === "number"
    ? assignedCondition(tx, orgId, of)
    : tx`and p.id = any(${of as number[]}::bigint[])`;
  const links: ProcessStatKey[] = ["noRoles", "noLabel", "noDocs"];
  return countEach(
    tx,
    tx`app.processes p`,
    tx`p.org_id = ${orgId} ${mine}`,
    Object.fromEntries(
      keys.map((k) => [k, queryWhere(tx, "process", PROCESS_STAT_TERMS[k], { alias: "p" }).where]),
    ) as Record<ProcessStatKey, Fragment>,
    // A person's few processes: one statement, the row-by-row checks are cheap there.
    of === undefined ? links.filter((k) => keys.includes(k)) : [],
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
 * Processes per category id (null: none). A category's prefix is unique in its
 * organisation whatever its case, so a category's group is what category:<prefix> keeps;
 * the null group is has:noCategory.
 */
export async function processesPerCategoryId(
  tx: Tx,
  orgId: number,
): Promise<{ categoryId: number | null; count: number }[]> {
  const rows = await tx`select p.category_id, count(*)::int as n from app.processes p
    where p.org_id = ${orgId} group by p.category_id`;
  return rows.map((r) => ({
    categoryId: r.category_id === null ? null : Number(r.category_id),
    count: Number(r.n),
  }));
}

/**
 * The chart's bars: most first, ties by prefix, no category last. Empty categories are
 * left out (a bar of zero opens an empty list).
 */
export async function processesByCategory(
  tx: Tx,
  orgId: number,
  perId: readonly { categoryId: number | null; count: number }[],
): Promise<CategoryCount[]> {
  const ids = perId.flatMap((g) => (g.categoryId === null ? [] : [g.categoryId]));
  const rows = ids.length
    ? await tx`select c.id, c.prefix from app.process_categories c
        where c.org_id = ${orgId} and c.id = any(${ids}::bigint[])`
    : [];
  const prefixOf = new Map(rows.map((r) => [Number(r.id), String(r.prefix)]));
  const bars = perId.map((g) => ({
    categoryId: g.categoryId,
    prefix: g.categoryId === null ? null : prefixOf.get(g.categoryId) ?? null,
    count: g.count,
  }));
  const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  const text = (p: string | null) => p ?? "";
  return bars.sort((a, b) =>
    Number(a.categoryId === null) - Number(b.categoryId === null) || b.count - a.count ||
    cmp(text(a.prefix).toLowerCase(), text(b.prefix).toLowerCase()) ||
    cmp(text(a.prefix), text(b.prefix))
  );
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
