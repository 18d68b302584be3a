// Expected schedule dates, worked out here from the calendar (not with the app's own
// frequency module), so the screens are checked against an independent answer.

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** Today at an organisation offset written `GMT+hh:mm` / `GMT-hh:mm`. */
export function todayAt(timezone: string, now = new Date()): string {
  const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(timezone);
  if (!m) throw new Error(`unexpected timezone ${timezone}`);
  const minutes = (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
  return iso(new Date(now.getTime() + minutes * 60_000));
}

/** `date` moved by `days` (YYYY-MM-DD, calendar days). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

/** The last Friday of a month (month 0 = January). */
export function lastFriday(year: number, month: number): string {
  const day = new Date(Date.UTC(year, month + 1, 0));
  while (day.getUTCDay() !== 5) day.setUTCDate(day.getUTCDate() - 1);
  return iso(day);
}

export const firstOfMonth = (year: number, month: number) =>
  iso(new Date(Date.UTC(year, month, 1)));

/**
 * The first `count` dates on or after `from` that a per-month rule yields, month by
 * month from `from`'s month (the rule answers the dates of one month).
 */
export function upcoming(
  from: string,
  count: number,
  rule: (year: number, month: number) => string[],
): string[] {
  const dates: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7)) - 1;
  while (dates.length < count) {
    dates.push(
      ...rule(year, month)
        .filter((d) => d >= from)
        .sort(),
    );
    month += 1;
    if (month === 12) [year, month] = [year + 1, 0];
  }
  return dates.slice(0, count);
}

export const QUARTER_ENDS = [2, 5, 8, 11];
