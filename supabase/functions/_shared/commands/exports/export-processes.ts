/**
 * The process lists (/processes and /myProcesses) as CSV in the processes import format
 * (formats.ts): category by prefix, labels by text, roles by handle, the stored compact
 * frequency, docs as `name|url;…`. Read by the lists' own commands, each page with its
 * labels, assigned roles and docs (one query per list and page).
 */
import type { LoadedLists } from "../../db/processes/process-lists.ts";
import type { ProcessRecord } from "../../db/processes/process-row.ts";
import { exportedCells } from "../../domain/import/fields.ts";
import { PROCESSES_FORMAT } from "../../domain/import/formats.ts";
import { PROCESSES } from "../../domain/import/process-fields.ts";
import type { ProcessListPage } from "../../db/processes/list-processes.ts";
import {
  listAllProcesses,
  listMyProcesses,
  type ListProcessesArgs as ListArgs,
} from "../processes/read-processes.ts";
import type { RequestContext } from "../context.ts";
import { listExport } from "./export-csv.ts";

const LISTS = ["labels", "assignedRoles", "docs"] as const;

type ProcessWithLists = { process: ProcessRecord; lists: LoadedLists };

/** The process with its lists, as the processes field list reads an exported record. */
export function processExportCells({ process: p, lists }: ProcessWithLists) {
  return exportedCells(PROCESSES, {
    ...p,
    labels: lists.labels?.get(p.id) ?? [],
    assignedRoles: lists.assignedRoles?.get(p.id) ?? [],
    docs: lists.docs?.get(p.id) ?? [],
  });
}

type Lister = (
  ctx: RequestContext,
  args: ListArgs,
  include: readonly (typeof LISTS)[number][],
) => Promise<ProcessListPage>;

/** Each page's processes with their lists. */
const exportWith = (list: Lister) =>
  listExport(PROCESSES_FORMAT.columns, async (ctx, args: ListArgs) => {
    const read = await list(ctx, args, LISTS);
    return {
      totalCount: read.totalCount,
      nodes: read.nodes.map((process) => ({ process, lists: read.lists })),
    };
  }, processExportCells);

/** The organisation's processes (admins and managers), as `processes` lists them. */
export const exportProcesses = exportWith(listAllProcesses);

/** The processes assigned to the caller's roles, as `currentUserProcesses` lists them. */
export const exportCurrentUserProcesses = exportWith(listMyProcesses);
