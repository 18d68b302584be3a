/**
 * The processes import format, one field a column (fields.ts), judged by the process
 * form's schema (createProcessSchema) and frequency rules (resolveFrequency). Pure.
 *
 * References, as a person filling a spreadsheet would write them:
 * - `assignedRoles`, `owningRole`: role handles (stored roles; checked in file-checks.ts);
 * - `labels`: label texts `prefix:value`, normalised as the label form does; matched
 *   case-insensitively, a label not yet stored is one the import creates (labels are
 *   free tags, and file-checks.ts lists the new ones in the result's messages);
 * - `category`: the category's prefix (a category has no other name), matched
 *   case-insensitively; an unknown one refuses the line (it decides handles, so a typo
 *   must not quietly make a new one).
 * - `processHandle` is required: the import matches on it, so it is never generated
 *   from the category as the form does for a new process.
 * A field is undefined when its column is absent or its cell blank (fields.ts readLine):
 * a stored process keeps it, a new one gets the form's default (as needed, no category,
 * no lists, `scheduledFrom` the day it is created, `unfinishedRule` StaysLate). A cleared cell (`#clear`, or a blank
 * one when the file's blank cells clear) makes the frequency as needed and empties the
 * category, owning role, lists and docs.
 */
import { categoryPrefixSchema } from "../categories/category-input.ts";
import type { FrequencyType } from "../frequency/types.ts";
import { labelTextSchema } from "../labels/label-input.ts";
import { createProcessSchema, type DocInput } from "../processes/process-input.ts";
import { resolveFrequency, type StoredFrequency } from "../processes/process-frequency.ts";
import { roleHandleSchema } from "../roles/role-input.ts";
import { formatDocsCell, parseDocsCell } from "./cells.ts";
import { UNFINISHED_RULES } from "../tasks/late.ts";
import {
  choiceField,
  dateField,
  handleAndName,
  listField,
  referenceField,
  textField,
} from "./field-kinds.ts";
import { csvEntity, type CsvField, type LineOf } from "./fields.ts";

function uniqueIgnoringCase(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
}

type Doc = { name: string; value: string };

export function sameDocs(a: readonly Doc[], b: readonly Doc[]): boolean {
  return a.length === b.length &&
    a.every((d, i) => d.name === b[i]!.name && d.value === b[i]!.value);
}

/** The compact form of the frequency module; the stored row keeps its type beside it. */
const frequencyField: CsvField<"frequency", StoredFrequency> = {
  column: "frequency",
  note: "compact form such as *:1,15 or W2:Mon@2026-01-05; empty = as needed",
  input: "compactFrequency",
  read(cell, at) {
    const resolved = resolveFrequency({ compactFrequency: cell });
    if (resolved?.ok) return { value: resolved.value };
    if (resolved) {
      at.errors.push({ line: at.line, field: at.field, message: resolved.issue.message });
    }
    return undefined;
  },
  write: (frequency) => frequency.compactFrequency,
  // The stored row keeps the type and compact form (stored-rows.ts), all the cell shows.
  stored: (row) => ({
    frequencyType: row.frequencyType as FrequencyType,
    frequency: null,
    compactFrequency: String(row.compactFrequency ?? ""),
    hasDates: false,
  }),
  changes: (given, stored) =>
    given.frequencyType !== stored.frequencyType ||
    given.compactFrequency !== stored.compactFrequency,
  exported: (p: {
    frequencyType: FrequencyType;
    frequency: StoredFrequency["frequency"];
    compactFrequency: string;
    hasNoDates: boolean;
  }) => ({
    frequencyType: p.frequencyType,
    frequency: p.frequency,
    compactFrequency: p.compactFrequency,
    hasDates: p.frequencyType === "Scheduled" && !p.hasNoDates,
  }),
};

/** `name|url;name|url`, replaced as a whole (only when it differs: kept docs keep their ids). */
const docsField: CsvField<"docs", DocInput[]> = {
  column: "docs",
  note: "name|https://address, separated by ;",
  read(cell, at) {
    const docs = parseDocsCell(cell);
    if (!("error" in docs)) return { input: docs.docs };
    at.errors.push({ line: at.line, field: at.field, message: docs.error });
    return undefined;
  },
  write: formatDocsCell,
  changes: (given, stored) => !sameDocs(given, stored.docs as Doc[]),
  exported: (p: { docs: readonly Doc[] }) => p.docs.map((d) => ({ name: d.name, value: d.value })),
};

export const PROCESSES = csvEntity(
  "processes",
  createProcessSchema,
  handleAndName("processHandle", "process", "process_handle"),
  [
    textField("description", "", { table: { column: "description", type: "text", default: "" } }),
    referenceField("category", "a category prefix", categoryPrefixSchema, {
      input: "categoryId",
      exported: (p: { cat?: { prefix: string } | null }) => p.cat?.prefix ?? null,
    }),
    listField("labels", "labels such as Dept:HR separated by ;", labelTextSchema, {
      input: "labelIds",
      unique: uniqueIgnoringCase,
      exported: (p: { labels: readonly { label: string }[] }) => p.labels.map((l) => l.label),
    }),
    listField("assignedRoles", "role handles separated by ;", roleHandleSchema, {
      input: "assignedRoleIds",
      exported: (p: { assignedRoles: readonly { roleHandle: string }[] }) =>
        p.assignedRoles.map((r) => r.roleHandle),
    }),
    referenceField("owningRole", "a role handle", roleHandleSchema, {
      input: "roleId",
      exported: (p: { role?: { roleHandle: string } | null }) => p.role?.roleHandle ?? null,
    }),
    frequencyField,
    dateField("scheduledFrom", "a date, YYYY-MM-DD", {
      table: { column: "scheduled_from", type: "date" },
    }),
    docsField,
    // docs/task-engine.md#missed-occurrences; a new process without it stays late.
    choiceField("unfinishedRule", "StaysLate or Lapses (undone work is missed)", UNFINISHED_RULES, {
      table: { column: "unfinished_rule", type: "text", default: "StaysLate" },
    }),
  ],
);

export type ProcessLine = LineOf<typeof PROCESSES>;
export const readProcessLine = PROCESSES.readLine;
export const processCells = PROCESSES.cells;
