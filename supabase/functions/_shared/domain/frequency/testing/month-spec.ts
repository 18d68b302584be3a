/** A month of a monthly frequency written out in full, for tests' expected values. */
import type { MonthSpec } from "../types.ts";

/** Every weekday without markers, no flags, no days: only what `parts` gives. */
export function monthSpec(parts: Partial<MonthSpec>): MonthSpec {
  return {
    days: [],
    sun: [],
    mon: [],
    tue: [],
    wed: [],
    thu: [],
    fri: [],
    sat: [],
    flags: {},
    ...parts,
  };
}
