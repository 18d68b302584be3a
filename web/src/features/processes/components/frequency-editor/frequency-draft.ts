/**
 * What the frequency editor holds while a person edits: the mode, the interval fields
 * as typed, and the monthly grid as per-month item lists. Switching mode keeps the other
 * modes' values, so a mis-click does not throw a schedule away. Everything a person sees
 * (the compact form, the sentence, the dates, the messages) is derived from it through
 * the shared frequency module, so the editor and the API cannot disagree.
 */
import {
  type Frequency,
  type FrequencyIssue,
  type FrequencyType,
  type Item,
  type MonthItems,
  type WeekdayName,
  formatCompactFrequency,
  isIntervalFrequency,
  monthlyToItems,
  parseCompactFrequency,
  parseFrequencyInput,
  validateFrequency,
  WEEKDAY_NAMES,
} from "@shared/frequency/index.ts";
import { compareItems, itemsToMonthly, normalizeItems } from "@shared/frequency/items.ts";
import { weekdayOf } from "@shared/dates/calendar.ts";

export type FrequencyMode = "AsNeeded" | "Interval" | "Monthly";

export interface IntervalDraft {
  StartOn: string;
  RepeatOn: WeekdayName;
  /** As typed, so that a half-typed number is not silently changed. */
  RepeatEvery: string;
}

export interface FrequencyDraft {
  mode: FrequencyMode;
  interval: IntervalDraft;
  /** Twelve lists, January first, each sorted and de-duplicated. */
  monthly: MonthItems;
}

export const ALL_MONTHS: readonly number[] = Array.from({ length: 12 }, (_, i) => i);

export function emptyMonthly(): MonthItems {
  return ALL_MONTHS.map(() => []);
}

function defaultInterval(today: string): IntervalDraft {
  return {
    StartOn: today,
    RepeatOn: WEEKDAY_NAMES[weekdayOf(today)] ?? "Mon",
    RepeatEvery: "1",
  };
}

/** The editor's starting point for a saved (or new) process. */
export function draftFromFrequency(
  type: FrequencyType,
  frequency: Frequency | null | undefined,
  today: string,
): FrequencyDraft {
  const draft: FrequencyDraft = {
    mode: "AsNeeded",
    interval: defaultInterval(today),
    monthly: emptyMonthly(),
  };
  if (type !== "Scheduled") return draft;
  if (frequency && isIntervalFrequency(frequency)) {
    const { StartOn, RepeatOn, RepeatEvery } = frequency;
    return {
      ...draft,
      mode: "Interval",
      interval: { StartOn, RepeatOn, RepeatEvery: String(RepeatEvery) },
    };
  }
  return { ...draft, mode: "Monthly", monthly: monthlyToItems(frequency ?? {}) };
}

function repeatEveryValue(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The API's pair, unvalidated (an interval may still hold a bad number). */
export function draftToInput(draft: FrequencyDraft): {
  frequencyType: FrequencyType;
  frequency: unknown;
} {
  switch (draft.mode) {
    case "AsNeeded":
      return { frequencyType: "AsNeeded", frequency: null };
    case "Interval":
      return {
        frequencyType: "Scheduled",
        frequency: { ...draft.interval, RepeatEvery: repeatEveryValue(draft.interval.RepeatEvery) },
      };
    case "Monthly":
      return { frequencyType: "Scheduled", frequency: itemsToMonthly(draft.monthly) };
  }
}

/** Every problem, with paths like `frequency.RepeatEvery` (domain validation). */
export function draftIssues(draft: FrequencyDraft): FrequencyIssue[] {
  const { frequencyType, frequency } = draftToInput(draft);
  return validateFrequency(frequencyType, frequency);
}

/** The message for one interval field, if any. */
export function issueFor(issues: readonly FrequencyIssue[], field: string): string | undefined {
  return issues.find((i) => i.path[0] === "frequency" && i.path[1] === field)?.message;
}

export type ResolvedFrequency =
  | { ok: true; frequencyType: FrequencyType; frequency: Frequency | null; compact: string }
  | { ok: false; issues: FrequencyIssue[] };

/** The valid, canonical value with its compact form, or the problems. */
export function resolveDraft(draft: FrequencyDraft): ResolvedFrequency {
  const { frequencyType, frequency } = draftToInput(draft);
  const result = parseFrequencyInput(frequencyType, frequency);
  if (!result.ok) return { ok: false, issues: result.errors };
  return {
    ok: true,
    frequencyType: result.frequencyType,
    frequency: result.frequency,
    compact: formatCompactFrequency(result.frequencyType, result.frequency),
  };
}

/**
 * Typed compact text → a new draft. The other modes keep their values; the mode the
 * text names takes the parsed one.
 */
export function draftFromCompact(
  text: string,
  base: FrequencyDraft,
): { ok: true; draft: FrequencyDraft } | { ok: false; errors: FrequencyIssue[] } {
  const parsed = parseCompactFrequency(text);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  if (parsed.frequencyType === "AsNeeded" || !parsed.frequency)
    return { ok: true, draft: { ...base, mode: "AsNeeded" } };
  if (isIntervalFrequency(parsed.frequency)) {
    const { StartOn, RepeatOn, RepeatEvery } = parsed.frequency;
    return {
      ok: true,
      draft: {
        ...base,
        mode: "Interval",
        interval: { StartOn, RepeatOn, RepeatEvery: String(RepeatEvery) },
      },
    };
  }
  return {
    ok: true,
    draft: { ...base, mode: "Monthly", monthly: monthlyToItems(parsed.frequency) },
  };
}

function hasItem(list: readonly Item[], item: Item): boolean {
  return list.some((other) => compareItems(other, item) === 0);
}

/** Whether the item is set in all, some or none of the months. */
export function itemState(
  monthly: MonthItems,
  months: readonly number[],
  item: Item,
): "on" | "mixed" | "off" {
  const count = months.filter((m) => hasItem(monthly[m] ?? [], item)).length;
  return count === 0 ? "off" : count === months.length ? "on" : "mixed";
}

/** Sets the item in every given month, or clears it from them when all have it already. */
export function toggleItem(monthly: MonthItems, months: readonly number[], item: Item): MonthItems {
  const clear = itemState(monthly, months, item) === "on";
  return monthly.map((list, m) => {
    if (!months.includes(m)) return list;
    const without = list.filter((other) => compareItems(other, item) !== 0);
    return clear ? without : normalizeItems([...without, item]);
  });
}

/** Gives every month the items of one month. */
export function copyMonthToAll(monthly: MonthItems, month: number): MonthItems {
  const source = monthly[month] ?? [];
  return monthly.map(() => [...source]);
}

export function clearMonths(monthly: MonthItems, months: readonly number[]): MonthItems {
  return monthly.map((list, m) => (months.includes(m) ? [] : list));
}
