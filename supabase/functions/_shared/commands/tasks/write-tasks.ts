/**
 * The task mutations (docs/api.md#mutations, docs/task-engine.md#series-and-overrides): manual
 * tasks, "this and following" as one series rule, and skipping; changes to one task or many are
 * in update-tasks.ts. Admins, managers and the system change every task of the organisation; a
 * User-type person only the status of their own. Another organisation's ids and handles are
 * NOT_FOUND and change nothing.
 */
import type { TaskRecord } from "../../db/tasks/person-tasks.ts";
import {
  assertInOrg,
  deleteLaterRules,
  deleteTaskRow,
  insertManualTask,
  storedOccurrencesFrom,
  storeOccurrence,
  updateTaskRow,
  upsertSeriesRule,
} from "../../db/tasks/write-tasks.ts";
import { manualHandle, parseOccurrenceHandle } from "../../domain/tasks/handle.ts";
import type { SeriesRule } from "../../domain/tasks/types.ts";
import { badInput, notFound } from "../../http/app-error.ts";
import { findPerson } from "../../db/people/person-row.ts";
import { authorizedInput } from "../checked-commands.ts";
import type { RequestContext } from "../context.ts";
import { findTask, readTask } from "./read-tasks.ts";
import { followRule, isEmpty } from "./task-changes.ts";
import {
  type CreateTaskInput,
  createTaskSchema,
  type FutureTaskInput,
  futureTaskSchema,
  type RemoveTaskInput,
  removeTaskSchema,
} from "./task-input.ts";

export { updateTask, updateTasks } from "./update-tasks.ts";

const TASK_NOT_FOUND = "Task not found";

/** A manual task (admins, managers, the system). */
export async function createTask(
  ctx: RequestContext,
  raw: CreateTaskInput,
): Promise<TaskRecord | null> {
  const input = authorizedInput(ctx, "create", "task", createTaskSchema, raw);
  await assertInOrg(ctx.tx, ctx.orgId, "person", input.userId, "userId");
  if (input.processId != null) {
    await assertInOrg(ctx.tx, ctx.orgId, "process", input.processId, "processId");
  }
  const id = await insertManualTask(ctx.tx, ctx.orgId, {
    handle: manualHandle(),
    name: input.name,
    description: input.description ?? "",
    processId: input.processId ?? null,
    personId: input.userId,
    dueDate: input.dueDate,
    status: input.status ?? "NotStarted",
  });
  return await readTask(ctx, { id });
}

/**
 * "This and following" (admins, managers, the system): one rule for the series from the
 * occurrence at handle on, holding its complete values there; later rules of the series
 * give way to it; stored later occurrences that still carry what the series gave them
 * follow it. Earlier occurrences are never touched.
 */
export async function updateFutureTask(
  ctx: RequestContext,
  raw: FutureTaskInput,
): Promise<TaskRecord | null> {
  const input = authorizedInput(ctx, "update", "task", futureTaskSchema, raw);
  const key = parseOccurrenceHandle(input.handle);
  const found = key ? await findTask(ctx, { handle: input.handle }) : null;
  // The occurrence as the series makes it now, whether or not it is stored.
  const occurrence = found?.lister.occurrence(input.handle) ?? null;
  if (!key || !found || !occurrence) throw notFound(TASK_NOT_FOUND);
  if (input.userId !== undefined) {
    await assertInOrg(ctx.tx, ctx.orgId, "person", input.userId, "userId");
  }
  const rule: SeriesRule = {
    processId: key.processId,
    personId: key.personId,
    fromDate: key.date,
    fromHandle: input.handle,
    assigneeId: input.userId ?? occurrence.personId,
    name: input.name ?? occurrence.name,
    description: input.description ?? occurrence.description,
  };
  await upsertSeriesRule(ctx.tx, ctx.orgId, rule, writerId(ctx));
  await deleteLaterRules(ctx.tx, ctx.orgId, key.processId, key.personId, key.date);
  const later = await storedOccurrencesFrom(
    ctx.tx,
    ctx.orgId,
    key.processId,
    key.personId,
    key.date,
  );
  for (const row of later) {
    // found.lister was built before the rule: what the series gave this occurrence.
    const generated = found.lister.occurrence(row.handle);
    if (!generated) continue;
    const changes = followRule(row, generated, rule);
    if (!isEmpty(changes)) await updateTaskRow(ctx.tx, ctx.orgId, row.id, changes);
  }
  const handed = await readTask(ctx, { handle: input.handle });
  // Handed to someone who gets the process on that day already: the occurrence would vanish
  // into theirs (one task per process, person and day). Refused; the mutation's savepoint
  // takes back what was written above.
  if (!handed) throw badInput(await alreadyHasMessage(ctx, rule), "userId");
  return handed;
}

async function alreadyHasMessage(ctx: RequestContext, rule: SeriesRule): Promise<string> {
  const person = rule.assigneeId === null
    ? null
    : await findPerson(ctx.tx, ctx.orgId, rule.assigneeId);
  return `${person?.name ?? "That person"} already has this process's task on ${rule.fromDate}: ` +
    "hand the occurrence to someone else, or skip it";
}

/**
 * Skips a generated occurrence (stored as deleted, stored or not) or removes a manual
 * task (admins, managers, the system). An optional reason (trimmed, at most 500
 * characters) is kept on the skipped occurrence and in its history; skipping a skipped one
 * again with another reason replaces it. True when done; an unknown task is NOT_FOUND, as
 * removeProcess and removeUser answer.
 */
export async function removeTask(ctx: RequestContext, raw: RemoveTaskInput): Promise<boolean> {
  const input = authorizedInput(ctx, "delete", "task", removeTaskSchema, raw);
  const found = await findTask(ctx, { id: input.id, handle: input.handle });
  if (!found) throw notFound(TASK_NOT_FOUND);
  const { task } = found;
  if (task.isManuallyCreated) {
    await deleteTaskRow(ctx.tx, ctx.orgId, task.id!);
    return true;
  }
  const reason = input.reason ?? null;
  if (!task.deleted) {
    const id = task.id ?? await storeOccurrence(ctx.tx, ctx.orgId, task);
    await updateTaskRow(ctx.tx, ctx.orgId, id, { deleted: true, skipReason: reason });
  } else if (reason !== null && task.id !== null) {
    // Unchanged reasons write nothing (the history trigger records real changes only).
    await updateTaskRow(ctx.tx, ctx.orgId, task.id, { skipReason: reason });
  }
  return true;
}

function writerId(ctx: RequestContext): number | null {
  return ctx.actor.kind === "member" ? ctx.actor.person.id : null;
}
