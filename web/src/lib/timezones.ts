import { formatTimezone, isValidTimezone, parseTimezone } from "@shared/settings/timezone.ts";

/** UTC offsets in use somewhere on Earth (hours:minutes), west to east. */
const REAL_OFFSETS = [
  "-12:00",
  "-11:00",
  "-10:00",
  "-09:30",
  "-09:00",
  "-08:00",
  "-07:00",
  "-06:00",
  "-05:00",
  "-04:00",
  "-03:30",
  "-03:00",
  "-02:00",
  "-01:00",
  "+00:00",
  "+01:00",
  "+02:00",
  "+03:00",
  "+03:30",
  "+04:00",
  "+04:30",
  "+05:00",
  "+05:30",
  "+05:45",
  "+06:00",
  "+06:30",
  "+07:00",
  "+08:00",
  "+08:45",
  "+09:00",
  "+09:30",
  "+10:00",
  "+10:30",
  "+11:00",
  "+12:00",
  "+12:45",
  "+13:00",
  "+14:00",
];

export const TIMEZONE_OPTIONS: readonly string[] = REAL_OFFSETS.map(
  (offset) => `GMT${offset}`,
).filter(isValidTimezone);

/** The list, plus the stored value if it is valid but unusual, so the select can show it. */
export function timezoneOptions(current: string | undefined): string[] {
  if (!current || TIMEZONE_OPTIONS.includes(current)) return [...TIMEZONE_OPTIONS];
  const offset = parseTimezone(current);
  if (offset === null) return [...TIMEZONE_OPTIONS];
  return [...TIMEZONE_OPTIONS, formatTimezone(offset)].sort(
    (a, b) => (parseTimezone(a) ?? 0) - (parseTimezone(b) ?? 0),
  );
}

/** The browser's own offset, to label it in the list. */
export function browserTimezone(now: Date = new Date()): string {
  return formatTimezone(-now.getTimezoneOffset());
}
