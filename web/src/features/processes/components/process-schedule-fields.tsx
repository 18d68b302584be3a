import { useWatch, type UseFormReturn } from "react-hook-form";
import { isIsoDate } from "@shared/dates/calendar.ts";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { FrequencyEditor } from "./frequency-editor/frequency-editor";
import type { ProcessFormInput, ProcessFormValues } from "./process-form-schema";

/** How often, and from which day: the frequency editor and scheduledFrom. */
export function ProcessScheduleFields({
  form,
  today,
  isNew = true,
}: {
  form: UseFormReturn<ProcessFormInput, unknown, ProcessFormValues>;
  today: string;
  /** Editing an existing process: a schedule change applies from today and keeps the past. */
  isNew?: boolean;
}) {
  const { control } = form;
  const scheduledFrom = useWatch({ control, name: "scheduledFrom" });
  return (
    <>
      <FormField
        control={control}
        name="schedule"
        render={(field) => (
          <FrequencyEditor
            value={field.value}
            onChange={field.onChange}
            today={today}
            scheduledFrom={isIsoDate(scheduledFrom) ? scheduledFrom : undefined}
          />
        )}
      />
      <FormField
        control={control}
        name="scheduledFrom"
        label="Scheduled from"
        hint="No task is dated before this day."
        className="sm:max-w-56"
      >
        {(field) => <Input type="date" {...field} />}
      </FormField>
      {isNew ? null : (
        <p className="text-sm text-muted-foreground">
          A schedule change applies from today ({today}) on: tasks before today keep the dates of
          the current schedule, which the process page lists in its schedule history.
        </p>
      )}
    </>
  );
}
