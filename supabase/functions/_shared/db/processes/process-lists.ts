/**
 * The lists of processes (labels, assigned roles, docs, users), each loaded with ONE
 * query for any number of processes (`process_id = any(ids)`): the GraphQL request's
 * loaders (graphql/server/loaders.ts) batch every process of an answer into it, and a
 * list page loads the lists its caller will read together with its rows, so a list of
 * 1000 processes costs at most one query per list, never one per process (no N+1).
 */
import type { RoleRecord } from "../people/person-row.ts";
import type { Tx } from "../client.ts";
import { visibleParentId } from "../roles/visible-parent.ts";

export interface LabelRef {
  id: number;
  label: string;
}

export interface DocRecord {
  id: number;
  name: string;
  /** The link (http or https). */
  value: string;
}

/** A person who gets the process's tasks, and through which assigned role(s). */
export interface ProcessUser {
  id: number;
  name: string;
  peopleHandle: string;
  /** The first (by name) of the process's assigned roles the person holds. */
  role: RoleRecord;
  roles: RoleRecord[];
}

type Loader<T> = (tx: Tx, orgId: number, ids: number[]) => Promise<Map<number, T[]>>;

/**
 * Each list comes aggregated per process (one row per process, the list as JSON, in
 * order): for a page of 1000 processes that is 1000 rows to read, not 5000. Labels
 * come in the database's text order (lower() on every link costs more than it gives).
 */
function byProcess<T>(rows: readonly Record<string, unknown>[]): Map<number, T[]> {
  return new Map(rows.map((r) => [Number(r.process_id), r.list as T[]]));
}

function roleJson(tx: Tx) {
  return tx`json_build_object('id', r.id, 'roleHandle', r.role_handle, 'name', r.name,
    'description', r.description, 'reportsToId', ${visibleParentId(tx, "r")})`;
}

const loadLabels: Loader<LabelRef> = async (tx, orgId, ids) =>
  byProcess(
    await tx`
      select pl.process_id,
        json_agg(json_build_object('id', l.id, 'label', l.label) order by l.label, l.id) as list
      from app.process_labels pl
      join app.labels l on l.org_id = pl.org_id and l.id = pl.label_id
      where pl.org_id = ${orgId} and pl.process_id = any(${ids}::bigint[])
      group by pl.process_id`,
  );

const loadAssignedRoles: Loader<RoleRecord> = async (tx, orgId, ids) =>
  byProcess(
    await tx`
      select pr.process_id, json_agg(${roleJson(tx)} order by lower(r.name), r.id) as list
      from app.process_roles pr
      join app.roles r on r.org_id = pr.org_id and r.id = pr.role_id
      where pr.org_id = ${orgId} and pr.process_id = any(${ids}::bigint[])
      group by pr.process_id`,
  );

const loadDocs: Loader<DocRecord> = async (tx, orgId, ids) =>
  byProcess(
    await tx`
      select process_id,
        json_agg(json_build_object('id', id, 'name', name, 'value', url) order by id) as list
      from app.process_docs
      where org_id = ${orgId} and process_id = any(${ids}::bigint[])
      group by process_id`,
  );

/** People holding any assigned role of the process: one entry per person, by name. */
const loadUsers: Loader<ProcessUser> = async (tx, orgId, ids) => {
  const rows = await tx`
    select process_id,
      json_agg(json_build_object('id', id, 'name', name, 'peopleHandle', people_handle,
        'roles', roles) order by lower(name), id) as list
    from (
      select pr.process_id, pe.id, pe.name, pe.people_handle,
        json_agg(${roleJson(tx)} order by lower(r.name), r.id) as roles
      from app.process_roles pr
      join app.role_members rm on rm.org_id = pr.org_id and rm.role_id = pr.role_id
      join app.people pe on pe.org_id = rm.org_id and pe.id = rm.person_id
      join app.roles r on r.org_id = pr.org_id and r.id = pr.role_id
      where pr.org_id = ${orgId} and pr.process_id = any(${ids}::bigint[])
      group by pr.process_id, pe.id, pe.name, pe.people_handle
    ) per_person
    group by process_id`;
  const users = byProcess<Omit<ProcessUser, "role">>(rows);
  return new Map(
    [...users].map(([id, list]) => [id, list.map((u) => ({ ...u, role: u.roles[0]! }))]),
  );
};

const LOADERS = {
  labels: loadLabels,
  assignedRoles: loadAssignedRoles,
  docs: loadDocs,
  users: loadUsers,
};

export type Lists = {
  [K in keyof typeof LOADERS]: typeof LOADERS[K] extends Loader<infer T> ? T : never;
};
export type ListName = keyof Lists;

/** Which list each Process field needs. */
export const LIST_OF_FIELD: Readonly<Record<string, ListName>> = {
  labels: "labels",
  labelIds: "labels",
  assignedRoles: "assignedRoles",
  assignedRoleIds: "assignedRoles",
  docs: "docs",
  users: "users",
};

/** Each list asked for, for every process of `ids` (a process without items: absent). */
export type LoadedLists = { [K in ListName]?: Map<number, Lists[K][]> };

/** The list `name` of every process of `ids`: one query. */
export async function loadProcessList<K extends ListName>(
  tx: Tx,
  orgId: number,
  name: K,
  ids: readonly number[],
): Promise<Map<number, Lists[K][]>> {
  if (ids.length === 0) return new Map();
  return await (LOADERS[name] as Loader<Lists[K]>)(tx, orgId, [...ids]);
}

/** Several lists of the same processes, the queries sent together (pipelined). */
export async function loadProcessLists(
  tx: Tx,
  orgId: number,
  names: Iterable<ListName>,
  ids: readonly number[],
): Promise<LoadedLists> {
  const unique = [...new Set(names)];
  const maps = await Promise.all(unique.map((name) => loadProcessList(tx, orgId, name, ids)));
  return Object.fromEntries(unique.map((name, i) => [name, maps[i]])) as LoadedLists;
}
