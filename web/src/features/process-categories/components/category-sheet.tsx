import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { FormSheet } from "@/components/form-sheet";
import { Sheet } from "@/components/ui/sheet";
import { Textarea } from "@/components/ui/textarea";
import { notifySuccess } from "@/lib/notify";
import { errorMessage, fieldErrorOf } from "@/lib/api-errors";
import { useCreateProcessCategory } from "../api/create-process-category";
import type { ProcessCategory } from "../api/category-fields";
import { useUpdateProcessCategory } from "../api/update-process-category";
import {
  categoryFormDefaults,
  categoryFormSchema,
  isCategoryField,
  toCategoryInput,
  type CategoryFormInput,
  type CategoryFormValues,
} from "./category-form-schema";
import { nextHandlePreview } from "./handle-preview";

export interface CategorySheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  category?: ProcessCategory;
}

/** The right-hand sidebar that creates or edits a process category. */
export function CategorySheet({ open, onOpenChange, category }: CategorySheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      {open ? (
        <CategorySheetContent category={category} onClose={() => onOpenChange(false)} />
      ) : null}
    </Sheet>
  );
}

function CategorySheetContent({
  category,
  onClose,
}: {
  category?: ProcessCategory;
  onClose: () => void;
}) {
  const form = useForm<CategoryFormInput, unknown, CategoryFormValues>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: categoryFormDefaults(category),
    mode: "onTouched",
  });
  const create = useCreateProcessCategory();
  const update = useUpdateProcessCategory();
  const [prefix, increment] = useWatch({ control: form.control, name: ["prefix", "increment"] });
  const preview = /^\d+$/.test(increment.trim())
    ? nextHandlePreview(prefix, Number(increment))
    : null;

  async function submit(values: CategoryFormValues) {
    const input = toCategoryInput(values);
    try {
      const saved = category
        ? await update.mutateAsync({ ...input, id: category.id })
        : await create.mutateAsync(input);
      notifySuccess(
        category ? `Category ${saved.prefix} updated` : `Category ${saved.prefix} added`,
      );
      onClose();
    } catch (error) {
      const named = fieldErrorOf(error);
      const message = errorMessage(error);
      if (named && isCategoryField(named.field)) {
        form.setError(named.field, { type: "server", message }, { shouldFocus: true });
      } else {
        form.setError("root.server", { type: "server", message });
      }
    }
  }

  return (
    <FormSheet
      form={form}
      title={category ? `Edit ${category.prefix}` : "Add category"}
      description={"A new process in the category gets the next handle, and the number moves on."}
      submitLabel={category ? "Save changes" : "Add category"}
      onCancel={onClose}
      onSubmit={submit}
      stacked
    >
      <FormField
        control={form.control}
        name="prefix"
        label="Prefix"
        hint="Letters, digits or _, up to 16."
      >
        {(field) => <Input autoComplete="off" maxLength={16} placeholder="HR" {...field} />}
      </FormField>
      <FormField control={form.control} name="increment" label="Next number">
        {(field) => <Input type="number" inputMode="numeric" min={1} step={1} {...field} />}
      </FormField>
      <div className="grid gap-1.5 rounded-lg border bg-muted/40 px-3 py-2.5" aria-live="polite">
        <span className="text-xs text-muted-foreground">Next process handle</span>
        <code className="font-mono text-sm font-semibold">{preview ?? "—"}</code>
      </div>
      <FormField control={form.control} name="description" label="Description">
        {(field) => <Textarea rows={3} maxLength={2000} {...field} />}
      </FormField>
    </FormSheet>
  );
}
