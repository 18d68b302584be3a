import { AlertTriangle } from "lucide-react";
import {
  type Frequency,
  type FrequencyType,
  describeFrequency,
  hasNoDates,
  nextDates,
} from "@shared/frequency/index.ts";
import { weekdayOf } from "@shared/dates/calendar.ts";

const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
export const PREVIEW_COUNT = 6;

/** The sentence and the next dates of the schedule being edited (domain nextDates). */
export function FrequencyPreview({
  frequencyType,
  frequency,
  today,
  scheduledFrom,
}: {
  frequencyType: FrequencyType;
  frequency: Frequency | null;
  today: string;
  scheduledFrom?: string;
}) {
  const dates =
    frequencyType === "Scheduled"
      ? nextDates(frequency, today, PREVIEW_COUNT, scheduledFrom ? { scheduledFrom } : {})
      : [];
  const later = scheduledFrom && scheduledFrom > today;
  return (
    <section aria-label="Preview" className="grid gap-2 rounded-lg border bg-muted/30 p-3">
      <p className="text-sm font-medium">{describeFrequency(frequencyType, frequency)}</p>
      {frequencyType === "AsNeeded" ? (
        <p className="text-xs text-muted-foreground">
          No tasks are generated; people start them when needed.
        </p>
      ) : hasNoDates(frequencyType, frequency) ? (
        <p className="flex items-center gap-1.5 text-xs font-medium text-warning">
          <AlertTriangle aria-hidden className="size-3.5" />
          This schedule yields no dates: pick days or weekdays in at least one month.
        </p>
      ) : (
        <>
          <p className="text-xs text-muted-foreground">
            Next dates from {later ? `${scheduledFrom} (scheduled from)` : "today"}:
          </p>
          <ol aria-label="Next dates" className="flex flex-wrap gap-1.5">
            {dates.map((date) => (
              <li key={date} className="rounded-md border bg-card px-2 py-1 text-xs tabular-nums">
                <span className="text-muted-foreground">{SHORT_DAYS[weekdayOf(date)]}</span>{" "}
                <time dateTime={date}>{date}</time>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
