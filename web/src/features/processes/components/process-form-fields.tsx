import { useId, type ReactNode } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { CategoryRef, LabelRef, RoleRef } from "../api/process-fields";
import { DocsField } from "./docs-field";
import { ProcessRoleFields } from "./process-role-fields";
import { ProcessScheduleFields } from "./process-schedule-fields";
import { MultiPicker, type PickerData } from "./multi-picker";
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
  const labelsId = useId();
  const categoryId = useWatch({ control, name: "categoryId" });
  const handleFromCategory = isNew && categoryId !== null;
  return (
    <div className="grid gap-8">
      <Section title="Basics">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            control={control}
            name="categoryId"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Category</FormLabel>
                <FormControl>
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
                </FormControl>
                {categories.loadError ? (
                  <FormDescription>{categories.loadError}</FormDescription>
                ) : null}
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={control}
            name="processHandle"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Handle{handleFromCategory ? " (optional)" : ""}</FormLabel>
                <FormControl>
                  <Input
                    autoComplete="off"
                    maxLength={64}
                    placeholder={handleFromCategory ? "Generated from category" : "PAY-001"}
                    {...field}
                  />
                </FormControl>
                {handleFromCategory ? (
                  <FormDescription>Leave empty to get the category’s next number.</FormDescription>
                ) : null}
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Name</FormLabel>
              <FormControl>
                <Input
                  autoComplete="off"
                  maxLength={200}
                  placeholder="Monthly payroll run"
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Description</FormLabel>
              <FormControl>
                <Textarea rows={3} maxLength={4000} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="labelIds"
          render={({ field }) => (
            <FormItem>
              <span id={labelsId} className="text-sm leading-none font-medium">
                Labels
              </span>
              <MultiPicker
                options={labels.list?.map((l) => ({ id: l.id, text: l.label }))}
                isLoading={labels.isLoading}
                loadError={labels.loadError}
                value={field.value}
                onChange={field.onChange}
                labelId={labelsId}
                noun="labels"
              />
              <FormMessage />
            </FormItem>
          )}
        />
      </Section>

      <Section title="Who">
        <ProcessRoleFields form={form} roles={roles} />
      </Section>

      <Section title="Schedule">
        <ProcessScheduleFields form={form} today={today} />
      </Section>

      <Section title="Documents">
        <DocsField form={form} />
      </Section>
    </div>
  );
}
