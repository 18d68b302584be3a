import { DEFAULT_TIMEZONE } from "../../domain/dates/org-timezone.ts";
import type { SettingsValues } from "../../domain/settings/settings-input.ts";
import type { Tx } from "../client.ts";

/** The organisation's settings; an organisation without a settings row has the defaults. */
export async function readSettings(
  tx: Tx,
  orgId: number,
): Promise<SettingsValues> {
  const [row] = await tx`
    select o.name as organization_name,
           coalesce(s.timezone, ${DEFAULT_TIMEZONE}) as timezone,
           coalesce(s.is_email_auth_enabled, true) as is_email_auth_enabled,
           coalesce(s.is_google_auth_enabled, false) as is_google_auth_enabled,
           coalesce(s.is_microsoft_auth_enabled, false) as is_microsoft_auth_enabled,
           coalesce(s.send_daily_reminders_for_late_tasks_via_sms, false) as sms,
           coalesce(s.send_weekly_reminders_via_email, true) as weekly,
           coalesce(s.tasks_look_ahead_days, 7) as look_ahead,
           coalesce(s.is_two_factor_required, false) as two_factor
    from app.organizations o
    left join app.settings s on s.org_id = o.id
    where o.id = ${orgId}`;
  if (!row) throw new Error(`organisation ${orgId} is not readable`);
  return {
    organizationName: row.organization_name,
    timezone: row.timezone,
    isEmailAuthEnabled: row.is_email_auth_enabled,
    isGoogleAuthEnabled: row.is_google_auth_enabled,
    isMicrosoftAuthEnabled: row.is_microsoft_auth_enabled,
    sendDailyRemindersForLateTasksViaSMS: row.sms,
    sendWeeklyRemindersViaEmail: row.weekly,
    tasksLookAheadDays: Number(row.look_ahead),
    isTwoFactorRequired: row.two_factor,
  };
}

/**
 * Saves the settings row (creating it when the organisation has none) and, when it
 * changed, the organisation's name. Returns false when RLS let nothing through.
 */
export async function writeSettings(
  tx: Tx,
  orgId: number,
  next: SettingsValues,
  renamed: boolean,
): Promise<boolean> {
  const saved = await tx`
    insert into app.settings (org_id, timezone, is_email_auth_enabled, is_google_auth_enabled,
      is_microsoft_auth_enabled, send_daily_reminders_for_late_tasks_via_sms, send_weekly_reminders_via_email,
      tasks_look_ahead_days, is_two_factor_required)
    values (${orgId}, ${next.timezone}, ${next.isEmailAuthEnabled}, ${next.isGoogleAuthEnabled},
      ${next.isMicrosoftAuthEnabled}, ${next.sendDailyRemindersForLateTasksViaSMS}, ${next.sendWeeklyRemindersViaEmail},
      ${next.tasksLookAheadDays}, ${next.isTwoFactorRequired})
    on conflict (org_id) do update set
      timezone = excluded.timezone,
      is_email_auth_enabled = excluded.is_email_auth_enabled,
      is_google_auth_enabled = excluded.is_google_auth_enabled,
      is_microsoft_auth_enabled = excluded.is_microsoft_auth_enabled,
      send_daily_reminders_for_late_tasks_via_sms = excluded.send_daily_reminders_for_late_tasks_via_sms,
      send_weekly_reminders_via_email = excluded.send_weekly_reminders_via_email,
      tasks_look_ahead_days = excluded.tasks_look_ahead_days,
      is_two_factor_required = excluded.is_two_factor_required
    returning org_id`;
  if (saved.length === 0) return false;
  if (renamed) {
    const named =
      await tx`update app.organizations set name = ${next.organizationName} where id = ${orgId} returning id`;
    if (named.length === 0) return false;
  }
  return true;
}
