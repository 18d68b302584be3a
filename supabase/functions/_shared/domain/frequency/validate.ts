/**
 * Validation of `frequencyType` + `frequency` as they arrive from the API or the web
 * editor, with a clear message and a field path per problem, and canonicalisation of
 * valid input. JSON input is strict about names (`Jan`, `mon`, `First`, `Mon`): it is
 * written by programs; the compact form (compact.ts) is the human-typed one.
 */
import { isOutOfRangeDate, outOfRangeMessage, parseIsoDate } from "../dates/calendar.ts";
import { itemsToMonthly, monthlyToItems } from "./items.ts";
import {
  type Frequency,
  FREQUENCY_TYPES,
  type FrequencyInputResult,
  type FrequencyIssue,
  type FrequencyType,
  type IntervalFrequency,
  isIntervalFrequency,
  MARKERS,
  MAX_REPEAT_EVERY,
  MONTHS,
  WEEKDAY_NAMES,
  WEEKDAYS,
} from "./types.ts";

type Path = (string | number)[];
const INTERVAL_KEYS = ["StartOn", "RepeatOn", "RepeatEvery"] as const;
const MONTH_FIELDS: readonly string[] = ["days", ...WEEKDAYS, "flags"];

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function list(names: readonly string[]): string {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

/** "did you mean" for names that differ only in letter case. */
function unknownName(what: string, given: string, names: readonly string[], where = ""): string {
  const near = names.find((n) => n.toLowerCase() === given.toLowerCase());
  const head = `Unknown ${what} "${given}"${where ? ` in ${where}` : ""}`;
  return near ? `${head} (did you mean "${near}"?)` : `${head}; use ${list(names)}`;
}

/** Every problem with the input; empty when parseFrequencyInput would accept it. */
export function validateFrequency(frequencyType: unknown, frequency: unknown): FrequencyIssue[] {
  if (frequencyType !== "Scheduled" && frequencyType !== "AsNeeded") {
    const given = typeof frequencyType === "string" ? `"${frequencyType}"` : String(frequencyType);
    return [{
      path: ["frequencyType"],
      message: `Frequency type ${given} is not valid; use ${list(FREQUENCY_TYPES)}`,
    }];
  }
  // As needed has no dates: whatever frequency came with it is discarded, not judged.
  if (frequencyType === "AsNeeded") return [];
  const issues: FrequencyIssue[] = [];
  const at = ["frequency"];
  if (!isRecord(frequency)) {
    issues.push({
      path: at,
      message: "A scheduled process needs a frequency: an interval or a monthly schedule",
    });
  } else if (INTERVAL_KEYS.some((k) => k in frequency)) {
    validateInterval(frequency, at, issues);
  } else {
    validateMonthly(frequency, at, issues);
  }
  return issues;
}

function validateInterval(f: Record<string, unknown>, at: Path, issues: FrequencyIssue[]): void {
  for (const key of Object.keys(f)) {
    if (!(INTERVAL_KEYS as readonly string[]).includes(key)) {
      issues.push({
        path: [...at, key],
        message: `Unknown field "${key}" in an interval frequency; use ${list(INTERVAL_KEYS)}`,
      });
    }
  }
  const { StartOn, RepeatOn, RepeatEvery } = f;
  if (StartOn === undefined) {
    issues.push({
      path: [...at, "StartOn"],
      message: "StartOn is required (a date like 2026-01-05)",
    });
  } else if (isOutOfRangeDate(StartOn)) {
    issues.push({ path: [...at, "StartOn"], message: outOfRangeMessage("StartOn", StartOn) });
  } else if (typeof StartOn !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(StartOn)) {
    issues.push({
      path: [...at, "StartOn"],
      message: "StartOn must be a date written YYYY-MM-DD, e.g. 2026-01-05",
    });
  } else if (!parseIsoDate(StartOn)) {
    issues.push({ path: [...at, "StartOn"], message: `StartOn ${StartOn} is not a real date` });
  }
  if (RepeatOn === undefined) {
    issues.push({
      path: [...at, "RepeatOn"],
      message: `RepeatOn is required; use ${list(WEEKDAY_NAMES)}`,
    });
  } else if (
    typeof RepeatOn !== "string" || !(WEEKDAY_NAMES as readonly string[]).includes(RepeatOn)
  ) {
    issues.push({
      path: [...at, "RepeatOn"],
      message: unknownName("weekday", String(RepeatOn), WEEKDAY_NAMES),
    });
  }
  if (RepeatEvery === undefined) {
    issues.push({
      path: [...at, "RepeatEvery"],
      message: "RepeatEvery is required (a number of weeks)",
    });
  } else if (
    typeof RepeatEvery !== "number" || !Number.isInteger(RepeatEvery) || RepeatEvery < 1 ||
    RepeatEvery > MAX_REPEAT_EVERY
  ) {
    issues.push({
      path: [...at, "RepeatEvery"],
      message: `RepeatEvery must be a whole number of weeks from 1 to ${MAX_REPEAT_EVERY}, not ${
        JSON.stringify(RepeatEvery)
      }`,
    });
  }
}

function validateMonthly(f: Record<string, unknown>, at: Path, issues: FrequencyIssue[]): void {
  for (const [month, spec] of Object.entries(f)) {
    const path = [...at, month];
    if (!(MONTHS as readonly string[]).includes(month)) {
      issues.push({ path, message: unknownName("month", month, MONTHS) });
      continue;
    }
    if (!isRecord(spec)) {
      issues.push({
        path,
        message: `${month} must be an object with days, weekday marker lists and flags`,
      });
      continue;
    }
    for (const [field, value] of Object.entries(spec)) {
      const fieldPath = [...path, field];
      if (!MONTH_FIELDS.includes(field)) {
        issues.push({ path: fieldPath, message: unknownName("field", field, MONTH_FIELDS, month) });
      } else if (field === "days") {
        validateDays(value, month, fieldPath, issues);
      } else if (field === "flags") {
        validateFlags(value, month, fieldPath, issues);
      } else {
        validateMarkers(value, `${field} in ${month}`, fieldPath, issues);
      }
    }
  }
}

// Messages name the month (and weekday) so that they stand alone in an API error.
function validateDays(value: unknown, month: string, path: Path, issues: FrequencyIssue[]): void {
  if (!Array.isArray(value)) {
    issues.push({ path, message: `days in ${month} must be a list of day numbers from 1 to 31` });
    return;
  }
  value.forEach((day, i) => {
    if (typeof day !== "number" || !Number.isInteger(day)) {
      issues.push({
        path: [...path, i],
        message: `Day ${JSON.stringify(day)} in ${month} must be a whole number from 1 to 31`,
      });
    } else if (day < 1 || day > 31) {
      issues.push({
        path: [...path, i],
        message: `Day ${day} in ${month} is out of range; days run from 1 to 31`,
      });
    }
  });
}

function validateMarkers(
  value: unknown,
  where: string,
  path: Path,
  issues: FrequencyIssue[],
): void {
  if (!Array.isArray(value)) {
    issues.push({ path, message: `${where} must be a list of markers (${list(MARKERS)})` });
    return;
  }
  value.forEach((marker, i) => {
    if (typeof marker !== "string" || !(MARKERS as readonly string[]).includes(marker)) {
      issues.push({
        path: [...path, i],
        message: unknownName("marker", String(marker), MARKERS, where),
      });
    }
  });
}

function validateFlags(value: unknown, month: string, path: Path, issues: FrequencyIssue[]): void {
  if (!isRecord(value)) {
    issues.push({ path, message: `flags in ${month} must be an object of weekday: true/false` });
    return;
  }
  for (const [weekday, flag] of Object.entries(value)) {
    if (!(WEEKDAYS as readonly string[]).includes(weekday)) {
      issues.push({
        path: [...path, weekday],
        message: unknownName("weekday", weekday, WEEKDAYS, `${month} flags`),
      });
    } else if (typeof flag !== "boolean") {
      issues.push({
        path: [...path, weekday],
        message: `The ${weekday} flag in ${month} must be true or false`,
      });
    }
  }
}

/** Validated and canonical, or every problem found. */
export function parseFrequencyInput(
  frequencyType: unknown,
  frequency: unknown,
): FrequencyInputResult {
  const errors = validateFrequency(frequencyType, frequency);
  if (errors.length > 0) return { ok: false, errors };
  const type = frequencyType as FrequencyType;
  return {
    ok: true,
    frequencyType: type,
    frequency: canonicalFrequency(type, frequency as Frequency),
  };
}

/**
 * The one representation of a valid frequency: what parseCompactFrequency(format(f))
 * returns. As needed → null. Interval → its three fields only. Monthly → see
 * itemsToMonthly (sorted de-duplicated days, markers in canonical order, unflagged
 * weekdays' markers and empty months dropped, flags true exactly where markers remain).
 */
export function canonicalFrequency(
  type: FrequencyType,
  f: Frequency | null | undefined,
): Frequency | null {
  if (type === "AsNeeded" || !f) return type === "AsNeeded" ? null : {};
  if (isIntervalFrequency(f)) {
    const { StartOn, RepeatOn, RepeatEvery }: IntervalFrequency = f;
    return { StartOn, RepeatOn, RepeatEvery };
  }
  return itemsToMonthly(monthlyToItems(f));
}
