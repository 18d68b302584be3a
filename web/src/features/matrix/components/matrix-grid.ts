import type { MatrixQuery } from "@/lib/gql/graphql";

export type MatrixCell = MatrixQuery["getMatrix"][number];

/** The "all" value of a dimension (every process with any value of it). */
export const ALL = "all";

export interface MatrixGrid {
  /** The row values top to bottom, "all" last. */
  rows: string[];
  /** The column values left to right, "all" last. */
  columns: string[];
  /** cells[r][c] is the cell of rows[r] and columns[c]. */
  cells: MatrixCell[][];
}

/**
 * getMatrix answers (rows + 1) × (cols + 1) cells row by row, each named
 * "<row value>|<column value>", the "all" row last. The width is read from that last row
 * (its names start with "all|") rather than by splitting names, because a value may itself
 * hold a "|"; each row's value is then its first name without "|<first column>".
 */
export function toMatrixGrid(cells: readonly MatrixCell[]): MatrixGrid {
  if (cells.length === 0) return { rows: [], columns: [], cells: [] };
  let width = 0;
  while (width < cells.length && cells[cells.length - 1 - width]!.name.startsWith(`${ALL}|`))
    width += 1;
  // The answer is a whole rectangle; anything else is read as one row.
  if (width === 0 || cells.length % width !== 0) width = cells.length;
  const lastRow = cells.slice(cells.length - width);
  const columns = lastRow.map((cell) => cell.name.slice(ALL.length + 1));
  const grid: MatrixCell[][] = [];
  for (let start = 0; start < cells.length; start += width)
    grid.push(cells.slice(start, start + width));
  const suffix = `|${columns[0] ?? ""}`;
  const rows = grid.map(([first]) =>
    first!.name.endsWith(suffix) ? first!.name.slice(0, -suffix.length) : first!.name,
  );
  return { rows, columns, cells: grid };
}

/** The q terms that list a cell's processes: its id, tab-separated. */
export const cellTerms = (cell: MatrixCell): string[] => cell.id.split("\t").filter(Boolean);

/** The process list narrowed to a cell, one q param per term. */
export function cellHref(cell: MatrixCell): string {
  const params = new URLSearchParams();
  for (const term of cellTerms(cell)) params.append("q", term);
  return `/processes?${params.toString()}`;
}

/** How a value reads in the table: "All" for the totals. */
export const valueLabel = (value: string) => (value === ALL ? "All" : value);
