/**
 * The kinds of import column (fields.ts): plain text, a choice, a yes/no flag, a date, a
 * reference to one record by handle and a `;` list of them. Each says how its cell is
 * read, written back and compared with the stored value; the form schema judges the
 * rest. References compare case-insensitively, as the database matches them, so
 * re-importing an export changes nothing. Pure.
 */
import type { z } from "zod";
import {
  booleanMessage,
  eachItem,
  formatBooleanCell,
  formatListCell,
  optionalItem,
  parseBooleanCell,
  parseListCell,
  placeholderIds,
} from "./cells.ts";
import type { CsvField, TableColumn } from "./fields.ts";

interface Options {
  /** The form schema's field (default: the column). */
  input?: string;
  table?: TableColumn;
}

const text = (value: string | null | undefined) => value ?? "";

/** A `string` column (`string | null` when an empty cell clears it): the cell as written. */
export function textField<C extends string, V extends string | null = string>(
  column: C,
  note: string,
  options: Options = {},
): CsvField<C, V> {
  return {
    column,
    note,
    ...options,
    read: (cell) => ({ input: cell }),
    write: (value) => text(value),
  };
}

/** One of a few words, in any letter case; an empty cell is not given. */
export function choiceField<C extends string, V extends string>(
  column: C,
  note: string,
  choices: readonly V[],
  options: Options = {},
): CsvField<C, V> {
  return {
    column,
    note,
    ...options,
    read(cell) {
      const word = cell.trim();
      if (word === "") return undefined;
      // `admin` is read as Admin: letter case is not worth refusing a line for.
      return { input: choices.find((c) => c.toLowerCase() === word.toLowerCase()) ?? word };
    },
    write: (value) => value,
  };
}

/** true/false, yes/no or 1/0 in any letter case; an empty cell is not given. */
export function flagField<C extends string>(
  column: C,
  note: string,
  options: Options = {},
): CsvField<C, boolean> {
  return {
    column,
    note,
    ...options,
    read(cell, at) {
      const flag = parseBooleanCell(cell);
      if (flag === null) {
        at.errors.push({ line: at.line, field: at.field, message: booleanMessage(at.field, cell) });
      }
      return flag === null || flag === undefined ? undefined : { input: flag };
    },
    write: formatBooleanCell,
  };
}

/** A date written YYYY-MM-DD; an empty cell is not given. */
export function dateField<C extends string>(
  column: C,
  note: string,
  options: Options = {},
): CsvField<C, string> {
  return {
    column,
    note,
    ...options,
    read: (cell) => (cell.trim() ? { input: cell } : undefined),
    write: (value) => value,
  };
}

export function sameRef(a: unknown, b: unknown): boolean {
  return String(a ?? "").toLowerCase() === String(b ?? "").toLowerCase();
}

export function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a.map((x) => x.toLowerCase()));
  const right = new Set(b.map((x) => x.toLowerCase()));
  return left.size === right.size && [...left].every((x) => right.has(x));
}

/**
 * One record by its handle (or prefix), judged by `item`; an empty cell clears it. The
 * form schema judges a placeholder id in `input`; whether the handle exists is a file
 * check (file-checks.ts).
 */
export function referenceField<C extends string>(
  column: C,
  note: string,
  item: z.ZodType<string>,
  input: string,
): CsvField<C, string | null> {
  return {
    column,
    note,
    input,
    read(cell, at) {
      const value = optionalItem(cell, item, at.line, at.field, at.errors);
      return { input: value ? 1 : null, value };
    },
    write: (value) => text(value),
    changes: (given, stored) => !sameRef(given, stored[column]),
  };
}

/**
 * A `;` list of handles or texts, each judged by `item` and kept once (in any letter
 * case); an empty cell is an empty list. `unique` removes repeats that only appear once
 * `item` has normalised them.
 */
export function listField<C extends string>(
  column: C,
  note: string,
  item: z.ZodType<string>,
  input: string,
  unique: (items: string[]) => string[] = (items) => items,
): CsvField<C, string[]> {
  return {
    column,
    note,
    input,
    read(cell, at) {
      const value = unique(eachItem(parseListCell(cell), item, at.line, at.field, at.errors));
      return { input: placeholderIds(value), value };
    },
    write: formatListCell,
    changes: (given, stored) => !sameSet(given, stored[column] as string[]),
  };
}
