import type { RequestContext } from "./context.ts";
import { readSettings } from "../db/settings/settings-store.ts";
import type { SettingsValues } from "../domain/settings/settings-input.ts";
import { todayInTimezone } from "../domain/settings/timezone.ts";

/**
 * Per request transaction, so a list of processes asking for next dates reads them once,
 * and a dashboard reads its look-ahead and today in one statement. For reads only: a
 * command that writes the settings reads them itself.
 */
const settingsOf = new WeakMap<object, Promise<SettingsValues>>();
const todays = new WeakMap<object, Promise<string>>();

/** The organisation's settings as this request's transaction first read them. */
export function requestSettings(ctx: RequestContext): Promise<SettingsValues> {
  let settings = settingsOf.get(ctx.tx);
  if (!settings) {
    settings = readSettings(ctx.tx, ctx.orgId);
    settingsOf.set(ctx.tx, settings);
  }
  return settings;
}

/** Today (YYYY-MM-DD) in the organisation's time zone (docs/task-engine.md#the-late-rule). */
export function orgToday(ctx: RequestContext): Promise<string> {
  let today = todays.get(ctx.tx);
  if (!today) {
    today = requestSettings(ctx).then((s) => todayInTimezone(s.timezone));
    todays.set(ctx.tx, today);
  }
  return today;
}
