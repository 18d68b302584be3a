import { z } from "zod";
import { anySignInMethod, LAST_METHOD_MESSAGE } from "@shared/settings/sign-in-methods.ts";
import { isValidTimezone, TIMEZONE_MESSAGE } from "@shared/settings/timezone.ts";
import {
  MAX_LOOK_AHEAD_DAYS as LOOK_AHEAD_MAX,
  MIN_LOOK_AHEAD_DAYS as LOOK_AHEAD_MIN,
} from "@shared/settings/settings-input.ts";

/** The tasks card's look-ahead in days (settings.tasksLookAheadDays): the API's bounds. */
export { LOOK_AHEAD_MAX, LOOK_AHEAD_MIN };

/** The same rules the API applies (shared domain), checked before the round trip. */
export const settingsSchema = z
  .object({
    organizationName: z
      .string()
      .trim()
      .min(1, "settings.nameRequired")
      .max(200, "settings.nameTooLong"),
    timezone: z.string().refine(isValidTimezone, TIMEZONE_MESSAGE),
    isEmailAuthEnabled: z.boolean(),
    isGoogleAuthEnabled: z.boolean(),
    isMicrosoftAuthEnabled: z.boolean(),
    sendDailyRemindersForLateTasksViaSMS: z.boolean(),
    sendWeeklyRemindersViaEmail: z.boolean(),
    isTwoFactorRequired: z.boolean(),
    tasksLookAheadDays: z
      .number("settings.lookAheadRange")
      .int("settings.lookAheadRange")
      .min(LOOK_AHEAD_MIN, "settings.lookAheadRange")
      .max(LOOK_AHEAD_MAX, "settings.lookAheadRange"),
  })
  .superRefine((values, ctx) => {
    if (!anySignInMethod(values)) {
      ctx.addIssue({ code: "custom", path: ["isEmailAuthEnabled"], message: LAST_METHOD_MESSAGE });
    }
  });

export type SettingsFormValues = z.infer<typeof settingsSchema>;

export const SETTINGS_FIELD_NAMES: readonly (keyof SettingsFormValues)[] = [
  "organizationName",
  "timezone",
  "isEmailAuthEnabled",
  "isGoogleAuthEnabled",
  "isMicrosoftAuthEnabled",
  "sendDailyRemindersForLateTasksViaSMS",
  "sendWeeklyRemindersViaEmail",
  "tasksLookAheadDays",
  "isTwoFactorRequired",
];

export function isSettingsField(field: string): field is keyof SettingsFormValues {
  return (SETTINGS_FIELD_NAMES as readonly string[]).includes(field);
}

/** The settings that are on or off. */
export type BooleanSetting = {
  [K in keyof SettingsFormValues]: SettingsFormValues[K] extends boolean ? K : never;
}[keyof SettingsFormValues];
