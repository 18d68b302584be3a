/**
 * The cells of a matrix from the values of its two axes and the non-zero counts the
 * database found. Every cell's id is the q terms of the process list behind it, built
 * here once, so a click on a cell lists exactly the processes it counts. Pure.
 */
import { ALL_VALUES, type Dimension } from "./dimensions.ts";

/** One value of an axis: a label (its text) or a role (its handle), by row id. */
export interface AxisValue {
  id: number;
  value: string;
}

export interface Axis {
  dimension: Dimension;
  /** In display order (alphabetical, any case). */
  values: AxisValue[];
}

/** A count from the database; a null id is "all" on that axis. */
export interface PairCount {
  rowId: number | null;
  colId: number | null;
  count: number;
}

export interface MatrixCell {
  name: string;
  value: number;
  id: string;
}

/** Terms of the cell's list are joined by this (no label or role handle holds one). */
export const CELL_TERM_SEPARATOR = "\t";

/**
 * The q term listing the processes with this value of the dimension: label:<label>,
 * role:<handle>; for "all", prefix:<prefix>, or has:roles for Role.
 */
export function valueTerm(dimension: Dimension, value: AxisValue | null): string {
  if (dimension.kind === "role") return value ? `role:${value.value}` : "has:roles";
  return value ? `label:${value.value}` : `prefix:${dimension.name}`;
}

/** The cell's id: its row term and column term (once when they are the same). */
export function cellId(
  row: Axis,
  rowValue: AxisValue | null,
  col: Axis,
  colValue: AxisValue | null,
) {
  const terms = [valueTerm(row.dimension, rowValue), valueTerm(col.dimension, colValue)];
  return [...new Set(terms)].join(CELL_TERM_SEPARATOR);
}

const key = (rowId: number | null, colId: number | null) =>
  `${rowId ?? ALL_VALUES}|${colId ?? ALL_VALUES}`;

/** (rows + 1) × (cols + 1) cells, row by row, each axis's values then "all"; absent counts are 0. */
export function buildCells(row: Axis, col: Axis, counts: readonly PairCount[]): MatrixCell[] {
  const found = new Map(counts.map((c) => [key(c.rowId, c.colId), c.count]));
  const rowValues = [...row.values, null];
  const colValues = [...col.values, null];
  const cells: MatrixCell[] = [];
  for (const r of rowValues) {
    for (const c of colValues) {
      cells.push({
        name: `${r?.value ?? ALL_VALUES}|${c?.value ?? ALL_VALUES}`,
        value: found.get(key(r?.id ?? null, c?.id ?? null)) ?? 0,
        id: cellId(row, r, col, c),
      });
    }
  }
  return cells;
}

/**
 * The most cells one matrix answers: (rows + 1) × (cols + 1). 2,000 roles against a prefix
 * of 48 labels fits; Role against Role in such an organisation (four million cells) is
 * refused rather than sent.
 */
export const MAX_MATRIX_CELLS = 100_000;
