/**
 * What the task engine needs of a process's schedule (domain/tasks/types.ts ProcessFacts):
 * the schedule in force, the ones it had before changes (docs/task-engine.md#schedule-changes)
 * and its rule for undone work. One select list and one mapping, for every reader that hands
 * a process to the engine or to the late rule.
 */
import type { Frequency } from "../../domain/frequency/index.ts";
import { parseCompactFrequency } from "../../domain/frequency/compact.ts";
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
 *
 * Flat queries joined here: per-process subqueries (labels, roles, past schedules) and the
 * frequency's JSON cost the database some 480 ms for 20,000 processes, these some 100 ms. The
 * frequency is read from its canonical compact form, parsed once per distinct form.
 */
export async function loadScheduledProcesses(
  tx: Tx,
  orgId: number,
  from: string,
  only: readonly number[] | null = null,
): Promise<ProcessFacts[]> {
  const which = only ? tx`and process_id = any(${[...only]})` : tx``;
  const [rows, past, labels, assigned, roles] = await Promise.all([
    tx`
      select p.id, p.name, p.process_handle, p.compact_frequency, p.unfinished_rule,
             p.frequency_type = 'Scheduled' and p.has_dates as dated,
             case when coalesce(p.compact_frequency, '') = '' then p.frequency end as frequency,
             p.scheduled_from::text as scheduled_from
      from app.processes p
      where p.org_id = ${orgId} ${only ? tx`and p.id = any(${[...only]})` : tx``}`,
    tx`
      select e.process_id, e.in_force_until::text as until, e.scheduled_from::text as scheduled_from,
             e.compact_frequency, e.frequency_type = 'Scheduled' and e.has_dates as dated,
             case when coalesce(e.compact_frequency, '') = '' then e.frequency end as frequency
      from app.process_schedules_ended e
      where e.org_id = ${orgId} ${which}
      order by e.process_id, e.in_force_until`,
    tx`
      select pl.process_id, l.label from app.process_labels pl
      join app.labels l on l.org_id = pl.org_id and l.id = pl.label_id
      where pl.org_id = ${orgId} ${which}`,
    tx`select process_id, role_id from app.process_roles where org_id = ${orgId} ${which}
       order by process_id, role_id`,
    tx`select id, role_handle from app.roles where org_id = ${orgId}`,
  ]);
  const pastOf = group(past, (e) => ({
    until: e.until as string,
    frequency: e.dated ? frequencyOf(e.compact_frequency, e.frequency) : null,
    scheduledFrom: e.scheduled_from as string,
    compactFrequency: e.compact_frequency as string,
  }));
  const labelsOf = group(labels, (l) => l.label as string);
  const handle = new Map(roles.map((r) => [Number(r.id), r.role_handle as string]));
  const rolesOf = group(assigned, (a) => handle.get(Number(a.role_id)) ?? "");
  const out: ProcessFacts[] = [];
  for (const p of rows) {
    const id = Number(p.id);
    const pastSchedules = pastOf.get(id);
    const reaches = pastSchedules?.some((v) => v.frequency !== null && v.until >= from);
    if (!p.dated && !reaches) continue;
    out.push({
      id,
      name: p.name,
      processHandle: p.process_handle,
      frequency: p.dated ? frequencyOf(p.compact_frequency, p.frequency) : null,
      scheduledFrom: p.scheduled_from,
      compactFrequency: p.compact_frequency,
      ...(pastSchedules ? { pastSchedules } : {}),
      unfinishedRule: p.unfinished_rule,
      labels: labelsOf.get(id) ?? [],
      roleHandles: rolesOf.get(id) ?? [],
    });
  }
  return out;
}

// deno-lint-ignore no-explicit-any
function group<T>(rows: readonly Record<string, any>[], value: (row: any) => T) {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const id = Number(row.process_id);
    const list = out.get(id);
    if (list) list.push(value(row));
    else out.set(id, [value(row)]);
  }
  return out;
}

const parsedForms = new Map<string, Frequency | null>();

/** The frequency of a compact form (canonical, as the column keeps it), parsed once. */
function frequencyOf(compact: string | null, json: unknown): Frequency | null {
  if (!compact) return (json ?? null) as Frequency | null;
  let frequency = parsedForms.get(compact);
  if (frequency === undefined) {
    const parsed = parseCompactFrequency(compact);
    frequency = parsed.ok ? parsed.frequency : null;
    if (parsedForms.size > 10_000) parsedForms.clear();
    parsedForms.set(compact, frequency);
  }
  return frequency;
}
