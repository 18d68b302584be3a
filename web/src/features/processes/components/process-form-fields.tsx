import type { ReactNode } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { CategoryRef, LabelRef, RoleRef } from "../api/process-fields";
import { DocsField } from "./docs-field";
import { ProcessRoleFields } from "./process-role-fields";
import { ProcessScheduleFields } from "./process-schedule-fields";
import { MultiPicker, type PickerData } from "@/components/multi-picker";
import type { ProcessFormInput, ProcessFormValues } from "./process-form-schema";
import { RefSelect } from "./ref-select";

export interface ProcessFormFieldsProps {
  form: UseFormReturn<ProcessFormInput, unknown, ProcessFormValues>;
  isNew: boolean;
  today: string;
  categories: PickerData<CategoryRef>;
  labels: PickerData<LabelRef>;
  roles: PickerData<RoleRef>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-4">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The inputs of the create/edit sidebar; the sheet owns the form and its submit. */
export function ProcessFormFields({
  form,
  isNew,
  today,
  categories,
  labels,
  roles,
}: ProcessFormFieldsProps) {
  const { control } = form;
  const categoryId = useWatch({ control, name: "categoryId" });
  const handleFromCategory = isNew && categoryId !== null;
  return (
    <div className="grid gap-8">
      <Section title="Basics">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            control={control}
            name="categoryId"
            label="Category"
            hint={categories.loadError ?? undefined}
          >
            {(field) => (
              <RefSelect
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                noneLabel={categories.isLoading ? "Loading…" : "No category"}
                options={(categories.list ?? []).map((c) => ({
                  id: c.id,
                  text: c.description ? `${c.prefix} — ${c.description}` : c.prefix,
                }))}
              />
            )}
          </FormField>
          <FormField
            control={control}
            name="processHandle"
            label={`Handle${handleFromCategory ? " (optional)" : ""}`}
            hint={handleFromCategory ? "Leave empty to get the category’s next number." : undefined}
          >
            {(field) => (
              <Input
                autoComplete="off"
                maxLength={64}
                placeholder={handleFromCategory ? "Generated from category" : "PAY-001"}
                {...field}
              />
            )}
          </FormField>
        </div>
        <FormField control={control} name="name" label="Name">
          {(field) => (
            <Input
              autoComplete="off"
              maxLength={200}
              placeholder="Monthly payroll run"
              {...field}
            />
          )}
        </FormField>
        <FormField control={control} name="description" label="Description">
          {(field) => <Textarea rows={3} maxLength={4000} {...field} />}
        </FormField>
        <FormField
          control={control}
          name="labelIds"
          label="Labels"
          group
          render={(field, { labelId }) => (
            <MultiPicker
              options={labels.list?.map((l) => ({ id: l.id, text: l.label }))}
              isLoading={labels.isLoading}
              loadError={labels.loadError}
              value={field.value}
              onChange={field.onChange}
              labelId={labelId}
              noun="labels"
              showChosen
            />
          )}
        />
      </Section>

      <Section title="Who">
        <ProcessRoleFields form={form} roles={roles} />
      </Section>

      <Section title="Schedule">
        <ProcessScheduleFields form={form} today={today} isNew={isNew} />
      </Section>

      <Section title="Documents">
        <DocsField form={form} />
      </Section>
    </div>
  );
}
