/** Stored task rows by id or handle (what a write or a single read starts from). */
import type { StoredTask } from "../../domain/tasks/types.ts";
import type { Tx } from "../client.ts";

export const STORED_TASK_COLUMNS = `t.id, t.handle, t.init_handle, t.name, t.description,
  t.process_id, t.person_id, to_char(t.due_date, 'YYYY-MM-DD') as due_date, t.status,
  t.deleted, t.is_manually_created, t.updated_at, t.updated_by`;

// deno-lint-ignore no-explicit-any
export function toStoredTask(t: Record<string, any>): StoredTask {
  return {
    id: Number(t.id),
    handle: t.handle,
    initHandle: t.init_handle,
    name: t.name,
    description: t.description,
    processId: t.process_id === null ? null : Number(t.process_id),
    personId: t.person_id === null ? null : Number(t.person_id),
    dueDate: t.due_date,
    status: t.status,
    deleted: t.deleted,
    isManuallyCreated: t.is_manually_created,
    updatedAt: new Date(t.updated_at).toISOString(),
    updatedById: t.updated_by === null ? null : Number(t.updated_by),
  };
}

/** The stored task with this id, or else this handle, that the caller may read; or null. */
export async function findOccurrenceRow(
  tx: Tx,
  orgId: number,
  by: { id?: number | null; handle?: string | null },
): Promise<StoredTask | null> {
  const rows = (by.id ?? null) !== null
    ? await tx`select ${tx.unsafe(STORED_TASK_COLUMNS)} from app.tasks t
        where t.org_id = ${orgId} and t.id = ${by.id!}`
    : await tx`select ${tx.unsafe(STORED_TASK_COLUMNS)} from app.tasks t
        where t.org_id = ${orgId} and t.handle = ${by.handle ?? ""}`;
  return rows.length ? toStoredTask(rows[0]!) : null;
}
