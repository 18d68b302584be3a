import { useQuery } from "@tanstack/react-query";
import type { UseFormReturn } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { labelsPrefixQueryOptions } from "../api/labels-prefix";
import { DimensionSelect } from "./dimension-select";
import type { MatrixFormInput, MatrixFormValues } from "./matrix-form-schema";

/**
 * Name, Column, Row and Private: the fields the sidebar and the modal share. `nameMaxLength`
 * caps typing in the sidebar (docs/product.md#validation-rules); the schema's limit holds in both.
 */
export function MatrixFormFields({
  form,
  nameMaxLength,
}: {
  form: UseFormReturn<MatrixFormInput, unknown, MatrixFormValues>;
  nameMaxLength?: number;
}) {
  const prefixes = useQuery(labelsPrefixQueryOptions());
  const options = prefixes.data ?? [];
  const placeholder = prefixes.isPending ? "Loading…" : "Choose…";
  return (
    <>
      <FormField control={form.control} name="name" label="Name">
        {(field) => (
          <Input
            autoComplete="off"
            maxLength={nameMaxLength}
            placeholder="Processes by role and department"
            {...field}
          />
        )}
      </FormField>
      {(["col", "row"] as const).map((name) => (
        <FormField
          key={name}
          control={form.control}
          name={name}
          label={name === "col" ? "Column" : "Row"}
        >
          {(field) => <DimensionSelect options={options} placeholder={placeholder} {...field} />}
        </FormField>
      ))}
      <FormField
        control={form.control}
        name="privacy"
        label="Private"
        hint="Only you see a private matrix; everyone sees public ones."
        layout="switch"
      >
        {(field) => (
          <Checkbox
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      </FormField>
    </>
  );
}
