import { z } from "zod";
import { isIsoDate } from "@shared/dates/calendar.ts";
import {
  DOC_URL_MESSAGE,
  isHttpUrl,
  processDescriptionSchema,
  processHandleSchema,
  processNameSchema,
} from "@shared/processes/process-input.ts";
import type { CreateProcessInput, Process, UnfinishedRule } from "../api/process-fields";
import {
  draftFromFrequency,
  draftIssues,
  resolveDraft,
  type FrequencyDraft,
} from "./frequency-editor/frequency-draft";

/** Same words as the API's document checks (shared), so the form refuses what it would. */
export const docRowSchema = z.object({
  id: z.number().int().positive().optional(),
  name: z
    .string()
    .trim()
    .min(1, "A document needs a name.")
    .max(200, "A document name must be at most 200 characters."),
  value: z
    .string()
    .trim()
    .min(1, "A document needs a link.")
    .max(2000, "A document link must be at most 2000 characters.")
    .refine(isHttpUrl, DOC_URL_MESSAGE),
});

const frequencyDraftSchema = z.custom<FrequencyDraft>().superRefine((draft, ctx) => {
  // The editor shows each problem beside its field; this only stops the submit.
  if (draftIssues(draft).length > 0) {
    ctx.addIssue({ code: "custom", message: "Fix the frequency before saving." });
  }
});

/** What an unfinished occurrence becomes once a later one is past due (docs/task-engine.md#missed-occurrences). */
export const UNFINISHED_RULES = ["StaysLate", "Lapses"] as const satisfies UnfinishedRule[];

/** The rule in a few words, for the form's select and the process page. */
export const UNFINISHED_RULE_TEXT: Record<UnfinishedRule, { label: string; explain: string }> = {
  StaysLate: {
    label: "Stays late",
    explain: "Undone work stays late until someone does it.",
  },
  Lapses: {
    label: "Lapses (missed)",
    explain:
      "Only the latest undone occurrence is late; older undone ones count as missed, not late.",
  },
};

export function processFormSchema(mode: "create" | "edit") {
  return z
    .object({
      processHandle: z.string(),
      name: processNameSchema,
      description: processDescriptionSchema,
      categoryId: z.number().int().positive().nullable(),
      labelIds: z.array(z.number().int().positive()),
      assignedRoleIds: z.array(z.number().int().positive()),
      roleId: z.number().int().positive().nullable(),
      docs: z.array(docRowSchema).max(100, "At most 100 documents."),
      scheduledFrom: z.string().refine(isIsoDate, "Choose the first day tasks may fall on."),
      unfinishedRule: z.enum(UNFINISHED_RULES, "Choose what undone work becomes."),
      schedule: frequencyDraftSchema,
    })
    .superRefine((values, ctx) => {
      // A new process in a category may leave the handle to the category (docs/product.md#labels-categories-and-handles).
      if (values.processHandle.trim() === "" && mode === "create" && values.categoryId !== null) {
        return;
      }
      const handle = processHandleSchema.safeParse(values.processHandle);
      if (!handle.success) {
        const message =
          values.processHandle.trim() === "" && mode === "create"
            ? "Handle is required unless a category is chosen."
            : (handle.error.issues[0]?.message ?? "Handle is not valid.");
        ctx.addIssue({ code: "custom", path: ["processHandle"], message });
      }
    });
}

export type ProcessFormSchema = ReturnType<typeof processFormSchema>;
export type ProcessFormInput = z.input<ProcessFormSchema>;
export type ProcessFormValues = z.output<ProcessFormSchema>;

export function processFormDefaults(process: Process | undefined, today: string): ProcessFormInput {
  return {
    processHandle: process?.processHandle ?? "",
    name: process?.name ?? "",
    description: process?.description ?? "",
    categoryId: process?.categoryId ?? null,
    labelIds: process?.labelIds ?? [],
    assignedRoleIds: process?.assignedRoleIds ?? [],
    roleId: process?.roleId ?? null,
    docs: process?.docs.map((doc) => ({ id: doc.id, name: doc.name, value: doc.value })) ?? [],
    scheduledFrom: process?.scheduledFrom ?? today,
    unfinishedRule: process?.unfinishedRule ?? "StaysLate",
    schedule: draftFromFrequency(
      process?.frequencyType === "Scheduled" ? "Scheduled" : "AsNeeded",
      process?.frequency ?? null,
      today,
    ),
  };
}

const FORM_FIELDS = [
  "processHandle",
  "name",
  "description",
  "categoryId",
  "labelIds",
  "assignedRoleIds",
  "roleId",
  "docs",
  "scheduledFrom",
  "unfinishedRule",
] as const;
export type ProcessFormField = (typeof FORM_FIELDS)[number] | "schedule";

/** Which form field an API error (`extensions.field`) belongs beside. */
export function formFieldOf(apiField: string): ProcessFormField | null {
  if (["frequency", "frequencyType", "compactFrequency"].includes(apiField)) return "schedule";
  const head = apiField.split(/[.[]/)[0] ?? "";
  return (FORM_FIELDS as readonly string[]).includes(head) ? (head as ProcessFormField) : null;
}

/** Form values → API input: all fields, so an update replaces the lists as shown. */
export function toProcessInput(values: ProcessFormValues): CreateProcessInput {
  const resolved = resolveDraft(values.schedule);
  if (!resolved.ok) throw new Error("The frequency is not valid.");
  const handle = values.processHandle.trim();
  return {
    ...(handle ? { processHandle: handle } : {}),
    name: values.name,
    description: values.description,
    categoryId: values.categoryId,
    labelIds: values.labelIds,
    assignedRoleIds: values.assignedRoleIds,
    roleId: values.roleId,
    docs: values.docs.map((doc) => ({
      ...(doc.id ? { id: doc.id } : {}),
      name: doc.name,
      value: doc.value,
    })),
    frequencyType: resolved.frequencyType,
    frequency: resolved.frequency,
    compactFrequency: resolved.compact,
    scheduledFrom: values.scheduledFrom,
    unfinishedRule: values.unfinishedRule,
  };
}
