/**
 * The compact text form (docs/task-engine.md#frequency), both ways:
 *   monthly   `Jan,Feb,Apr,May,Jul,Aug,Oct,Nov:1,15;Mar,Jun,Sep,Dec:1,15,5#L`
 *   interval  `W2:Mon@2026-01-05`
 *   as needed `` (empty)
 * The formatter writes only the canonical form; the parser also accepts month ranges
 * (`Jan-Mar`, wrapping `Nov-Feb`), overlapping groups (items united), any letter case
 * and spaces around separators. A scheduled monthly frequency with no items at all is
 * written `*:` (every month, nothing), because the empty string means "as needed".
 */
import { isOutOfRangeDate, outOfRangeMessage, parseIsoDate } from "../dates/calendar.ts";
import { type Item, itemCode, itemsToMonthly, type MonthItems, monthlyToItems } from "./items.ts";
import {
  type Frequency,
  type FrequencyInputResult,
  type FrequencyIssue,
  type FrequencyType,
  isIntervalFrequency,
  type Marker,
  MARKER_CODES,
  MARKERS,
  MAX_REPEAT_EVERY,
  MONTHS,
  WEEKDAY_NAMES,
} from "./types.ts";

/** Months with equal items, in calendar order of their first month; empty months left out. */
export function monthGroups(items: MonthItems): { months: number[]; items: Item[] }[] {
  const groups = new Map<string, { months: number[]; items: Item[] }>();
  items.forEach((list, month) => {
    if (list.length === 0) return;
    const key = list.map(itemCode).join(",");
    const group = groups.get(key);
    if (group) group.months.push(month);
    else groups.set(key, { months: [month], items: list });
  });
  return [...groups.values()];
}

export function formatCompactFrequency(
  type: FrequencyType,
  f: Frequency | null | undefined,
): string {
  if (type === "AsNeeded") return "";
  if (f && isIntervalFrequency(f)) return `W${f.RepeatEvery}:${f.RepeatOn}@${f.StartOn}`;
  const groups = monthGroups(monthlyToItems(f ?? {}));
  if (groups.length === 0) return "*:";
  return groups.map((g) => {
    const months = g.months.length === 12 ? "*" : g.months.map((m) => MONTHS[m]).join(",");
    return `${months}:${g.items.map(itemCode).join(",")}`;
  }).join(";");
}

const CODE_TO_MARKER = new Map<string, Marker>(MARKERS.map((m) => [MARKER_CODES[m], m]));

function issue(message: string): FrequencyIssue {
  return { path: ["compactFrequency"], message };
}

export function parseCompactFrequency(text: unknown): FrequencyInputResult {
  if (typeof text !== "string") {
    return { ok: false, errors: [issue("The compact frequency must be text")] };
  }
  const s = text.trim();
  if (s === "") return { ok: true, frequencyType: "AsNeeded", frequency: null };
  return /^w\s*\d/i.test(s) ? parseInterval(s) : parseMonthly(s);
}

function parseInterval(s: string): FrequencyInputResult {
  const m = /^w\s*(\d+)\s*:\s*([a-z]+)\s*@\s*(\S+)$/i.exec(s);
  if (!m) {
    return {
      ok: false,
      errors: [
        issue(
          `"${s}" is not an interval; write W<weeks>:<weekday>@<start date>, e.g. W2:Mon@2026-01-05`,
        ),
      ],
    };
  }
  const errors: FrequencyIssue[] = [];
  const weeks = Number(m[1]);
  if (weeks < 1 || weeks > MAX_REPEAT_EVERY) {
    errors.push(issue(`Every ${m[1]} weeks is out of range; use 1 to ${MAX_REPEAT_EVERY}`));
  }
  const weekday = WEEKDAY_NAMES.find((w) => w.toLowerCase() === (m[2] ?? "").toLowerCase());
  if (!weekday) errors.push(issue(`Unknown weekday "${m[2]}"; use ${WEEKDAY_NAMES.join(", ")}`));
  const start = m[3] ?? "";
  if (isOutOfRangeDate(start)) {
    errors.push(issue(outOfRangeMessage("Start date", start)));
  } else if (!/^\d{4}-\d{2}-\d{2}$/.test(start)) {
    errors.push(issue(`Start date "${start}" must be written YYYY-MM-DD`));
  } else if (!parseIsoDate(start)) {
    errors.push(issue(`Start date ${start} is not a real date`));
  }
  if (errors.length > 0 || !weekday) return { ok: false, errors };
  return {
    ok: true,
    frequencyType: "Scheduled",
    frequency: { StartOn: start, RepeatOn: weekday, RepeatEvery: weeks },
  };
}

function parseMonthly(s: string): FrequencyInputResult {
  const items: MonthItems = MONTHS.map(() => []);
  const errors: FrequencyIssue[] = [];
  const groups = s.split(";").map((g) => g.trim()).filter((g) => g !== "");
  if (groups.length === 0) errors.push(issue(`"${s}" has no MONTHS:ITEMS group`));
  for (const group of groups) {
    const colon = group.indexOf(":");
    if (colon < 0) {
      errors.push(issue(`Group "${group}" must be MONTHS:ITEMS, e.g. Mar,Jun:1,15 or *:5#L`));
      continue;
    }
    const months = parseMonths(group.slice(0, colon), group, errors);
    const groupItems = parseItems(group.slice(colon + 1), group, errors);
    for (const month of months) items[month]?.push(...groupItems);
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, frequencyType: "Scheduled", frequency: itemsToMonthly(items) };
}

function monthIndex(name: string): number {
  return MONTHS.findIndex((m) => m.toLowerCase() === name.trim().toLowerCase());
}

function parseMonths(text: string, group: string, errors: FrequencyIssue[]): number[] {
  if (text.trim() === "*") return MONTHS.map((_, i) => i);
  const months: number[] = [];
  for (const part of text.split(",")) {
    const [from, to, extra] = part.split("-");
    const a = monthIndex(from ?? "");
    const b = to === undefined ? a : monthIndex(to);
    if (extra !== undefined || a < 0 || b < 0) {
      const shown = part.trim() === "" ? "an empty month" : `"${part.trim()}"`;
      errors.push(
        issue(`Unknown month ${shown} in "${group}"; use * or Jan … Dec, or a range like Jan-Mar`),
      );
      continue;
    }
    // A range may wrap the year end: Nov-Feb is Nov, Dec, Jan, Feb.
    for (let m = a;; m = (m + 1) % 12) {
      months.push(m);
      if (m === b) break;
    }
  }
  return months;
}

function parseItems(text: string, group: string, errors: FrequencyIssue[]): Item[] {
  if (text.trim() === "") return [];
  const items: Item[] = [];
  for (const raw of text.split(",")) {
    const part = raw.trim();
    const day = /^\d+$/.exec(part);
    const code = /^(\d)#(.)$/.exec(part);
    if (day) {
      const n = Number(part);
      if (n >= 1 && n <= 31) items.push({ kind: "day", day: n });
      else errors.push(issue(`Day ${part} in "${group}" is out of range; days run from 1 to 31`));
    } else if (code) {
      const weekday = Number(code[1]);
      const marker = CODE_TO_MARKER.get((code[2] ?? "").toUpperCase());
      if (weekday > 6) {
        errors.push(
          issue(`Weekday ${weekday} in "${part}" is out of range; use 0 (Sunday) to 6 (Saturday)`),
        );
      }
      if (!marker) {
        errors.push(
          issue(
            `Unknown marker "${
              code[2]
            }" in "${part}"; use * (every), 1–5 (first–fifth) or L (last)`,
          ),
        );
      }
      if (weekday <= 6 && marker) items.push({ kind: "weekday", weekday, marker });
    } else {
      errors.push(issue(
        part === ""
          ? `"${group}" has an empty item (two commas in a row?)`
          : `Unknown item "${part}" in "${group}"; items are day numbers (1–31) or weekday codes like 5#L`,
      ));
    }
  }
  return items;
}
