import type { Tx } from "../client.ts";
import { queryWhere } from "../query/index.ts";
import {
  processColumns,
  processJoins,
  type ProcessRecord,
  toProcessRecords,
} from "./process-row.ts";

/**
 * sortBy values of the processes list → the expression they order by. Text sorts are
 * case-insensitive; the matching expression indexes are in the process-list migration.
 */
export const PROCESS_SORT_COLUMNS = {
  id: "p.id",
  name: "lower(p.name)",
  processHandle: "lower(p.process_handle)",
  description: "lower(p.description)",
  frequencyType: "p.frequency_type",
  compactFrequency: "p.compact_frequency",
  scheduledFrom: "p.scheduled_from",
  cat: "lower(c.prefix)",
  role: "lower(o.name)",
} as const;

export type ProcessSortKey = keyof typeof PROCESS_SORT_COLUMNS;

export interface ListProcessesArgs {
  /** The shared query language (design §5), terms for processes. */
  q: string[];
  offset: number;
  limit: number;
  sortBy: ProcessSortKey;
  isDesc: boolean;
  /** Only processes assigned to a role this person holds (currentUserProcesses). */
  assignedTo?: number;
}

export async function listProcesses(
  tx: Tx,
  orgId: number,
  args: ListProcessesArgs,
): Promise<{ nodes: ProcessRecord[]; totalCount: number }> {
  const mine = args.assignedTo === undefined ? tx`` : tx`and exists (
      select 1 from app.process_roles m_pr
      join app.role_members m_rm on m_rm.org_id = m_pr.org_id and m_rm.role_id = m_pr.role_id
      where m_pr.org_id = p.org_id and m_pr.process_id = p.id and m_rm.person_id = ${args.assignedTo})`;
  const where = tx`p.org_id = ${orgId} ${mine}
    and ${queryWhere(tx, "process", args.q, { alias: "p" }).where}`;
  // The expression comes from the fixed map above, never from the request text.
  const direction = args.isDesc ? "desc" : "asc";
  const order = tx.unsafe(
    `${PROCESS_SORT_COLUMNS[args.sortBy]} ${direction} nulls last, p.id ${direction}`,
  );
  const [rows, [count]] = await Promise.all([
    tx`select ${processColumns(tx)} from app.processes p ${processJoins(tx)} where ${where}
       order by ${order} limit ${args.limit} offset ${args.offset}`,
    tx`select count(*)::int as total from app.processes p where ${where}`,
  ]);
  return { nodes: toProcessRecords(orgId, rows), totalCount: count!.total };
}
