/**
 * The frequency model (docs/task-engine.md#frequency). `frequency` is stored as JSON in one of two
 * shapes; `compactFrequency` is its canonical text form. Pure: no I/O.
 */

export type FrequencyType = "Scheduled" | "AsNeeded";
export const FREQUENCY_TYPES: readonly FrequencyType[] = ["Scheduled", "AsNeeded"];

export const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;
export type MonthKey = (typeof MONTHS)[number];

/** Weekday keys of a month, indexed by the compact form's weekday number (sun = 0). */
export const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type WeekdayKey = (typeof WEEKDAYS)[number];

/** `RepeatOn` values of the interval shape, indexed like WEEKDAYS. */
export const WEEKDAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** In canonical order; MARKER_CODES gives each one's compact code. */
export const MARKERS = ["Every", "First", "Second", "Third", "Fourth", "Fifth", "Last"] as const;
export type Marker = (typeof MARKERS)[number];
export const MARKER_CODES: Readonly<Record<Marker, string>> = {
  Every: "*",
  First: "1",
  Second: "2",
  Third: "3",
  Fourth: "4",
  Fifth: "5",
  Last: "L",
};

export interface MonthSpec {
  /** Days of the month, 1–31; a day past the month's end falls on its last day. */
  days: number[];
  sun: Marker[];
  mon: Marker[];
  tue: Marker[];
  wed: Marker[];
  thu: Marker[];
  fri: Marker[];
  sat: Marker[];
  /** A weekday's markers count only when its flag is true. */
  flags: Partial<Record<WeekdayKey, boolean>>;
}

/** An absent month yields no dates that month. */
export type MonthlyFrequency = Partial<Record<MonthKey, MonthSpec>>;

export interface IntervalFrequency {
  /** YYYY-MM-DD; the first date is the first RepeatOn weekday on or after it. */
  StartOn: string;
  RepeatOn: WeekdayName;
  /** Weeks between dates, 1–MAX_REPEAT_EVERY. */
  RepeatEvery: number;
}

export type Frequency = IntervalFrequency | MonthlyFrequency;

/** Bounds the week count so that date arithmetic stays within sane years. */
export const MAX_REPEAT_EVERY = 999;

/** A problem with frequency input, at a path relative to the input (web form fields). */
export interface FrequencyIssue {
  path: (string | number)[];
  message: string;
}

/** What reading a frequency answers, from JSON or from the compact form. */
export type FrequencyInputResult =
  | { ok: true; frequencyType: FrequencyType; frequency: Frequency | null }
  | { ok: false; errors: FrequencyIssue[] };

export function isIntervalFrequency(f: Frequency): f is IntervalFrequency {
  return typeof (f as IntervalFrequency).RepeatOn === "string";
}

/** `frequency.Mar.days[2]: Day 0 is …` — for logs, CSV import messages and API errors. */
export function formatIssue(issue: FrequencyIssue): string {
  let path = "";
  for (const part of issue.path) {
    path += typeof part === "number" ? `[${part}]` : path === "" ? part : `.${part}`;
  }
  return path === "" ? issue.message : `${path}: ${issue.message}`;
}
