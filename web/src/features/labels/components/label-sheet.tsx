import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { FormSheet } from "@/components/form-sheet";
import { Sheet } from "@/components/ui/sheet";
import { notifySuccess } from "@/lib/notify";
import { errorMessage, fieldErrorOf } from "@/lib/api-errors";
import { useCreateLabel } from "../api/create-label";
import type { Label } from "../api/label-fields";
import { useUpdateLabel } from "../api/update-label";
import { LabelBadge } from "./label-badge";
import {
  labelFormSchema,
  labelParts,
  type LabelFormInput,
  type LabelFormValues,
} from "./label-form-schema";

export interface LabelSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The label to edit; absent for "Add label". */
  label?: Label;
}

/** The right-hand sidebar that creates or renames a label. */
export function LabelSheet({ open, onOpenChange, label }: LabelSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      {open ? <LabelSheetContent label={label} onClose={() => onOpenChange(false)} /> : null}
    </Sheet>
  );
}

function LabelSheetContent({ label, onClose }: { label?: Label; onClose: () => void }) {
  const form = useForm<LabelFormInput, unknown, LabelFormValues>({
    resolver: zodResolver(labelFormSchema),
    defaultValues: { label: label?.label ?? "" },
    mode: "onTouched",
  });
  const create = useCreateLabel();
  const update = useUpdateLabel();
  const parts = labelParts(useWatch({ control: form.control, name: "label" }));

  async function submit(values: LabelFormValues) {
    try {
      const saved = label
        ? await update.mutateAsync({ id: label.id, label: values.label })
        : await create.mutateAsync({ label: values.label });
      notifySuccess(label ? `Label ${saved.label} updated` : `Label ${saved.label} added`);
      onClose();
    } catch (error) {
      // A taken label (CONFLICT) and any other refusal of the text belong beside the field.
      const named = fieldErrorOf(error);
      const message = errorMessage(error);
      if (named?.field === "label")
        form.setError("label", { type: "server", message }, { shouldFocus: true });
      else form.setError("root.server", { type: "server", message });
    }
  }

  return (
    <FormSheet
      form={form}
      title={label ? `Edit ${label.label}` : "Add label"}
      description={
        label
          ? `Used by ${label.processes.length === 1 ? "1 process" : `${label.processes.length} processes`}; they keep it under its new text.`
          : "Labels group processes; their prefix is a dimension of the matrix."
      }
      submitLabel={label ? "Save changes" : "Add label"}
      onCancel={onClose}
      onSubmit={submit}
      stacked
    >
      <FormField
        control={form.control}
        name="label"
        label="Label"
        hint="Written Prefix:Value, e.g. Dept:HR or Site:Lisbon."
      >
        {(field) => <Input autoComplete="off" maxLength={220} placeholder="Dept:HR" {...field} />}
      </FormField>
      {parts ? (
        <div className="grid gap-1.5" aria-live="polite">
          <span className="text-xs text-muted-foreground">Preview</span>
          <LabelBadge prefix={parts.prefix} value={parts.value} className="w-fit" />
        </div>
      ) : null}
    </FormSheet>
  );
}
