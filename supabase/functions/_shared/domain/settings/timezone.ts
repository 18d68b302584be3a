/**
 * The organisation's time zone, stored as the spec does: a UTC offset written
 * `GMT+hh:mm` / `GMT-hh:mm` (spec §3, §9). Pure; shared with the web app.
 */

const PATTERN = /^GMT([+-])(\d{2}):(\d{2})$/;

/** Offsets that exist somewhere on Earth: UTC-12:00 to UTC+14:00, in quarter hours. */
export const MIN_OFFSET_MINUTES = -12 * 60;
export const MAX_OFFSET_MINUTES = 14 * 60;

export const TIMEZONE_MESSAGE =
  "Time zone must be written like GMT+05:30, from GMT-12:00 to GMT+14:00.";

/** Minutes east of UTC, or null when the text is not a valid offset. */
export function parseTimezone(text: string): number | null {
  const match = PATTERN.exec(text);
  if (!match) return null;
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (minutes % 15 !== 0 || minutes >= 60) return null;
  const offset = (match[1] === "-" ? -1 : 1) * (hours * 60 + minutes);
  if (offset < MIN_OFFSET_MINUTES || offset > MAX_OFFSET_MINUTES) return null;
  return offset;
}

export function isValidTimezone(text: string): boolean {
  return parseTimezone(text) !== null;
}

export function formatTimezone(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `GMT${sign}${hh}:${mm}`;
}

/** Today's date (YYYY-MM-DD) in the organisation's offset; an invalid zone counts as UTC. */
export function todayInTimezone(
  timezone: string,
  now: Date = new Date(),
): string {
  const offset = parseTimezone(timezone) ?? 0;
  return new Date(now.getTime() + offset * 60_000).toISOString().slice(0, 10);
}
