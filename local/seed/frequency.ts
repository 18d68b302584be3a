/**
 * Builds the demo's Monthly and Interval frequencies in the JSON shape of design §5
 * together with their canonical compactFrequency text, so the seed never carries a
 * hand-written pair that disagrees.
 */

export const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
export type Month = (typeof MONTHS)[number];

/** JSON keys in the Monthly shape, indexed by the compact code d (sun=0 … sat=6). */
const WEEKDAY_KEYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type Weekday = (typeof WEEKDAY_KEYS)[number];
const MARKERS = ["Every", "First", "Second", "Third", "Fourth", "Fifth", "Last"] as const;
export type Marker = (typeof MARKERS)[number];
const MARKER_CODES: Record<Marker, string> = {
  Every: "*", First: "1", Second: "2", Third: "3", Fourth: "4", Fifth: "5", Last: "L",
};
const INTERVAL_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

export interface MonthlyRule {
  months: readonly Month[] | "*";
  days?: readonly number[];
  weekdays?: readonly (readonly [Weekday, Marker])[];
}

export interface BuiltFrequency {
  frequency: Record<string, unknown>;
  compact: string;
  /** Whether the frequency can ever yield a date. */
  hasDates: boolean;
}

interface MonthItems {
  days: Set<number>;
  weekdays: Map<Weekday, Set<Marker>>;
}

/** Rules are united per month, as the compact parser unites overlapping groups. */
export function monthly(rules: readonly MonthlyRule[]): BuiltFrequency {
  const perMonth = new Map<Month, MonthItems>();
  for (const rule of rules) {
    for (const month of rule.months === "*" ? MONTHS : rule.months) {
      const items = perMonth.get(month) ?? { days: new Set(), weekdays: new Map() };
      for (const day of rule.days ?? []) {
        if (!Number.isInteger(day) || day < 1 || day > 31) throw new Error(`bad day ${day}`);
        items.days.add(day);
      }
      for (const [weekday, marker] of rule.weekdays ?? []) {
        const markers = items.weekdays.get(weekday) ?? new Set();
        markers.add(marker);
        items.weekdays.set(weekday, markers);
      }
      perMonth.set(month, items);
    }
  }

  const frequency: Record<string, unknown> = {};
  const groups: { months: Month[]; items: string }[] = [];
  for (const month of MONTHS) {
    const items = perMonth.get(month);
    if (!items || (items.days.size === 0 && items.weekdays.size === 0)) continue;
    frequency[month] = monthJson(items);
    const text = itemsText(items);
    const group = groups.find((g) => g.items === text);
    if (group) group.months.push(month);
    else groups.push({ months: [month], items: text });
  }
  const compact = groups.length === 1 && groups[0].months.length === 12
    ? `*:${groups[0].items}`
    : groups.map((g) => `${g.months.join(",")}:${g.items}`).join(";");
  return { frequency, compact, hasDates: groups.length > 0 };
}

function monthJson(items: MonthItems) {
  const json: Record<string, unknown> = { days: [...items.days].sort((a, b) => a - b) };
  const flags: Record<string, boolean> = {};
  for (const key of ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const) {
    const markers = items.weekdays.get(key);
    json[key] = markers ? MARKERS.filter((m) => markers.has(m)) : [];
    if (markers) flags[key] = true;
  }
  json.flags = flags;
  return json;
}

/** Days ascending, then weekday codes by d, then by c in the order *,1,2,3,4,5,L. */
function itemsText(items: MonthItems): string {
  const parts = [...items.days].sort((a, b) => a - b).map(String);
  WEEKDAY_KEYS.forEach((key, d) => {
    const markers = items.weekdays.get(key);
    if (markers) for (const m of MARKERS) if (markers.has(m)) parts.push(`${d}#${MARKER_CODES[m]}`);
  });
  return parts.join(",");
}

/** Every `repeatEvery` weeks on `repeatOn`, from the first such weekday on or after `startOn`. */
export function interval(startOn: string, repeatOn: (typeof INTERVAL_DAYS)[number], repeatEvery: number): BuiltFrequency {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startOn)) throw new Error(`bad StartOn ${startOn}`);
  if (!Number.isInteger(repeatEvery) || repeatEvery < 1) throw new Error(`bad RepeatEvery ${repeatEvery}`);
  return {
    frequency: { StartOn: startOn, RepeatOn: repeatOn, RepeatEvery: repeatEvery },
    compact: `W${repeatEvery}:${repeatOn}@${startOn}`,
    hasDates: true,
  };
}
