import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useRef } from "react";
import { useForm } from "react-hook-form";
import { FormSheet } from "@/components/form-sheet";
import { Sheet } from "@/components/ui/sheet";
import { notifySuccess } from "@/lib/notify";
import { errorMessage, fieldErrorOf } from "@/lib/api-errors";
import { useCategoriesForPicker } from "../api/categories-for-picker";
import { useCreateProcess } from "../api/create-process";
import { useLabelsForPicker } from "../api/labels-for-picker";
import { useRolesForPicker } from "../api/roles-for-picker";
import type { Process } from "../api/process-fields";
import { useUpdateProcess } from "../api/update-process";
import type { PickerData } from "@/components/multi-picker";
import { ProcessFormFields } from "./process-form-fields";
import {
  formFieldOf,
  processFormDefaults,
  processFormSchema,
  toProcessInput,
  type ProcessFormInput,
  type ProcessFormValues,
} from "./process-form-schema";

export interface ProcessSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The process to edit; absent for "Add process". */
  process?: Process;
  /** Today in the organisation's time zone (the preview and the default scheduledFrom). */
  today: string;
  onSaved?: (process: Process) => void;
}

/** The right-hand sidebar that creates or edits a process. */
export function ProcessSheet({ open, onOpenChange, process, today, onSaved }: ProcessSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open, so every opening starts from the saved values. */}
      {open ? (
        <ProcessSheetContent
          process={process}
          today={today}
          onClose={() => onOpenChange(false)}
          onSaved={onSaved}
        />
      ) : null}
    </Sheet>
  );
}

function pickerData<T>(
  query: { data: T[] | undefined; isLoading: boolean; isError: boolean; error: Error | null },
  noun: string,
): PickerData<T> {
  const loadError = query.isError ? (query.error?.message ?? `${noun} could not be loaded.`) : null;
  return { list: query.data, isLoading: query.isLoading, loadError };
}

function ProcessSheetContent({
  process,
  today,
  onClose,
  onSaved,
}: {
  process?: Process;
  today: string;
  onClose: () => void;
  onSaved?: (process: Process) => void;
}) {
  const schema = useMemo(() => processFormSchema(process ? "edit" : "create"), [process]);
  const form = useForm<ProcessFormInput, unknown, ProcessFormValues>({
    resolver: zodResolver(schema),
    defaultValues: processFormDefaults(process, today),
    mode: "onTouched",
  });
  const create = useCreateProcess();
  const update = useUpdateProcess();
  const categories = useCategoriesForPicker();
  const labels = useLabelsForPicker();
  const roles = useRolesForPicker();
  const body = useRef<HTMLDivElement>(null);
  const serverMessage = form.formState.errors.root?.server?.message;
  // The form is long: a message at its top must be brought into view when it appears.
  useEffect(() => {
    if (serverMessage) body.current?.scrollTo?.({ top: 0, behavior: "smooth" });
  }, [serverMessage]);

  async function submit(values: ProcessFormValues) {
    const input = toProcessInput(values);
    try {
      const saved = process
        ? await update.mutateAsync({ ...input, id: process.id })
        : await create.mutateAsync(input);
      notifySuccess(process ? `${saved.name} updated` : `${saved.name} created`);
      onSaved?.(saved);
      onClose();
    } catch (error) {
      // Everything typed stays; the message goes beside its field when the API names one.
      const named = fieldErrorOf(error);
      const field = named ? formFieldOf(named.field) : null;
      const message = errorMessage(error, "Saving failed.");
      if (field) form.setError(field, { type: "server", message }, { shouldFocus: true });
      else form.setError("root.server", { type: "server", message });
    }
  }

  return (
    <FormSheet
      form={form}
      title={process ? `Edit ${process.name}` : "Add process"}
      description={
        process ? process.processHandle : "A procedure of the organisation and how often it runs."
      }
      submitLabel={process ? "Save changes" : "Add process"}
      onCancel={onClose}
      onSubmit={submit}
      className="sm:max-w-2xl"
      undescribed
      bodyRef={body}
    >
      <ProcessFormFields
        form={form}
        isNew={!process}
        today={today}
        categories={pickerData(categories, "Categories")}
        labels={pickerData(labels, "Labels")}
        roles={pickerData(roles, "Roles")}
      />
    </FormSheet>
  );
}
