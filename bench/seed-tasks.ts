/**
 * What the task benchmarks (tasks-list.ts, statistics.ts) seed alike: the mix of schedules
 * their processes get, and stored tasks that are real occurrences of the seeded series.
 */
import type postgres from "postgres";
import type { Frequency } from "../supabase/functions/_shared/domain/frequency/types.ts";
import { datesBetween } from "../supabase/functions/_shared/domain/frequency/index.ts";
import { occurrenceHandle } from "../supabase/functions/_shared/domain/tasks/handle.ts";

/** The frequency mix: a compact form per process number. */
export function compactFor(i: number): string {
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri"][i % 5]!;
  switch (i % 6) {
    case 0:
      return `W1:${weekday}@2026-01-05`;
    case 1:
      return `W${2 + (i % 3)}:${weekday}@2026-01-0${1 + (i % 7)}`;
    case 2:
      return `*:${1 + (i % 28)},${15 + (i % 16)}`;
    case 3:
      return `*:${1 + (i % 5)}#${1 + (i % 4)}`;
    case 4:
      return `*:${1 + (i % 5)}#L`;
    default:
      return `Mar,Jun,Sep,Dec:${1 + (i % 5)}#L;Jan,Apr,Jul,Oct:1,${10 + (i % 18)}`;
  }
}

export interface StoredTasksOptions {
  count: number;
  /** The range the occurrences are picked from (YYYY-MM-DD). */
  from: string;
  to: string;
  /** The seeded processes' rows: their handle and frequency. */
  processes: readonly { process_handle: string; frequency: unknown }[];
  /** The stored task's name for a process id. */
  nameOf: (processId: number) => string;
}

/**
 * `count` stored tasks, each a real occurrence of a series (a process with dates and a
 * person filling one of its roles), picked with a fixed pseudo-random sequence: half
 * complete, some in progress, some skipped, some moved to another day. Answers the number
 * of series.
 */
export async function seedStoredTasks(
  sql: postgres.Sql,
  orgId: number,
  options: StoredTasksOptions,
): Promise<number> {
  const members = await sql`select distinct pr.process_id, rm.person_id
    from app.process_roles pr
    join app.role_members rm on rm.org_id = pr.org_id and rm.role_id = pr.role_id
    join app.processes p on p.org_id = pr.org_id and p.id = pr.process_id and p.has_dates
    where pr.org_id = ${orgId} order by 1, 2`;
  const byHandle = new Map(options.processes.map((p) => [p.process_handle, p.frequency]));
  const ids = await sql`select id, process_handle from app.processes where org_id = ${orgId}`;
  const frequencyOf = new Map(ids.map((r) => [Number(r.id), byHandle.get(r.process_handle)]));
  // mulberry32: a fixed sequence, in 32-bit integer arithmetic.
  let seedValue = 42;
  const rand = (n: number) => {
    seedValue = (seedValue + 0x6d2b79f5) | 0;
    let t = Math.imul(seedValue ^ (seedValue >>> 15), 1 | seedValue);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
  const datesOf = new Map<number, string[]>();
  const stored = new Map<string, Record<string, unknown>>();
  while (stored.size < options.count) {
    const m = members[rand(members.length)]!;
    const pid = Number(m.process_id);
    let dates = datesOf.get(pid);
    if (!dates) {
      const frequency = frequencyOf.get(pid) as Frequency;
      datesOf.set(pid, dates = datesBetween(frequency, options.from, options.to));
    }
    if (!dates.length) continue;
    const date = dates[rand(dates.length)]!;
    const handle = occurrenceHandle(pid, Number(m.person_id), date);
    const kind = rand(10);
    stored.set(handle, {
      org_id: orgId,
      handle,
      init_handle: handle,
      name: options.nameOf(pid),
      process_id: pid,
      person_id: Number(m.person_id),
      due_date: kind === 9 ? `2026-${String(1 + rand(12)).padStart(2, "0")}-15` : date,
      status: kind < 5 ? "Complete" : kind < 8 ? "InProgress" : "NotStarted",
      deleted: kind === 8,
    });
  }
  const list = [...stored.values()];
  for (let i = 0; i < list.length; i += 2000) {
    await sql`insert into app.tasks ${sql(list.slice(i, i + 2000))}`;
  }
  await sql`analyze`;
  return members.length;
}
