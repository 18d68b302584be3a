/**
 * Writes of processes and their lists. Every id that arrives from a caller is checked
 * against this organisation first, so an id of another organisation is NOT_FOUND (it
 * never says whose it is) and nothing is written. Callers run inside a savepoint.
 */
import type { UnfinishedRule } from "../../domain/tasks/late.ts";
import type postgres from "postgres";
import type { DocInput } from "../../domain/processes/process-input.ts";
import type { StoredFrequency } from "../../domain/processes/process-frequency.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import type { Tx } from "../client.ts";

export interface ProcessRefs {
  categoryId?: number | null;
  roleId?: number | null;
  labelIds?: number[];
  assignedRoleIds?: number[];
}

const TABLES = {
  categoryId: { table: "process_categories", what: "Process category" },
  roleId: { table: "roles", what: "Role" },
  labelIds: { table: "labels", what: "Label" },
  assignedRoleIds: { table: "roles", what: "Role" },
} as const;

async function assertExist(tx: Tx, orgId: number, field: keyof ProcessRefs, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const { table, what } = TABLES[field];
  const found = await tx`select id from ${tx("app")}.${tx(table)}
    where org_id = ${orgId} and id = any(${unique}::bigint[])`;
  const known = new Set(found.map((r) => Number(r.id)));
  const missing = unique.find((id) => !known.has(id));
  if (missing !== undefined) {
    throw new AppError("NOT_FOUND", `${what} ${missing} was not found`, { field });
  }
}

/** Refuses ids that are not records of this organisation. */
export async function assertRefsExist(tx: Tx, orgId: number, refs: ProcessRefs): Promise<void> {
  if (refs.categoryId != null) await assertExist(tx, orgId, "categoryId", [refs.categoryId]);
  if (refs.roleId != null) await assertExist(tx, orgId, "roleId", [refs.roleId]);
  if (refs.labelIds) await assertExist(tx, orgId, "labelIds", refs.labelIds);
  if (refs.assignedRoleIds) await assertExist(tx, orgId, "assignedRoleIds", refs.assignedRoleIds);
}

/** Column values of app.processes; absent keys are left as they are on update. */
export interface ProcessColumns {
  processHandle?: string;
  name?: string;
  description?: string;
  categoryId?: number | null;
  roleId?: number | null;
  frequency?: StoredFrequency;
  scheduledFrom?: string;
  unfinishedRule?: UnfinishedRule;
}

function toRow(tx: Tx, values: ProcessColumns): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  if (values.processHandle !== undefined) row.process_handle = values.processHandle;
  if (values.name !== undefined) row.name = values.name;
  if (values.description !== undefined) row.description = values.description;
  if (values.categoryId !== undefined) row.category_id = values.categoryId;
  if (values.roleId !== undefined) row.owner_role_id = values.roleId;
  if (values.scheduledFrom !== undefined) row.scheduled_from = values.scheduledFrom;
  if (values.unfinishedRule !== undefined) row.unfinished_rule = values.unfinishedRule;
  if (values.frequency) {
    row.frequency_type = values.frequency.frequencyType;
    const f = values.frequency.frequency;
    row.frequency = f === null ? null : tx.json(f as unknown as postgres.JSONValue);
    row.compact_frequency = values.frequency.compactFrequency;
    row.has_dates = values.frequency.hasDates;
  }
  return row;
}

export async function insertProcessRow(
  tx: Tx,
  orgId: number,
  values: ProcessColumns,
): Promise<number> {
  const [row] = await tx`insert into app.processes ${
    tx({ org_id: orgId, ...toRow(tx, values) })
  } returning id`;
  return Number(row!.id);
}

/** False when the process is not one of this organisation. */
export async function updateProcessRow(
  tx: Tx,
  orgId: number,
  id: number,
  values: ProcessColumns,
): Promise<boolean> {
  const row = toRow(tx, values);
  const updated = Object.keys(row).length
    ? await tx`update app.processes set ${
      tx(row)
    } where org_id = ${orgId} and id = ${id} returning id`
    : await tx`select id from app.processes where org_id = ${orgId} and id = ${id}`;
  return updated.length > 0;
}

export async function replaceLabels(tx: Tx, orgId: number, processId: number, labelIds: number[]) {
  const unique = [...new Set(labelIds)];
  await tx`delete from app.process_labels where org_id = ${orgId} and process_id = ${processId}
           and not (label_id = any(${unique}::bigint[]))`;
  if (unique.length) {
    await tx`insert into app.process_labels (org_id, process_id, label_id)
             select ${orgId}, ${processId}, l from unnest(${unique}::bigint[]) as l
             on conflict do nothing`;
  }
}

export async function replaceAssignedRoles(
  tx: Tx,
  orgId: number,
  processId: number,
  roleIds: number[],
) {
  const unique = [...new Set(roleIds)];
  await tx`delete from app.process_roles where org_id = ${orgId} and process_id = ${processId}
           and not (role_id = any(${unique}::bigint[]))`;
  if (unique.length) {
    await tx`insert into app.process_roles (org_id, process_id, role_id)
             select ${orgId}, ${processId}, r from unnest(${unique}::bigint[]) as r
             on conflict do nothing`;
  }
}

/**
 * The process's documents become exactly `docs`: those with an id (of this process)
 * are kept and changed, the others removed, the ones without an id added.
 */
export async function replaceDocs(tx: Tx, orgId: number, processId: number, docs: DocInput[]) {
  const kept = docs.filter((d) => d.id !== undefined).map((d) => d.id!);
  if (kept.length) {
    const own = await tx`select id from app.process_docs where org_id = ${orgId}
      and process_id = ${processId} and id = any(${kept}::bigint[])`;
    const known = new Set(own.map((r) => Number(r.id)));
    const stray = kept.find((id) => !known.has(id));
    if (stray !== undefined) {
      throw new AppError("NOT_FOUND", `Document ${stray} of this process was not found`, {
        field: "docs",
      });
    }
  }
  await tx`delete from app.process_docs where org_id = ${orgId} and process_id = ${processId}
           and not (id = any(${kept}::bigint[]))`;
  for (const doc of docs) {
    if (doc.id !== undefined) {
      await tx`update app.process_docs set name = ${doc.name}, url = ${doc.value}
               where org_id = ${orgId} and id = ${doc.id}`;
    }
  }
  const added = docs.filter((d) => d.id === undefined);
  if (added.length) {
    await tx`insert into app.process_docs ${
      tx(added.map((d) => ({ org_id: orgId, process_id: processId, name: d.name, url: d.value })))
    }`;
  }
}

/** Deletes the processes (their tasks, links and docs go with them); all or nothing. */
export async function deleteProcesses(tx: Tx, orgId: number, ids: number[]): Promise<number> {
  const unique = [...new Set(ids)];
  const deleted = await tx`delete from app.processes
    where org_id = ${orgId} and id = any(${unique}::bigint[]) returning id`;
  if (deleted.length !== unique.length) {
    const gone = new Set(deleted.map((r) => Number(r.id)));
    throw notFound(`Process ${unique.find((id) => !gone.has(id))} was not found`);
  }
  return deleted.length;
}
