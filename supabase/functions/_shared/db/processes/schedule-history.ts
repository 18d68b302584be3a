/**
 * The schedules a process had before changes (docs/task-engine.md#schedule-changes), read
 * under the caller's row-level security: whoever may read the process reads its history.
 */
import type { Frequency, FrequencyType } from "../../domain/frequency/index.ts";
import type { Tx } from "../client.ts";

export interface PastScheduleRecord {
  /** YYYY-MM-DD, the first day it decided; null: since the process began. */
  from: string | null;
  /** YYYY-MM-DD, the last day it decided (the day before the change). */
  until: string;
  frequencyType: FrequencyType;
  frequency: Frequency | null;
  compactFrequency: string;
  /** YYYY-MM-DD */
  scheduledFrom: string;
  /** Scheduled, but the frequency could never yield a date. */
  hasNoDates: boolean;
  /** Who replaced it; null: the system, or a person since removed. */
  changedById: number | null;
  changedByName: string | null;
  /** ISO 8601 */
  changedAt: string;
}

/** The process's past schedules, latest first. */
export async function listPastSchedules(
  tx: Tx,
  orgId: number,
  processId: number,
): Promise<PastScheduleRecord[]> {
  const rows = await tx`
    select e.frequency_type, e.frequency, e.compact_frequency, e.has_dates,
           to_char(e.scheduled_from, 'YYYY-MM-DD') as scheduled_from,
           to_char(e.in_force_until, 'YYYY-MM-DD') as until,
           to_char(lag(e.in_force_until) over (order by e.in_force_until) + 1, 'YYYY-MM-DD')
             as since,
           e.changed_by, p.name as changed_by_name, e.changed_at
    from app.process_schedules_ended e
    left join app.people p on p.org_id = e.org_id and p.id = e.changed_by
    where e.org_id = ${orgId} and e.process_id = ${processId}
    order by e.in_force_until desc`;
  return rows.map((r) => ({
    from: r.since,
    until: r.until,
    frequencyType: r.frequency_type,
    frequency: r.frequency_type === "AsNeeded" ? null : r.frequency,
    compactFrequency: r.compact_frequency,
    scheduledFrom: r.scheduled_from,
    hasNoDates: r.frequency_type === "Scheduled" && !r.has_dates,
    changedById: r.changed_by === null ? null : Number(r.changed_by),
    changedByName: r.changed_by === null ? null : r.changed_by_name,
    changedAt: new Date(r.changed_at).toISOString(),
  }));
}
