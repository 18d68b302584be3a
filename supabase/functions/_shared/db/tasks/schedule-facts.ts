/**
 * What the task engine needs of a process's schedule (domain/tasks/types.ts ProcessFacts):
 * the schedule in force, the ones it had before changes (docs/task-engine.md#schedule-changes)
 * and its rule for undone work. One select list and one mapping, for every reader that hands
 * a process to the engine or to the late rule.
 */
import type { Frequency } from "../../domain/frequency/index.ts";
import type { ProcessFacts } from "../../domain/tasks/types.ts";
import type { Tx } from "../client.ts";

export type ScheduleFacts = Pick<
  ProcessFacts,
  "frequency" | "scheduledFrom" | "compactFrequency" | "pastSchedules" | "unfinishedRule"
>;

/** The columns scheduleFacts reads, of the process aliased `p`. */
export function scheduleColumns(tx: Tx) {
  return tx`
    p.compact_frequency, p.unfinished_rule,
    case when app.schedule_has_dates(p.frequency_type, p.has_dates) then p.frequency
    end as frequency,
    to_char(p.scheduled_from, 'YYYY-MM-DD') as scheduled_from,
    (select json_agg(json_build_object(
       'until', to_char(e.in_force_until, 'YYYY-MM-DD'),
       'frequency', case when app.schedule_has_dates(e.frequency_type, e.has_dates)
                    then e.frequency end,
       'scheduledFrom', to_char(e.scheduled_from, 'YYYY-MM-DD'),
       'compactFrequency', e.compact_frequency) order by e.in_force_until)
     from app.process_schedules_ended e
     where e.org_id = p.org_id and e.process_id = p.id) as past_schedules`;
}

// deno-lint-ignore no-explicit-any
export function scheduleFacts(row: Record<string, any>): ScheduleFacts {
  return {
    frequency: row.frequency as Frequency | null,
    scheduledFrom: row.scheduled_from,
    compactFrequency: row.compact_frequency,
    ...(row.past_schedules ? { pastSchedules: row.past_schedules } : {}),
    unfinishedRule: row.unfinished_rule,
  };
}

/**
 * The processes that may have occurrences in a range from `from` on: dates now, or in a past
 * schedule that reaches it (docs/task-engine.md#schedule-changes); with their labels and the
 * handles of the roles assigned to them. `only`: just these.
 */
export async function loadScheduledProcesses(
  tx: Tx,
  orgId: number,
  from: string,
  only: readonly number[] | null = null,
): Promise<ProcessFacts[]> {
  const rows = await tx`
    select p.id, p.name, p.process_handle, ${scheduleColumns(tx)},
           coalesce((select array_agg(l.label) from app.process_labels pl
             join app.labels l on l.org_id = pl.org_id and l.id = pl.label_id
             where pl.org_id = p.org_id and pl.process_id = p.id), '{}') as labels,
           coalesce((select array_agg(r.role_handle order by r.id) from app.process_roles pr
             join app.roles r on r.org_id = pr.org_id and r.id = pr.role_id
             where pr.org_id = p.org_id and pr.process_id = p.id), '{}') as role_handles
    from app.processes p
    where p.org_id = ${orgId}
      and (app.schedule_has_dates(p.frequency_type, p.has_dates)
        or exists (select 1 from app.process_schedules_ended e
          where e.org_id = p.org_id and e.process_id = p.id
            and app.schedule_has_dates(e.frequency_type, e.has_dates)
            and e.in_force_until >= ${from}::date))
      ${only ? tx`and p.id = any(${[...only]})` : tx``}`;
  return rows.map((p) => ({
    id: Number(p.id),
    name: p.name,
    processHandle: p.process_handle,
    ...scheduleFacts(p),
    labels: p.labels,
    roleHandles: p.role_handles,
  }));
}
