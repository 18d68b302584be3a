/**
 * What a process record may hold (docs/product.md#processes), shared by the API (the authority)
 * and the web app's forms so both say the same thing. The frequency fields are passed
 * through untouched here: process-frequency.ts judges them with the frequency module.
 * Pure.
 */
import { UNFINISHED_RULES } from "../tasks/late.ts";
import { z } from "zod";
import { isIsoDate, isOutOfRangeDate, outOfRangeMessage } from "../dates/calendar.ts";

/** Explicit nulls from GraphQL mean "not given" for fields that cannot be empty. */
const absentIfNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null ? undefined : value), schema);

export const processHandleSchema = z.string()
  .trim()
  .min(1, "Handle is required.")
  .max(64, "Handle must be at most 64 characters.")
  .regex(/^\S+$/, "Handle cannot contain spaces.");

export const processNameSchema = z.string()
  .trim()
  .min(1, "Name is required.")
  .max(200, "Name must be at most 200 characters.");

export const processDescriptionSchema = z.string().max(
  4000,
  "Description must be at most 4000 characters.",
);

/**
 * Document links are opened from the process page, so only web addresses are taken:
 * `javascript:`, `file:` and the like would run or reach things they should not.
 */
export function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export const DOC_URL_MESSAGE =
  "A document link must be an http:// or https:// address, e.g. https://example.com/guide.";

export const docInputSchema = z.strictObject({
  /** An existing document of this process to keep (and rename or re-link). */
  id: absentIfNull(z.number().int().positive("Document ids are positive numbers.").optional()),
  name: z.string().trim().min(1, "A document needs a name.").max(
    200,
    "A document name must be at most 200 characters.",
  ),
  value: z.string().trim().max(2000, "A document link must be at most 2000 characters.")
    .refine(isHttpUrl, DOC_URL_MESSAGE),
});

const idList = (what: string) =>
  z.array(z.number().int().positive(`${what} ids are positive numbers.`))
    .max(1000, `At most 1000 ${what.toLowerCase()}s.`);

const idSchema = z.number().int().positive("Id must be a positive number.");

export const scheduledFromSchema = z.string().trim().refine(
  (v) => !isOutOfRangeDate(v),
  { error: (issue) => `${outOfRangeMessage("scheduledFrom", String(issue.input))}.`, abort: true },
).refine(isIsoDate, "scheduledFrom must be a real date written YYYY-MM-DD.");

/** Shared by create and update; everything optional here, create adds its defaults. */
const processFields = {
  processHandle: absentIfNull(processHandleSchema.optional()),
  description: absentIfNull(processDescriptionSchema.optional()),
  // null clears the category or the owning role on update.
  categoryId: idSchema.nullish(),
  roleId: idSchema.nullish(),
  labelIds: absentIfNull(idList("Label").optional()),
  assignedRoleIds: absentIfNull(idList("Role").optional()),
  docs: absentIfNull(z.array(docInputSchema).max(100, "At most 100 documents.").optional()),
  frequencyType: absentIfNull(z.unknown().optional()),
  frequency: absentIfNull(z.unknown().optional()),
  compactFrequency: absentIfNull(z.unknown().optional()),
  scheduledFrom: absentIfNull(scheduledFromSchema.optional()),
  unfinishedRule: absentIfNull(z.enum(UNFINISHED_RULES).optional()),
};

export const createProcessSchema = z.strictObject({
  ...processFields,
  name: processNameSchema,
});

/** updateProcess: only the fields given change. */
export const updateProcessSchema = z.strictObject({
  ...processFields,
  id: idSchema,
  name: absentIfNull(processNameSchema.optional()),
});

export type CreateProcessInput = z.output<typeof createProcessSchema>;
export type UpdateProcessInput = z.output<typeof updateProcessSchema>;
export type DocInput = z.output<typeof docInputSchema>;
