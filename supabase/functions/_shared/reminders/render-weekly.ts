/**
 * Renders one weekly reminder at send time: the person's tasks as the engine lists them
 * (read as the system actor of their organisation, so row-level security keeps the read
 * there), today in the organisation's time zone at the sender's clock, and a fresh
 * unsubscribe token whose hash is stored before the mail leaves.
 */
import type { Sql } from "../db/client.ts";
import type { ClaimedReminder } from "../db/reminders/outbox.ts";
import { storeUnsubscribeToken } from "../db/reminders/unsubscribe-tokens.ts";
import { listFeedTasks } from "../commands/calendar/feed-tasks.ts";
import { requestSettings } from "../commands/org-today.ts";
import { runAsSystem } from "../commands/run-as-system.ts";
import { addDays } from "../domain/dates/calendar.ts";
import { composeWeeklyEmail, WEEK_DAYS } from "../domain/reminders/weekly-email.ts";
import { todayInTimezone } from "../domain/settings/timezone.ts";
import { hashFeedToken, newFeedToken } from "../domain/calendar/feed-url.ts";
import type { MailMessage } from "../mail/mod.ts";
import { unsubscribeMailto, unsubscribeUrl } from "../domain/reminders/unsubscribe-url.ts";

/** How far back late tasks are looked for. */
export const LATE_DAYS_BACK = 365;

export async function renderWeeklyReminder(
  options: { sql: Sql; appBase: string; functionsBase: string; mailFrom: string },
  row: ClaimedReminder,
  now: Date,
): Promise<MailMessage | null> {
  const content = await runAsSystem(options.sql, row.orgId, async (ctx) => {
    const [person] = await ctx.tx`
      select p.name, p.email, p.receive_weekly_reminders, p.is_auth_enabled, o.name as org_name
        from app.people p join app.organizations o on o.id = p.org_id
       where p.org_id = ${row.orgId} and p.id = ${row.personId}`;
    // Turned off since it was enqueued (unsubscribed, disabled, no email): nothing to send.
    if (!person || !person.receive_weekly_reminders || !person.is_auth_enabled || !person.email) {
      return null;
    }
    const settings = await requestSettings(ctx);
    const today = todayInTimezone(settings.timezone, now);
    const range = { from: addDays(today, -LATE_DAYS_BACK), to: addDays(today, WEEK_DAYS - 1) };
    const tasks = await listFeedTasks(ctx, row.personId, range, today);
    return { person, today, tasks };
  }, "weekly reminders");
  if (!content) return null;
  const token = newFeedToken();
  const email = composeWeeklyEmail({
    orgName: content.person.org_name,
    personName: content.person.name,
    today: content.today,
    tasks: content.tasks,
    appBase: options.appBase,
    unsubscribeUrl: unsubscribeUrl(options.functionsBase, token),
    unsubscribeMailto: unsubscribeMailto(options.mailFrom, row),
  });
  if (!email) return null;
  await storeUnsubscribeToken(options.sql, row.orgId, row.personId, await hashFeedToken(token));
  return {
    to: content.person.email,
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: email.headers,
    messageId: reminderMessageId(row, options.mailFrom),
  };
}

/** The same for every attempt at one outbox row: `<reminder.<org>.<person>.<channel>.<period>@<domain>>`. */
export function reminderMessageId(
  row: Pick<ClaimedReminder, "orgId" | "personId" | "channel" | "period">,
  mailFrom: string,
): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(mailFrom)?.[1] ?? "routinely.invalid";
  return `<reminder.${row.orgId}.${row.personId}.${row.channel}.${row.period}@${domain}>`;
}
