/**
 * The import result (docs/csv.md#import): created, updated, errors and messages, each a list of
 * line, message and record (the line's cells by column). Line 0 stands for the file as
 * a whole (too large, too many lines, empty). Pure.
 */
import type { LineError } from "./cells.ts";
import type { FieldChange } from "./fields.ts";

export type ImportRecord = Readonly<Record<string, string>>;

export interface ImportResultEntry {
  line: number;
  message: string;
  record: ImportRecord | null;
  /** An updated line's changed fields, stored value → new value. */
  changes?: FieldChange[];
  /** An updated line's warnings: it ends a sign-in or takes roles away. */
  warnings?: string[];
}

export interface ImportResult {
  created: ImportResultEntry[];
  updated: ImportResultEntry[];
  errors: ImportResultEntry[];
  messages: ImportResultEntry[];
}

/**
 * What a finished job records of its result: the counts, not the entries. Nothing reads
 * the entries back (the caller got them), and writing 10,000 of them took about a second
 * of the apply transaction on the embedded database.
 */
export function resultCounts(result: ImportResult): Record<keyof ImportResult, number> {
  return {
    created: result.created.length,
    updated: result.updated.length,
    errors: result.errors.length,
    messages: result.messages.length,
  };
}

export function emptyImportResult(): ImportResult {
  return { created: [], updated: [], errors: [], messages: [] };
}

/** A refused file: one error, nothing created or updated. */
export function fileErrorResult(error: { line: number; error: string }): ImportResult {
  return {
    ...emptyImportResult(),
    errors: [{ line: error.line, message: error.error, record: null }],
  };
}

/** `field: reason`, or the reason alone when it concerns the whole line. */
export function lineErrorMessage(error: LineError): string {
  return error.field === "" ? error.message : `${error.field}: ${error.message}`;
}

/** One entry per error, in line order (stable within a line). */
export function errorEntries(
  errors: readonly LineError[],
  recordOf: (line: number) => ImportRecord | null,
): ImportResultEntry[] {
  return [...errors].sort((a, b) => a.line - b.line).map((error) => ({
    line: error.line,
    message: lineErrorMessage(error),
    record: recordOf(error.line),
  }));
}

export function messageEntries(
  messages: readonly { line: number; message: string }[],
): ImportResultEntry[] {
  return [...messages].sort((a, b) => a.line - b.line)
    .map((m) => ({ line: m.line, message: m.message, record: null }));
}

/** An entry for a created or updated line (an updated one with its changes and warnings). */
export function appliedEntry(
  line: number,
  message: string,
  record: ImportRecord,
  preview?: { changes: FieldChange[]; warnings: string[] },
): ImportResultEntry {
  return preview ? { line, message, record, ...preview } : { line, message, record };
}
