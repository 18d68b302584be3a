/**
 * The task mutations (spec §7, issue 8 §2, design §5): manual tasks, changes to one task
 * (a generated occurrence is stored by its handle when first changed), "this and
 * following" as one series rule, bulk changes and skipping. Admins, managers and the
 * system change every task of the organisation; a User-type person only the status of
 * their own. Another organisation's ids and handles are NOT_FOUND and change nothing.
 */
import type { TaskRecord } from "../../db/tasks/person-tasks.ts";
import {
  assertInOrg,
  deleteLaterRules,
  deleteTaskRow,
  insertManualTask,
  insertOccurrence,
  storedOccurrencesFrom,
  updateTaskRow,
  upsertSeriesRule,
} from "../../db/tasks/write-tasks.ts";
import { manualHandle, parseOccurrenceHandle } from "../../domain/tasks/handle.ts";
import type { SeriesRule, Task } from "../../domain/tasks/types.ts";
import { badInput, forbidden, notFound } from "../../http/app-error.ts";
import { allowed, authorize, authorizeOwn } from "../authorize.ts";
import type { RequestContext } from "../context.ts";
import { parseInput } from "../parse-input.ts";
import { findTask, readTask } from "./read-tasks.ts";
import { changesOf, followRule, isEmpty } from "./task-changes.ts";
import {
  type CreateTaskInput,
  createTaskSchema,
  type FutureTaskInput,
  futureTaskSchema,
  MANAGED_TASK_FIELDS,
  MAX_BULK_TASKS,
  type TaskRef,
  taskRefSchema,
  type UpdateTaskInput,
  updateTaskSchema,
} from "./task-input.ts";

const TASK_NOT_FOUND = "Task not found";

/** A manual task (admins, managers, the system). */
export async function createTask(
  ctx: RequestContext,
  raw: CreateTaskInput,
): Promise<TaskRecord | null> {
  authorize(ctx, "create", "task");
  const input = parseInput(createTaskSchema, raw);
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

/** Changes the fields given of one task; see the schema's UpdateTaskInput. */
export async function updateTask(
  ctx: RequestContext,
  raw: UpdateTaskInput,
): Promise<TaskRecord | null> {
  const ref = await applyUpdate(ctx, raw);
  return await readTask(ctx, ref);
}

/** All of them change or none does: the caller's savepoint undoes the writes of an error. */
export async function updateTasks(
  ctx: RequestContext,
  raws: readonly UpdateTaskInput[],
): Promise<TaskRecord[]> {
  if (raws.length > MAX_BULK_TASKS) {
    throw badInput(`At most ${MAX_BULK_TASKS} tasks can be changed at once.`, "tasks");
  }
  const refs = [];
  for (const raw of raws) refs.push(await applyUpdate(ctx, raw));
  const out: TaskRecord[] = [];
  for (const ref of refs) {
    const record = await readTask(ctx, ref);
    if (record) out.push(record);
  }
  return out;
}

/** The task the update wrote (or found unchanged), to answer it. */
async function applyUpdate(
  ctx: RequestContext,
  raw: UpdateTaskInput,
): Promise<{ id?: number; handle?: string }> {
  const input = parseInput(updateTaskSchema, raw);
  const mayChangeAll = allowed(ctx, "update", "task");
  const ownerId = mayChangeAll ? undefined : authorizeOwn(ctx, "update", "myTask").id;
  if (!mayChangeAll) {
    const other = MANAGED_TASK_FIELDS.find((f) => input[f] !== undefined);
    if (other) throw forbidden(`You may only change the status of your own tasks, not ${other}.`);
  }
  const found = await findTask(ctx, input);
  if (!found || (ownerId !== undefined && found.task.personId !== ownerId)) {
    throw notFound(TASK_NOT_FOUND);
  }
  const { task } = found;
  const changes = changesOf(task, input);
  if (isEmpty(changes)) return refOf(task);
  if (changes.personId != null) {
    await assertInOrg(ctx.tx, ctx.orgId, "person", changes.personId, "userId");
  }
  const id = await storedId(ctx, task);
  await updateTaskRow(ctx.tx, ctx.orgId, id, changes);
  return { id };
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
  authorize(ctx, "update", "task");
  const input = parseInput(futureTaskSchema, raw);
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
  return await readTask(ctx, { handle: input.handle });
}

/**
 * Skips a generated occurrence (stored as deleted, stored or not) or removes a manual
 * task (admins, managers, the system). True when done; an unknown task is NOT_FOUND, as
 * removeProcess and removeUser answer.
 */
export async function removeTask(ctx: RequestContext, raw: TaskRef): Promise<boolean> {
  authorize(ctx, "delete", "task");
  const input = parseInput(taskRefSchema, raw);
  const found = await findTask(ctx, input);
  if (!found) throw notFound(TASK_NOT_FOUND);
  const { task } = found;
  if (task.isManuallyCreated) {
    await deleteTaskRow(ctx.tx, ctx.orgId, task.id!);
    return true;
  }
  if (!task.deleted) {
    await updateTaskRow(ctx.tx, ctx.orgId, await storedId(ctx, task), { deleted: true });
  }
  return true;
}

/** The task's row id, storing a generated occurrence as generated first (no history). */
async function storedId(ctx: RequestContext, task: Task): Promise<number> {
  if (task.id !== null) return task.id;
  const id = await insertOccurrence(ctx.tx, ctx.orgId, task);
  // A stored row with this handle the caller may not read: not theirs to change.
  if (id === null) throw notFound(TASK_NOT_FOUND);
  return id;
}

function refOf(task: Task): { id?: number; handle?: string } {
  return task.id !== null ? { id: task.id } : { handle: task.handle };
}

function writerId(ctx: RequestContext): number | null {
  return ctx.actor.kind === "member" ? ctx.actor.person.id : null;
}
