/**
 * The cells of a matrix from the values of its two axes and their counts (link-counts.ts).
 * Every cell's id is the q terms of the process list behind it, built here once, so a
 * click on a cell lists exactly the processes it counts. Pure.
 */
import { ALL_VALUES, type Dimension } from "./dimensions.ts";
import type { MatrixCounts } from "./link-counts.ts";

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

/** The cell's id from its row term and column term (once when they are the same). */
export function cellId(rowTerm: string, colTerm: string): string {
  return rowTerm === colTerm ? rowTerm : `${rowTerm}${CELL_TERM_SEPARATOR}${colTerm}`;
}

/** (rows + 1) × (cols + 1) cells, row by row, each axis's values then "all". */
export function buildCells(row: Axis, col: Axis, counts: MatrixCounts): MatrixCell[] {
  // Each value's name and term once, not once per cell.
  const rowValues = [...row.values, null];
  const colValues = [...col.values, null];
  const rowNames = rowValues.map((v) => v?.value ?? ALL_VALUES);
  const colNames = colValues.map((v) => v?.value ?? ALL_VALUES);
  const rowTerms = rowValues.map((v) => valueTerm(row.dimension, v));
  const colTerms = colValues.map((v) => valueTerm(col.dimension, v));
  const cols = col.values.length;
  const cells: MatrixCell[] = [];
  for (let r = 0; r <= row.values.length; r++) {
    for (let c = 0; c <= cols; c++) {
      const allRow = r === row.values.length;
      const allCol = c === cols;
      cells.push({
        name: `${rowNames[r]}|${colNames[c]}`,
        value: allRow
          ? (allCol ? counts.all : counts.colAll[c]!)
          : (allCol ? counts.rowAll[r]! : counts.pairs[r * cols + c]!),
        id: cellId(rowTerms[r]!, colTerms[c]!),
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
