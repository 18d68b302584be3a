import { nextProcessHandle } from "../../db/categories/next-process-handle.ts";
import { findProcess, type ProcessRecord } from "../../db/processes/process-row.ts";
import {
  assertRefsExist,
  deleteProcesses,
  insertProcessRow,
  replaceAssignedRoles,
  replaceDocs,
  replaceLabels,
  updateProcessRow,
} from "../../db/processes/write-processes.ts";
import { formatIssue } from "../../domain/frequency/index.ts";
import {
  type FrequencyFields,
  resolveFrequency,
  type StoredFrequency,
  storedFrequency,
} from "../../domain/processes/process-frequency.ts";
import type { z } from "zod";
import {
  createProcessSchema,
  type UpdateProcessInput,
  updateProcessSchema,
} from "../../domain/processes/process-input.ts";
import { badInput, notFound } from "../../http/app-error.ts";
import { removeAll } from "../checked-commands.ts";
import { authorizedInput } from "../checked-commands.ts";
import type { RequestContext } from "../context.ts";
import { orgToday } from "../org-today.ts";

/** The frequency to store, or BAD_USER_INPUT with the frequency module's message. */
function frequencyOf(
  input: FrequencyFields,
  current?: StoredFrequency,
): StoredFrequency | undefined {
  const result = resolveFrequency(input, current);
  if (result === null) return undefined;
  if (!result.ok) {
    throw badInput(formatIssue(result.issue), String(result.issue.path[0] ?? "frequency"));
  }
  return result.value;
}

type Lists = Pick<UpdateProcessInput, "labelIds" | "assignedRoleIds" | "docs">;

async function writeLists(ctx: RequestContext, id: number, input: Lists): Promise<void> {
  if (input.labelIds) await replaceLabels(ctx.tx, ctx.orgId, id, input.labelIds);
  if (input.assignedRoleIds) {
    await replaceAssignedRoles(ctx.tx, ctx.orgId, id, input.assignedRoleIds);
  }
  if (input.docs) await replaceDocs(ctx.tx, ctx.orgId, id, input.docs);
}

/**
 * A new process. Without a processHandle its category makes one (`HR-007`,
 * docs/product.md#labels-categories-and-handles); scheduledFrom defaults to today in the
 * organisation's time zone.
 */
export async function createProcess(
  ctx: RequestContext,
  raw: z.input<typeof createProcessSchema>,
): Promise<ProcessRecord> {
  const input = authorizedInput(ctx, "create", "process", createProcessSchema, raw);
  const frequency = frequencyOf(input)!;
  if (input.processHandle === undefined && input.categoryId == null) {
    throw badInput("processHandle is required when no category is given.", "processHandle");
  }
  await assertRefsExist(ctx.tx, ctx.orgId, input);
  const processHandle = input.processHandle ??
    (await nextProcessHandle(ctx.tx, ctx.orgId, input.categoryId!));
  const id = await insertProcessRow(ctx.tx, ctx.orgId, {
    processHandle,
    name: input.name,
    description: input.description ?? "",
    categoryId: input.categoryId ?? null,
    roleId: input.roleId ?? null,
    frequency,
    scheduledFrom: input.scheduledFrom ?? (await orgToday(ctx)),
    unfinishedRule: input.unfinishedRule ?? "StaysLate",
  });
  await writeLists(ctx, id, input);
  return (await findProcess(ctx.tx, ctx.orgId, id))!;
}

/** Changes the fields given; lists given replace the process's lists. */
export async function updateProcess(
  ctx: RequestContext,
  raw: z.input<typeof updateProcessSchema>,
): Promise<ProcessRecord> {
  const input = authorizedInput(ctx, "update", "process", updateProcessSchema, raw);
  const current = await findProcess(ctx.tx, ctx.orgId, input.id);
  if (!current) throw notFound("Process not found");
  const frequency = frequencyOf(input, storedFrequency(current.frequencyType, current.frequency));
  await assertRefsExist(ctx.tx, ctx.orgId, input);
  await updateProcessRow(ctx.tx, ctx.orgId, input.id, {
    processHandle: input.processHandle,
    name: input.name,
    description: input.description,
    categoryId: input.categoryId,
    roleId: input.roleId,
    frequency,
    scheduledFrom: input.scheduledFrom,
    unfinishedRule: input.unfinishedRule,
  });
  await writeLists(ctx, input.id, input);
  return (await findProcess(ctx.tx, ctx.orgId, input.id))!;
}

/** Removes the processes with their tasks; all or nothing. */
export function removeProcesses(ctx: RequestContext, ids: number[]): Promise<boolean> {
  return removeAll(ctx, "process", ids, "processes", deleteProcesses);
}
