/**
 * SQL literals for generated scripts (supabase/seed.sql), where values cannot travel as
 * bind parameters. Strings are quoted the way PostgreSQL's quote_literal() does it: single
 * quotes doubled, and a string holding a backslash written as E'...' with the backslash
 * doubled, so the text reads back unchanged whatever standard_conforming_strings is.
 */

/** SQL text built by the helpers below. Not exported: only they make one, always quoted. */
class SqlFragment {
  constructor(readonly sql: string) {}
}
export type { SqlFragment };

export type SqlValue = string | number | boolean | null | SqlFragment;

export function quoteText(value: string): string {
  if (value.includes("\0")) throw new Error("SQL text cannot hold a NUL character");
  if (!value.isWellFormed()) throw new Error("SQL text must be well-formed Unicode");
  const quoted = value.replaceAll("'", "''");
  return value.includes("\\") ? `E'${quoted.replaceAll("\\", "\\\\")}'` : `'${quoted}'`;
}

/** One value as a SQL literal: text quoted, integers and booleans as keywords, null. */
export function literal(value: SqlValue): string {
  if (value === null) return "null";
  if (value instanceof SqlFragment) return value.sql;
  switch (typeof value) {
    case "string":
      return quoteText(value);
    case "boolean":
      return value ? "true" : "false";
    case "number":
      // Only integers: a float's decimal form may not read back as the same value.
      if (!Number.isSafeInteger(value)) throw new Error(`not a safe integer: ${value}`);
      return String(value);
  }
  throw new Error(`no SQL literal for ${typeof value}`);
}

/** A jsonb literal of a JSON-serialisable value. */
export function jsonb(value: unknown): SqlFragment {
  const text = JSON.stringify(value);
  if (text === undefined) throw new Error("value is not JSON-serialisable");
  return new SqlFragment(`${quoteText(text)}::jsonb`);
}

/** A date literal of a calendar day written YYYY-MM-DD. */
export function date(day: string): SqlFragment {
  const parsed = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || parsed.toISOString().slice(0, 10) !== day) {
    throw new Error(`not a calendar day: ${day}`);
  }
  return new SqlFragment(`${quoteText(day)}::date`);
}

/** Rows of a VALUES list, one per line; every row must have the same width. */
export function valuesRows(rows: SqlValue[][], indent = "  "): string {
  if (rows.length === 0) throw new Error("a VALUES list needs at least one row");
  const width = rows[0].length;
  return rows.map((row) => {
    if (row.length !== width || width === 0) {
      throw new Error(`VALUES rows must all have ${width} values, got ${row.length}`);
    }
    return `${indent}(${row.map(literal).join(", ")})`;
  }).join(",\n");
}
