export * from "./types.ts";
export { canonicalFrequency, parseFrequencyInput, validateFrequency } from "./validate.ts";
export { formatCompactFrequency, parseCompactFrequency } from "./compact.ts";
export {
  type DateOptions,
  datesBetween,
  dayNumbersBetween,
  daysInMonthFor,
  hasNoDates,
  nextDates,
  type WorkMeter,
} from "./schedule.ts";
export { describeFrequency, joinWords, ordinal } from "./describe.ts";
export { compactFrequencySchema, frequencyInputSchema, type FrequencyValue } from "./schema.ts";
export { type Item, itemCode, type MonthItems, monthlyToItems } from "./items.ts";
