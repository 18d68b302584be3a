/**
 * The organisation's time zone as the settings screen and updateSettings see it
 * (docs/product.md#validation-rules). The format (`GMT±hh:mm`, quarter hours, GMT-12:00 to
 * GMT+14:00) is parsed, checked and written in one place, ../dates/org-timezone.ts; this module
 * only adds what a settings form needs on top: the field message, a nullable offset and a today
 * that never throws. Pure; shared with the web app.
 */
import {
  DEFAULT_TIMEZONE,
  isValidTimezone,
  parseTimezone as parseOrgTimezone,
  todayInOffset,
} from "../dates/org-timezone.ts";

export { formatTimezone, isValidTimezone } from "../dates/org-timezone.ts";

export const TIMEZONE_MESSAGE =
  "Time zone must be written like GMT+05:30, from GMT-12:00 to GMT+14:00.";

/** Minutes east of UTC, or null when the text is not a valid offset. */
export function parseTimezone(text: string): number | null {
  const parsed = parseOrgTimezone(text);
  return parsed.ok ? parsed.offsetMinutes : null;
}

/** Today's date (YYYY-MM-DD) in the organisation's offset; an invalid zone counts as UTC. */
export function todayInTimezone(
  timezone: string,
  now: Date = new Date(),
): string {
  return todayInOffset(isValidTimezone(timezone) ? timezone : DEFAULT_TIMEZONE, now);
}
