/**
 * A monthly frequency reduced to what it means: per month, the set of "items" — day
 * numbers and (weekday, marker) pairs of flagged weekdays. The canonical JSON, the
 * compact form, the description and the date generator are all built from this one
 * reduction, which is why they agree with each other.
 */
import {
  type Marker,
  MARKER_CODES,
  MARKERS,
  type MonthKey,
  type MonthlyFrequency,
  MONTHS,
  type MonthSpec,
  type WeekdayKey,
  WEEKDAYS,
} from "./types.ts";

export type Item =
  | { kind: "day"; day: number }
  | { kind: "weekday"; weekday: number; marker: Marker };

/** Twelve sorted, de-duplicated item lists, January first. */
export type MonthItems = Item[][];

/** The compact form of one item: `15`, `5#L`. */
export function itemCode(item: Item): string {
  return item.kind === "day" ? String(item.day) : `${item.weekday}#${MARKER_CODES[item.marker]}`;
}

function sortKey(item: Item): number {
  return item.kind === "day" ? item.day : 100 + item.weekday * 10 + MARKERS.indexOf(item.marker);
}

/** Days ascending, then weekday codes by weekday, then by marker in the order *,1–5,L. */
export function compareItems(a: Item, b: Item): number {
  return sortKey(a) - sortKey(b);
}

export function normalizeItems(items: readonly Item[]): Item[] {
  const byKey = new Map<number, Item>();
  for (const item of items) byKey.set(sortKey(item), item);
  return [...byKey.values()].sort(compareItems);
}

/** Reads a structurally valid monthly frequency (see validate.ts). */
export function monthlyToItems(f: MonthlyFrequency): MonthItems {
  return MONTHS.map((month) => {
    const spec = f[month];
    if (!spec) return [];
    const items: Item[] = (spec.days ?? []).map((day) => ({ kind: "day", day }));
    WEEKDAYS.forEach((key, weekday) => {
      if (spec.flags?.[key] !== true) return;
      for (const marker of spec[key] ?? []) items.push({ kind: "weekday", weekday, marker });
    });
    return normalizeItems(items);
  });
}

export function emptyMonthSpec(): MonthSpec {
  return { days: [], sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], flags: {} };
}

/**
 * The canonical JSON: months without items are absent; every present month has all
 * fields; only weekdays with markers are flagged (and only they keep markers).
 */
export function itemsToMonthly(items: MonthItems): MonthlyFrequency {
  const f: MonthlyFrequency = {};
  MONTHS.forEach((month: MonthKey, i) => {
    const list = normalizeItems(items[i] ?? []);
    if (list.length === 0) return;
    const spec = emptyMonthSpec();
    for (const item of list) {
      if (item.kind === "day") {
        spec.days.push(item.day);
      } else {
        const key: WeekdayKey = WEEKDAYS[item.weekday] as WeekdayKey;
        spec[key].push(item.marker);
        spec.flags[key] = true;
      }
    }
    f[month] = spec;
  });
  return f;
}
