import {
  canonicalFrequency,
  formatCompactFrequency,
  hasNoDates,
  parseCompactFrequency,
} from "../../supabase/functions/_shared/domain/frequency/index.ts";

export interface StoredSchedule {
  frequencyType: "Scheduled" | "AsNeeded";
  frequency: Record<string, unknown> | null;
  compactFrequency: string;
  hasDates: boolean;
}

/**
 * Turns a compact schedule into the columns the API would store, through the same
 * shared parser and formatter, so the demo never holds a pair that disagrees.
 */
export function storedSchedule(compact: string | undefined): StoredSchedule {
  if (compact === undefined) {
    return { frequencyType: "AsNeeded", frequency: null, compactFrequency: "", hasDates: false };
  }
  const parsed = parseCompactFrequency(compact);
  if (!parsed.ok) {
    throw new Error(`demo seed: bad schedule "${compact}": ${parsed.errors[0].message}`);
  }
  if (parsed.frequencyType !== "Scheduled") {
    throw new Error(`demo seed: "${compact}" is not a schedule`);
  }
  const frequency = canonicalFrequency("Scheduled", parsed.frequency);
  return {
    frequencyType: "Scheduled",
    frequency: frequency as Record<string, unknown>,
    compactFrequency: formatCompactFrequency("Scheduled", frequency),
    hasDates: !hasNoDates("Scheduled", frequency),
  };
}
