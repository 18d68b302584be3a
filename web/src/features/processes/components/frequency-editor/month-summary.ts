import { type Item, type Marker, ordinal } from "@shared/frequency/index.ts";

const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MARKER_WORDS: Readonly<Record<Marker, string>> = {
  Every: "every",
  First: "1st",
  Second: "2nd",
  Third: "3rd",
  Fourth: "4th",
  Fifth: "5th",
  Last: "last",
};

/** One month's items in a few words for its row: "1st, 15th, last Fri". */
export function monthSummary(items: readonly Item[]): string {
  if (items.length === 0) return "";
  return items
    .map((item) =>
      item.kind === "day"
        ? ordinal(item.day)
        : `${MARKER_WORDS[item.marker]} ${SHORT_DAYS[item.weekday] ?? ""}`,
    )
    .join(", ");
}
