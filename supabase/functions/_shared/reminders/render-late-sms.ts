/**
 * Renders one daily SMS about late tasks at send time (docs/reminders.md#daily-sms): the person's
 * tasks as the engine lists them, read as the system actor of their organisation, judged late on
 * the organisation's today at the sender's clock, composed by lateTasksSms (count, oldest task,
 * within 160 characters). Null when none is late or the number is gone.
 */
import type { Sql } from "../db/client.ts";
import type { ClaimedReminder } from "../db/reminders/outbox.ts";
import { listFeedTasks } from "../commands/calendar/feed-tasks.ts";
import { requestSettings } from "../commands/org-today.ts";
import { runAsSystem } from "../commands/run-as-system.ts";
import { addDays } from "../domain/dates/calendar.ts";
import { lateTasksSms } from "../domain/reminders/late-sms.ts";
import { todayInTimezone } from "../domain/settings/timezone.ts";
import type { SmsMessage } from "../sms/mod.ts";
import { LATE_DAYS_BACK } from "./render-weekly.ts";

export async function renderLateSms(
  options: { sql: Sql; appBase: string },
  row: ClaimedReminder,
  now: Date,
): Promise<SmsMessage | null> {
  return await runAsSystem(options.sql, row.orgId, async (ctx) => {
    const [person] = await ctx.tx`
      select p.mobile, p.is_auth_enabled, s.send_daily_reminders_for_late_tasks_via_sms as on
        from app.people p left join app.settings s on s.org_id = p.org_id
       where p.org_id = ${row.orgId} and p.id = ${row.personId}`;
    // Turned off or number removed since it was enqueued: nothing to send.
    if (!person?.mobile || !person.is_auth_enabled || !person.on) return null;
    const settings = await requestSettings(ctx);
    const today = todayInTimezone(settings.timezone, now);
    const range = { from: addDays(today, -LATE_DAYS_BACK), to: addDays(today, -1) };
    const tasks = await listFeedTasks(ctx, row.personId, range, today);
    const base = options.appBase.replace(/\/+$/, "");
    const body = lateTasksSms(tasks, today, { link: `${base}/myTasks?q=is:late` });
    return body ? { to: person.mobile, body } : null;
  }, "daily SMS");
}
