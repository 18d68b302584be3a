import {
  listProcesses,
  PROCESS_SORT_COLUMNS,
  type ProcessListPage,
} from "../../db/processes/list-processes.ts";
import {
  callerGetsProcess,
  findProcess,
  type ProcessRecord,
} from "../../db/processes/process-row.ts";
import type { ListName } from "../../db/processes/process-lists.ts";
import { processFieldValues, processRelationValues } from "../../db/processes/possible-values.ts";
import type { z } from "zod";
import { isIsoDate, isOutOfRangeDate, outOfRangeMessage } from "../../domain/dates/calendar.ts";
import { nextDates } from "../../domain/frequency/index.ts";
import { badInput, forbidden, notFound } from "../../http/app-error.ts";
import { allowed, authorize, authorizeOwn } from "../authorize.ts";
import { checkedCommand } from "../checked-commands.ts";
import type { RequestContext } from "../context.ts";
import { dateBudgetOf } from "../date-budget.ts";
import { orgToday } from "../org-today.ts";
import { parseInput } from "../parse-input.ts";
import { pagingArgsFor } from "../paging-args.ts";

const processListArgs = pagingArgsFor(PROCESS_SORT_COLUMNS, "name");

export type ListProcessesArgs = z.input<typeof processListArgs>;

/**
 * All processes of the organisation: the catalogue, for admins and managers (and the
 * system). `include`: the lists the caller will read for every process, loaded with the rows.
 */
export async function listAllProcesses(
  ctx: RequestContext,
  args: ListProcessesArgs,
  include: readonly ListName[] = [],
): Promise<ProcessListPage> {
  authorize(ctx, "read", "process");
  return await listProcesses(ctx.tx, ctx.orgId, {
    ...parseInput(processListArgs, args),
    include,
  });
}

/** The processes assigned to any role the caller holds (/myProcesses; every person). */
export async function listMyProcesses(
  ctx: RequestContext,
  args: ListProcessesArgs,
  include: readonly ListName[] = [],
): Promise<ProcessListPage> {
  const me = authorizeOwn(ctx, "read", "myProcess");
  return await listProcesses(ctx.tx, ctx.orgId, {
    ...parseInput(processListArgs, args),
    assignedTo: me.id,
    include,
  });
}

/**
 * One process: any for admins and managers; for a User-type person, one of theirs. Others'
 * processes are refused before looking for the row (which row-level security hides from a
 * User anyway), so an id says nothing about whether such a process exists.
 */
export async function getProcess(ctx: RequestContext, id: number): Promise<ProcessRecord> {
  if (!allowed(ctx, "read", "process")) {
    authorizeOwn(ctx, "read", "myProcess");
    if (!(await callerGetsProcess(ctx.tx, id))) throw forbidden();
  }
  const process = await findProcess(ctx.tx, ctx.orgId, id);
  if (!process) throw notFound("Process not found");
  return process;
}

export const MAX_NEXT_DATES = 366;

/**
 * The next dates of a process from a day on (default: today in the organisation's zone).
 * The request's date budget counts the search and runs it in its turn (date-budget.ts).
 */
export async function processNextDates(
  ctx: RequestContext,
  process: ProcessRecord,
  args: { count?: number | null; from?: string | null },
): Promise<string[]> {
  const count = args.count ?? 10;
  if (!Number.isInteger(count) || count < 0 || count > MAX_NEXT_DATES) {
    throw badInput(`count must be a whole number from 0 to ${MAX_NEXT_DATES}.`, "count");
  }
  if (isOutOfRangeDate(args.from)) {
    throw badInput(`${outOfRangeMessage("from", args.from)}.`, "from");
  }
  if (args.from != null && !isIsoDate(args.from)) {
    throw badInput("from must be a real date written YYYY-MM-DD.", "from");
  }
  const from = args.from ?? (await orgToday(ctx));
  return await dateBudgetOf(ctx.tx).run((meter) =>
    nextDates(process.frequency, from, count, { scheduledFrom: process.scheduledFrom, meter })
  );
}

/** Filter builders of the process lists (/processes and /myProcesses). */
function authorizeProcessValues(ctx: RequestContext): void {
  if (!allowed(ctx, "read", "process")) authorize(ctx, "read", "myProcess");
}

export const possibleProcessFieldValues = checkedCommand(
  authorizeProcessValues,
  processFieldValues,
);

export const possibleProcessRelationValues = checkedCommand(
  authorizeProcessValues,
  processRelationValues,
);
