/**
 * The demo's mailbox shows the weekly reminder (and the daily SMS of late tasks) whatever
 * the day the stack is first started.
 * The schedule itself sends it only from Monday 07:00 to Tuesday 07:00 local time (issue 12
 * §1), so a demo seeded on a Wednesday would show none for five days. Right after seeding,
 * the demo organisation's latest weekly run is therefore sent as the schedule would have
 * sent it that Monday at 07:00: the same period key, outbox and sender, with the clock at
 * that moment. The schedule later finds that period done and does not send it again.
 */
import type { Sql } from "../../supabase/functions/_shared/db/client.ts";
import {
  sendDueReminders,
  type SenderOptions,
  type SendReport,
} from "../../supabase/functions/_shared/reminders/send-due.ts";
import { DEMO_ORGANIZATION } from "./demo-people.ts";

/** The demo's latest Monday 07:00 (local) at or before `now`: its instant and ISO week. */
export async function latestDemoWeeklyRun(
  sql: Sql,
  now: Date,
): Promise<{ orgId: number; at: Date; period: string } | null> {
  const [row] = await sql<{ org_id: string; at: Date; period: string }[]>`
    with local as (
      select o.id, app.local_time(s.timezone, ${now}) as local_now
      from app.organizations o join app.settings s on s.org_id = o.id
      where lower(o.prefix) = ${DEMO_ORGANIZATION.prefix} and s.send_weekly_reminders_via_email
    ), this_week as (
      select id, local_now,
             (local_now::date - (extract(isodow from local_now)::int - 1)) + time '07:00' as monday
      from local
    ), latest as (
      select id, local_now,
             case when monday > local_now then monday - interval '7 days' else monday end as monday
      from this_week
    )
    select id as org_id, ${now}::timestamptz - (local_now - monday) as at,
           to_char(monday, 'IYYY-"W"IW') as period
    from latest`;
  return row ? { orgId: Number(row.org_id), at: row.at, period: row.period } : null;
}

/**
 * The demo's latest daily SMS run at or before `now`: 08:00 local today, or yesterday
 * before that; none when the demo does not send the SMS.
 */
export async function latestDemoSmsRun(
  sql: Sql,
  now: Date,
): Promise<{ orgId: number; at: Date; period: string } | null> {
  const [row] = await sql<{ org_id: string; at: Date; period: string }[]>`
    with local as (
      select o.id, app.local_time(s.timezone, ${now}) as local_now
      from app.organizations o join app.settings s on s.org_id = o.id
      where lower(o.prefix) = ${DEMO_ORGANIZATION.prefix}
        and s.send_daily_reminders_for_late_tasks_via_sms
    ), latest as (
      select id, local_now,
             local_now::date + time '08:00'
               - case when local_now::time < time '08:00' then interval '1 day'
                      else interval '0' end as eight
      from local
    )
    select id as org_id, ${now}::timestamptz - (local_now - eight) as at,
           to_char(eight, 'YYYY-MM-DD') as period
    from latest`;
  return row ? { orgId: Number(row.org_id), at: row.at, period: row.period } : null;
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
  for (
    const [channel, run] of [
      ["email", await latestDemoWeeklyRun(options.sql, now)],
      ["sms", await latestDemoSmsRun(options.sql, now)],
    ] as const
  ) {
    if (!run) continue;
    await options.sql`
      select app.enqueue_reminder_period(${run.orgId}, ${channel}, ${run.period}, ${run.at})`;
    reports.push(await sendDueReminders({ ...options, now: () => run.at }));
  }
  return reports;
}
