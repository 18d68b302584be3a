import { toDayNumber } from "../../domain/dates/calendar.ts";
import { isLate, isMissed, lapseDateOf, type LateFacts } from "../../domain/tasks/late.ts";
import { ProcessDays } from "../../domain/tasks/process-days.ts";
import type { Tx } from "../client.ts";
import { scheduleColumns, scheduleFacts } from "./schedule-facts.ts";

/** A task as the API answers it (docs/product.md#tasks): id null for an occurrence never stored. */
export interface TaskRecord {
  id: number | null;
  handle: string;
  init_handle: string;
  name: string;
  description: string;
  processId: number | null;
  userId: number | null;
  dueDate: string;
  status: "NotStarted" | "InProgress" | "Complete";
  is_late: boolean;
  is_missed: boolean;
  deleted: boolean;
  updated_at: string | null;
  updatedBy?: { id: number; name: string } | null;
  isManuallyCreated: boolean;
  assignee: { id: number; name: string } | null;
  process: { id: number; name: string; processHandle: string } | null;
}

/** At most this many stored tasks come with a person's info, latest due first. */
export const PERSON_TASKS_LIMIT = 1000;

/**
 * The stored tasks of a person. Late (domain/tasks/late.ts) is judged against `today`, the
 * organisation's calendar day (docs/task-engine.md#the-late-rule). The process (and its id) is read
 * through the joined row: null when the caller may not read it (a User's task of a process no
 * longer assigned to them).
 */
export async function personTasks(
  tx: Tx,
  orgId: number,
  personId: number,
  today: string,
): Promise<TaskRecord[]> {
  const rows = await tx`
    select t.id, t.handle, t.init_handle, t.name, t.description, p.id as process_id, t.person_id,
           to_char(t.due_date, 'YYYY-MM-DD') as due_date, t.status, t.deleted, t.updated_at,
           t.is_manually_created, pe.name as person_name,
           p.name as process_name, p.process_handle, ${scheduleColumns(tx)}
    from app.tasks t
    left join app.people pe on pe.org_id = t.org_id and pe.id = t.person_id
    left join app.processes p on p.org_id = t.org_id and p.id = t.process_id
    where t.org_id = ${orgId} and t.person_id = ${personId}
    order by t.due_date desc, t.id desc
    limit ${PERSON_TASKS_LIMIT}`;
  const day = toDayNumber(today);
  const days = new ProcessDays(day, day);
  // The lapse day of the task's process (docs/task-engine.md#missed-occurrences).
  const lapseDate = (r: (typeof rows)[number]) =>
    r.process_id === null ? null : lapseDateOf(
      days,
      {
        id: Number(r.process_id),
        name: r.process_name,
        processHandle: r.process_handle,
        ...scheduleFacts(r),
        labels: [],
        roleHandles: [],
      },
      r.is_manually_created,
      day,
    );
  return rows.map((r) => ({
    id: Number(r.id),
    handle: r.handle,
    init_handle: r.init_handle,
    name: r.name,
    description: r.description,
    processId: r.process_id === null ? null : Number(r.process_id),
    userId: r.person_id === null ? null : Number(r.person_id),
    dueDate: r.due_date,
    status: r.status,
    ...lateAndMissed({
      dueDate: r.due_date,
      status: r.status,
      deleted: r.deleted,
      lapseDate: lapseDate(r),
    }, today),
    deleted: r.deleted,
    updated_at: new Date(r.updated_at).toISOString(),
    isManuallyCreated: r.is_manually_created,
    assignee: r.person_id === null ? null : { id: Number(r.person_id), name: r.person_name },
    process: r.process_id === null ? null : {
      id: Number(r.process_id),
      name: r.process_name,
      processHandle: r.process_handle,
    },
  }));
}

function lateAndMissed(task: LateFacts, today: string) {
  return { is_late: isLate(task, today), is_missed: isMissed(task) };
}
