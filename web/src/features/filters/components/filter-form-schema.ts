import { z } from "zod";
import { canonicalCriteria, FILTER_ENTITIES } from "@shared/filters/filter-input.ts";
import type { CreateFilterInput, SavedFilter } from "@/components/saved-filters";

/**
 * The filter form. The criteria are checked with the shared parser for the chosen
 * entity, as the API checks them, so a refusal shows beside the terms before saving.
 */
export const filterFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, "Name is required.")
      .max(200, "Name must be at most 200 characters."),
    associatedEntity: z.enum(FILTER_ENTITIES),
    private: z.boolean(),
    criteria: z.array(z.string()).max(50, "A filter holds at most 50 terms."),
  })
  .superRefine((values, ctx) => {
    const checked = canonicalCriteria(values.associatedEntity, values.criteria);
    if (!checked.ok) ctx.addIssue({ code: "custom", path: ["criteria"], message: checked.message });
  });

export type FilterFormInput = z.input<typeof filterFormSchema>;
export type FilterFormValues = z.output<typeof filterFormSchema>;

export function filterFormDefaults(filter?: SavedFilter): FilterFormInput {
  return {
    name: filter?.name ?? "",
    associatedEntity: filter?.associatedEntity ?? "Process",
    private: filter?.private ?? false,
    criteria: filter?.criteria ?? [],
  };
}

export function toFilterInput(values: FilterFormValues): CreateFilterInput {
  return { ...values };
}

export function isFilterField(field: string): field is keyof FilterFormValues {
  return ["name", "associatedEntity", "private", "criteria"].includes(field);
}
