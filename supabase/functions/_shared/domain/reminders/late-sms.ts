/**
 * The daily text message about late tasks (docs/reminders.md#daily-sms): the count and the oldest
 * late task's name, within one 160-character message, e.g.
 *
 *   Routinely: 3 late tasks. Oldest: Monthly payroll check (due 12 Nov). Open https://…
 *
 * Lateness is the task engine's one rule (tasks/late.ts); missed tasks are not late. The name gives way first to the
 * link (dropped when it does not fit), then is cut with "…".
 *
 * Length: at most 160 JavaScript characters (UTF-16 code units, what `.length` counts),
 * and a cut never splits a character made of two. That is one segment for text in the
 * GSM-7 alphabet; a name with other characters (é is GSM-7, Zoë's ë or an emoji is not)
 * makes the provider send UCS-2, where a segment holds 70, so such a message may go as
 * several segments joined on the phone. Pure.
 */
import { isLate, type LateFacts } from "../tasks/late.ts";

export const SMS_MAX_LENGTH = 160;

export interface SmsTask extends LateFacts {
  name: string;
  /**
   * The engine found it missed (TaskRecord.is_missed: its process lapses, so it is not
   * late; docs/task-engine.md#missed-occurrences), when the caller does not give lapseDate.
   */
  is_missed?: boolean;
}

export interface LateSmsOptions {
  /** A short link to the person's late tasks; left out when it does not fit. */
  link?: string;
  /**
   * How many tasks are late in all, when `tasks` is only the first page of the person's
   * late tasks (e.g. the task list with q ["is:late", "user:<id>"] sorted by due date,
   * limit 1, and its totalCount): no need to read thousands of tasks to count them.
   */
  lateCount?: number;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `12 Nov`, or `12 Nov 2025` when the year is not today's. */
function dueText(dueDate: string, today: string): string {
  const [year, month, day] = dueDate.split("-");
  const short = `${Number(day)} ${MONTHS[Number(month) - 1]}`;
  return year === today.slice(0, 4) ? short : `${short} ${year}`;
}

/** The oldest first; equal dates by name, so the message does not depend on list order. */
function oldest(tasks: readonly SmsTask[]): SmsTask {
  return tasks.reduce((a, b) =>
    b.dueDate < a.dueDate || (b.dueDate === a.dueDate && b.name < a.name) ? b : a
  );
}

/** Cuts `text` to at most `max` code units, ending with "…" when cut. */
export function truncateTo(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = "";
  for (const char of text) {
    if (out.length + char.length > max - 1) break;
    out += char;
  }
  return `${out.trimEnd()}…`;
}

/**
 * The message for one person's tasks (any tasks: only the late ones count) on the
 * organisation's day `today` (YYYY-MM-DD); null when none is late.
 */
export function lateTasksSms(
  tasks: readonly SmsTask[],
  today: string,
  options: LateSmsOptions = {},
): string | null {
  const late = tasks.filter((t) => !t.is_missed && isLate(t, today));
  if (late.length === 0) return null;
  const count = Math.max(late.length, options.lateCount ?? 0);
  const first = oldest(late);
  const name = first.name.replace(/\s+/g, " ").trim() || "(no name)";
  const head = count === 1
    ? "Routinely: 1 late task: "
    : `Routinely: ${count} late tasks. Oldest: `;
  const due = ` (due ${dueText(first.dueDate, today)}).`;
  const link = options.link ? ` Open ${options.link}` : "";
  const whole = `${head}${name}${due}`;
  if (link && whole.length + link.length <= SMS_MAX_LENGTH) return whole + link;
  return `${head}${truncateTo(name, SMS_MAX_LENGTH - head.length - due.length)}${due}`;
}
