/** Statement builders for generated SQL scripts; every value goes through sql-literal.ts. */
import { type SqlValue, valuesRows } from "./sql-literal.ts";

export interface InsertFromValues {
  comment: string;
  table: string;
  columns: string[];
  select: string[];
  /** Names of the VALUES columns, read as v.<name>. */
  values: string[];
  rows: SqlValue[][];
  joins?: string[];
}

/**
 * `<preamble> insert into app.<table> (...) select ... from org cross join (values ...) as
 * v(...) <joins>`: the preamble defines `org` (a CTE of zero or one organisation), so the
 * statement inserts nothing when there is no organisation to seed.
 */
export function insertFromValues(preamble: string, s: InsertFromValues): string {
  return [
    `-- ${s.comment}`,
    preamble,
    wrap(`insert into app.${s.table} (`, s.columns, ")"),
    wrap("select ", s.select, ""),
    "from org",
    "cross join (values",
    valuesRows(s.rows),
    `) as v(${s.values.join(", ")})`,
    ...(s.joins ?? []),
  ].join("\n");
}

/** A comma-separated list after `head`, wrapped before 100 columns with a 2-space indent. */
function wrap(head: string, items: string[], tail: string): string {
  const lines = [head];
  items.forEach((item, i) => {
    const piece = item + (i < items.length - 1 ? "," : tail);
    const last = lines.length - 1;
    const joined = lines[last].endsWith("(") || lines[last] === head
      ? lines[last] + piece
      : `${lines[last]} ${piece}`;
    if (joined.length <= 100 || lines[last].trim() === "") lines[last] = joined;
    else lines.push(`  ${piece}`);
  });
  return lines.join("\n");
}
