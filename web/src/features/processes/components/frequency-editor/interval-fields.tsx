import type { FrequencyIssue, WeekdayName } from "@shared/frequency/index.ts";
import { WEEKDAY_NAMES } from "@shared/frequency/index.ts";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/form-field";
import { issueFor, type IntervalDraft } from "./frequency-draft";

const DAY_NAMES: Record<WeekdayName, string> = {
  Sun: "Sunday",
  Mon: "Monday",
  Tue: "Tuesday",
  Wed: "Wednesday",
  Thu: "Thursday",
  Fri: "Friday",
  Sat: "Saturday",
};

/** People read weeks starting on Monday; the model counts from Sunday. */
const WEEKDAY_ORDER: readonly WeekdayName[] = [...WEEKDAY_NAMES.slice(1), "Sun"];

export const SELECT_CLASS =
  "h-9 w-full rounded-md border border-input bg-card px-2 text-sm shadow-xs outline-none focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring aria-invalid:border-destructive";

/** "Every N weeks on <weekday>, from <date>" (docs/task-engine.md#frequency). */
export function IntervalFields({
  value,
  issues,
  onChange,
}: {
  value: IntervalDraft;
  issues: readonly FrequencyIssue[];
  onChange: (value: IntervalDraft) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Field label="Every (weeks)" error={issueFor(issues, "RepeatEvery")}>
        <Input
          inputMode="numeric"
          value={value.RepeatEvery}
          onChange={(event) => onChange({ ...value, RepeatEvery: event.target.value })}
        />
      </Field>
      <Field label="On" error={issueFor(issues, "RepeatOn")}>
        <select
          className={SELECT_CLASS}
          value={value.RepeatOn}
          onChange={(event) => onChange({ ...value, RepeatOn: event.target.value as WeekdayName })}
        >
          {WEEKDAY_ORDER.map((day) => (
            <option key={day} value={day}>
              {DAY_NAMES[day]}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label="Starting"
        error={issueFor(issues, "StartOn")}
        hint="The first date is this weekday on or after it."
      >
        <Input
          type="date"
          value={value.StartOn}
          onChange={(event) => onChange({ ...value, StartOn: event.target.value })}
        />
      </Field>
    </div>
  );
}
