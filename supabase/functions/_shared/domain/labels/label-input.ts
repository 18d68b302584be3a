/**
 * Label text (docs/product.md#labels-categories-and-handles): `prefix:value`, e.g. `Dept:HR`. The
 * prefix is the part before the first colon (matrix rows and columns are prefixes); the value may
 * hold more colons. Shared by the API and the web app's label form. Pure.
 */
import { z } from "zod";

export const LABEL_MAX_LENGTH = 200;

export const LABEL_FORMAT_MESSAGE = "A label is written prefix:value, e.g. Dept:HR.";

/** The prefix of a label text: the part before the first colon. */
export function labelPrefix(label: string): string {
  const at = label.indexOf(":");
  return at < 0 ? label : label.slice(0, at);
}

/**
 * `Dept:HR` from ` Dept : HR `: spaces around the first colon and at the ends are
 * dropped, so the same label is not stored twice with different spacing.
 */
export function normalizeLabel(text: string): string {
  const at = text.indexOf(":");
  if (at < 0) return text.trim();
  return `${text.slice(0, at).trim()}:${text.slice(at + 1).trim()}`;
}

export const labelTextSchema = z.string()
  .transform(normalizeLabel)
  .superRefine((label, ctx) => {
    const at = label.indexOf(":");
    if (label === "") ctx.addIssue({ code: "custom", message: "Label is required." });
    else if (at < 0) ctx.addIssue({ code: "custom", message: LABEL_FORMAT_MESSAGE });
    else if (at === 0) {
      ctx.addIssue({
        code: "custom",
        message: "The label needs a prefix before the colon, e.g. Dept:HR.",
      });
    } else if (at === label.length - 1) {
      ctx.addIssue({
        code: "custom",
        message: "The label needs a value after the colon, e.g. Dept:HR.",
      });
    } else if (/\s/.test(label[0])) {
      ctx.addIssue({ code: "custom", message: LABEL_FORMAT_MESSAGE });
    } else if (label.length > LABEL_MAX_LENGTH) {
      ctx.addIssue({
        code: "custom",
        message: `A label must be at most ${LABEL_MAX_LENGTH} characters.`,
      });
    }
  });

export const createLabelSchema = z.strictObject({ label: labelTextSchema });

export const updateLabelSchema = z.strictObject({
  id: z.number().int().positive("Id must be a positive number."),
  label: labelTextSchema,
});

export type CreateLabelInput = z.output<typeof createLabelSchema>;
export type UpdateLabelInput = z.output<typeof updateLabelSchema>;
