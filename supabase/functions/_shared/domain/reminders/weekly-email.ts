/**
 * The weekly reminder email (docs/reminders.md#weekly-mail): a person's late tasks first, then the
 * tasks due in the seven days from the organisation's today, grouped by day, each linked to the
 * task in the app; HTML and plain text from one list of blocks (mailBody). Null when there is
 * nothing due and nothing late: no mail is sent then. Pure.
 */
import { addDays, weekdayOf } from "../dates/calendar.ts";
import { taskLink } from "../calendar/feed-events.ts";
import { type MailBlock, mailBody, type MailLink } from "../mail/mail-body.ts";
import { STATUS_DISPLAY_NAMES, type TaskStatus } from "../query/terms.ts";

/** The days the mail covers: today and the six after it. */
export const WEEK_DAYS = 7;

export interface ReminderTask {
  handle: string;
  name: string;
  /** YYYY-MM-DD */
  dueDate: string;
  status: TaskStatus;
  is_late: boolean;
  deleted?: boolean;
}

export interface WeeklyEmailInput {
  orgName: string;
  personName: string;
  /** The organisation's today, YYYY-MM-DD. */
  today: string;
  tasks: readonly ReminderTask[];
  /** Where the web app is served (task links). */
  appBase: string;
  /** The one-click unsubscribe link (https) and mailto (RFC 8058 / RFC 2369). */
  unsubscribeUrl: string;
  unsubscribeMailto: string;
}

export interface WeeklyEmail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  lateCount: number;
  dueCount: number;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "Monday 23 November" */
export function dayTitle(date: string): string {
  const [, month, day] = date.split("-").map(Number);
  return `${WEEKDAYS[weekdayOf(date)]} ${day} ${MONTHS[month - 1]}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function byDueThenName(a: ReminderTask, b: ReminderTask): number {
  return a.dueDate.localeCompare(b.dueDate) || a.name.localeCompare(b.name) ||
    a.handle.localeCompare(b.handle);
}

/** Which of a person's tasks the mail lists: late ones, and open ones due this week. */
export function selectReminderTasks(tasks: readonly ReminderTask[], today: string) {
  const end = addDays(today, WEEK_DAYS - 1);
  const open = tasks.filter((t) => !t.deleted && t.status !== "Complete");
  const late = open.filter((t) => t.is_late).sort(byDueThenName);
  const due = open.filter((t) => !t.is_late && t.dueDate >= today && t.dueDate <= end)
    .sort(byDueThenName);
  return { late, due };
}

export function composeWeeklyEmail(input: WeeklyEmailInput): WeeklyEmail | null {
  const { late, due } = selectReminderTasks(input.tasks, input.today);
  if (late.length === 0 && due.length === 0) return null;
  const link = (t: ReminderTask, suffix = ""): MailLink => ({
    text: `${t.name}${suffix}`,
    href: taskLink(input.appBase, t),
  });
  const status = (t: ReminderTask) =>
    t.status === "NotStarted" ? "" : ` (${STATUS_DISPLAY_NAMES[t.status]})`;

  const summary = [
    late.length ? plural(late.length, "late task") : null,
    due.length ? `${plural(due.length, "task")} due this week` : null,
  ].filter(Boolean).join(" and ");
  const subject = `Your week at ${input.orgName}: ${summary}`;
  const blocks: MailBlock[] = [
    `Hello ${input.personName},`,
    `Here is what is on your plate at ${input.orgName} from ${dayTitle(input.today)} to ${
      dayTitle(addDays(input.today, WEEK_DAYS - 1))
    }: ${summary}.`,
  ];
  if (late.length) {
    blocks.push({ heading: "Late" });
    blocks.push({
      list: late.map((t) => link(t, ` — was due ${dayTitle(t.dueDate)}${status(t)}`)),
    });
  }
  for (let i = 0; i < WEEK_DAYS; i++) {
    const day = addDays(input.today, i);
    const tasks = due.filter((t) => t.dueDate === day);
    if (!tasks.length) continue;
    blocks.push({ heading: i === 0 ? `Today, ${dayTitle(day)}` : dayTitle(day) });
    blocks.push({ list: tasks.map((t) => link(t, status(t))) });
  }
  blocks.push({
    button: { text: "Open my tasks", href: `${input.appBase.replace(/\/+$/, "")}/myTasks` },
  });
  blocks.push(
    "You get this email because weekly reminders are on in your profile. Nothing is sent in a week with nothing due and nothing late.",
  );
  blocks.push({
    footer: { text: "Unsubscribe from weekly reminders", href: input.unsubscribeUrl },
  });
  const body = mailBody(subject, blocks);
  return {
    subject,
    ...body,
    headers: {
      "List-Unsubscribe": `<${input.unsubscribeUrl}>, <${input.unsubscribeMailto}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    lateCount: late.length,
    dueCount: due.length,
  };
}
