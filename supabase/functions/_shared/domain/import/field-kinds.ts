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
import type { CsvField } from "./fields.ts";
import { holdingsAfter, holdingsChange, readHoldingItems } from "./holdings-cell.ts";

/** What a field says beyond its kind: its form field, table column and export. */
type Options<V> = Pick<CsvField<string, V>, "input" | "table" | "exported">;

type Kind<V> = Pick<CsvField<string, V>, "read" | "write" | "changes" | "after">;

function field<C extends string, V>(
  column: C,
  note: string,
  options: Options<V>,
  kind: Kind<V>,
): CsvField<C, V> {
  return { column, note, ...options, ...kind };
}

const text = (value: string | null | undefined) => value ?? "";

/** A `string` column (`string | null` when an empty cell clears it): the cell as written. */
export const textField = <C extends string, V extends string | null = string>(
  column: C,
  note: string,
  options: Options<V> = {},
) => field<C, V>(column, note, options, { read: (cell) => ({ input: cell }), write: text });

/** The handle records are matched on and their name: the two columns every file must have. */
export const handleAndName = <H extends string>(handle: H, noun: string, column: string) =>
  [
    textField(handle, `required; matches an existing ${noun} in any letter case`, {
      table: { column, type: "text" },
    }),
    textField("name", "required", { table: { column: "name", type: "text" } }),
  ] as const;

/** One of a few words, in any letter case; an empty cell is not given. */
export const choiceField = <C extends string, V extends string>(
  column: C,
  note: string,
  choices: readonly V[],
  options: Options<V> = {},
) =>
  field<C, V>(column, note, options, {
    read(cell) {
      const word = cell.trim().toLowerCase();
      // `admin` is read as Admin: letter case is not worth refusing a line for.
      return word
        ? { input: choices.find((c) => c.toLowerCase() === word) ?? cell.trim() }
        : undefined;
    },
    write: (value) => value,
  });

/** true/false, yes/no or 1/0 in any letter case; an empty cell is not given. */
export const flagField = <C extends string>(
  column: C,
  note: string,
  options: Options<boolean> = {},
) =>
  field<C, boolean>(column, note, options, {
    read(cell, at) {
      const flag = parseBooleanCell(cell);
      if (flag === null) {
        at.errors.push({ line: at.line, field: at.field, message: booleanMessage(at.field, cell) });
      }
      return flag === null || flag === undefined ? undefined : { input: flag };
    },
    write: formatBooleanCell,
  });

/** A date written YYYY-MM-DD; an empty cell is not given. */
export const dateField = <C extends string>(
  column: C,
  note: string,
  options: Options<string> = {},
) =>
  field<C, string>(column, note, options, {
    read: (cell) => (cell.trim() ? { input: cell } : undefined),
    write: (value) => value,
  });

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
 * form schema judges a placeholder id under `options.input`; whether the handle exists
 * is a file check (file-checks.ts).
 */
export const referenceField = <C extends string>(
  column: C,
  note: string,
  item: z.ZodType<string>,
  options: Options<string | null> & { input: string },
) =>
  field<C, string | null>(column, note, options, {
    read(cell, at) {
      const value = optionalItem(cell, item, at.line, at.field, at.errors);
      return { input: value ? 1 : null, value };
    },
    write: text,
    changes: (given, stored) => !sameRef(given, stored[column]),
  });

/**
 * A `;` list of handles or texts, each judged by `item` and kept once (in any letter
 * case); an empty cell is an empty list. `unique` removes repeats that only appear once
 * `item` has normalised them.
 */
export const listField = <C extends string>(
  column: C,
  note: string,
  item: z.ZodType<string>,
  { unique = (items) => items, ...options }: Options<string[]> & {
    input: string;
    unique?: (items: string[]) => string[];
  },
) =>
  field<C, string[]>(column, note, options, {
    read(cell, at) {
      const value = unique(eachItem(parseListCell(cell), item, at.line, at.field, at.errors));
      return { input: placeholderIds(value), value };
    },
    write: formatListCell,
    changes: (given, stored) => !sameSet(given, stored[column] as string[]),
  });

/**
 * A person's roles with the days their holdings started (holdings-cell.ts): a `;` list of
 * `HANDLE` or `HANDLE@YYYY-MM-DD`; an empty cell is no role. An item without a day keeps a
 * stored holding's start, so only a given day that differs is a change.
 */
export const holdingsField = <C extends string>(
  column: C,
  note: string,
  options: Options<string[]> & { input: string },
) =>
  field<C, string[]>(column, note, options, {
    read(cell, at) {
      const value = readHoldingItems(cell, at.line, at.field, at.errors);
      return { input: placeholderIds(value), value };
    },
    write: formatListCell,
    changes: (given, stored) => holdingsChange(given, stored[column] as string[]),
    after: (given, stored) => holdingsAfter(given, stored[column] as string[]),
  });
