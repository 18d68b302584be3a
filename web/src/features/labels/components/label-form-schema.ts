import { z } from "zod";
import { labelPrefix, labelTextSchema, normalizeLabel } from "@shared/labels/label-input.ts";

/**
 * The label form: one `Prefix:Value` text. The rule is the API's own (shared), so the
 * form refuses exactly what the server would, with the same words.
 */
export const labelFormSchema = z.object({ label: labelTextSchema });

export type LabelFormInput = z.input<typeof labelFormSchema>;
export type LabelFormValues = z.output<typeof labelFormSchema>;

/** The parts a person sees while typing: "Dept" and "HR" from "Dept : HR". */
export function labelParts(text: string): { prefix: string; value: string } | null {
  const normalized = normalizeLabel(text);
  const at = normalized.indexOf(":");
  if (at <= 0 || at === normalized.length - 1) return null;
  return { prefix: labelPrefix(normalized), value: normalized.slice(at + 1) };
}
