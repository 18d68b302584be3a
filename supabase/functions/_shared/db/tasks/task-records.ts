/**
 * Engine tasks (domain/tasks) → the API's TaskRecord: names of the assignee, the process
 * and the last writer, and late or missed against the organisation's day (domain/tasks/late.ts;
 * the lapse day of a task's process is found from the loaded source). Names come from the
 * loaded source where it has them; the few it lacks (a manual task of an as-needed
 * process, a writer who is not an assignee) in one query each.
 */
import { toDayNumber } from "../../domain/dates/calendar.ts";
import { isLate, isMissed, lapseDateOf } from "../../domain/tasks/late.ts";
import { ProcessDays } from "../../domain/tasks/process-days.ts";
import type { Task, TaskSource } from "../../domain/tasks/types.ts";
import type { Tx } from "../client.ts";
import type { TaskRecord } from "./person-tasks.ts";

type Ref = { id: number; name: string };
type ProcessRef = { id: number; name: string; processHandle: string };

export async function toTaskRecords(
  tx: Tx,
  orgId: number,
  source: TaskSource,
  tasks: readonly Task[],
  today: string,
): Promise<TaskRecord[]> {
  const processes = new Map<number, ProcessRef>();
  for (const p of source.processes.values()) processes.set(p.id, p);
  const people = new Map<number, Ref>();
  for (const p of source.people.values()) people.set(p.id, p);

  const missingProcesses = unique(
    tasks.map((t) => t.processId).filter((id) => id !== null && !processes.has(id)),
  );
  const missingPeople = unique(
    tasks.flatMap((t) => [t.personId, t.updatedById]).filter((id) =>
      id !== null && !people.has(id)
    ),
  );
  const [extraProcesses, extraPeople] = await Promise.all([
    missingProcesses.length
      ? tx`select id, name, process_handle from app.processes
           where org_id = ${orgId} and id = any(${missingProcesses})`
      : [],
    missingPeople.length
      ? tx`select id, name from app.people where org_id = ${orgId} and id = any(${missingPeople})`
      : [],
  ]);
  for (const p of extraProcesses) {
    processes.set(Number(p.id), {
      id: Number(p.id),
      name: p.name,
      processHandle: p.process_handle,
    });
  }
  for (const p of extraPeople) people.set(Number(p.id), { id: Number(p.id), name: p.name });

  const day = toDayNumber(today);
  const days = new ProcessDays(day, day);
  return tasks.map((t) => {
    const process = t.processId === null ? undefined : processes.get(t.processId);
    const facts = t.processId === null ? undefined : source.processes.get(t.processId);
    const state = { ...t, lapseDate: lapseDateOf(days, facts, t.isManuallyCreated, day) };
    const assignee = t.personId === null ? undefined : people.get(t.personId);
    const writer = t.updatedById === null ? undefined : people.get(t.updatedById);
    return {
      id: t.id,
      handle: t.handle,
      init_handle: t.initHandle,
      name: t.name,
      description: t.description,
      // A process the caller may not read is not named (as person-tasks.ts does).
      processId: process ? process.id : null,
      userId: t.personId,
      dueDate: t.dueDate,
      status: t.status,
      is_late: isLate(state, today),
      is_missed: isMissed(state),
      deleted: t.deleted,
      updated_at: t.updatedAt,
      updatedBy: writer ? { id: writer.id, name: writer.name } : null,
      isManuallyCreated: t.isManuallyCreated,
      assignee: assignee ? { id: assignee.id, name: assignee.name } : null,
      process: process
        ? { id: process.id, name: process.name, processHandle: process.processHandle }
        : null,
    };
  });
}

function unique(ids: (number | null)[]): number[] {
  return [...new Set(ids as number[])];
}

export interface TaskChangeRecord {
  at: string;
  by: Ref | null;
  changes: { field: string; from: string | null; to: string | null }[];
}

/** The history of stored tasks, newest first, by task id. */
export async function taskHistories(
  tx: Tx,
  orgId: number,
  taskIds: readonly number[],
): Promise<Map<number, TaskChangeRecord[]>> {
  const rows = await tx`
    select c.task_id, c.at, c.by_person_id, c.by_name, c.changes
    from app.task_changes c
    where c.org_id = ${orgId} and c.task_id = any(${[...taskIds]})
    order by c.at desc, c.id desc`;
  const out = new Map<number, TaskChangeRecord[]>();
  for (const r of rows) {
    const id = Number(r.task_id);
    const list = out.get(id) ?? [];
    list.push({
      at: new Date(r.at).toISOString(),
      by: r.by_person_id === null || r.by_name === null
        ? null
        : { id: Number(r.by_person_id), name: r.by_name },
      changes: r.changes,
    });
    out.set(id, list);
  }
  return out;
}

/** Why stored tasks were skipped, by task id (only the skipped ones with a reason). */
export async function skipReasons(
  tx: Tx,
  orgId: number,
  taskIds: readonly number[],
): Promise<Map<number, string>> {
  const rows = await tx`select t.id, t.skip_reason from app.tasks t
    where t.org_id = ${orgId} and t.id = any(${[...taskIds]}) and t.deleted
      and t.skip_reason is not null`;
  return new Map(rows.map((r) => [Number(r.id), r.skip_reason as string]));
}
