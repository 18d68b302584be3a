import { addDays } from "../../supabase/functions/_shared/domain/dates/calendar.ts";
import { DEMO_CATEGORIES, DEMO_PROCESSES, type DemoProcess } from "./demo-processes.ts";
import { type StoredSchedule, storedSchedule } from "./schedule.ts";

/** Tasks of the demo's scheduled processes start here, so the year has history to show. */
export const DEMO_SCHEDULED_FROM = "2026-01-01";

/**
 * The day a schedule change took effect (`changedDaysAgo` before `today`) and the last day the
 * former schedule decided, the day before (docs/task-engine.md#schedule-changes).
 */
export function scheduleChangeDays(
  today: string,
  changedDaysAgo: number,
): { changeDay: string; inForceUntil: string } {
  return {
    changeDay: addDays(today, -changedDaysAgo),
    inForceUntil: addDays(today, -changedDaysAgo - 1),
  };
}

/** A demo schedule change was made at this hour of its day, the organisation's time. */
export const SCHEDULE_CHANGE_HOUR = 10;

export interface PlannedProcess {
  process: DemoProcess;
  /** `<category prefix>-<number>`, numbered from 001 per category in data order. */
  handle: string;
  stored: StoredSchedule;
  /** The schedule it had before its change (`process.formerSchedule`), stored as the API would. */
  former?: StoredSchedule;
}

export interface DemoCatalogue {
  processes: PlannedProcess[];
  /** Per category prefix, the number the next process created there gets. */
  increments: Map<string, number>;
}

/**
 * The derived parts of the demo catalogue (process handles, category increments, stored
 * schedules), computed once here so the TypeScript seeder and the SQL seed cannot number
 * or schedule anything differently.
 */
export function planDemoCatalogue(): DemoCatalogue {
  const increments = new Map(DEMO_CATEGORIES.map((c) => [c.prefix, 1]));
  const processes = DEMO_PROCESSES.map((process) => {
    const number = increments.get(process.category);
    if (number === undefined) {
      throw new Error(`demo seed: unknown category "${process.category}" of "${process.name}"`);
    }
    increments.set(process.category, number + 1);
    return {
      process,
      handle: `${process.category}-${String(number).padStart(3, "0")}`,
      stored: storedSchedule(process.schedule),
      ...(process.formerSchedule
        ? { former: storedSchedule(process.formerSchedule.schedule) }
        : {}),
    };
  });
  return { processes, increments };
}
