/**
 * The saved matrices list and the matrix itself as CSV (admins and managers, as their
 * screens). The matrix is written as the screen shows it: a corner naming both
 * dimensions, the column values then "All" across, one line per row value then the
 * "All" line, the counts in between.
 */
import type { SavedMatrixRecord } from "../../db/matrix/saved-matrix-store.ts";
import { type CsvRow, writeCsv } from "../../domain/import/csv-write.ts";
import type { Axis } from "../../domain/matrix/matrix-cells.ts";
import { MATRIX_PAGE_SIZE_MAX } from "../../domain/matrix/matrix-input.ts";
import type { RequestContext } from "../context.ts";
import { getSavedMatrixes, readMatrix } from "../matrix/read-matrix.ts";
import { DEFAULT_EXPORT_LIMITS, exportCsv, type ExportLimits, tooManyRows } from "./export-csv.ts";

export const SAVED_MATRIX_EXPORT_COLUMNS = ["name", "row", "col", "owner", "private"] as const;

export interface ExportSavedMatricesArgs {
  q?: string | null;
  sortBy?: string | null;
  isDesc?: boolean | null;
}

export function savedMatrixExportCells(m: SavedMatrixRecord) {
  return {
    name: m.name,
    row: m.row,
    col: m.col,
    owner: m.owner.name,
    private: m.privacy ? "yes" : "no",
  };
}

/** The caller's matrices and everyone's public ones, as `getSavedMatrixes` lists them. */
export async function exportSavedMatrices(
  ctx: RequestContext,
  args: ExportSavedMatricesArgs,
  limits?: ExportLimits,
): Promise<string> {
  // getSavedMatrixes pages by page number and at most 100 a page: whole pages of 100.
  const perPage = MATRIX_PAGE_SIZE_MAX;
  return await exportCsv({
    columns: SAVED_MATRIX_EXPORT_COLUMNS,
    readPage: ({ offset }) =>
      getSavedMatrixes(ctx, { ...args, page: Math.floor(offset / perPage) + 1, perPage }),
    cells: savedMatrixExportCells,
    limits,
    pageSize: perPage,
  });
}

/** "All" for the totals, as the screen says it. */
const ALL_LABEL = "All";

const axisLabels = (axis: Axis) => [...axis.values.map((v) => v.value), ALL_LABEL];

/** The matrix of `row` × `col` with its totals, as getMatrix counts it. */
export async function exportMatrix(
  ctx: RequestContext,
  args: { row: string; col: string },
  limits: ExportLimits = DEFAULT_EXPORT_LIMITS,
): Promise<string> {
  const { row, col, cells } = await readMatrix(ctx, args);
  const rowLabels = axisLabels(row);
  const colLabels = axisLabels(col);
  if (rowLabels.length > limits.maxRows) throw tooManyRows(rowLabels.length, limits.maxRows);
  // Positions, not names, key the cells: a value may be spelt like another's "All".
  const keys = ["0", ...colLabels.map((_, c) => String(c + 1))];
  const line = (first: string, rest: readonly string[]): CsvRow =>
    Object.fromEntries([first, ...rest].map((text, i) => [keys[i]!, text]));
  const width = colLabels.length;
  const lines = [
    line(`${row.dimension.name} \\ ${col.dimension.name}`, colLabels),
    ...rowLabels.map((label, r) =>
      line(label, cells.slice(r * width, (r + 1) * width).map((cell) => String(cell.value)))
    ),
  ];
  return writeCsv(keys, lines, { header: false });
}
