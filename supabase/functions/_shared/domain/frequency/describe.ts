/**
 * A frequency as a sentence a person reads at a glance, e.g. "Every 2 weeks on Monday"
 * or "1st and 15th of every month; last Friday of Mar, Jun, Sep, Dec". Items are grouped
 * by the months they occur in (not by the compact form's groups), which is how people
 * say it; "every month" stands for all twelve.
 */
import { compareItems, type Item, itemCode, monthlyToItems } from "./items.ts";
import {
  type Frequency,
  type FrequencyType,
  isIntervalFrequency,
  type Marker,
  MONTHS,
} from "./types.ts";

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MARKER_WORDS: Record<Marker, string> = {
  Every: "every",
  First: "first",
  Second: "second",
  Third: "third",
  Fourth: "fourth",
  Fifth: "fifth",
  Last: "last",
};

/** 1 → 1st, 2 → 2nd, 11 → 11th, 22 → 22nd. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th"}`;
}

/** ["a"] → "a"; ["a","b"] → "a and b"; ["a","b","c"] → "a, b and c". */
export function joinWords(words: readonly string[]): string {
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function describeFrequency(type: FrequencyType, f: Frequency | null | undefined): string {
  if (type === "AsNeeded") return "As needed";
  if (!f) return "Scheduled, with no dates";
  if (isIntervalFrequency(f)) {
    const day = DAY_NAMES[["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(f.RepeatOn)];
    return f.RepeatEvery === 1 ? `Every week on ${day}` : `Every ${f.RepeatEvery} weeks on ${day}`;
  }
  // Which months each item occurs in, then items sharing the same months together.
  const monthsOf = new Map<string, { item: Item; months: number[] }>();
  monthlyToItems(f).forEach((items, month) => {
    for (const item of items) {
      const code = itemCode(item);
      const entry = monthsOf.get(code) ?? { item, months: [] };
      entry.months.push(month);
      monthsOf.set(code, entry);
    }
  });
  if (monthsOf.size === 0) return "Scheduled, with no dates";
  const groups = new Map<string, { months: number[]; items: Item[] }>();
  for (
    const { item, months } of [...monthsOf.values()].sort((a, b) => compareItems(a.item, b.item))
  ) {
    const key = months.join(",");
    const group = groups.get(key) ?? { months, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return capitalize(
    [...groups.values()].map(({ months, items }) => {
      const what = describeItems(items);
      if (months.length < 12) return `${what} of ${months.map((m) => MONTHS[m]).join(", ")}`;
      // "Every Tuesday" rather than "every Tuesday of every month".
      const everyOnly = items.every((i) =>
        i.kind === "weekday" &&
        items.some((j) => j.kind === "weekday" && j.weekday === i.weekday && j.marker === "Every")
      );
      return everyOnly ? what : `${what} of every month`;
    }).join("; "),
  );
}

function describeItems(items: readonly Item[]): string {
  const parts: string[] = [];
  const days = items.flatMap((i) => (i.kind === "day" ? [ordinal(i.day)] : []));
  if (days.length > 0) parts.push(joinWords(days));
  for (let weekday = 0; weekday < 7; weekday++) {
    const markers = items.flatMap((
      i,
    ) => (i.kind === "weekday" && i.weekday === weekday ? [i.marker] : []));
    if (markers.length === 0) continue;
    // "Every" already includes the first, second … and last occurrence.
    const words = markers.includes("Every") ? ["every"] : markers.map((m) => MARKER_WORDS[m]);
    parts.push(`${joinWords(words)} ${DAY_NAMES[weekday]}`);
  }
  return joinWords(parts);
}
