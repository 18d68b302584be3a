/**
 * What every paged list shares (docs/api.md#paging-and-sorting: sortBy, isDesc, offset, limit → `{
 * nodes, totalCount }`): one ORDER BY built from a fixed map, with the id as tie-breaker so that
 * pages never overlap or skip a row, and the page and its total read through one WHERE.
 */
import type postgres from "postgres";
import type { Fragment, SqlTag } from "./sql-types.ts";

export interface SortArgs<K extends string> {
  sortBy: K;
  isDesc: boolean;
}

export interface PageArgs {
  offset: number;
  limit: number;
}

/**
 * `<expression> <direction>[ nulls last], <idColumn> <direction>`. The expressions are the
 * list's own constants (its sort map), never request text: `sortBy` only picks one, and
 * the API's zod schema has already refused a key that is not in the map.
 */
export function sortOrder<K extends string>(
  sql: SqlTag,
  columns: Readonly<Record<K, string>>,
  args: SortArgs<K>,
  idColumn: string,
  options: { nullsLast?: boolean } = {},
): Fragment {
  const expression = columns[args.sortBy];
  if (expression === undefined) throw new Error(`No sort expression for "${args.sortBy}"`);
  const direction = args.isDesc ? "desc" : "asc";
  const nulls = options.nullsLast ? " nulls last" : "";
  return sql.unsafe(`${expression} ${direction}${nulls}, ${idColumn} ${direction}`);
}

/** One page of `select <columns> from <from> where <where> order by <order>` and the total. */
export async function selectPage(
  sql: SqlTag,
  query: { columns: Fragment; from: Fragment; where: Fragment; order: Fragment },
  page: PageArgs,
): Promise<{ rows: postgres.Row[]; totalCount: number }> {
  const { columns, from, where, order } = query;
  const [rows, [count]] = await Promise.all([
    sql`select ${columns} from ${from} where ${where}
        order by ${order} limit ${page.limit} offset ${page.offset}`,
    sql`select count(*)::int as total from ${from} where ${where}`,
  ]);
  return { rows, totalCount: Number(count!.total) };
}
