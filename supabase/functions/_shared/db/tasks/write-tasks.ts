/**
 * Writes of stored tasks and series rules (docs/task-engine.md#series-and-overrides). The writer
 * and the history are the database's business (app.tasks triggers of 20260106000000): a row is
 * stamped with the caller and every changing UPDATE leaves one app.task_changes row. Storing a
 * generated occurrence therefore inserts it exactly as generated (no history) and then updates it
 * with the change (one history row). Callers run inside a savepoint.
 */
import type { SeriesRule, StoredTask, Task } from "../../domain/tasks/types.ts";
import type { TaskStatus } from "../../domain/query/terms.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import type { Tx } from "../client.ts";
import { STORED_TASK_COLUMNS, toStoredTask } from "./task-rows.ts";

const REFERENCES = {
  person: { table: "people", what: "User" },
  process: { table: "processes", what: "Process" },
} as const;

/** NOT_FOUND (naming `field`) unless `id` is a person or process of this organisation. */
export async function assertInOrg(
  tx: Tx,
  orgId: number,
  kind: keyof typeof REFERENCES,
  id: number,
  field: string,
): Promise<void> {
  const { table, what } = REFERENCES[kind];
  const [row] = await tx`select 1 from ${tx("app")}.${tx(table)}
    where org_id = ${orgId} and id = ${id}`;
  if (!row) throw new AppError("NOT_FOUND", `${what} ${id} was not found`, { field });
}

export interface ManualTaskValues {
  handle: string;
  name: string;
  description: string;
  processId: number | null;
  personId: number;
  dueDate: string;
  status: TaskStatus;
}

/** A manual task; its handle is its init_handle. Its insert is its first history entry. */
export async function insertManualTask(
  tx: Tx,
  orgId: number,
  v: ManualTaskValues,
): Promise<number> {
  const [row] = await tx`insert into app.tasks (org_id, handle, init_handle, name, description,
      process_id, person_id, due_date, status, is_manually_created)
    values (${orgId}, ${v.handle}, ${v.handle}, ${v.name}, ${v.description}, ${v.processId},
      ${v.personId}, ${v.dueDate}, ${v.status}, true)
    returning id`;
  return Number(row!.id);
}

/**
 * Stores generated occurrences as the series makes them, one statement per STORE_CHUNK (the
 * columns as arrays, unnested: a few parameters whatever the rows); their ids by handle.
 * NOT_FOUND when a row with one of their handles exists already that the caller cannot read
 * (someone else's, for a User): not theirs to change.
 */
export async function storeOccurrences(
  tx: Tx,
  orgId: number,
  tasks: readonly Task[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let i = 0; i < tasks.length; i += STORE_CHUNK) {
    for (const [handle, id] of await storeChunk(tx, orgId, tasks.slice(i, i + STORE_CHUNK))) {
      ids.set(handle, id);
    }
  }
  return ids;
}

/** Rows per statement: bounds the statement's memory, not its parameters. */
const STORE_CHUNK = 5000;

async function storeChunk(
  tx: Tx,
  orgId: number,
  tasks: readonly Task[],
): Promise<Map<string, number>> {
  const col = <T>(pick: (t: Task) => T) => tasks.map(pick);
  // Booleans go as text: postgres.js sends an array of booleans as one boolean.
  const stored = await tx`insert into app.tasks (org_id, handle, init_handle, name, description,
      process_id, person_id, due_date, status, deleted, is_manually_created)
    select ${orgId}::bigint, r.*, false
    from unnest(${col((t) => t.handle)}::text[], ${col((t) => t.initHandle)}::text[],
      ${col((t) => t.name)}::text[], ${col((t) => t.description)}::text[],
      ${col((t) => t.processId)}::bigint[], ${col((t) => t.personId)}::bigint[],
      ${col((t) => t.dueDate)}::date[], ${col((t) => t.status)}::text[],
      ${col((t) => String(t.deleted))}::text[]::boolean[]) r
    on conflict (org_id, handle) do nothing
    returning id, handle`;
  if (stored.length !== tasks.length) throw notFound("Task not found");
  return new Map(stored.map((r) => [r.handle as string, Number(r.id)]));
}

/** One occurrence: see storeOccurrences. */
export async function storeOccurrence(tx: Tx, orgId: number, t: Task): Promise<number> {
  return (await storeOccurrences(tx, orgId, [t])).get(t.handle)!;
}

/** The stored tasks with these ids or handles that the caller may read. */
export async function findTaskRows(
  tx: Tx,
  orgId: number,
  by: { ids: readonly number[]; handles: readonly string[] },
): Promise<StoredTask[]> {
  if (!by.ids.length && !by.handles.length) return [];
  const rows = await tx`select ${tx.unsafe(STORED_TASK_COLUMNS)} from app.tasks t
    where t.org_id = ${orgId}
      and (t.id = any(${[...new Set(by.ids)]}::bigint[])
           or t.handle = any(${[...new Set(by.handles)]}::text[]))`;
  return rows.map(toStoredTask);
}

/** Column changes of a stored task; absent keys are left as they are. */
export interface TaskChanges {
  name?: string;
  description?: string;
  personId?: number | null;
  dueDate?: string;
  status?: TaskStatus;
  deleted?: boolean;
  /** Why it was skipped (null: no reason). */
  skipReason?: string | null;
  initHandle?: string;
}

/** The same changes to one stored task or several (one statement, one history row each). */
export async function updateTaskRow(
  tx: Tx,
  orgId: number,
  id: number | readonly number[],
  changes: TaskChanges,
): Promise<void> {
  const row: Record<string, unknown> = {};
  if (changes.name !== undefined) row.name = changes.name;
  if (changes.description !== undefined) row.description = changes.description;
  if (changes.personId !== undefined) row.person_id = changes.personId;
  if (changes.dueDate !== undefined) row.due_date = changes.dueDate;
  if (changes.status !== undefined) row.status = changes.status;
  if (changes.deleted !== undefined) row.deleted = changes.deleted;
  if (changes.skipReason !== undefined) row.skip_reason = changes.skipReason;
  if (changes.initHandle !== undefined) row.init_handle = changes.initHandle;
  if (!Object.keys(row).length) return;
  const ids = typeof id === "number" ? [id] : [...id];
  await tx`update app.tasks set ${tx(row)} where org_id = ${orgId} and id = any(${ids}::bigint[])`;
}

export async function deleteTaskRow(tx: Tx, orgId: number, id: number): Promise<boolean> {
  const gone = await tx`delete from app.tasks where org_id = ${orgId} and id = ${id} returning id`;
  return gone.length > 0;
}

/**
 * The series' rule from rule.fromDate on, inserted or replaced; a rule that holds these
 * values already is left untouched (repeating an edit changes nothing). True when written.
 */
export async function upsertSeriesRule(
  tx: Tx,
  orgId: number,
  rule: SeriesRule,
  writerId: number | null,
): Promise<boolean> {
  const written = await tx`insert into app.task_series_rules as r (org_id, process_id, person_id,
      from_date, from_handle, assignee_id, name, description, updated_by)
    values (${orgId}, ${rule.processId}, ${rule.personId}, ${rule.fromDate}, ${rule.fromHandle},
      ${rule.assigneeId}, ${rule.name}, ${rule.description}, ${writerId})
    on conflict (org_id, process_id, person_id, from_date) do update
      set from_handle = excluded.from_handle, assignee_id = excluded.assignee_id,
          name = excluded.name, description = excluded.description, updated_by = excluded.updated_by
      where (r.from_handle, r.assignee_id, r.name, r.description)
        is distinct from (excluded.from_handle, excluded.assignee_id, excluded.name, excluded.description)
    returning r.id`;
  return written.length > 0;
}

/** Removes the series' rules after `fromDate`: a rule from an earlier date supersedes them. */
export async function deleteLaterRules(
  tx: Tx,
  orgId: number,
  processId: number,
  personId: number,
  fromDate: string,
): Promise<number> {
  const gone = await tx`delete from app.task_series_rules
    where org_id = ${orgId} and process_id = ${processId} and person_id = ${personId}
      and from_date > ${fromDate}::date
    returning id`;
  return gone.length;
}

/** The stored occurrences of one series whose handle names `fromDate` or later. */
export async function storedOccurrencesFrom(
  tx: Tx,
  orgId: number,
  processId: number,
  personId: number,
  fromDate: string,
): Promise<StoredTask[]> {
  // Handles of a series share this prefix of digits and dashes: no LIKE wildcard in it.
  const prefix = `${processId}-${personId}-`;
  const rows = await tx`select ${tx.unsafe(STORED_TASK_COLUMNS)} from app.tasks t
    where t.org_id = ${orgId} and not t.is_manually_created
      and t.handle like ${prefix + "%"} and right(t.handle, 10) >= ${fromDate}
    order by t.handle`;
  return rows.map(toStoredTask);
}
