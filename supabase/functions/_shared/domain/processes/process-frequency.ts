/**
 * The frequency of a process as the API takes it: `frequencyType` with `frequency`
 * (JSON), or `compactFrequency` (text), or both when they agree. Judged by the frequency
 * module; stored canonical, with the canonical compact form and the "has dates" flag
 * that the `has:scheduled` / `has:scheduledNoDates` terms read. Pure.
 */
import {
  formatCompactFrequency,
  type Frequency,
  type FrequencyIssue,
  type FrequencyType,
  hasNoDates,
  parseCompactFrequency,
  parseFrequencyInput,
} from "../frequency/index.ts";

export interface StoredFrequency {
  frequencyType: FrequencyType;
  /** Canonical; null when as needed. */
  frequency: Frequency | null;
  /** Canonical compact form; empty when as needed. */
  compactFrequency: string;
  /** Scheduled and able to yield a date. */
  hasDates: boolean;
}

export interface FrequencyFields {
  frequencyType?: unknown;
  frequency?: unknown;
  compactFrequency?: unknown;
}

export type FrequencyResolution =
  | { ok: true; value: StoredFrequency }
  | { ok: false; issue: FrequencyIssue };

export function storedFrequency(type: FrequencyType, f: Frequency | null): StoredFrequency {
  const frequency = type === "AsNeeded" ? null : f;
  return {
    frequencyType: type,
    frequency,
    compactFrequency: formatCompactFrequency(type, frequency),
    hasDates: type === "Scheduled" && !hasNoDates(type, frequency),
  };
}

const AS_NEEDED = storedFrequency("AsNeeded", null);

function fail(issue: FrequencyIssue): FrequencyResolution {
  return { ok: false, issue };
}

/**
 * The frequency to store, or the first problem. `current` is the stored one on update:
 * when no frequency field is given it stays (answer null); `frequencyType: "Scheduled"`
 * alone keeps the current schedule.
 */
export function resolveFrequency(
  input: FrequencyFields,
  current?: StoredFrequency,
): FrequencyResolution | null {
  const { frequencyType, frequency, compactFrequency } = input;
  if (frequencyType === undefined && frequency === undefined && compactFrequency === undefined) {
    return current ? null : { ok: true, value: AS_NEEDED };
  }
  if (compactFrequency !== undefined) return fromCompact(input);
  const type = frequencyType ?? "Scheduled";
  const keep = frequency === undefined && current?.frequencyType === "Scheduled";
  const parsed = parseFrequencyInput(type, keep ? current.frequency : frequency);
  if (!parsed.ok) return fail(parsed.errors[0]!);
  return { ok: true, value: storedFrequency(parsed.frequencyType, parsed.frequency) };
}

function fromCompact({ frequencyType, frequency, compactFrequency }: FrequencyFields) {
  const parsed = parseCompactFrequency(compactFrequency);
  if (!parsed.ok) return fail(parsed.errors[0]!);
  const value = storedFrequency(parsed.frequencyType, parsed.frequency);
  if (frequency === undefined && frequencyType !== undefined) {
    const typeOnly = parseFrequencyInput(frequencyType, undefined);
    if (!typeOnly.ok && typeOnly.errors[0]!.path[0] === "frequencyType") {
      return fail(typeOnly.errors[0]!);
    }
    if (frequencyType !== value.frequencyType) {
      return fail({
        path: ["frequencyType"],
        message: value.frequencyType === "AsNeeded"
          ? `An empty compactFrequency means as needed, but frequencyType is ${frequencyType}`
          : `compactFrequency "${
            String(compactFrequency).trim()
          }" is a schedule, but frequencyType is AsNeeded`,
      });
    }
  } else if (frequency !== undefined) {
    // Both forms sent (an editor showing both): they must say the same thing.
    const other = parseFrequencyInput(frequencyType ?? "Scheduled", frequency);
    if (!other.ok) return fail(other.errors[0]!);
    const same = other.frequencyType === value.frequencyType &&
      formatCompactFrequency(other.frequencyType, other.frequency) === value.compactFrequency;
    if (!same) {
      return fail({
        path: ["compactFrequency"],
        message: `compactFrequency "${String(compactFrequency).trim()}" and ` +
          `frequencyType/frequency describe different schedules; send one of them`,
      });
    }
  }
  return { ok: true, value } satisfies FrequencyResolution;
}
