import { useWatch, type UseFormReturn } from "react-hook-form";
import { isIsoDate } from "@shared/dates/calendar.ts";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { FrequencyEditor } from "./frequency-editor/frequency-editor";
import type { ProcessFormInput, ProcessFormValues } from "./process-form-schema";

/** How often, and from which day: the frequency editor and scheduledFrom. */
export function ProcessScheduleFields({
  form,
  today,
}: {
  form: UseFormReturn<ProcessFormInput, unknown, ProcessFormValues>;
  today: string;
}) {
  const { control } = form;
  const scheduledFrom = useWatch({ control, name: "scheduledFrom" });
  return (
    <>
      <FormField
        control={control}
        name="schedule"
        render={({ field }) => (
          <FormItem>
            <FrequencyEditor
              value={field.value}
              onChange={field.onChange}
              today={today}
              scheduledFrom={isIsoDate(scheduledFrom) ? scheduledFrom : undefined}
            />
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="scheduledFrom"
        render={({ field }) => (
          <FormItem className="sm:max-w-56">
            <FormLabel>Scheduled from</FormLabel>
            <FormControl>
              <Input type="date" {...field} />
            </FormControl>
            <FormDescription>No task is dated before this day.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  );
}
