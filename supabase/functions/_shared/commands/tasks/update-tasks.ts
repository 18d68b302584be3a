/**
 * updateTask and updateTasks (docs/api.md#mutations): one path for one task or many. The
 * tasks of a batch are resolved against ONE source (db/tasks/task-source.ts) for the
 * processes and dates they name, not one source per task (a source holds every person
 * and role membership of the organisation: per task, a bulk change of a thousand tasks
 * took minutes). The changes are decided in memory first, then written in a few
 * statements: the occurrences never stored in one insert (as generated, so no history),
 * then one update per distinct change (a bulk status change is one), each row leaving one
 * history entry. A change that would change nothing writes nothing.
 */
import type { TaskRecord } from "../../db/tasks/person-tasks.ts";
import { loadTaskSource } from "../../db/tasks/task-source.ts";
import { toTaskRecords } from "../../db/tasks/task-records.ts";
import {
  assertInOrg,
  findTaskRows,
  storeOccurrences,
  type TaskChanges,
  updateTaskRow,
} from "../../db/tasks/write-tasks.ts";
import { parseOccurrenceHandle } from "../../domain/tasks/handle.ts";
import { TaskLister } from "../../domain/tasks/task-list.ts";
import type { Task, TaskSource } from "../../domain/tasks/types.ts";
import { badInput, forbidden, notFound } from "../../http/app-error.ts";
import { allowed, authorizeOwn } from "../authorize.ts";
import type { RequestContext } from "../context.ts";
import { orgToday } from "../org-today.ts";
import { parseInput } from "../parse-input.ts";
import { changesOf, isEmpty } from "./task-changes.ts";
import {
  MANAGED_TASK_FIELDS,
  MAX_BULK_TASKS,
  type UpdateTaskInput,
  updateTaskSchema,
} from "./task-input.ts";

type ParsedUpdate = ReturnType<typeof parseUpdate>;

/** Changes the fields given of one task; see the schema's UpdateTaskInput. */
export async function updateTask(
  ctx: RequestContext,
  raw: UpdateTaskInput,
): Promise<TaskRecord | null> {
  return (await updateTasks(ctx, [raw]))[0] ?? null;
}

/** All of them change or none does: the caller's savepoint undoes the writes of an error. */
export async function updateTasks(
  ctx: RequestContext,
  raws: readonly UpdateTaskInput[],
): Promise<TaskRecord[]> {
  if (raws.length > MAX_BULK_TASKS) {
    throw badInput(`At most ${MAX_BULK_TASKS} tasks can be changed at once.`, "tasks");
  }
  const mayChangeAll = allowed(ctx, "update", "task");
  const ownerId = mayChangeAll ? undefined : authorizeOwn(ctx, "update", "myTask").id;
  const inputs = raws.map((raw) => parseUpdate(raw, mayChangeAll));
  const batch = await Batch.load(ctx, inputs);
  const people = new Set<number>();
  for (const input of inputs) {
    const task = batch.resolve(input);
    if (!task || (ownerId !== undefined && task.personId !== ownerId)) {
      throw notFound("Task not found");
    }
    const changes = changesOf(task, input);
    if (isEmpty(changes)) continue;
    if (changes.personId != null) people.add(changes.personId);
    batch.change(task, changes);
  }
  for (const id of people) await assertInOrg(ctx.tx, ctx.orgId, "person", id, "userId");
  await batch.write();
  return await batch.answer(inputs);
}

/** BAD_USER_INPUT for bad input, FORBIDDEN for a field only admins and managers change. */
function parseUpdate(raw: UpdateTaskInput, mayChangeAll: boolean) {
  const input = parseInput(updateTaskSchema, raw);
  if (input.id === undefined && !input.handle) {
    throw badInput("Give the task's id or its handle.", "id");
  }
  if (!mayChangeAll) {
    const other = MANAGED_TASK_FIELDS.find((f) => input[f] !== undefined);
    if (other) throw forbidden(`You may only change the status of your own tasks, not ${other}.`);
  }
  return input;
}

/** The tasks of a batch as they are now, by id and by handle, kept current as it writes. */
class Batch {
  readonly #byId = new Map<number, Task>();
  readonly #byHandle = new Map<string, Task>();
  /** The tasks the batch changes, as they were before it, by handle. */
  readonly #before = new Map<string, Task>();
  /** Ids of the occurrences the batch stored. */
  readonly #newIds = new Map<string, number>();
  readonly #ctx: RequestContext;
  readonly #source: TaskSource;
  readonly #lister: TaskLister;

  private constructor(ctx: RequestContext, source: TaskSource) {
    this.#ctx = ctx;
    this.#source = source;
    this.#lister = new TaskLister(source);
  }

  /** The stored rows the inputs name (under the caller's row-level security) and one source. */
  static async load(ctx: RequestContext, inputs: readonly ParsedUpdate[]): Promise<Batch> {
    const rows = await findTaskRows(ctx.tx, ctx.orgId, {
      ids: inputs.flatMap((i) => i.id === undefined ? [] : [i.id]),
      handles: inputs.flatMap((i) => i.id === undefined && i.handle ? [i.handle] : []),
    });
    const processIds = new Set<number>();
    const dates: string[] = [];
    for (const row of rows) {
      if (row.processId !== null) processIds.add(row.processId);
      dates.push(row.dueDate);
    }
    for (const input of inputs) {
      const key = input.handle ? parseOccurrenceHandle(input.handle) : null;
      if (key) {
        processIds.add(key.processId);
        dates.push(key.date);
      }
    }
    dates.sort();
    const source = await loadTaskSource(ctx.tx, ctx.orgId, {
      from: dates[0] ?? "0001-01-01",
      to: dates.at(-1) ?? "0001-01-01",
      processIds: processIds.size ? [...processIds] : [-1],
    });
    const batch = new Batch(ctx, source);
    for (const row of rows) batch.#remember({ ...row });
    return batch;
  }

  /** As read-tasks.ts findTask: by id when given, else the stored row or the occurrence. */
  resolve(input: ParsedUpdate): Task | null {
    if (input.id !== undefined) return this.#byId.get(input.id) ?? null;
    return this.#byHandle.get(input.handle!) ?? this.#lister.occurrence(input.handle!);
  }

  /** Notes a change in memory; later inputs of the batch see the task as changed. */
  change(task: Task, changes: TaskChanges): void {
    if (!this.#before.has(task.handle)) this.#before.set(task.handle, task);
    this.#remember({ ...task, ...changes });
  }

  /** Stores what the batch changed: its new occurrences at once, then each distinct change. */
  async write(): Promise<void> {
    const { tx, orgId } = this.#ctx;
    const net = [...this.#before].flatMap(([handle, before]) => {
      const after = this.#byHandle.get(handle)!;
      const changes = changesOf(before, {
        name: after.name,
        description: after.description,
        userId: after.personId ?? undefined,
        dueDate: after.dueDate,
        status: after.status,
      });
      return isEmpty(changes) ? [] : [{ before, changes }];
    });
    const unsaved = net.filter((n) => n.before.id === null).map((n) => n.before);
    for (const [handle, id] of await storeOccurrences(tx, orgId, unsaved)) {
      this.#newIds.set(handle, id);
    }
    const groups = new Map<string, { changes: TaskChanges; ids: number[] }>();
    for (const { before, changes } of net) {
      const key = JSON.stringify(changes);
      const group = groups.get(key) ?? { changes, ids: [] };
      group.ids.push(before.id ?? this.#newIds.get(before.handle)!);
      groups.set(key, group);
    }
    for (const { changes, ids } of groups.values()) {
      await updateTaskRow(tx, orgId, ids, changes);
    }
  }

  /** Each input's task as stored now (one read for all), in the order given. */
  async answer(inputs: readonly ParsedUpdate[]): Promise<TaskRecord[]> {
    const { tx, orgId } = this.#ctx;
    const tasks = inputs.map((input) => this.resolve(input)!);
    const idOf = (t: Task) => t.id ?? this.#newIds.get(t.handle) ?? null;
    const ids = tasks.flatMap((t) => idOf(t) ?? []);
    const fresh = new Map(
      (await findTaskRows(tx, orgId, { ids, handles: [] })).map((r) => [r.id, r]),
    );
    const current = tasks.map((t) => fresh.get(idOf(t)!) ?? t);
    return await toTaskRecords(tx, orgId, this.#source, current, await orgToday(this.#ctx));
  }

  #remember(task: Task): void {
    if (task.id !== null) this.#byId.set(task.id, task);
    this.#byHandle.set(task.handle, task);
  }
}
