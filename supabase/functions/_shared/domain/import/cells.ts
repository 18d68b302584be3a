/**
 * How one cell of an import file is read (and written back by exports): lists, document
 * links, booleans. The values themselves are judged by the forms' zod schemas in the
 * *-lines.ts modules; this only turns text into the shapes those schemas take. Pure.
 */
import type { z } from "zod";

/** A refused value: the line, the column and the reason, as the import result shows it. */
export interface LineError {
  line: number;
  field: string;
  message: string;
}

export type LineResult<T> = { ok: true; value: T } | { ok: false; errors: LineError[] };

const TRUE_WORDS = new Set(["true", "yes", "1"]);
const FALSE_WORDS = new Set(["false", "no", "0"]);

/** true/false, yes/no, 1/0 in any letter case; empty is "not given" (undefined). */
export function parseBooleanCell(text: string): boolean | undefined | null {
  const word = text.trim().toLowerCase();
  if (word === "") return undefined;
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return null;
}

export function booleanMessage(column: string, text: string): string {
  return `${column} must be true or false (yes/no and 1/0 are read too), not "${text.trim()}".`;
}

/**
 * A `;`-separated list, items trimmed, empty items dropped, repeats (in any letter case,
 * as handles and labels compare) kept once.
 */
export function parseListCell(text: string): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const raw of text.split(";")) {
    const item = raw.trim();
    const key = item.toLowerCase();
    if (item === "" || seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}

export function formatListCell(items: readonly string[]): string {
  return items.join(";");
}

/**
 * `name|url;name|url`. A name ends at its first `|`. A URL may hold `;` (`;jsessionid=`):
 * a piece without a `|` continues the previous link. Returned as the document input of
 * the process form (`{ name, value }`), which judges names and addresses.
 */
export function parseDocsCell(text: string): { docs: { name: string; value: string }[] } | {
  error: string;
} {
  const docs: { name: string; value: string }[] = [];
  for (const piece of text.split(";")) {
    if (piece.trim() === "") continue;
    const bar = piece.indexOf("|");
    const last = docs[docs.length - 1];
    if (bar < 0 && last) {
      last.value += `;${piece}`;
    } else if (bar < 0) {
      return { error: `Document "${piece.trim()}" needs a link: write name|https://…` };
    } else {
      docs.push({ name: piece.slice(0, bar), value: piece.slice(bar + 1) });
    }
  }
  for (const doc of docs) doc.value = doc.value.trim();
  return { docs };
}

export function formatDocsCell(docs: readonly { name: string; value: string }[]): string {
  return docs.map((d) => `${d.name}|${d.value}`).join(";");
}

export function formatBooleanCell(value: boolean): string {
  return value ? "true" : "false";
}

/**
 * The errors of a failed zod parse, each against the column it concerns; `fieldOf`
 * maps the schema's field names (roleIds, compactFrequency…) to the file's columns.
 */
export function issuesToErrors(
  line: number,
  error: z.ZodError,
  fieldOf: (path: PropertyKey[]) => string,
): LineError[] {
  // One reason per column is enough ("Handle is required" says it; not also "no spaces").
  const seen = new Set<string>();
  const errors: LineError[] = [];
  for (const issue of error.issues) {
    const field = fieldOf(issue.path);
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ line, field, message: issue.message });
  }
  return errors;
}

/**
 * Each item of a list cell judged by a form's schema (a role handle, a label): the
 * parsed items, and an error per refused item naming it.
 */
export function eachItem<T>(
  items: readonly string[],
  schema: z.ZodType<T>,
  line: number,
  field: string,
  errors: LineError[],
): T[] {
  const values: T[] = [];
  for (const item of items) {
    const parsed = schema.safeParse(item);
    if (parsed.success) values.push(parsed.data);
    else errors.push({ line, field, message: `"${item}": ${parsed.error.issues[0]?.message}` });
  }
  return values;
}

/** A reference cell that may be empty (null) or hold one value judged by `schema`. */
export function optionalItem(
  text: string,
  schema: z.ZodType<string>,
  line: number,
  field: string,
  errors: LineError[],
): string | null | undefined {
  const item = text.trim();
  return item === "" ? null : eachItem([item], schema, line, field, errors)[0];
}

/** Placeholder ids, so the form schemas' list limits judge a list of references. */
export function placeholderIds(items: readonly unknown[]): number[] {
  return items.map((_, i) => i + 1);
}

/** A line the reader already found malformed is refused as a whole (no field). */
export function malformed(record: { line: number; error?: string }): LineError[] | null {
  return record.error ? [{ line: record.line, field: "", message: record.error }] : null;
}
