/**
 * Validation of updateSettings (docs/product.md#validation-rules). Problems come back as field
 * errors, which the settings screen shows beside each field, not as one failure.
 */
import { z } from "zod";
import { anySignInMethod, LAST_METHOD_MESSAGE, type SignInMethods } from "./sign-in-methods.ts";
import { isValidTimezone, TIMEZONE_MESSAGE } from "./timezone.ts";

export interface SettingsValues extends SignInMethods {
  organizationName: string;
  timezone: string;
  sendDailyRemindersForLateTasksViaSMS: boolean;
  sendWeeklyRemindersViaEmail: boolean;
  /** Days the dashboard's tasks card looks ahead. */
  tasksLookAheadDays: number;
  /**
   * Admins and Managers must pass a second factor (a session at aal2) before the API
   * accepts their writes. Only an Admin changes it.
   */
  isTwoFactorRequired: boolean;
}

export const MIN_LOOK_AHEAD_DAYS = 1;
export const MAX_LOOK_AHEAD_DAYS = 366;

export interface FieldError {
  field: string;
  message: string;
}

const optionalBoolean = z.boolean().nullish();

export const settingsInputSchema = z.strictObject({
  organizationName: z.string().nullish(),
  timezone: z.string().nullish(),
  isEmailAuthEnabled: optionalBoolean,
  isGoogleAuthEnabled: optionalBoolean,
  isMicrosoftAuthEnabled: optionalBoolean,
  sendDailyRemindersForLateTasksViaSMS: optionalBoolean,
  sendWeeklyRemindersViaEmail: optionalBoolean,
  // Any number here: a fraction or a value out of range is a field error below, not a
  // failure of the whole update. (GraphQL's Int already refuses text and fractions.)
  tasksLookAheadDays: z.number().nullish(),
  isTwoFactorRequired: optionalBoolean,
});

export type SettingsInput = z.output<typeof settingsInputSchema>;

const SIGN_IN_FIELDS = [
  "isEmailAuthEnabled",
  "isGoogleAuthEnabled",
  "isMicrosoftAuthEnabled",
] as const;

/**
 * Applies `input` to `current`; absent (or null) fields keep their value. Returns the
 * new values and the errors; when there are errors nothing may be saved.
 */
export function applySettingsInput(
  current: SettingsValues,
  input: SettingsInput,
): { next: SettingsValues; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const next: SettingsValues = { ...current };
  for (const [key, value] of Object.entries(input)) {
    if (value !== null && value !== undefined) {
      (next as unknown as Record<string, unknown>)[key] = value;
    }
  }
  next.organizationName = next.organizationName.trim();
  if (next.organizationName.length === 0) {
    errors.push({
      field: "organizationName",
      message: "Organization name is required.",
    });
  } else if (next.organizationName.length > 200) {
    errors.push({
      field: "organizationName",
      message: "Organization name must be at most 200 characters.",
    });
  }
  next.timezone = next.timezone.trim();
  if (!isValidTimezone(next.timezone)) {
    errors.push({ field: "timezone", message: TIMEZONE_MESSAGE });
  }
  const days = next.tasksLookAheadDays;
  if (!Number.isInteger(days) || days < MIN_LOOK_AHEAD_DAYS || days > MAX_LOOK_AHEAD_DAYS) {
    errors.push({
      field: "tasksLookAheadDays",
      message:
        `Tasks look-ahead must be a whole number of days from ${MIN_LOOK_AHEAD_DAYS} to ${MAX_LOOK_AHEAD_DAYS}.`,
    });
  }
  if (!anySignInMethod(next)) {
    // Name the switches this update turned off, so the form marks what it changed.
    const turnedOff = SIGN_IN_FIELDS.filter((f) => current[f] && input[f] === false);
    for (const field of turnedOff.length ? turnedOff : SIGN_IN_FIELDS) {
      errors.push({ field, message: LAST_METHOD_MESSAGE });
    }
  }
  return { next, errors };
}
