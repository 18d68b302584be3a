import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FormField, SwitchFormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { FormSheet } from "@/components/form-sheet";
import { Sheet } from "@/components/ui/sheet";
import { notifySuccess } from "@/lib/notify";
import { FILTER_ENTITIES } from "@shared/filters/filter-input.ts";
import { errorMessage, fieldErrorOf } from "@/lib/api-errors";
import { useCreateFilter } from "../api/create-filter";
import type { SavedFilter } from "@/components/saved-filters";
import { useUpdateFilter } from "../api/update-filter";
import { CriteriaEditor } from "./criteria-editor";
import {
  filterFormDefaults,
  filterFormSchema,
  isFilterField,
  toFilterInput,
  type FilterFormInput,
  type FilterFormValues,
} from "./filter-form-schema";
import { ENTITY_LISTS } from "./filter-target";

export interface FilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filter?: SavedFilter;
}

/** The right-hand sidebar that creates or edits a saved filter. */
export function FilterSheet({ open, onOpenChange, filter }: FilterSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      {open ? <FilterSheetContent filter={filter} onClose={() => onOpenChange(false)} /> : null}
    </Sheet>
  );
}

const selectClass =
  "flex h-9 w-full rounded-md border border-input bg-card px-2.5 text-sm shadow-xs outline-none focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring";

function FilterSheetContent({ filter, onClose }: { filter?: SavedFilter; onClose: () => void }) {
  const form = useForm<FilterFormInput, unknown, FilterFormValues>({
    resolver: zodResolver(filterFormSchema),
    defaultValues: filterFormDefaults(filter),
    mode: "onTouched",
  });
  const create = useCreateFilter();
  const update = useUpdateFilter();
  const entity = useWatch({ control: form.control, name: "associatedEntity" });

  async function submit(values: FilterFormValues) {
    const input = toFilterInput(values);
    try {
      const saved = filter
        ? await update.mutateAsync({ ...input, id: filter.id })
        : await create.mutateAsync(input);
      notifySuccess(filter ? `Filter ${saved.name} updated` : `Filter ${saved.name} saved`);
      onClose();
    } catch (error) {
      const named = fieldErrorOf(error);
      const message = errorMessage(error);
      if (named && isFilterField(named.field))
        form.setError(named.field, { type: "server", message }, { shouldFocus: true });
      else form.setError("root.server", { type: "server", message });
    }
  }

  return (
    <FormSheet
      form={form}
      title={filter ? `Edit ${filter.name}` : "Add filter"}
      description={"A named set of search terms for one list."}
      submitLabel={filter ? "Save changes" : "Save filter"}
      onCancel={onClose}
      onSubmit={submit}
      stacked
    >
      <FormField control={form.control} name="name" label="Name">
        {(field) => (
          <Input autoComplete="off" maxLength={220} placeholder="Late HR tasks" {...field} />
        )}
      </FormField>
      <FormField control={form.control} name="associatedEntity" label="List">
        {/* The terms mean something for one list; moving a saved filter would change its meaning. */}
        {(field) => (
          <select className={selectClass} {...field} disabled={filter !== undefined}>
            {FILTER_ENTITIES.map((value) => (
              <option key={value} value={value}>
                {ENTITY_LISTS[value].label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <SwitchFormField
        control={form.control}
        name="private"
        label="Private"
        hint="Only you see a private filter; others see public ones."
      />
      <FormField control={form.control} name="criteria" label="Terms">
        {(field) => (
          <CriteriaEditor
            entity={entity}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      </FormField>
    </FormSheet>
  );
}
