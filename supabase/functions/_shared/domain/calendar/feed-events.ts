/**
 * What the calendar feed shows of a task (docs/organisations.md#calendar-feed): one all-day event
 * on its due date, its status (and lateness) in the summary, its process and a link back in the
 * description. Pure; the calendar function renders these as iCalendar.
 */
import { addDays } from "../dates/calendar.ts";
import { STATUS_DISPLAY_NAMES, type TaskStatus } from "../query/terms.ts";

/** Back from the organisation's today, and ahead of it, in days. */
export const FEED_DAYS_BACK = 60;
export const FEED_DAYS_AHEAD = 365;

export interface FeedTask {
  handle: string;
  name: string;
  description: string;
  /** YYYY-MM-DD */
  dueDate: string;
  status: TaskStatus;
  is_late: boolean;
  /** A lapsed occurrence (docs/task-engine.md#missed-occurrences): not late. */
  is_missed?: boolean;
  /** ISO 8601; null for an occurrence never stored. */
  updated_at: string | null;
  process: { name: string; processHandle: string } | null;
}

export interface FeedEvent {
  /** Stable across fetches and resets, so a client updates an event instead of adding one. */
  uid: string;
  /** YYYY-MM-DD: the all-day event's day. */
  date: string;
  summary: string;
  description: string;
  url: string;
  /** When the task was last changed (a stored task); null for an untouched occurrence. */
  lastModified: string | null;
}

/** The feed's range around the organisation's today. */
export function feedRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -FEED_DAYS_BACK), to: addDays(today, FEED_DAYS_AHEAD) };
}

/** "<name> — <status>", with "(late)" when it is late, "(missed)" when it lapsed. */
export function feedSummary(
  task: Pick<FeedTask, "name" | "status" | "is_late" | "is_missed">,
): string {
  const summary = `${task.name} — ${STATUS_DISPLAY_NAMES[task.status]}`;
  return task.is_late ? `${summary} (late)` : task.is_missed ? `${summary} (missed)` : summary;
}

/**
 * Where the web app opens the task: /myTasks searching its handle on its due date
 * (`q` is a text term; the handle is unique, so the list holds that one task).
 */
export function taskLink(appBase: string, task: Pick<FeedTask, "handle" | "dueDate">): string {
  const params = new URLSearchParams([
    ["q", task.handle],
    ["from", task.dueDate],
    ["to", task.dueDate],
  ]);
  return `${appBase.replace(/\/+$/, "")}/myTasks?${params}`;
}

export function feedEvent(task: FeedTask, appBase: string): FeedEvent {
  const url = taskLink(appBase, task);
  const lines = [
    task.process ? `Process: ${task.process.name} (${task.process.processHandle})` : null,
    task.description.trim() || null,
    `Open in Routinely: ${url}`,
  ].filter((line): line is string => line !== null);
  return {
    uid: `${task.handle}@routinely`,
    date: task.dueDate,
    summary: feedSummary(task),
    description: lines.join("\n\n"),
    url,
    lastModified: task.updated_at,
  };
}
