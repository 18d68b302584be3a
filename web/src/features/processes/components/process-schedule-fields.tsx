import { useWatch, type UseFormReturn } from "react-hook-form";
import { isIsoDate } from "@shared/dates/calendar.ts";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { FrequencyEditor } from "./frequency-editor/frequency-editor";
import {
  UNFINISHED_RULE_TEXT,
  UNFINISHED_RULES,
  type ProcessFormInput,
  type ProcessFormValues,
} from "./process-form-schema";

/** How often, from which day, and what undone work becomes: the frequency editor, scheduledFrom, unfinishedRule. */
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
  const rule = useWatch({ control, name: "unfinishedRule" });
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
      <FormField
        control={control}
        name="unfinishedRule"
        label="Undone work"
        hint={UNFINISHED_RULE_TEXT[rule]?.explain}
        className="sm:max-w-md"
        render={(field, { control: ids }) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger {...ids} onBlur={field.onBlur} ref={field.ref}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {UNFINISHED_RULES.map((value) => (
                <SelectItem key={value} value={value}>
                  {UNFINISHED_RULE_TEXT[value].label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
      {isNew ? null : (
        <p className="text-sm text-muted-foreground">
          A schedule change applies from today ({today}) on: tasks before today keep the dates of
          the current schedule, which the process page lists in its schedule history.
        </p>
      )}
    </>
  );
}
