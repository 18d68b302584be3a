/**
 * Date-only arithmetic on `YYYY-MM-DD` strings. Calendar days carry no time zone, so
 * they are handled as whole days counted from 1970-01-01 (UTC): exact, DST-free and the
 * same in the browser and in the functions. Pure: no I/O, no Deno APIs.
 */

/** Whole days since 1970-01-01; negative before it. */
export type DayNumber = number;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Written like a date, with a year of any width and sign: `10000-01-03`, `-0001-01-01`. */
const WIDE_YEAR_DATE = /^[+-]?\d+-\d{2}-\d{2}$/;

/**
 * The supported calendar: four-digit years, as the YYYY-MM-DD form (and its lexical
 * order) needs. Inputs outside it are refused and no computed date passes it.
 */
export const EARLIEST_DATE = "0001-01-01";
export const LATEST_DATE = "9999-12-31";
export const LATEST_YEAR = 9999;

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
  // Year 0000 does not exist in the calendar PostgreSQL's `date` uses (1 BC precedes AD 1).
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(text: unknown): text is string {
  return typeof text === "string" && parseIsoDate(text) !== null;
}

/**
 * Written like a date, but outside the supported years (0000, 10000, -0001): such input
 * deserves "outside the supported years" rather than "not written YYYY-MM-DD".
 */
export function isOutOfRangeDate(text: unknown): text is string {
  if (typeof text !== "string" || !WIDE_YEAR_DATE.test(text)) return false;
  const year = Number(text.slice(0, text.indexOf("-", 1)));
  return !(year >= 1 && year <= LATEST_YEAR);
}

/** The message for an out-of-range date input, naming the field: "StartOn 10000-01-03 is …". */
export function outOfRangeMessage(name: string, text: string): string {
  return `${name} ${text} is outside the supported dates ${EARLIEST_DATE} to ${LATEST_DATE}`;
}

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : MONTH_LENGTHS[month - 1]!;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Arithmetic (proleptic Gregorian, H. Hinnant's days_from_civil) rather than Date.UTC,
 * which maps years 0–99 into the 1900s. `day` may run past the month's end.
 */
export function dayNumberOf(year: number, month: number, day: number): DayNumber {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) +
    dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The last supported day, 9999-12-31. */
export const LATEST_DAY_NUMBER: DayNumber = dayNumberOf(LATEST_YEAR, 12, 31);

/** The day number of an ISO date; throws RangeError for anything else (a caller bug). */
export function toDayNumber(text: string): DayNumber {
  const d = parseIsoDate(text);
  if (!d) throw new RangeError(`Not a date (YYYY-MM-DD): ${JSON.stringify(text)}`);
  return dayNumberOf(d.year, d.month, d.day);
}

/** "00" … "99", so that formatting a date allocates only the result. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, "0"));

/** The inverse of dayNumberOf (H. Hinnant's civil_from_days), for years 0001–9999. */
export function fromDayNumber(n: DayNumber): string {
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra -
    (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const y = year >= 1000 ? String(year) : String(year).padStart(4, "0");
  return `${y}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}`;
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
