import { ExternalLink, Plus, Trash2 } from "lucide-react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
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
            render={({ field }) => (
              <FormItem>
                <FormLabel className="sm:sr-only">Document {index + 1} name</FormLabel>
                <FormControl>
                  <Input placeholder="Checklist" maxLength={200} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name={`docs.${index}.value`}
            render={({ field }) => (
              <FormItem>
                <FormLabel className="sm:sr-only">Document {index + 1} link</FormLabel>
                <FormControl>
                  <Input
                    type="url"
                    inputMode="url"
                    placeholder="https://…"
                    maxLength={2000}
                    {...field}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
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
