/**
 * Test helper: the dates the demo's one schedule change should give its process, worked out
 * by plain date arithmetic rather than the task engine, so the seed tests can hold the engine's
 * occurrences (and the stored tasks) against them.
 */
import type postgres from "postgres";
import { addDays } from "../../supabase/functions/_shared/domain/dates/calendar.ts";
import { loadTaskSource } from "../../supabase/functions/_shared/db/tasks/task-source.ts";
import { parseOccurrenceHandle } from "../../supabase/functions/_shared/domain/tasks/handle.ts";
import { TaskLister } from "../../supabase/functions/_shared/domain/tasks/task-list.ts";
import { DEMO_SCHEDULED_FROM, planDemoCatalogue, scheduleChangeDays } from "./demo-catalogue.ts";

/** The demo's changed process, as planned (demo-processes.ts `formerSchedule`). */
export function changedProcess() {
  const changed = planDemoCatalogue().processes.filter((p) => p.process.formerSchedule);
  if (changed.length !== 1) throw new Error(`${changed.length} changed processes in the demo`);
  const [{ process, handle, stored, former }] = changed;
  return { process, handle, stored, former: former!, formerSchedule: process.formerSchedule! };
}

const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;
const dayOfMonth = (day: string) => Number(day.slice(8, 10));

/**
 * Every date from the demo's start to `to`: the first Monday of each month up to the day before
 * the change (the former `*:1#1`), every Monday from the change day on (`W1:Mon`).
 */
export function expectedChangedDates(today: string, to: string): string[] {
  const { formerSchedule, former, stored } = changedProcess();
  // The arithmetic below is for this pair only; a new pair needs new arithmetic.
  if (former.compactFrequency !== "*:1#1" || !stored.compactFrequency.startsWith("W1:Mon")) {
    throw new Error(`unexpected schedules ${former.compactFrequency} → ${stored.compactFrequency}`);
  }
  const { changeDay } = scheduleChangeDays(today, formerSchedule.changedDaysAgo);
  const dates: string[] = [];
  for (let day = DEMO_SCHEDULED_FROM; day <= to; day = addDays(day, 1)) {
    if (!isMonday(day)) continue;
    if (day >= changeDay || dayOfMonth(day) <= 7) dates.push(day);
  }
  return dates;
}

/**
 * The dates on which the engine, over the seeded database, makes occurrences of a process from
 * the demo's start to `to` (its series' handles, so stored tasks count on their own day).
 */
export async function engineDatesOf(
  sql: postgres.Sql,
  orgId: number,
  processId: number,
  today: string,
  to: string,
): Promise<string[]> {
  const source = await sql.begin((tx) =>
    loadTaskSource(tx, orgId, { from: DEMO_SCHEDULED_FROM, to })
  );
  const dates = new TaskLister(source).list({
    terms: [],
    from: DEMO_SCHEDULED_FROM,
    to,
    today,
    sortBy: "dueDate",
    isDesc: false,
    offset: 0,
    limit: 100_000,
  }).nodes.filter((t) => t.processId === processId)
    .map((t) => parseOccurrenceHandle(t.handle)!.date);
  return [...new Set(dates)].sort();
}
