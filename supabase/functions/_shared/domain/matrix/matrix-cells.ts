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

/**
 * A pair of values that processes share, from the database, with what the "all" cells need:
 * a process with several values on an axis meets a row (or column) value in several pairs
 * but counts once in its "all". So each process is counted toward a row's all only in the
 * pair of its lowest column value (rowOnce), toward a column's all only in the pair of its
 * lowest row value (colOnce), and toward all × all in the pair of both (allOnce).
 */
export interface PairCount {
  rowId: number;
  colId: number;
  count: number;
  rowOnce: number;
  colOnce: number;
  allOnce: number;
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

const ALL_KEY = ALL_VALUES;
const key = (rowId: number | string, colId: number | string) => `${rowId}|${colId}`;

/** Every count by cell: the pairs, and the "all" row, column and corner summed from them. */
function countsByCell(pairs: readonly PairCount[]): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (k: string, n: number) => counts.set(k, (counts.get(k) ?? 0) + n);
  for (const p of pairs) {
    add(key(p.rowId, p.colId), p.count);
    add(key(p.rowId, ALL_KEY), p.rowOnce);
    add(key(ALL_KEY, p.colId), p.colOnce);
    add(key(ALL_KEY, ALL_KEY), p.allOnce);
  }
  return counts;
}

/** (rows + 1) × (cols + 1) cells, row by row, each axis's values then "all"; absent counts are 0. */
export function buildCells(row: Axis, col: Axis, pairs: readonly PairCount[]): MatrixCell[] {
  const found = countsByCell(pairs);
  const rowValues = [...row.values, null];
  const colValues = [...col.values, null];
  const cells: MatrixCell[] = [];
  for (const r of rowValues) {
    for (const c of colValues) {
      cells.push({
        name: `${r?.value ?? ALL_VALUES}|${c?.value ?? ALL_VALUES}`,
        value: found.get(key(r?.id ?? ALL_KEY, c?.id ?? ALL_KEY)) ?? 0,
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
