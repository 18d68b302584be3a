import { z } from "zod";
import {
  categoryDescriptionSchema,
  categoryIncrementSchema,
  categoryPrefixSchema,
} from "@shared/categories/category-input.ts";
import type { CategoryInput, ProcessCategory } from "../api/category-fields";

/**
 * The category form. Rules are the API's own (shared). The increment stays text (a
 * number input's value, and the form library wants one value type per field); it is
 * checked with the API's number rule and converted on the way out.
 */
export const categoryFormSchema = z.object({
  prefix: categoryPrefixSchema,
  description: categoryDescriptionSchema,
  increment: z
    .string()
    .trim()
    .min(1, "Increment is required.")
    .regex(/^\d+$/, "Increment must be a whole number.")
    .superRefine((text, ctx) => {
      // Earlier rules have spoken for empty or non-numeric text.
      if (!/^\d+$/.test(text)) return;
      const checked = categoryIncrementSchema.safeParse(Number(text));
      if (!checked.success)
        ctx.addIssue({ code: "custom", message: checked.error.issues[0]!.message });
    }),
});

export type CategoryFormInput = z.input<typeof categoryFormSchema>;
export type CategoryFormValues = z.output<typeof categoryFormSchema>;

export function categoryFormDefaults(category?: ProcessCategory): CategoryFormInput {
  return {
    prefix: category?.prefix ?? "",
    description: category?.description ?? "",
    increment: String(category?.increment ?? 1),
  };
}

export function toCategoryInput(values: CategoryFormValues): CategoryInput {
  return {
    prefix: values.prefix,
    description: values.description,
    increment: Number(values.increment),
  };
}

export function isCategoryField(field: string): field is keyof CategoryFormValues {
  return field === "prefix" || field === "description" || field === "increment";
}
