import type { RequestContext } from "../../_shared/db/context.ts";
import {
  listProcesses,
  PROCESS_SORT_COLUMNS,
  type ProcessSortKey,
} from "../../_shared/db/processes/list-processes.ts";
import { findProcess, type ProcessRecord } from "../../_shared/db/processes/process-row.ts";
import type { ListName } from "../../_shared/db/processes/process-page.ts";
import type { PossibleValue } from "../../_shared/db/people/possible-values.ts";
import {
  processFieldValues,
  processRelationValues,
} from "../../_shared/db/processes/possible-values.ts";
import { can } from "../../_shared/domain/abilities.ts";
import {
  isIsoDate,
  isOutOfRangeDate,
  outOfRangeMessage,
} from "../../_shared/domain/dates/calendar.ts";
import { nextDates } from "../../_shared/domain/frequency/index.ts";
import { badInput, forbidden, notFound } from "../../_shared/http/app-error.ts";
import { parseInput } from "../server/validate.ts";
import { authorize } from "./authorize.ts";
import { dateBudgetOf } from "./date-budget.ts";
import { pagingArgsSchema } from "./paging-args.ts";
import { orgToday } from "./org-today.ts";

const processListArgs = pagingArgsSchema(
  Object.keys(PROCESS_SORT_COLUMNS) as ProcessSortKey[],
  "name",
);

/** All processes of the organisation: the catalogue, for admins and managers. */
export async function listAllProcesses(
  ctx: RequestContext,
  args: unknown,
  include: readonly ListName[] = [],
) {
  authorize(ctx, "read", "process");
  return await listProcesses(ctx.tx, ctx.orgId, {
    ...parseInput(processListArgs, args),
    include,
  });
}

/** The processes assigned to any role the caller holds (/myProcesses; every person). */
export async function listMyProcesses(
  ctx: RequestContext,
  args: unknown,
  include: readonly ListName[] = [],
) {
  authorize(ctx, "read", "myProcess");
  return await listProcesses(ctx.tx, ctx.orgId, {
    ...parseInput(processListArgs, args),
    assignedTo: ctx.person.id,
    include,
  });
}

async function isAssignedTo(ctx: RequestContext, processId: number): Promise<boolean> {
  const [row] = await ctx.tx`select 1 from app.process_roles pr
    join app.role_members rm on rm.org_id = pr.org_id and rm.role_id = pr.role_id
    where pr.org_id = ${ctx.orgId} and pr.process_id = ${processId} and rm.person_id = ${ctx.person.id}
    limit 1`;
  return Boolean(row);
}

/**
 * One process: any for admins and managers; for a User-type person, one of theirs. Others'
 * processes are refused before looking for the row (which row-level security hides from a
 * User anyway), so an id says nothing about whether such a process exists.
 */
export async function getProcess(ctx: RequestContext, id: number): Promise<ProcessRecord> {
  if (!can(ctx.appRole, "read", "process")) {
    authorize(ctx, "read", "myProcess");
    if (!(await isAssignedTo(ctx, id))) throw forbidden();
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
  if (!can(ctx.appRole, "read", "process")) authorize(ctx, "read", "myProcess");
}

export async function possibleProcessFieldValues(
  ctx: RequestContext,
  field: string,
): Promise<PossibleValue[]> {
  authorizeProcessValues(ctx);
  return await processFieldValues(ctx.tx, ctx.orgId, field);
}

export async function possibleProcessRelationValues(
  ctx: RequestContext,
  relation: string,
): Promise<PossibleValue[]> {
  authorizeProcessValues(ctx);
  return await processRelationValues(ctx.tx, ctx.orgId, relation);
}
