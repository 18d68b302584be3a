/**
 * The organisation's stored people, roles and processes in the terms of an import file
 * (handles, prefixes, label texts), keyed by lower-cased handle: what the checks and the
 * created/updated comparison need (domain/import/stored-rows.ts). One statement each; the
 * plain columns come from each entity's field list, the lists and references from here.
 */
import { PEOPLE } from "../../domain/import/people-fields.ts";
import { PROCESSES } from "../../domain/import/process-fields.ts";
import { ROLES } from "../../domain/import/role-fields.ts";
import {
  handleKey,
  type StoredPerson,
  type StoredProcess,
  type StoredRoleRow,
} from "../../domain/import/stored-rows.ts";
import type { Tx } from "../client.ts";
import { storedColumns } from "./field-columns.ts";

function byHandle<T>(rows: T[], handleOf: (row: T) => string): Map<string, T> {
  return new Map(rows.map((row) => [handleKey(handleOf(row)), row]));
}

export async function loadStoredPeople(tx: Tx, orgId: number): Promise<Map<string, StoredPerson>> {
  const rows = await tx`
    select p.id, ${storedColumns(tx, PEOPLE, "p")},
      coalesce((select array_agg(r.role_handle ||
                  coalesce('@' || to_char(m.held_from, 'YYYY-MM-DD'), '') order by r.role_handle)
                from app.role_members m join app.roles r on r.org_id = m.org_id and r.id = m.role_id
                where m.org_id = p.org_id and m.person_id = p.id), '{}') as roles
    from app.people p where p.org_id = ${orgId}`;
  return byHandle(
    rows.map((r) => ({ ...r, id: Number(r.id) }) as StoredPerson),
    (p) => p.peopleHandle,
  );
}

export async function loadStoredRoles(tx: Tx, orgId: number): Promise<Map<string, StoredRoleRow>> {
  const rows = await tx`
    select r.id, ${storedColumns(tx, ROLES, "r")}, parent.role_handle as "reportsTo"
    from app.roles r
    left join app.roles parent on parent.org_id = r.org_id and parent.id = r.reports_to_id
    where r.org_id = ${orgId}`;
  return byHandle(
    rows.map((r) => ({ ...r, id: Number(r.id) }) as StoredRoleRow),
    (r) => r.roleHandle,
  );
}

export interface StoredCatalogue {
  processes: Map<string, StoredProcess>;
  roleHandles: string[];
  categoryPrefixes: string[];
  labels: string[];
}

export async function loadStoredCatalogue(tx: Tx, orgId: number): Promise<StoredCatalogue> {
  const rows = await tx`
    select p.id, ${storedColumns(tx, PROCESSES, "p")}, c.prefix as category,
      owner.role_handle as "owningRole", p.frequency_type as "frequencyType",
      p.compact_frequency as "compactFrequency",
      coalesce((select array_agg(l.label) from app.process_labels pl
                join app.labels l on l.org_id = pl.org_id and l.id = pl.label_id
                where pl.org_id = p.org_id and pl.process_id = p.id), '{}') as labels,
      coalesce((select array_agg(r.role_handle) from app.process_roles pr
                join app.roles r on r.org_id = pr.org_id and r.id = pr.role_id
                where pr.org_id = p.org_id and pr.process_id = p.id), '{}') as "assignedRoles",
      coalesce((select jsonb_agg(jsonb_build_object('name', d.name, 'value', d.url) order by d.id)
                from app.process_docs d where d.org_id = p.org_id and d.process_id = p.id),
               '[]') as docs
    from app.processes p
    left join app.process_categories c on c.org_id = p.org_id and c.id = p.category_id
    left join app.roles owner on owner.org_id = p.org_id and owner.id = p.owner_role_id
    where p.org_id = ${orgId}`;
  const [names] = await tx`
    select (select coalesce(array_agg(role_handle), '{}') from app.roles where org_id = ${orgId}) as roles,
      (select coalesce(array_agg(prefix), '{}') from app.process_categories where org_id = ${orgId}) as prefixes,
      (select coalesce(array_agg(label), '{}') from app.labels where org_id = ${orgId}) as labels`;
  return {
    processes: byHandle(
      rows.map((r) => ({ ...r, id: Number(r.id) }) as StoredProcess),
      (p) => p.processHandle,
    ),
    roleHandles: names!.roles,
    categoryPrefixes: names!.prefixes,
    labels: names!.labels,
  };
}
