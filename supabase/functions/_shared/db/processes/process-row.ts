import type { UnfinishedRule } from "../../domain/tasks/late.ts";
import type { Frequency, FrequencyType } from "../../domain/frequency/index.ts";
import type { RoleRecord } from "../people/person-row.ts";
import type { Tx } from "../client.ts";
import { visibleParentId } from "../roles/visible-parent.ts";

/** The process category as a process shows it (its `cat`). */
export interface CategoryRef {
  id: number;
  prefix: string;
  description: string;
}

/**
 * A process as the API answers it (docs/product.md#processes). Its lists (labels, assigned
 * roles, docs, users) are not here: process-lists.ts loads each of them for many
 * processes at once, when a caller asks for it.
 */
export interface ProcessRecord {
  id: number;
  processHandle: string;
  name: string;
  description: string;
  frequencyType: FrequencyType;
  frequency: Frequency | null;
  compactFrequency: string;
  /** YYYY-MM-DD */
  scheduledFrom: string;
  /** Scheduled, but the frequency can never yield a date (docs/task-engine.md#frequency). */
  hasNoDates: boolean;
  /** docs/task-engine.md#missed-occurrences */
  unfinishedRule: UnfinishedRule;
  categoryId: number | null;
  roleId: number | null;
  cat: CategoryRef | null;
  role: RoleRecord | null;
}

/**
 * The select list of a process with its category and owning role joined in (one row
 * per process). Needs `from app.processes p` + processJoins. The owning role's id is read
 * through the joined row, so it is null when the caller may not read that role (a User
 * whose process is owned by a role they do not fill).
 */
export function processColumns(tx: Tx) {
  return tx`
    p.id, p.process_handle, p.name, p.description, p.frequency_type, p.frequency,
    p.compact_frequency, to_char(p.scheduled_from, 'YYYY-MM-DD') as scheduled_from,
    p.has_dates, p.unfinished_rule, p.category_id, o.id as owner_role_id,
    c.prefix as cat_prefix, c.description as cat_description,
    o.role_handle as owner_handle, o.name as owner_name, o.description as owner_description,
    ${visibleParentId(tx, "o")} as owner_reports_to_id`;
}

export function processJoins(tx: Tx) {
  return tx`
    left join app.process_categories c on c.org_id = p.org_id and c.id = p.category_id
    left join app.roles o on o.org_id = p.org_id and o.id = p.owner_role_id`;
}

/** Rows (processColumns) → records. */
export function toProcessRecords(
  // deno-lint-ignore no-explicit-any
  rows: readonly Record<string, any>[],
): ProcessRecord[] {
  return rows.map((row) => ({
    id: Number(row.id),
    processHandle: row.process_handle,
    name: row.name,
    description: row.description,
    frequencyType: row.frequency_type,
    frequency: row.frequency_type === "AsNeeded" ? null : row.frequency,
    compactFrequency: row.compact_frequency,
    scheduledFrom: row.scheduled_from,
    hasNoDates: row.frequency_type === "Scheduled" && !row.has_dates,
    unfinishedRule: row.unfinished_rule,
    categoryId: row.category_id === null ? null : Number(row.category_id),
    roleId: row.owner_role_id === null ? null : Number(row.owner_role_id),
    cat: row.category_id === null
      ? null
      : { id: Number(row.category_id), prefix: row.cat_prefix, description: row.cat_description },
    role: row.owner_role_id === null ? null : {
      id: Number(row.owner_role_id),
      roleHandle: row.owner_handle,
      name: row.owner_name,
      description: row.owner_description,
      reportsToId: row.owner_reports_to_id === null ? null : Number(row.owner_reports_to_id),
    },
  }));
}

/** One process of the organisation, or null (also for ids of other organisations). */
export async function findProcess(
  tx: Tx,
  orgId: number,
  id: number,
): Promise<ProcessRecord | null> {
  const rows = await tx`select ${processColumns(tx)} from app.processes p ${processJoins(tx)}
    where p.org_id = ${orgId} and p.id = ${id}`;
  return rows.length ? toProcessRecords(rows)[0]! : null;
}

/** Processes of the organisation by id (those the caller may read), by name then id. */
export async function findProcesses(
  tx: Tx,
  orgId: number,
  ids: readonly number[],
): Promise<ProcessRecord[]> {
  if (ids.length === 0) return [];
  const rows = await tx`select ${processColumns(tx)} from app.processes p ${processJoins(tx)}
    where p.org_id = ${orgId} and p.id = any(${[...ids]}::bigint[]) order by p.name, p.id`;
  return toProcessRecords(rows);
}

/**
 * True when the process is one of the caller's (app.current_process_ids: a role they fill or
 * filled had it while they held it, or a series was handed to them): what lets a User-type
 * member read it. The database's own scope rule, so the check and the row-level security agree.
 */
export async function callerGetsProcess(tx: Tx, processId: number): Promise<boolean> {
  const [row] = await tx`select ${processId}::bigint = any(app.current_process_ids()) as gets`;
  return Boolean(row?.gets);
}
