import { ExternalLink, Plus, Trash2 } from "lucide-react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import type { ProcessFormInput, ProcessFormValues } from "./process-form-schema";

/** The process's document links: name + http(s) URL rows, added and removed freely. */
export function DocsField({
  form,
}: {
  form: UseFormReturn<ProcessFormInput, unknown, ProcessFormValues>;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "docs" });
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">Documents</legend>
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">No documents linked.</p>
      ) : null}
      {fields.map((row, index) => (
        <div
          key={row.id}
          className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:items-start sm:border-0 sm:p-0"
        >
          <FormField
            control={form.control}
            name={`docs.${index}.name`}
            label={`Document ${index + 1} name`}
            labelClassName="sm:sr-only"
          >
            {(field) => <Input placeholder="Checklist" maxLength={200} {...field} />}
          </FormField>
          <FormField
            control={form.control}
            name={`docs.${index}.value`}
            label={`Document ${index + 1} link`}
            labelClassName="sm:sr-only"
          >
            {(field) => (
              <Input
                type="url"
                inputMode="url"
                placeholder="https://…"
                maxLength={2000}
                {...field}
              />
            )}
          </FormField>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="justify-self-end text-destructive hover:bg-destructive/10 hover:text-destructive"
            aria-label={`Remove document ${index + 1}`}
            onClick={() => remove(index)}
          >
            <Trash2 />
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => append({ name: "", value: "" })}
        >
          <Plus />
          Add document
        </Button>
        <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
          <ExternalLink aria-hidden className="size-3" />
          http:// and https:// links only; they open in a new tab.
        </span>
      </div>
    </fieldset>
  );
}
