/**
 * What every CSV export shares (docs/csv.md#export): the list is read page by page with the
 * list's own reader (its q, filters, sort and access), each page is written as CSV at
 * once (csv-write.ts neutralises formula cells), and only the text is kept, so an
 * export of 50,000 rows never holds 50,000 records. More rows than the cap is refused
 * before any page is written.
 */
import { type CsvRow, writeCsv } from "../../domain/import/csv-write.ts";
import { badInput } from "../../http/app-error.ts";
import type { RequestContext } from "../context.ts";
import { LIST_LIMIT } from "../paging-args.ts";

/** The most rows one export writes (docs/product.md#limits). */
export const EXPORT_ROW_LIMIT = 50_000;

/** How an export is bounded: the row cap (tests pass a low one). */
export interface ExportLimits {
  maxRows: number;
}

export const DEFAULT_EXPORT_LIMITS: ExportLimits = { maxRows: EXPORT_ROW_LIMIT };

/** One page of a list as its reader answers it. */
export type ReadPage<T> = (page: { offset: number; limit: number }) => Promise<{
  nodes: readonly T[];
  totalCount: number;
}>;

export function tooManyRows(count: number, maxRows: number): Error {
  return badInput(
    `This list has ${count.toLocaleString("en")} rows; an export holds at most ${
      maxRows.toLocaleString("en")
    }. Narrow it with a search or a filter, then export again.`,
  );
}

/**
 * The whole list as CSV under a header of `columns`, read `pageSize` rows at a time.
 * The list's total decides the cap (read with the first page); a list that grows
 * between pages still stops at the total first seen.
 */
export async function exportCsv<T>(options: {
  columns: readonly string[];
  readPage: ReadPage<T>;
  cells: (item: T) => CsvRow;
  limits?: ExportLimits;
  pageSize?: number;
}): Promise<string> {
  const { columns, readPage, cells } = options;
  const { maxRows } = options.limits ?? DEFAULT_EXPORT_LIMITS;
  const pageSize = options.pageSize ?? LIST_LIMIT;
  const chunks = [writeCsv(columns, [])];
  let offset = 0;
  let total = Infinity;
  while (offset < total) {
    const page = await readPage({ offset, limit: pageSize });
    if (offset === 0) {
      if (page.totalCount > maxRows) throw tooManyRows(page.totalCount, maxRows);
      total = page.totalCount;
    }
    const nodes = page.nodes.slice(0, total - offset);
    if (nodes.length === 0) break;
    chunks.push(writeCsv(columns, nodes.map(cells), { header: false }));
    offset += nodes.length;
  }
  return chunks.join("");
}

/**
 * The export of a list read page by page by `list`, the list's own command (with the
 * caller's q, filters, sort and access), each record written by `cells`.
 */
export function listExport<A extends { offset?: number | null; limit?: number | null }, T>(
  columns: readonly string[],
  list: (ctx: RequestContext, args: A) => ReturnType<ReadPage<T>>,
  cells: (item: T) => CsvRow,
) {
  return async (
    ctx: RequestContext,
    args: Omit<A, "offset" | "limit">,
    limits?: ExportLimits,
  ): Promise<string> =>
    await exportCsv({
      columns,
      readPage: (page) => list(ctx, { ...args, ...page } as A),
      cells,
      limits,
    });
}
