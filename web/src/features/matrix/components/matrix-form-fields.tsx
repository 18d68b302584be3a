import { useQuery } from "@tanstack/react-query";
import type { UseFormReturn } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
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
      <FormField
        control={form.control}
        name="name"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Name</FormLabel>
            <FormControl>
              <Input
                autoComplete="off"
                maxLength={nameMaxLength}
                placeholder="Processes by role and department"
                {...field}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      {(["col", "row"] as const).map((name) => (
        <FormField
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{name === "col" ? "Column" : "Row"}</FormLabel>
              <FormControl>
                <DimensionSelect options={options} placeholder={placeholder} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      ))}
      <FormField
        control={form.control}
        name="privacy"
        render={({ field }) => (
          <FormItem className="flex items-start gap-3 rounded-lg border px-3 py-2.5">
            <FormControl>
              <Checkbox
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
                className="mt-0.5"
              />
            </FormControl>
            <div className="grid gap-1">
              <FormLabel>Private</FormLabel>
              <FormDescription>
                Only you see a private matrix; everyone sees public ones.
              </FormDescription>
            </div>
          </FormItem>
        )}
      />
    </>
  );
}
