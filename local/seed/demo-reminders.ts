/**
 * The demo's mailbox shows the weekly reminder (and the daily SMS of late tasks) whatever the day
 * the stack is first started. The schedule itself sends it only from Monday 07:00 to Tuesday 07:00
 * local time (docs/reminders.md#weekly-mail), so a demo seeded on a Wednesday would show none for
 * five days. Right after seeding, the demo organisation's latest weekly run is therefore sent as
 * the schedule would have sent it that Monday at 07:00: the same period key, outbox and sender,
 * with the clock at that moment. The schedule later finds that period done and does not send it
 * again.
 */
import type { Sql } from "../../supabase/functions/_shared/db/client.ts";
import {
  sendDueReminders,
  type SenderOptions,
  type SendReport,
} from "../../supabase/functions/_shared/reminders/send-due.ts";
import { DEMO_ORGANIZATION } from "./demo-people.ts";

export interface DemoRun {
  orgId: number;
  /** The moment the schedule would have enqueued it. */
  at: Date;
  /** Its period key: ISO week (email) or local date (SMS). */
  period: string;
}

/**
 * The demo's latest runs at or before `now`, in its own time zone: the weekly email's
 * Monday 07:00 (the week before when this week's is still ahead), and the daily SMS's
 * 08:00 (the day before when today's is still ahead). Null for a channel the demo does
 * not send, or for both when there is no demo.
 */
export async function latestDemoRuns(
  sql: Sql,
  now: Date,
): Promise<{ email: DemoRun | null; sms: DemoRun | null }> {
  const [row] = await sql<
    {
      org_id: string;
      email_at: Date | null;
      email_period: string | null;
      sms_at: Date | null;
      sms_period: string | null;
    }[]
  >`
    with local as (
      select o.id, s.send_weekly_reminders_via_email as email,
             s.send_daily_reminders_for_late_tasks_via_sms as sms,
             app.local_time(s.timezone, ${now}) as local_now
      from app.organizations o join app.settings s on s.org_id = o.id
      where lower(o.prefix) = ${DEMO_ORGANIZATION.prefix}
    ), marks as (
      select id, email, sms, local_now,
             (local_now::date - (extract(isodow from local_now)::int - 1)) + time '07:00' as monday,
             local_now::date + time '08:00' as eight
      from local
    ), latest as (
      select id, email, sms, local_now,
             monday - case when monday > local_now then interval '7 days' else interval '0' end
               as monday,
             eight - case when eight > local_now then interval '1 day' else interval '0' end
               as eight
      from marks
    )
    select id as org_id,
           case when email then ${now}::timestamptz - (local_now - monday) end as email_at,
           case when email then to_char(monday, 'IYYY-"W"IW') end as email_period,
           case when sms then ${now}::timestamptz - (local_now - eight) end as sms_at,
           case when sms then to_char(eight, 'YYYY-MM-DD') end as sms_period
    from latest`;
  const run = (at: Date | null, period: string | null): DemoRun | null =>
    row && at && period ? { orgId: Number(row.org_id), at, period } : null;
  return {
    email: run(row?.email_at ?? null, row?.email_period ?? null),
    sms: run(row?.sms_at ?? null, row?.sms_period ?? null),
  };
}

/**
 * Enqueues and sends the demo's latest weekly run at its own Monday morning, then its
 * latest daily SMS run at that day's 08:00: what the schedule would have sent.
 */
export async function sendDemoReminders(
  options: Omit<SenderOptions, "now">,
  now = new Date(),
): Promise<SendReport[]> {
  const reports: SendReport[] = [];
  const runs = await latestDemoRuns(options.sql, now);
  for (const channel of ["email", "sms"] as const) {
    const run = runs[channel];
    if (!run) continue;
    await options.sql`
      select app.enqueue_reminder_period(${run.orgId}, ${channel}, ${run.period}, ${run.at})`;
    reports.push(await sendDueReminders({ ...options, now: () => run.at }));
  }
  return reports;
}
