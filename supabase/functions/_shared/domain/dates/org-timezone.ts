/**
 * The organisation's time zone is a fixed UTC offset written `GMT+hh:mm` / `GMT-hh:mm`
 * (docs/product.md#validation-rules). "Today" for task generation and lateness is the calendar day
 * at that offset (docs/task-engine.md#the-late-rule). Accepted: quarter-hour offsets that exist on
 * Earth, GMT-12:00 to GMT+14:00 — inside the database check on app.settings.timezone, so what the
 * API accepts the table never refuses. The only parser of the format: settings/timezone.ts (the
 * settings form, updateSettings) builds on it.
 */
import { fromDayNumber, toDayNumber } from "./calendar.ts";

const TIMEZONE = /^GMT([+-])(0[0-9]|1[0-4]):(00|15|30|45)$/;
const MIN_OFFSET_MINUTES = -12 * 60;
const MAX_OFFSET_MINUTES = 14 * 60;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

export const DEFAULT_TIMEZONE = "GMT+00:00";

export type TimezoneResult =
  | { ok: true; offsetMinutes: number }
  | { ok: false; error: string };

/** `GMT+05:30` → 330, `GMT-03:00` → −180. */
export function parseTimezone(text: unknown): TimezoneResult {
  if (typeof text !== "string") {
    return { ok: false, error: "Time zone must be text like GMT+05:30" };
  }
  const m = TIMEZONE.exec(text);
  const minutes = m ? Number(m[2]) * 60 + Number(m[3]) : NaN;
  const offsetMinutes = m?.[1] === "-" ? -minutes : minutes;
  if (!(offsetMinutes >= MIN_OFFSET_MINUTES && offsetMinutes <= MAX_OFFSET_MINUTES)) {
    return {
      ok: false,
      error: `Time zone "${text}" is not valid: write GMT+hh:mm or GMT-hh:mm in quarter hours, ` +
        "from GMT-12:00 to GMT+14:00, e.g. GMT+05:30",
    };
  }
  return { ok: true, offsetMinutes };
}

export function isValidTimezone(text: unknown): boolean {
  return parseTimezone(text).ok;
}

/** The offset in minutes; throws RangeError on an invalid value (callers validate first). */
export function timezoneOffsetMinutes(text: string): number {
  const r = parseTimezone(text);
  if (!r.ok) throw new RangeError(r.error);
  return r.offsetMinutes;
}

/** 330 → `GMT+05:30`; −0 and 0 → `GMT+00:00`. */
export function formatTimezone(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  const text = `GMT${sign}${hh}:${mm}`;
  if (!parseTimezone(text).ok) {
    throw new RangeError(`Offset ${offsetMinutes} minutes is not allowed`);
  }
  return text;
}

/** The calendar day (`YYYY-MM-DD`) that `now` falls on at the organisation's offset. */
export function todayInOffset(timezone: string, now: Date): string {
  const shifted = now.getTime() + timezoneOffsetMinutes(timezone) * MS_PER_MINUTE;
  return fromDayNumber(Math.floor(shifted / MS_PER_DAY));
}

/** The instant at which `day` begins at the organisation's offset. */
export function startOfDayInOffset(day: string, timezone: string): Date {
  return new Date(toDayNumber(day) * MS_PER_DAY - timezoneOffsetMinutes(timezone) * MS_PER_MINUTE);
}
