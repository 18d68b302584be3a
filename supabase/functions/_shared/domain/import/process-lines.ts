/**
 * One line of a processes file → a process to create or update, judged by the process
 * form's schema (createProcessSchema) and frequency rules (resolveFrequency), or the
 * line's errors. Pure.
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
 * A field is undefined when its column is absent; `scheduledFrom` also when its cell is
 * empty (a new process then starts the day it is created). An empty frequency cell
 * means as needed; empty category, owning role, lists and docs clear them.
 */
import { categoryPrefixSchema } from "../categories/category-input.ts";
import { labelTextSchema } from "../labels/label-input.ts";
import { createProcessSchema, type DocInput } from "../processes/process-input.ts";
import { resolveFrequency, type StoredFrequency } from "../processes/process-frequency.ts";
import { roleHandleSchema } from "../roles/role-input.ts";
import {
  eachItem,
  issuesToErrors,
  type LineError,
  type LineResult,
  malformed,
  optionalItem,
  parseDocsCell,
  parseListCell,
  placeholderIds,
} from "./cells.ts";
import type { CsvRecord } from "./read-csv.ts";

export interface ProcessLine {
  line: number;
  processHandle: string;
  name: string;
  description?: string;
  /** The category's prefix; null clears it. */
  category?: string | null;
  /** Label texts, normalised, each once. */
  labels?: string[];
  /** Role handles, each once. */
  assignedRoles?: string[];
  /** A role handle; null clears it. */
  owningRole?: string | null;
  frequency?: StoredFrequency;
  scheduledFrom?: string;
  docs?: DocInput[];
}

const FIELD_OF_SCHEMA: Record<string, string> = {
  categoryId: "category",
  roleId: "owningRole",
  labelIds: "labels",
  assignedRoleIds: "assignedRoles",
  compactFrequency: "frequency",
};

function uniqueIgnoringCase(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
}

export function readProcessLine(record: CsvRecord): LineResult<ProcessLine> {
  const broken = malformed(record);
  if (broken) return { ok: false, errors: broken };
  const { line, values } = record;
  const errors: LineError[] = [];
  const input: Record<string, unknown> = {
    processHandle: values.processHandle ?? "",
    name: values.name ?? "",
  };
  const value: Partial<ProcessLine> = {};
  if (values.description !== undefined) input.description = values.description;
  if (values.category !== undefined) {
    value.category = optionalItem(values.category, categoryPrefixSchema, line, "category", errors);
    input.categoryId = value.category ? 1 : null;
  }
  if (values.owningRole !== undefined) {
    value.owningRole = optionalItem(
      values.owningRole,
      roleHandleSchema,
      line,
      "owningRole",
      errors,
    );
    input.roleId = value.owningRole ? 1 : null;
  }
  if (values.labels !== undefined) {
    const labels = eachItem(parseListCell(values.labels), labelTextSchema, line, "labels", errors);
    value.labels = uniqueIgnoringCase(labels);
    input.labelIds = placeholderIds(value.labels);
  }
  if (values.assignedRoles !== undefined) {
    const list = parseListCell(values.assignedRoles);
    value.assignedRoles = eachItem(list, roleHandleSchema, line, "assignedRoles", errors);
    input.assignedRoleIds = placeholderIds(value.assignedRoles);
  }
  if (values.frequency !== undefined) {
    const resolved = resolveFrequency({ compactFrequency: values.frequency });
    if (resolved?.ok) value.frequency = resolved.value;
    else if (resolved) errors.push({ line, field: "frequency", message: resolved.issue.message });
  }
  if (values.scheduledFrom?.trim()) input.scheduledFrom = values.scheduledFrom;
  if (values.docs !== undefined) {
    const docs = parseDocsCell(values.docs);
    if ("error" in docs) errors.push({ line, field: "docs", message: docs.error });
    else input.docs = docs.docs;
  }
  const parsed = createProcessSchema.safeParse(input);
  if (!parsed.success) {
    errors.push(...issuesToErrors(line, parsed.error, (path) => {
      const field = String(path[0] ?? "");
      return FIELD_OF_SCHEMA[field] ?? field;
    }));
  }
  if (errors.length > 0 || !parsed.success) return { ok: false, errors };
  const process = parsed.data;
  const result: ProcessLine = {
    ...value,
    line,
    processHandle: process.processHandle ?? "",
    name: process.name,
  };
  if ("description" in input) result.description = process.description;
  if ("scheduledFrom" in input) result.scheduledFrom = process.scheduledFrom;
  if ("docs" in input) result.docs = process.docs;
  return { ok: true, value: result };
}
