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
import { jsonRows } from "../rows.ts";

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
 * frequency's JSON cost the database some 480 ms for 20,000 processes, these some 100 ms. Each
 * comes back as one JSON array of arrays (rows.ts jsonRows): decoding 100,000 rows one by one
 * costs this process three times the CPU. The frequency is read from its canonical compact
 * form, parsed once per distinct form.
 */
export async function loadScheduledProcesses(
  tx: Tx,
  orgId: number,
  from: string,
  only: readonly number[] | null = null,
): Promise<ProcessFacts[]> {
  const which = only ? tx`and process_id = any(${[...only]})` : tx``;
  const [rows, past, labels, assigned, roles] = await Promise.all([
    jsonRows<[number, string, string, string | null, string, boolean, unknown, string]>(
      tx,
      tx`p.id, p.name, p.process_handle, p.compact_frequency, p.unfinished_rule,
         p.frequency_type = 'Scheduled' and p.has_dates,
         case when coalesce(p.compact_frequency, '') = '' then p.frequency end,
         p.scheduled_from::text`,
      tx`from app.processes p
         where p.org_id = ${orgId} ${only ? tx`and p.id = any(${[...only]})` : tx``}`,
    ),
    jsonRows<[number, string, string, string | null, boolean, unknown]>(
      tx,
      tx`e.process_id, e.in_force_until::text, e.scheduled_from::text, e.compact_frequency,
         e.frequency_type = 'Scheduled' and e.has_dates,
         case when coalesce(e.compact_frequency, '') = '' then e.frequency end`,
      tx`from app.process_schedules_ended e where e.org_id = ${orgId} ${which}`,
      tx`e.process_id, e.in_force_until`,
    ),
    jsonRows<[number, string]>(
      tx,
      tx`pl.process_id, l.label`,
      tx`from app.process_labels pl
         join app.labels l on l.org_id = pl.org_id and l.id = pl.label_id
         where pl.org_id = ${orgId} ${which}`,
    ),
    jsonRows<[number, number]>(
      tx,
      tx`process_id, role_id`,
      tx`from app.process_roles where org_id = ${orgId} ${which}`,
      tx`process_id, role_id`,
    ),
    jsonRows<[number, string]>(
      tx,
      tx`id, role_handle`,
      tx`from app.roles where org_id = ${orgId}`,
    ),
  ]);
  const pastOf = group(past, ([, until, scheduledFrom, compact, dated, json]) => ({
    until,
    frequency: dated ? frequencyOf(compact, json) : null,
    scheduledFrom,
    compactFrequency: compact as string,
  }));
  const labelsOf = group(labels, ([, label]) => label);
  const handle = new Map(roles);
  const rolesOf = group(assigned, ([, roleId]) => handle.get(roleId) ?? "");
  const out: ProcessFacts[] = [];
  for (
    const [id, name, processHandle, compact, unfinishedRule, dated, json, scheduledFrom] of rows
  ) {
    const pastSchedules = pastOf.get(id);
    const reaches = pastSchedules?.some((v) => v.frequency !== null && v.until >= from);
    if (!dated && !reaches) continue;
    out.push({
      id,
      name,
      processHandle,
      frequency: dated ? frequencyOf(compact, json) : null,
      scheduledFrom,
      compactFrequency: compact as string,
      ...(pastSchedules ? { pastSchedules } : {}),
      unfinishedRule: unfinishedRule as ProcessFacts["unfinishedRule"],
      labels: labelsOf.get(id) ?? [],
      roleHandles: rolesOf.get(id) ?? [],
    });
  }
  return out;
}

/** Rows by their first element, the process's id, in the order given. */
function group<R extends readonly [number, ...unknown[]], T>(
  rows: readonly R[],
  value: (row: R) => T,
) {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(row[0]);
    if (list) list.push(value(row));
    else out.set(row[0], [value(row)]);
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
