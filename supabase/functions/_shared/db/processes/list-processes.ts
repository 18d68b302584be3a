import type { Tx } from "../client.ts";
import { type Fragment, queryWhere } from "../query/index.ts";
import { assignedTo, candidateCondition } from "./candidates.ts";
import { type ListName, type LoadedLists, loadProcessLists } from "./process-lists.ts";
import {
  processColumns,
  processJoins,
  type ProcessRecord,
  toProcessRecords,
} from "./process-row.ts";

/**
 * sortBy values of the processes list → the expression they order by. Text sorts are
 * case-insensitive; processes_name_lower_idx serves the default (name).
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
  /** The shared query language (docs/query-language.md#fields), terms for processes. */
  q: string[];
  offset: number;
  limit: number;
  sortBy: ProcessSortKey;
  isDesc: boolean;
  /** Only processes assigned to a role this person holds (currentUserProcesses). */
  assignedTo?: number;
  /** Lists the caller will read for every process: loaded with the rows. */
  include?: readonly ListName[];
}

/** A page of processes, with the lists asked for (`include`) already loaded. */
export interface ProcessListPage {
  nodes: ProcessRecord[];
  totalCount: number;
  lists: LoadedLists;
}

/**
 * One page of processes and the number of all that match: the page's ids in order with
 * the total, then the page's rows by primary key together with the lists asked for.
 * Selective terms narrow the rows read to candidate ids first (candidates.ts).
 */
export async function listProcesses(
  tx: Tx,
  orgId: number,
  args: ListProcessesArgs,
): Promise<ProcessListPage> {
  const { where: q, terms } = queryWhere(tx, "process", args.q, { alias: "p" });
  const mine = args.assignedTo === undefined
    ? tx``
    : tx`and ${assignedToPerson(tx, args.assignedTo)}`;
  const candidates = candidateCondition(
    tx,
    orgId,
    terms,
    args.assignedTo === undefined ? [] : [assignedTo(tx, orgId, args.assignedTo)],
  );
  const where = tx`p.org_id = ${orgId} ${candidates ?? tx``} ${mine} and ${q}`;
  // The expression comes from the fixed map above, never from the request text.
  const direction = args.isDesc ? "desc" : "asc";
  const order = tx.unsafe(
    `${PROCESS_SORT_COLUMNS[args.sortBy]} ${direction} nulls last, p.id ${direction}`,
  );
  const sortJoins = args.sortBy === "cat" || args.sortBy === "role" ? processJoins(tx) : tx``;
  let page: readonly { id?: unknown; total?: number }[];
  let totalCount: number;
  if (args.limit === 0) {
    // Only the total is asked for (limit 0 is a count, never "none match").
    return { nodes: [], totalCount: await count(tx, where), lists: {} };
  }
  if (candidates) {
    // Few rows to read: one pass over them gives the page and the total. A page past
    // the end has no row to carry the total, so only then is it counted apart; an
    // empty first page (limit > 0) means nothing matches.
    page = await tx`select p.id, count(*) over ()::int as total
      from app.processes p ${sortJoins} where ${where}
      order by ${order} limit ${args.limit} offset ${args.offset}`;
    totalCount = page[0]?.total ?? (args.offset > 0 ? await count(tx, where) : 0);
  } else {
    // Many rows may match (no terms, or only has: terms): the sort index yields the page
    // without reading the rest, and the count is one cheap scan.
    [page, totalCount] = await Promise.all([
      tx`select p.id from app.processes p ${sortJoins} where ${where}
         order by ${order} limit ${args.limit} offset ${args.offset}`,
      count(tx, where),
    ]);
  }
  if (page.length === 0) return { nodes: [], totalCount, lists: {} };
  const ids = page.map((r) => Number(r.id));
  // The rows and the lists asked for go out together (pipelined on the connection).
  const [rows, lists] = await Promise.all([
    tx`select ${processColumns(tx)} from app.processes p ${processJoins(tx)}
       where p.org_id = ${orgId} and p.id = any(${ids}::bigint[])`,
    loadProcessLists(tx, orgId, args.include ?? [], ids),
  ]);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return { nodes: toProcessRecords(ids.map((id) => byId.get(id)!)), totalCount, lists };
}

/**
 * "Mine" of /myProcesses: the process `p` is assigned to a role the person holds. The
 * personal statistics count with this same fragment.
 */
export function assignedToPerson(tx: Tx, personId: number): Fragment {
  return tx`exists (
      select 1 from app.process_roles m_pr
      join app.role_members m_rm on m_rm.org_id = m_pr.org_id and m_rm.role_id = m_pr.role_id
      where m_pr.org_id = p.org_id and m_pr.process_id = p.id and m_rm.person_id = ${personId})`;
}

async function count(tx: Tx, where: Fragment): Promise<number> {
  const [row] = await tx`select count(*)::int as total from app.processes p where ${where}`;
  return row!.total;
}
