/**
 * Date-only arithmetic on `YYYY-MM-DD` strings. Calendar days carry no time zone, so
 * they are handled as whole days counted from 1970-01-01 (UTC): exact, DST-free and the
 * same in the browser and in the functions. Pure: no I/O, no Deno APIs.
 */

/** Whole days since 1970-01-01; negative before it. */
export type DayNumber = number;

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

/** Parses a real calendar date (`2026-02-30` is refused); null when it is not one. */
export function parseIsoDate(text: string): CalendarDate | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  // Four-digit years only: Date.UTC maps years 0–99 into the 1900s.
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(text: unknown): text is string {
  return typeof text === "string" && parseIsoDate(text) !== null;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function dayNumberOf(year: number, month: number, day: number): DayNumber {
  return Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

/** The day number of an ISO date; throws RangeError for anything else (a caller bug). */
export function toDayNumber(text: string): DayNumber {
  const d = parseIsoDate(text);
  if (!d) throw new RangeError(`Not a date (YYYY-MM-DD): ${JSON.stringify(text)}`);
  return dayNumberOf(d.year, d.month, d.day);
}

export function fromDayNumber(n: DayNumber): string {
  const d = new Date(n * MS_PER_DAY);
  const y = String(d.getUTCFullYear()).padStart(4, "0");
  const m = String(d.getUTCMonth() + 1).padStart(2, "0");
  const day = String(d.getUTCDate()).padStart(2, "0");
  return `${y}-${m}-${day}`;
}

/** 0 = Sunday … 6 = Saturday (the weekday indices of the compact form). */
export function weekdayOfDayNumber(n: DayNumber): number {
  // 1970-01-01 was a Thursday (4).
  return (((n + 4) % 7) + 7) % 7;
}

export function weekdayOf(text: string): number {
  return weekdayOfDayNumber(toDayNumber(text));
}

export function addDays(text: string, days: number): string {
  return fromDayNumber(toDayNumber(text) + days);
}

/** b − a in whole days. */
export function daysBetween(a: string, b: string): number {
  return toDayNumber(b) - toDayNumber(a);
}

export function compareIsoDates(a: string, b: string): number {
  // Valid ISO dates with four-digit years sort lexically.
  return a < b ? -1 : a > b ? 1 : 0;
}
